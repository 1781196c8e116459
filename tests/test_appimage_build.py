"""packaging/build_appimage.sh on a stand-in bundle (a script that prints how it was started): the
AppDir's layout and checks (the smoke tests, offscreen and on Xvfb through xcb), the AppImage our
own type-2 runtime and packer make of it (magic, offset, the image as unsquashfs reads it,
--appimage-extract-and-run and APPIMAGE_EXTRACT_AND_RUN, damaged files), and the upstream
appimagetool path. (How a plain start mounts or unpacks: test_appimage_runtime.py;
build_linux.sh runs this on the real bundle: minutes.)"""
import os
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

import gamenight

ROOT = Path(__file__).parents[1]
# the runtime links these statically
ARCHIVES = ("squashfuse_ll", "squashfuse", "fuse3", "zstd", "lz4", "lzo2", "lzma", "z")


def missing_tools() -> list[str]:
    tools = ["desktop-file-validate", "appstreamcli", "gcc", "mksquashfs", "unsquashfs", "ldd", "Xvfb"]
    missing = [tool for tool in tools if not shutil.which(tool)]
    if shutil.which("gcc"):
        missing += [f"lib{name}.a" for name in ARCHIVES
                    if not Path(subprocess.run(["gcc", f"-print-file-name=lib{name}.a"], capture_output=True,
                                               text=True).stdout.strip()).is_absolute()]
    return missing


MISSING = missing_tools()
# In CI (.ci/run installs them) a missing tool fails the tests instead of skipping them.
pytestmark = pytest.mark.skipif(bool(MISSING) and not os.environ.get("CI"),
                                reason=f"needs {', '.join(MISSING)}: apt-get install desktop-file-utils appstream "
                                       "gcc squashfs-tools libsquashfuse-dev libfuse3-dev libzstd-dev liblz4-dev "
                                       "liblzo2-dev xvfb")
STAND_IN = '''#!/bin/sh
echo "stand-in bundle ran with: $* in $APPDIR as $ARGV0 on ${QT_QPA_PLATFORM:-no platform}${DISPLAY:+ at $DISPLAY}"
exit "${STAND_IN_EXIT:-0}"
'''


def executable(path: Path, text: str) -> Path:
    path.write_text(text)
    path.chmod(0o755)
    return path


def stand_in_bundle(folder: Path) -> Path:
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "data.bin").write_bytes(bytes(range(256)) * 4000)
    executable(folder / "gamenight", STAND_IN)
    return folder


@pytest.fixture
def bundle(tmp_path):
    return stand_in_bundle(tmp_path / "gamenight")


def build(bundle: Path, out: Path, appimagetool: Path | None = None):
    env = dict(os.environ, PYTHON=sys.executable, PYTHONPATH=str(ROOT / "desktop"))
    env.pop("APPIMAGETOOL", None)
    if appimagetool:
        env["APPIMAGETOOL"] = str(appimagetool)
    return subprocess.run(["bash", str(ROOT / "packaging" / "build_appimage.sh"), str(bundle), str(out)],
                          capture_output=True, text=True, env=env, timeout=180)


@pytest.fixture(scope="module")
def packed(tmp_path_factory):
    """The stand-in bundle built and packed once by our own runtime: (build result, output folder)."""
    folder = tmp_path_factory.mktemp("packed")
    result = build(stand_in_bundle(folder / "gamenight"), folder / "out")
    assert result.returncode == 0, result.stderr
    return result, folder / "out"


@pytest.fixture
def appimage(packed) -> Path:
    return packed[1] / f"GameNight-{gamenight.__version__}-{os.uname().machine}.AppImage"


def run(appimage: Path, *args: str, cwd: Path | None = None, **env: str):
    return subprocess.run([str(appimage), *args], capture_output=True, text=True, cwd=cwd, timeout=60,
                          env=dict(os.environ, **env))


def elf_end(data: bytes) -> int:
    """e_shoff + e_shnum * e_shentsize of a 64-bit little-endian ELF file."""
    assert data[:4] == b"\x7fELF" and data[4] == 2
    (section_headers,) = struct.unpack_from("<Q", data, 0x28)
    entry_size, count = struct.unpack_from("<HH", data, 0x3A)
    return section_headers + count * entry_size


def test_the_appdir_is_laid_out_checked_packed_and_smoke_tested_three_ways(packed, appimage):
    result, out = packed
    appdir = out / "GameNight.AppDir"
    assert (appdir / "AppRun").resolve() == (appdir / "usr/lib/gamenight/gamenight").resolve()
    assert (appdir / "gamenight.desktop").read_text() == (ROOT / "packaging/linux/gamenight.desktop").read_text()
    assert (appdir / ".DirIcon").resolve() == (appdir / "usr/share/icons/hicolor/256x256/apps/gamenight.png")
    assert (appdir / "usr/share/metainfo/invalid.gamenight.GameNight.metainfo.xml").is_file()
    assert (appdir / "usr/share/doc/gamenight/copyright").is_file()
    # the plain start: from the image mounted with FUSE, or where FUSE is not usable, from the cache;
    # offscreen, then on a private X server through Qt's xcb plugin, as an X11 desktop starts it
    started = rf"(\.mount_gamenight-\w{{6}}|gamenight-appimage/{re.escape(gamenight.__version__)}-[0-9a-f]+-[0-9a-f]+)"
    plain = f"stand-in bundle ran with: --smoke-test in /\\S*/{started} as {re.escape(str(appimage))} on "
    assert re.search(f"^{plain}offscreen$", result.stdout, re.M)
    assert re.search(f"^{plain}xcb at :\\d+$", result.stdout, re.M)
    assert re.search(r"^stand-in bundle ran with: --smoke-test in /.*/gamenight-appimage-\w{6} as \S+ on offscreen$",
                     result.stdout, re.M)
    assert f"AppImage: {appimage}, " in result.stdout and f"AppDir: {appdir}, " in result.stdout


def test_the_magic_and_the_offset_mark_where_the_image_starts(appimage):
    data = appimage.read_bytes()
    assert data[8:11] == b"AI\x02"
    offset = run(appimage, "--appimage-offset")
    assert offset.returncode == 0 and int(offset.stdout) == elf_end(data)
    assert data[elf_end(data):elf_end(data) + 4] == b"hsqs"  # a SquashFS superblock
    assert os.access(appimage, os.X_OK)


def test_unsquashfs_reads_the_image_at_that_offset(appimage):
    offset = run(appimage, "--appimage-offset").stdout.strip()
    listing = subprocess.run(["unsquashfs", "-o", offset, "-l", str(appimage)], capture_output=True, text=True)
    assert listing.returncode == 0, listing.stderr
    paths = listing.stdout.split()
    assert "squashfs-root/AppRun" in paths and "squashfs-root/usr/lib/gamenight/gamenight" in paths


def test_the_runtime_needs_nothing_beyond_the_c_library(appimage, tmp_path):
    data = appimage.read_bytes()
    runtime = tmp_path / "runtime"
    runtime.write_bytes(data[:8] + bytes(3) + data[11:elf_end(data)])  # ldd refuses the magic
    needs = subprocess.run(["ldd", str(runtime)], capture_output=True, text=True, check=True).stdout
    libraries = {line.split()[0] for line in needs.splitlines()}
    assert libraries == {"linux-vdso.so.1", "libc.so.6", "/lib64/ld-linux-x86-64.so.2"}, needs


def test_extract_and_run_uses_a_fresh_folder_passes_the_exit_code_and_removes_the_folder(appimage, tmp_path):
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    result = run(appimage, "--appimage-extract-and-run", "--smoke-test", "x", TMPDIR=str(temporary),
                 STAND_IN_EXIT="5")
    assert result.returncode == 5
    assert re.fullmatch(f"stand-in bundle ran with: --smoke-test x in {temporary}/gamenight-appimage-\\w{{6}} "
                        f"as {appimage} on offscreen\n", result.stdout)
    assert list(temporary.iterdir()) == []


def test_appimage_extract_and_run_in_the_environment_extracts_runs_and_cleans_up_as_the_flag_does(appimage, tmp_path):
    """APPIMAGE_EXTRACT_AND_RUN=1, as the standard runtime reads it (where FUSE is missing): a
    plain start neither mounts the image nor fills the cache; the app gets every argument."""
    temporary, cache = tmp_path / "tmp", tmp_path / "cache"
    temporary.mkdir()
    result = run(appimage, "--smoke-test", "x", TMPDIR=str(temporary), XDG_CACHE_HOME=str(cache),
                 APPIMAGE_EXTRACT_AND_RUN="1", STAND_IN_EXIT="6")
    assert result.returncode == 6, result.stderr
    assert re.fullmatch(f"stand-in bundle ran with: --smoke-test x in {temporary}/gamenight-appimage-\\w{{6}} "
                        f"as {appimage} on offscreen\n", result.stdout)
    assert list(temporary.iterdir()) == [] and not cache.exists()
    help_text = run(appimage, "--appimage-help", APPIMAGE_EXTRACT_AND_RUN="1")  # the runtime's own flags still work
    assert help_text.returncode == 0 and "APPIMAGE_EXTRACT_AND_RUN" in help_text.stdout


def test_appimage_extract_writes_squashfs_root_here(appimage, tmp_path):
    result = run(appimage, "--appimage-extract", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    root = tmp_path / "squashfs-root"
    assert os.readlink(root / "AppRun") == "usr/lib/gamenight/gamenight"
    assert (root / "AppRun").read_text() == STAND_IN and os.access(root / "AppRun", os.X_OK)


def test_a_truncated_appimage_says_so_and_runs_nothing(appimage, tmp_path):
    damaged = tmp_path / "damaged.AppImage"
    data = appimage.read_bytes()
    damaged.write_bytes(data[:elf_end(data) + 3000])
    damaged.chmod(0o755)
    for flags in ([], ["--appimage-extract-and-run"], ["--appimage-extract"]):
        result = run(damaged, *flags, cwd=tmp_path, XDG_CACHE_HOME=str(tmp_path / "cache"))
        assert result.returncode == 1 and result.stdout == ""
        assert f"{damaged} is truncated" in result.stderr and "download or build it again" in result.stderr
    assert not (tmp_path / "cache").exists() and not (tmp_path / "squashfs-root").exists()


def with_image(appimage: Path, image: bytes, path: Path) -> Path:
    """Our runtime (the AppImage's front part) followed by another image."""
    data = appimage.read_bytes()
    path.write_bytes(data[:elf_end(data)] + image)
    path.chmod(0o755)
    return path


def test_a_runtime_without_a_squashfs_image_says_it_is_not_an_appimage(appimage, tmp_path):
    broken = with_image(appimage, b"not a SquashFS image " * 100, tmp_path / "broken.AppImage")
    result = run(broken, XDG_CACHE_HOME=str(tmp_path / "cache"))
    assert result.returncode == 1
    assert "holds no SquashFS image at offset" in result.stderr and "not an AppImage or it is damaged" in result.stderr


def test_an_image_without_apprun_says_there_is_nothing_to_start(appimage, tmp_path):
    (tmp_path / "appdir" / "usr").mkdir(parents=True)
    subprocess.run(["mksquashfs", str(tmp_path / "appdir"), str(tmp_path / "image"), "-comp", "zstd", "-quiet",
                    "-no-progress"], check=True, capture_output=True)
    hollow = with_image(appimage, (tmp_path / "image").read_bytes(), tmp_path / "hollow.AppImage")
    for flags in ([], ["--appimage-extract-and-run"]):
        result = run(hollow, *flags, XDG_CACHE_HOME=str(tmp_path / "cache"), TMPDIR=str(tmp_path))
        assert result.returncode == 1
        assert "has no AppRun at the top of its image, so there is nothing to start" in result.stderr


def test_help_lists_the_flags_and_an_unknown_flag_is_refused(appimage):
    help_text = run(appimage, "--appimage-help")
    assert help_text.returncode == 0
    for flag in ("--appimage-extract ", "--appimage-extract-and-run", "--appimage-offset", "--appimage-help"):
        assert flag in help_text.stdout
    unknown = run(appimage, "--appimage-mount")
    assert unknown.returncode == 1 and "--appimage-mount is not a flag this AppImage knows" in unknown.stderr


def test_appimagetool_packs_the_appdir_when_given(bundle, tmp_path):
    """A stand-in appimagetool writes an "AppImage" that runs the AppDir's AppRun when asked to
    extract and run, by the flag or APPIMAGE_EXTRACT_AND_RUN, as upstream's runtime does (its plain
    start needs FUSE and libfuse2, so the build never makes one)."""
    calls = tmp_path / "appimagetool-calls"
    tool = executable(tmp_path / "appimagetool", f'''#!/bin/sh
echo "ARCH=$ARCH $*" >> {calls}
printf '#!/bin/sh\\n[ "$1" = --appimage-extract-and-run ] && shift || \\
[ -n "${{APPIMAGE_EXTRACT_AND_RUN+set}}" ] || exit 9\\nexec "%s/AppRun" "$@"\\n' "$2" > "$3"
chmod +x "$3"
''')
    result = build(bundle, tmp_path / "out", tool)
    assert result.returncode == 0, result.stderr
    appdir = tmp_path / "out" / "GameNight.AppDir"
    appimage = tmp_path / "out" / f"GameNight-{gamenight.__version__}-{os.uname().machine}.AppImage"
    assert calls.read_text() == f"ARCH={os.uname().machine} --no-appstream {appdir} {appimage}\n"
    assert result.stdout.count("stand-in bundle ran with: --smoke-test") == 2
    assert re.search(r"^stand-in bundle ran with: --smoke-test in .* on xcb at :\d+$", result.stdout, re.M)
    assert f"AppImage: {appimage}" in result.stdout


def test_a_failing_smoke_test_fails_the_build(bundle, tmp_path):
    executable(bundle / "gamenight", "#!/bin/sh\necho 'smoke test FAILED: no screen' >&2\nexit 1\n")
    result = build(bundle, tmp_path / "out")
    assert result.returncode == 1
    assert "smoke test FAILED: no screen" in result.stderr and "AppImage:" not in result.stdout


def test_an_app_that_cannot_start_through_xcb_fails_the_build(bundle, tmp_path):
    """As Qt does when a library of its xcb plugin is missing: offscreen it starts, on X11 it aborts."""
    executable(bundle / "gamenight", '''#!/bin/sh
if [ "$QT_QPA_PLATFORM" = xcb ]; then
    echo 'qt.qpa.plugin: Could not load the Qt platform plugin "xcb"' >&2
    exit 134
fi
echo "smoke test passed on $QT_QPA_PLATFORM"
''')
    result = build(bundle, tmp_path / "out")
    assert result.returncode == 1
    assert result.stdout.count("smoke test passed on offscreen") == 2, result.stdout
    assert 'Could not load the Qt platform plugin "xcb"' in result.stderr and "xcb check FAILED" in result.stderr
    assert "AppImage:" not in result.stdout


def test_no_bundle_no_build(tmp_path):
    result = build(tmp_path / "missing", tmp_path / "out")
    assert result.returncode == 1
    assert "no bundle in" in result.stderr and "run packaging/build_linux.sh" in result.stderr
