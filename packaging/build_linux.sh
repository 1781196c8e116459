#!/usr/bin/env bash
# Build the Linux bundle (PyInstaller one-folder; any warning of PyInstaller's stops the build),
# check it with its own --smoke-test, print its size, pack it as an installable .deb (the bundle in
# /usr/lib/gamenight, /usr/games/gamenight, a manual page, a menu entry, AppStream metainfo and
# icons), check the package with desktop-file-validate, appstreamcli and lintian (errors, and
# overrides that match nothing, stop the build), start the app installed from it on Xvfb through
# Qt's xcb plugin (xcb_check.sh), then build the AppImage beside it (build_appimage.sh).
# Run from anywhere, with PYTHON= a virtual environment of the distribution's own Python
# (docs/packaging.md):  /usr/bin/python3 -m venv .venv-build && PYTHON=.venv-build/bin/python bash packaging/build_linux.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
python="${PYTHON:-python3}"
cd "$root"

for tool in icupkg gcc readelf objdump ldd strip patchelf dpkg-deb dpkg-shlibdeps desktop-file-validate appstreamcli lintian mksquashfs Xvfb; do
    command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install icu-devtools gcc binutils patchelf dpkg-dev desktop-file-utils appstream lintian squashfs-tools libsquashfuse-dev libfuse3-dev xvfb" >&2; exit 1; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$python" -m pip install -q -e ".[package]"
"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$here/dist" --workpath "$here/build" "$here/gamenight.spec" 2>&1 | tee "$work/pyinstaller.log"
# A warning is a module or library PyInstaller could not find: one the app needs (a new dependency's),
# or one it never uses, which gamenight.spec leaves out (with its reason) so that no packager wonders.
if grep -E '^[0-9]+ (WARNING|ERROR): ' "$work/pyinstaller.log" >&2; then
    echo "PyInstaller warned (above): leave out in gamenight.spec what the app never uses, with the reason" >&2
    exit 1
fi
bundle="$here/dist/gamenight"

# ICU data for every language is 32 MB; keep English and Turkish (see trim_icu.py).
"$python" "$here/trim_icu.py" "$bundle"
# Debug information and symbol tables (from PyPI wheels, some Pythons, trim_icu.py) go; not NumPy's.
"$python" "$here/strip_bundle.py" "$bundle"
# Some Python builds (pyenv's) point their RUNPATH into the build machine's own folders; the bundle
# finds its libraries itself, so such paths go.
find "$bundle" -type f -name '*.so*' -print0 | while IFS= read -r -d '' library; do
    if readelf -d "$library" 2>/dev/null | grep -q 'path: \[/'; then patchelf --remove-rpath "$library"; fi
done

# No network, so no TLS: OpenSSL stays out (gamenight.spec), and its licence is not in the copyright file.
openssl="$(find "$bundle" -name 'libssl.so*' -o -name 'libcrypto.so*' -o -name 'libqopensslbackend*')"
[ -z "$openssl" ] || { echo "OpenSSL is in the bundle, though gamenight.spec leaves it out: $openssl" >&2; exit 1; }

QT_QPA_PLATFORM=offscreen "$bundle/gamenight" --smoke-test

version="$("$python" -c 'import gamenight; print(gamenight.__version__)')"  # its one source
maintainer="Game Night developers <dev@gamenight.invalid>"
metainfo="invalid.gamenight.GameNight.metainfo.xml"
stage="$here/build/deb"
rm -rf "$stage"
mkdir -p "$stage/DEBIAN" "$stage/usr/lib" "$stage/usr/games" "$stage/usr/share/applications" \
         "$stage/usr/share/metainfo" "$stage/usr/share/icons/hicolor/scalable/apps" \
         "$stage/usr/share/doc/gamenight" "$stage/usr/share/lintian/overrides" "$stage/usr/share/man/man6"
cp -a "$bundle" "$stage/usr/lib/gamenight"
# Depends (dpkg-shlibdeps on every library the staged bundle links to), Recommends and Suggests (see
# deb_depends.py); stops the build when this machine lacks a library the bundle needs.
fields="$("$python" "$here/deb_depends.py" "$stage/usr/lib/gamenight")"
ln -s ../lib/gamenight/gamenight "$stage/usr/games/gamenight"  # Debian puts games' commands in /usr/games
sed 's|^Exec=gamenight$|Exec=/usr/games/gamenight|' "$here/linux/gamenight.desktop" \
    > "$stage/usr/share/applications/gamenight.desktop"
cp "$here/linux/$metainfo" "$stage/usr/share/metainfo/"
cp "$here/linux/copyright" "$stage/usr/share/doc/gamenight/copyright"
"$python" "$here/changelog.py" "$here/linux/$metainfo" "$maintainer" | gzip -9n > "$stage/usr/share/doc/gamenight/changelog.gz"
# gamenight(6), from the command line's own parser (man_page.py): section 6, games, as Debian puts them
"$python" "$here/man_page.py" "$here/linux/$metainfo" | gzip -9n > "$stage/usr/share/man/man6/gamenight.6.gz"
cp "$here/linux/lintian-overrides" "$stage/usr/share/lintian/overrides/gamenight"
cp "$root/resources/icons/gamenight.svg" "$stage/usr/share/icons/hicolor/scalable/apps/"
"$python" "$here/render_icon.py" "$stage/usr/share/icons/hicolor"
chmod -R u=rwX,go=rX "$stage"
find "$stage/usr/lib/gamenight" -type f -name '*.so*' -exec chmod 0644 {} +  # libraries are not programs
cat > "$stage/DEBIAN/control" <<CONTROL
Package: gamenight
Version: $version
Section: games
Priority: optional
Architecture: $(dpkg --print-architecture)
Installed-Size: $(du -sk "$stage/usr" | cut -f1)
$fields
Maintainer: $maintainer
Description: Five table games with a caller console, bots and a score history
 Goker, Super Pokeno Bonus, Okey, Jokers and The Goodge Rules.
CONTROL
(cd "$stage" && find usr -type f -exec md5sum {} + | sort -k 2) > "$stage/DEBIAN/md5sums"
deb="$here/dist/gamenight_${version}_$(dpkg --print-architecture).deb"
rm -f "$deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null

# The menu entry and the metainfo as menus and software centres read them, and the package as
# Debian's checker sees it (lintian-overrides says why the few errors left are not faults; an
# override that no longer matches anything stops the build too, so that each one stays true).
desktop-file-validate "$stage/usr/share/applications/gamenight.desktop"
appstreamcli validate-tree --no-net "$stage"
bash "$here/lint_deb.sh" "$deb"

# The app as installed from the package, on an X server through Qt's xcb plugin as an X11 desktop
# starts it (the smoke test above renders offscreen, which never loads that plugin).
dpkg-deb -x "$deb" "$work/installed"
bash "$here/xcb_check.sh" "$work/installed/usr/games/gamenight" --smoke-test

echo "bundle: $bundle"
size() { du -sb "$1" | awk '{ printf "%.1f MiB (%.1f MB)", $1 / 1048576, $1 / 1e6 }'; }  # bytes, not blocks
echo "bundle size unpacked: $(size "$bundle") (target 150 MB)"
echo "package: $deb, $(size "$deb")"
echo "$fields"
PYTHON="$python" bash "$here/build_appimage.sh"
