#!/usr/bin/env bash
# Run a command (the installed app's --smoke-test) on a private X server, through Qt's xcb platform
# plugin, as an X11 desktop starts the app. The smoke test alone renders offscreen, which never loads
# the xcb plugin nor its libraries (libQt6XcbQpa, libxcb-cursor, xkbcommon-x11...): where one of them
# cannot load, Qt cannot start on X11 and the command fails, and so does this check.
# Usage: bash packaging/xcb_check.sh COMMAND [ARGS...]   Needs Xvfb (apt-get install xvfb).
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: xcb_check.sh COMMAND [ARGS...]" >&2; exit 2; }
command -v Xvfb >/dev/null || { echo "Xvfb is missing: apt-get install xvfb" >&2; exit 1; }
work="$(mktemp -d)"
# A display of its own (-displayfd: the first free one), reachable by no other machine.
Xvfb -displayfd 3 -nolisten tcp -screen 0 1366x768x24 3>"$work/display" 2>"$work/xvfb.log" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do
    [ "$(wc -l < "$work/display")" -ge 1 ] && break
    kill -0 "$server" 2>/dev/null || { cat "$work/xvfb.log" >&2; echo "Xvfb did not start" >&2; exit 1; }
    sleep 0.1
done
display=":$(head -n 1 "$work/display")"
[ "$display" != ":" ] || { echo "Xvfb gave no display within 10 s" >&2; exit 1; }
echo "xcb check: $* on Xvfb $display through Qt's xcb plugin"
status=0
env -u WAYLAND_DISPLAY DISPLAY="$display" QT_QPA_PLATFORM=xcb timeout 600 "$@" || status=$?
if [ "$status" -ne 0 ]; then
    echo "xcb check FAILED (exit status $status): $* did not run through Qt's xcb plugin, as an X11 desktop" \
         "starts it (its reason is above: a library of the plugin missing?)" >&2
    exit 1
fi
