#!/usr/bin/env bash
# Build the Linux bundle (PyInstaller one-folder), check it with its own --smoke-test, print its
# size, and pack it as an installable .deb (installs to /opt/gamenight, with a menu entry and icon).
# Run from anywhere with the Python that has Game Night's dependencies:  bash packaging/build_linux.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
python="${PYTHON:-python3}"
cd "$root"

for tool in icupkg gcc readelf strip dpkg-deb; do
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

version="$("$python" -c 'import gamenight; print(gamenight.__version__)')"
stage="$here/build/deb"
rm -rf "$stage"
mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
         "$stage/usr/share/icons/hicolor/scalable/apps"
cp -a "$bundle" "$stage/opt/gamenight"
ln -s /opt/gamenight/gamenight "$stage/usr/bin/gamenight"
cp "$here/linux/gamenight.desktop" "$stage/usr/share/applications/"
cp "$root/resources/icons/gamenight.svg" "$stage/usr/share/icons/hicolor/scalable/apps/"
"$python" "$here/render_icon.py" "$stage/usr/share/icons/hicolor"
size_kb="$(du -sk "$stage/opt/gamenight" | cut -f1)"
# Depends: the packages holding every library the bundle links to but does not carry (the spec
# leaves common desktop libraries to the system), plus what Qt loads at run time (EGL, GL).
# Packages only plugins use (speech, Wayland) are recommended instead, whether or not this machine
# has them; a library this machine lacks is only needed by such a plugin (the smoke test passed).
recommends="libpulse0 libspeechd2 libwayland-client0 libwayland-cursor0 libwayland-egl1"
bundled="$(find "$bundle" -name '*.so*' -printf '%f\n' | sort -u)"
needed="$(find "$bundle" -type f \( -name '*.so*' -o -name gamenight \) -exec readelf -d {} + 2>/dev/null \
    | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort -u)"
packages="libc6 libegl1 libgl1"
optional=""
multiarch="$(gcc -print-multiarch)"
for library in $needed; do
    grep -qxF "$library" <<<"$bundled" && continue
    if ! ldconfig -p | grep "=> .*/$multiarch/$library\$" >/dev/null; then
        optional="$optional $library"  # only plugins use it (the smoke test above passed without it)
        continue
    fi
    package="$(dpkg -S "*/$multiarch/$library" | awk -F: "NR == 1 { print \$1 }")"
    grep -qw -- "$package" <<<"$recommends" || packages="$packages $package"
done
depends="$(tr ' ' '\n' <<<"$packages" | sort -u | paste -sd, | sed 's/,/, /g')"
cat > "$stage/DEBIAN/control" <<CONTROL
Package: gamenight
Version: $version
Section: games
Priority: optional
Architecture: $(dpkg --print-architecture)
Installed-Size: $size_kb
Depends: $depends
Recommends: $(sed 's/ /, /g' <<<"$recommends")
Maintainer: Game Night developers <dev@gamenight.invalid>
Description: Five table games with a caller console, bots and a score history
 Goker, Super Pokeno Bonus, Okey, Jokers and The Goodge Rules.
CONTROL
deb="$here/dist/gamenight_${version}_$(dpkg --print-architecture).deb"
dpkg-deb --build --root-owner-group -Zxz "$stage" "$deb" >/dev/null

echo "bundle: $bundle"
echo "bundle size unpacked: $(du -sm "$bundle" | cut -f1) MiB, $(du -sb "$bundle" | awk '{ printf "%.0f", $1 / 1e6 }') MB (target 150 MB)"
echo "not on this system, used by plugins when present:$optional"
echo "package: $deb ($(du -m "$deb" | cut -f1) MB), depends on: $depends"
