#!/usr/bin/env bash
# Build the AppImage from the bundle build_linux.sh made and smoke-test it.
# Usage: bash packaging/build_appimage.sh [BUNDLE [OUTPUT_DIR]]  (default packaging/dist/gamenight and
# packaging/dist). OUTPUT_DIR/GameNight.AppDir holds the bundle in usr/lib/gamenight with the
# libraries the .deb takes from the distribution (appimage_libs.py), the desktop entry, icons and
# AppStream metainfo. appimagetool (APPIMAGETOOL=path, or on the PATH) packs it as
# OUTPUT_DIR/GameNight-<version>-<arch>.AppImage, whose --smoke-test runs through
# --appimage-extract-and-run (no FUSE needed). Without appimagetool the AppDir is checked and
# smoke-tested through its AppRun, and the script says so.
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

appimagetool="${APPIMAGETOOL:-$(command -v appimagetool || true)}"
if [ -n "$appimagetool" ]; then
    appimage="$out/GameNight-$version-$(uname -m).AppImage"
    ARCH="$(uname -m)" "$appimagetool" --no-appstream "$appdir" "$appimage"  # (validated above)
    QT_QPA_PLATFORM=offscreen "$appimage" --appimage-extract-and-run --smoke-test
    echo "AppImage: $appimage ($(du -m "$appimage" | cut -f1) MB)"
else
    QT_QPA_PLATFORM=offscreen "$appdir/AppRun" --smoke-test
    echo "appimagetool not found (install it or set APPIMAGETOOL=path): AppDir $appdir built and" \
         "smoke-tested, not packed as an AppImage"
fi
