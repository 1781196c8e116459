#!/usr/bin/env bash
# Build the Linux bundle (PyInstaller one-folder), check it with its own --smoke-test, print its
# size, and pack it as an installable .deb (installs to /opt/gamenight, with a menu entry and icon).
# Run from anywhere with the Python that has Game Night's dependencies:  bash packaging/build_linux.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
python="${PYTHON:-python3}"
cd "$root"

for tool in icupkg gcc readelf objdump ldd strip ar dpkg-deb; do
    command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install icu-devtools gcc binutils dpkg" >&2; exit 1; }
done
"$python" -m pip install -q -e ".[package]"
"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$here/dist" --workpath "$here/build" "$here/gamenight.spec"
bundle="$here/dist/gamenight"

# The interpreter and its extension modules come unstripped from some Python builds. (NumPy's
# libraries are left alone: strip breaks the page alignment auditwheel gave them.)
strip --strip-unneeded "$bundle"/_internal/libpython3*.so* "$bundle"/_internal/python3*/lib-dynload/*.so 2>/dev/null || true
# ICU data for every language is 32 MB; keep English (see trim_icu.py).
"$python" "$here/trim_icu.py" "$bundle"

QT_QPA_PLATFORM=offscreen "$bundle/gamenight" --smoke-test

version="$("$python" -c 'import gamenight; print(gamenight.__version__)')"  # its one source
# Depends and Recommends from every library the bundle links to (see deb_depends.py); stops the
# build when this machine lacks one the bundle needs.
fields="$("$python" "$here/deb_depends.py" "$bundle")"
stage="$here/build/deb"
rm -rf "$stage"
mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
         "$stage/usr/share/icons/hicolor/scalable/apps" "$stage/usr/share/doc/gamenight"
cp -a "$bundle" "$stage/opt/gamenight"
ln -s /opt/gamenight/gamenight "$stage/usr/bin/gamenight"
cp "$here/linux/gamenight.desktop" "$stage/usr/share/applications/"
cp "$here/linux/copyright" "$stage/usr/share/doc/gamenight/copyright"
cp "$root/resources/icons/gamenight.svg" "$stage/usr/share/icons/hicolor/scalable/apps/"
"$python" "$here/render_icon.py" "$stage/usr/share/icons/hicolor"
chmod -R u=rwX,go=rX "$stage"
cat > "$stage/DEBIAN/control" <<CONTROL
Package: gamenight
Version: $version
Section: games
Priority: optional
Architecture: $(dpkg --print-architecture)
Installed-Size: $(du -sk "$stage/opt/gamenight" "$stage/usr" | awk '{ total += $1 } END { print total }')
$fields
Maintainer: Game Night developers <dev@gamenight.invalid>
Description: Five table games with a caller console, bots and a score history
 Goker, Super Pokeno Bonus, Okey, Jokers and The Goodge Rules.
CONTROL
(cd "$stage" && find opt usr -type f -exec md5sum {} + | sort -k 2) > "$stage/DEBIAN/md5sums"

# Packed by hand rather than with dpkg-deb --build, whose data would carry ./opt itself: /opt belongs
# to the system (base-files makes it), and a package listing it would have dpkg remove it when the
# package goes and /opt is left empty. The data starts at ./opt/gamenight; ./usr and its folders are
# listed as usual (dpkg shares those among packages and never removes a folder another one uses).
deb="$here/dist/gamenight_${version}_$(dpkg --print-architecture).deb"
parts="$here/build/deb-parts"
rm -rf "$parts" "$deb"
mkdir -p "$parts"
echo 2.0 > "$parts/debian-binary"
pack() { tar --create --xz --sort=name --owner=0 --group=0 --numeric-owner --file "$@"; }
pack "$parts/control.tar.xz" -C "$stage/DEBIAN" .
pack "$parts/data.tar.xz" -C "$stage" ./opt/gamenight ./usr
(cd "$parts" && ar rc "$deb" debian-binary control.tar.xz data.tar.xz)
dpkg-deb --info "$deb" >/dev/null  # dpkg can read what was packed

echo "bundle: $bundle"
echo "bundle size unpacked: $(du -sm "$bundle" | cut -f1) MiB, $(du -sb "$bundle" | awk '{ printf "%.0f", $1 / 1e6 }') MB (target 150 MB)"
echo "package: $deb ($(du -m "$deb" | cut -f1) MB)"
echo "$fields"
