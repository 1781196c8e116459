#!/usr/bin/env bash
# Build the AppImage from the bundle build_linux.sh made and smoke-test it.
# Usage: bash packaging/build_appimage.sh [BUNDLE [OUTPUT_DIR]]  (default packaging/dist/gamenight and
# packaging/dist). OUTPUT_DIR/GameNight.AppDir holds the bundle in usr/lib/gamenight with the
# libraries the .deb takes from the distribution (appimage_libs.py), the desktop entry, icons and
# AppStream metainfo. It is packed as OUTPUT_DIR/GameNight-<version>-<arch>.AppImage by our own
# type-2 runtime and packer (appimage/pack.sh: appimagetool is in no registry the build machine
# reaches), or by appimagetool when APPIMAGETOOL=path is given. The AppImage's --smoke-test runs
# through a plain start (from the image mounted with FUSE, or where FUSE is not usable, unpacked
# into a throwaway cache) and through --appimage-extract-and-run, offscreen; then the plain start
# runs it again on Xvfb through Qt's xcb plugin, as an X11 desktop starts it (xcb_check.sh). With
# appimagetool's runtime, whose plain start needs FUSE and libfuse2, APPIMAGE_EXTRACT_AND_RUN=1
# stands in for the plain start.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
python="${PYTHON:-python3}"
bundle="$(realpath "${1:-$here/dist/gamenight}")"
out="$(realpath "${2:-$here/dist}")"
[ -x "$bundle/gamenight" ] || { echo "no bundle in $bundle: run packaging/build_linux.sh" >&2; exit 1; }
version="$(cd "$root" && "$python" -c 'import gamenight; print(gamenight.__version__)')"
metainfo="invalid.gamenight.GameNight.metainfo.xml"

appdir="$out/GameNight.AppDir"
rm -rf "$appdir"
mkdir -p "$appdir/usr/lib" "$appdir/usr/share/applications" "$appdir/usr/share/metainfo" \
         "$appdir/usr/share/icons/hicolor/scalable/apps" "$appdir/usr/share/doc/gamenight"
cp -a "$bundle" "$appdir/usr/lib/gamenight"
echo "libraries the AppImage carries beyond the .deb's bundle:"
"$python" "$here/appimage_libs.py" "$appdir" "$appdir/usr/lib/gamenight"
ln -s usr/lib/gamenight/gamenight "$appdir/AppRun"
cp "$here/linux/gamenight.desktop" "$appdir/usr/share/applications/"
ln -s usr/share/applications/gamenight.desktop "$appdir/gamenight.desktop"
cp "$here/linux/$metainfo" "$appdir/usr/share/metainfo/"
cp "$here/linux/copyright" "$appdir/usr/share/doc/gamenight/copyright"
cp "$root/resources/icons/gamenight.svg" "$appdir/usr/share/icons/hicolor/scalable/apps/"
"$python" "$here/render_icon.py" "$appdir/usr/share/icons/hicolor"
ln -s usr/share/icons/hicolor/256x256/apps/gamenight.png "$appdir/gamenight.png"
ln -s gamenight.png "$appdir/.DirIcon"
desktop-file-validate "$appdir/gamenight.desktop"
appstreamcli validate-tree --no-net "$appdir"

appimage="$out/GameNight-$version-$(uname -m).AppImage"
rm -f "$appimage"
if [ -n "${APPIMAGETOOL:-}" ]; then
    ARCH="$(uname -m)" "$APPIMAGETOOL" --no-appstream "$appdir" "$appimage"  # (validated above)
    plain_start=(env APPIMAGE_EXTRACT_AND_RUN=1 "$appimage")
else
    bash "$here/appimage/pack.sh" "$appdir" "$appimage" gamenight "$version"
    # A throwaway cache, so a smoke test without FUSE unpacks this very AppImage and leaves the user's alone.
    smoke_cache="$(mktemp -d)"
    trap 'rm -rf "$smoke_cache"' EXIT
    plain_start=(env XDG_CACHE_HOME="$smoke_cache" "$appimage")
    QT_QPA_PLATFORM=offscreen "${plain_start[@]}" --smoke-test
fi
QT_QPA_PLATFORM=offscreen "$appimage" --appimage-extract-and-run --smoke-test
bash "$here/xcb_check.sh" "${plain_start[@]}" --smoke-test
size() { du -sb "$1" | awk '{ printf "%.1f MiB (%.1f MB)", $1 / 1048576, $1 / 1e6 }'; }  # bytes, not blocks
echo "AppDir: $appdir, $(size "$appdir")"
echo "AppImage: $appimage, $(size "$appimage")"
