#!/usr/bin/env bash
# Pack an AppDir as a type-2 AppImage without appimagetool (which no registry this project's build
# machine reaches carries): compile the runtime (the .c files here), append a SquashFS image of the AppDir where the
# runtime's ELF file ends, write the magic 'A' 'I' 2 at byte 8 and make it executable.
# Usage: bash packaging/appimage/pack.sh APPDIR OUTPUT NAME VERSION
# Needs gcc, mksquashfs (squashfs-tools), libsquashfuse (libsquashfuse-dev) and libfuse3
# (libfuse3-dev); the runtime links them and the decompressors statically when their .a files are
# there, so the AppImage needs nothing on the target beyond the C library (and, to mount itself
# rather than unpack, FUSE: /dev/fuse and fusermount3, or root).
set -euo pipefail
[ $# -eq 4 ] || { echo "usage: pack.sh APPDIR OUTPUT NAME VERSION" >&2; exit 2; }
appdir="$1" output="$(realpath -m "$2")" name="$3" version="$4"
here="$(cd "$(dirname "$0")" && pwd)"
for tool in gcc mksquashfs; do
    command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install gcc squashfs-tools" >&2; exit 1; }
done
[ -x "$appdir/AppRun" ] || { echo "$appdir has no executable AppRun: nothing to pack" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

compile=(gcc -O2 -Wall -Wextra -Werror -DAPP_NAME="\"$name\"" -DAPP_VERSION="\"$version\""
         -o "$work/runtime" "$here"/*.c)
archives=(squashfuse_ll squashfuse fuse3 zstd lz4 lzo2 lzma z)
static=yes
for archive in "${archives[@]}"; do
    [ "$(gcc -print-file-name="lib$archive.a")" != "lib$archive.a" ] || static=no
done
if [ "$static" = yes ]; then
    "${compile[@]}" -Wl,-Bstatic "${archives[@]/#/-l}" -Wl,-Bdynamic
else
    echo "pack.sh: no static libsquashfuse, libfuse3 and decompressors (apt-get install libsquashfuse-dev" \
         "libfuse3-dev libzstd-dev liblz4-dev liblzo2-dev liblzma-dev zlib1g-dev): the AppImage needs" \
         "libsquashfuse0 and libfuse3-3 on the target" >&2
    "${compile[@]}" -lsquashfuse_ll -lsquashfuse -lfuse3 ||
        { echo "cannot build the runtime: apt-get install libsquashfuse-dev libfuse3-dev" >&2; exit 1; }
fi
strip "$work/runtime"
echo "the AppImage runtime needs:" $(ldd "$work/runtime" | awk '{ print $1 }')

# zstd: smaller than gzip and quicker to unpack; libsquashfuse reads it. Root-owned files, no
# xattrs: the AppDir is unpacked by whoever runs it.
mksquashfs "$appdir" "$work/image" -comp zstd -all-root -no-xattrs -noappend -quiet -no-progress >/dev/null
cat "$work/runtime" "$work/image" > "$output"
printf 'AI\002' | dd of="$output" bs=1 seek=8 conv=notrunc status=none
chmod 0755 "$output"
# The runtime finds the image where its ELF file ends; that must be where cat put it.
offset="$("$output" --appimage-offset)"
[ "$offset" = "$(stat -c %s "$work/runtime")" ] || { echo "the runtime's ELF end ($offset) is not its size" >&2; exit 1; }
