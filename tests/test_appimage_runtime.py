"""How a plain start of our AppImage runtime (packaging/appimage/) runs the app (issue 24):
- where FUSE is usable, from the image mounted read-only, leaving nothing on disk, each build from
  its own mount, side by side;
- where it is not (hidden here in a private mount namespace), unpacked once per build into the
  cache, where a start never removes the folder of a build that is running, only unused ones;
- with a read-only or full cache, from a temporary folder, telling the app why (it says so in a
  window: test_appimage_notice.py); with no writable folder at all, in a dialog.
Real AppImages of a stand-in AppDir are packed by pack.sh; the mounts and full disks are real."""
import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from test_appimage_build import MISSING

ROOT = Path(__file__).parents[1]
pytestmark = pytest.mark.skipif(bool(MISSING) and not os.environ.get("CI"), reason=f"needs {', '.join(MISSING)}")
DATA = bytes(range(256)) * 4000
# The stand-in app: says where it runs from and how, waits for $RELEASE if given, then reads its data.
APPRUN = r'''#!/bin/sh
echo "ran in $APPDIR"
grep " $APPDIR " /proc/mounts | cut -d" " -f3,4 | sed "s/^/mounted: /"
[ -z "$GAMENIGHT_APPIMAGE_CACHE_PROBLEM" ] || echo "cache problem: $GAMENIGHT_APPIMAGE_CACHE_PROBLEM"
if [ -n "$RELEASE" ]; then
    touch "$RELEASE.started"
    i=0; while [ ! -e "$RELEASE" ] && [ $i -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
fi
echo "data: $(wc -c < "$APPDIR/data.bin") bytes"
exit "${EXIT_CODE:-0}"
'''


def fuse_usable() -> bool:
    """FUSE as a root process uses it (the tests run as root in CI): /dev/fuse opens."""
    try:
        os.close(os.open("/dev/fuse", os.O_RDWR))
    except OSError:
        return False
    return os.geteuid() == 0


def namespaces_usable() -> bool:
    return os.geteuid() == 0 and shutil.which("unshare") is not None and subprocess.run(
        ["unshare", "--mount", "true"], capture_output=True).returncode == 0


needs_fuse = pytest.mark.skipif(not fuse_usable(), reason="FUSE is not usable here (/dev/fuse, root)")
needs_namespaces = pytest.mark.skipif(not namespaces_usable(), reason="needs root and unshare (util-linux)")


@pytest.fixture(scope="module")
def builds(tmp_path_factory) -> dict[str, Path]:
    """Two builds of the stand-in AppDir, 1.0 and 2.0, packed by pack.sh."""
    folder = tmp_path_factory.mktemp("builds")
    appdir = folder / "AppDir"
    appdir.mkdir()
    (appdir / "AppRun").write_text(APPRUN)
    (appdir / "AppRun").chmod(0o755)
    (appdir / "data.bin").write_bytes(DATA)
    packed = {}
    for version in ("1.0", "2.0"):
        packed[version] = folder / f"GameNight-{version}.AppImage"
        subprocess.run(["bash", str(ROOT / "packaging/appimage/pack.sh"), str(appdir), str(packed[version]),
                        "gamenight", version], check=True, capture_output=True, timeout=120)
    return packed


@pytest.fixture
def places(tmp_path) -> dict[str, Path]:
    """An empty TMPDIR and XDG_CACHE_HOME for the AppImage."""
    for name in ("tmp", "cache"):
        (tmp_path / name).mkdir()
    return {"tmp": tmp_path / "tmp", "cache": tmp_path / "cache"}


def environment(places: dict[str, Path], **extra: str) -> dict[str, str]:
    return dict(os.environ, TMPDIR=str(places["tmp"]), XDG_CACHE_HOME=str(places["cache"]), **extra)


# Runs a command in a private mount namespace with /dev/fuse hidden (and optionally read-only or
# tiny folders), so the AppImage finds no usable FUSE, as in a container.
WITHOUT_FUSE = r'''set -e
mount --bind /dev/null /dev/fuse
for folder in $READ_ONLY; do mount --bind "$folder" "$folder"; mount -o remount,bind,ro "$folder"; done
for folder in $FULL; do mount -t tmpfs -o size=256k tmpfs "$folder"; done
PATH="${INNER_PATH:-$PATH}" exec "$@"
'''


def start(appimage: Path, env: dict[str, str], read_only=(), full=(), fuse=True, inner_path=None):
    """Popen of a plain start; without FUSE (and with read_only, full folders) in a namespace."""
    command = [str(appimage)]
    if not fuse:
        env = dict(env, READ_ONLY=" ".join(map(str, read_only)), FULL=" ".join(map(str, full)))
        if inner_path is not None:
            env["INNER_PATH"] = inner_path
        command = ["unshare", "--mount", "--propagation", "private", "sh", "-c", WITHOUT_FUSE, "sh", *command]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def finish(process: subprocess.Popen) -> tuple[int, str, str]:
    out, err = process.communicate(timeout=60)
    return process.returncode, out, err


def run(appimage: Path, env: dict[str, str], **options) -> tuple[int, str, str]:
    return finish(start(appimage, env, **options))


def wait_for(condition, seconds: float = 10) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def ran_in(out: str) -> Path:
    return Path(re.search(r"^ran in (\S+)$", out, re.M)[1])


@needs_fuse
def test_a_plain_start_runs_from_the_image_mounted_read_only_and_leaves_nothing_on_disk(builds, places):
    inherited = {"GAMENIGHT_APPIMAGE_CACHE_PROBLEM": "an older start's problem"}  # never passed on
    code, out, err = run(builds["1.0"], environment(places, EXIT_CODE="3", **inherited))
    assert code == 3 and "cache problem" not in out, err
    mount_point = ran_in(out)
    assert re.fullmatch(r"\.mount_gamenight-\w{6}", mount_point.name) and mount_point.parent == places["tmp"]
    assert re.search(r"^mounted: fuse\.gamenight ro,", out, re.M)
    assert f"data: {len(DATA)} bytes" in out and err == ""
    # once the app has ended, the image is unmounted and the mount point removed; no cache is made
    assert wait_for(lambda: not mount_point.exists()), "the mount point was not removed"
    assert str(mount_point) not in Path("/proc/mounts").read_text()
    assert list(places["cache"].iterdir()) == []


@needs_fuse
def test_two_builds_run_side_by_side_each_from_its_own_mount(builds, places, tmp_path):
    release = tmp_path / "release"
    first = start(builds["1.0"], environment(places, RELEASE=str(release)))
    assert wait_for(lambda: Path(f"{release}.started").exists()), first.stderr.read()
    code, out, err = run(builds["2.0"], environment(places))
    assert code == 0 and f"data: {len(DATA)} bytes" in out, err
    release.touch()
    code, first_out, err = finish(first)
    assert code == 0 and f"data: {len(DATA)} bytes" in first_out, err  # its files were still there
    assert ran_in(first_out) != ran_in(out)


AS_A_USER = r'''set -e
mkdir -p "$DEVICES" && mount -t tmpfs tmpfs "$DEVICES"
mknod -m 666 "$DEVICES/fuse" c 10 229  # /dev/fuse as desktops have it: open to every user
mount --bind "$DEVICES/fuse" /dev/fuse
exec setpriv --reuid=65534 --regid=65534 --clear-groups "$@"
'''


@needs_fuse
@pytest.mark.skipif(not namespaces_usable() or not all(map(shutil.which, ("setpriv", "fusermount3", "mknod"))),
                    reason="needs root, unshare, setpriv, mknod and fusermount3 (apt-get install fuse3)")
def test_a_user_start_mounts_through_fusermount3_and_unmounts_after(builds, tmp_path):
    """The desktop case: not root, so libfuse mounts through the set-uid fusermount3."""
    shared = Path(tempfile.mkdtemp(prefix="gamenight-user-"))  # a folder the user can reach
    try:
        shared.chmod(0o777)
        appimage = shutil.copy(builds["1.0"], shared / "GameNight.AppImage")
        (shared / "tmp").mkdir(mode=0o777)
        (shared / "tmp").chmod(0o777)
        env = dict(os.environ, TMPDIR=str(shared / "tmp"), HOME=str(shared), XDG_CACHE_HOME=str(shared / "cache"),
                   DEVICES=str(tmp_path / "devices"))
        result = subprocess.run(["unshare", "--mount", "--propagation", "private", "sh", "-c", AS_A_USER, "sh",
                                 appimage], capture_output=True, text=True, env=env, timeout=60)
        assert result.returncode == 0, result.stderr
        assert re.search(r"^mounted: fuse\.gamenight ro,.*user_id=65534", result.stdout, re.M)
        assert f"data: {len(DATA)} bytes" in result.stdout
        assert wait_for(lambda: list((shared / "tmp").iterdir()) == []) and not (shared / "cache").exists()
    finally:
        shutil.rmtree(shared, ignore_errors=True)


@pytest.mark.skipif(not namespaces_usable() or not shutil.which("setpriv"), reason="needs root, unshare and setpriv")
def test_a_user_start_without_fuse_needs_no_tool_and_runs_from_the_users_cache(builds, tmp_path):
    """A desktop or container without FUSE, not root (docs/packaging.md, AppImage): the runtime
    unpacks itself (libsquashfuse is built in), so neither unsquashfs nor fusermount3 is needed;
    PATH holds only what the stand-in app itself runs."""
    shared = Path(tempfile.mkdtemp(prefix="gamenight-user-"))  # a folder the user can reach
    try:
        shared.chmod(0o777)
        appimage = shutil.copy(builds["1.0"], shared / "GameNight.AppImage")
        tools = shared / "tools"
        tools.mkdir()
        for tool in ("sh", "grep", "cut", "sed", "wc"):
            (tools / tool).symlink_to(shutil.which(tool))
        env = {"HOME": str(shared / "home"), "INNER_PATH": str(tools), "READ_ONLY": "", "FULL": ""}
        (shared / "home").mkdir(mode=0o777)
        (shared / "home").chmod(0o777)
        result = subprocess.run(["unshare", "--mount", "--propagation", "private", "sh", "-c", WITHOUT_FUSE, "sh",
                                 shutil.which("setpriv"), "--reuid=65534", "--regid=65534", "--clear-groups", appimage],
                                capture_output=True, text=True, env=env, timeout=60)
        assert result.returncode == 0, result.stderr
        assert ran_in(result.stdout).parent == shared / "home/.cache/gamenight-appimage"
        assert ran_in(result.stdout).stat().st_uid == 65534 and f"data: {len(DATA)} bytes" in result.stdout
    finally:
        shutil.rmtree(shared, ignore_errors=True)


@needs_namespaces
def test_without_fuse_a_start_unpacks_once_into_the_cache_and_runs_from_there(builds, places):
    cache = places["cache"] / "gamenight-appimage"
    abandoned, unpacking = cache / f".1.0-x.partial-{2 ** 22 + 1}", cache / f".1.0-x.partial-{os.getpid()}"
    for folder in (abandoned, unpacking):
        folder.mkdir(parents=True)
    code, out, err = run(builds["1.0"], environment(places, EXIT_CODE="4"), fuse=False)
    assert code == 4, err
    (extraction,) = (path for path in cache.iterdir() if path.is_dir() and path != unpacking)
    assert extraction.name.startswith("1.0-") and ran_in(out) == extraction
    assert "FUSE is not usable here, so the first start of 1.0 unpacks it into" in err
    assert f"data: {len(DATA)} bytes" in out and (extraction / "data.bin").read_bytes() == DATA
    assert not abandoned.exists() and unpacking.exists()  # a start still unpacking is left alone
    code, again, err = run(builds["1.0"], environment(places), fuse=False)
    assert code == 0 and err == "" and ran_in(again) == extraction


@needs_namespaces
def test_without_fuse_a_running_build_keeps_its_folder_and_unused_ones_go(builds, places, tmp_path):
    cache = places["cache"] / "gamenight-appimage"
    unused = cache / "0.9-5f000000-1000"  # an older build, from before lock files
    unused.mkdir(parents=True)
    release = tmp_path / "release"
    first = start(builds["1.0"], environment(places, RELEASE=str(release)), fuse=False)
    assert wait_for(lambda: Path(f"{release}.started").exists()), first.stderr.read()
    code, out, err = run(builds["2.0"], environment(places), fuse=False)
    assert code == 0, err
    release.touch()
    code, first_out, err = finish(first)
    assert code == 0 and f"data: {len(DATA)} bytes" in first_out, err  # 2.0 left 1.0's running files alone
    assert not unused.exists() and ran_in(first_out).exists()
    code, out, err = run(builds["2.0"], environment(places), fuse=False)  # 1.0 no longer runs
    assert code == 0 and not ran_in(first_out).exists() and not Path(f"{ran_in(first_out)}.lock").exists()
    assert sorted(path.name for path in cache.iterdir()) == [ran_in(out).name, f"{ran_in(out).name}.lock"]


@needs_namespaces
def test_a_read_only_cache_runs_the_app_from_a_temporary_folder_and_tells_it_why(builds, places):
    code, out, err = run(builds["1.0"], environment(places), fuse=False, read_only=[places["cache"]])
    assert code == 0, err
    problem = f"cannot write {places['cache']}/gamenight-appimage: Read-only file system"
    assert f"cache problem: {problem}\n" in out
    assert re.fullmatch(r"gamenight-appimage-\w{6}", ran_in(out).name) and ran_in(out).parent == places["tmp"]
    assert f"data: {len(DATA)} bytes" in out
    assert "the cache folder cannot be used, so the app runs from a temporary folder" in err
    assert list(places["tmp"].iterdir()) == []  # removed when the app ended


@needs_namespaces
def test_a_read_only_cache_that_holds_this_build_runs_it_from_there(builds, places):
    assert run(builds["1.0"], environment(places), fuse=False)[0] == 0
    code, out, err = run(builds["1.0"], environment(places), fuse=False, read_only=[places["cache"]])
    assert code == 0 and err == "" and "cache problem" not in out
    assert ran_in(out).parent == places["cache"] / "gamenight-appimage"


@needs_namespaces
def test_a_full_cache_runs_the_app_from_a_temporary_folder_and_leaves_no_half_copy(builds, places):
    code, out, err = run(builds["1.0"], environment(places), fuse=False, full=[places["cache"]])
    assert code == 0, err
    assert re.search(r"^cache problem: cannot write \S+/gamenight-appimage/\.1\.0-\S+: No space left on device$",
                     out, re.M)
    assert ran_in(out).parent == places["tmp"] and f"data: {len(DATA)} bytes" in out


@needs_namespaces
def test_with_no_writable_folder_at_all_a_dialog_says_why_nothing_starts(builds, places, tmp_path):
    tools = tmp_path / "tools"
    tools.mkdir()
    said = tmp_path / "said"
    (tools / "zenity").write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > {said}\n')
    (tools / "zenity").chmod(0o755)
    env = environment(places, DISPLAY=":99")
    code, out, err = run(builds["1.0"], env, fuse=False, read_only=[places["cache"]], full=[places["tmp"]],
                         inner_path=f"{tools}:/usr/bin:/bin")
    assert code == 1 and "ran in" not in out
    arguments = said.read_text().splitlines()
    assert arguments[:4] == ["--error", "--title=Game Night", "--no-wrap", "--text"]
    assert arguments[4].startswith("Game Night cannot start: it could not unpack itself into its cache folder "
                                   f"(cannot write {places['cache']}/gamenight-appimage: Read-only file system) "
                                   f"nor into a temporary folder (cannot write {places['tmp']}/")
    assert "No space left on device" in arguments[4] and "Free some disk space" in arguments[4]
    # without a desktop, the reasons are on stderr only
    env.pop("DISPLAY")
    env.pop("WAYLAND_DISPLAY", None)
    said.unlink()
    code, out, err = run(builds["1.0"], env, fuse=False, read_only=[places["cache"]], full=[places["tmp"]],
                         inner_path=f"{tools}:/usr/bin:/bin")
    assert code == 1 and not said.exists() and "No space left on device" in err and "Read-only file system" in err


def test_a_temporary_folder_is_removed_when_the_runtime_is_told_to_end(builds, places, tmp_path):
    """A logout's SIGTERM to the runtime reaches the app, and the folder still goes."""
    release = tmp_path / "release"
    process = subprocess.Popen([str(builds["1.0"]), "--appimage-extract-and-run"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=environment(places, RELEASE=str(release)))
    assert wait_for(lambda: Path(f"{release}.started").exists()), process.stderr.read()
    process.terminate()
    code, out, _err = finish(process)
    assert code == 128 + 15 and ran_in(out).parent == places["tmp"]
    assert list(places["tmp"].iterdir()) == []
