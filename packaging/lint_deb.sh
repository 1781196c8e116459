#!/usr/bin/env bash
# Check a .deb with Debian's lintian and stop on what it finds wrong: any error, and any override
# in the package (packaging/linux/lintian-overrides) that matches nothing in it any more, so that
# each override stays true. Prints lintian's errors, warnings and the overrides' findings (its
# information tags too with LINTIAN_INFO=1).   Usage: bash packaging/lint_deb.sh DEB
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: lint_deb.sh DEB" >&2; exit 2; }
report="$(mktemp)"
trap 'rm -f "$report"' EXIT
status=0
lintian --fail-on error --display-info "$1" > "$report" 2>&1 || status=$?
if [ -n "${LINTIAN_INFO:-}" ]; then cat "$report"; else grep -v -E '^I: |running with root privileges' "$report" || true; fi
if grep -E '^.: [^ ]+: (mismatched|unused)-override ' "$report" >&2; then
    echo "packaging/linux/lintian-overrides has overrides that match nothing in $1 (above): remove them" >&2
    exit 1
fi
[ "$status" -eq 0 ] || { echo "lintian found errors in $1 (above)" >&2; exit 1; }
