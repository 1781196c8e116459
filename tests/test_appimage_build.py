"""packaging/build_appimage.sh on a stand-in bundle (a script that answers --smoke-test): the AppDir's
layout, the checks, and the smoke run through the AppImage's --appimage-extract-and-run, or through
AppRun where there is no appimagetool. (build_linux.sh runs it on the real bundle: minutes.)"""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import gamenight

ROOT = Path(__file__).parents[1]
pytestmark = pytest.mark.skipif(not (shutil.which("desktop-file-validate") and shutil.which("appstreamcli")),
                                reason="needs desktop-file-utils and appstream")


def executable(path: Path, text: str) -> Path:
    path.write_text(text)
    path.chmod(0o755)
    return path


@pytest.fixture
def bundle(tmp_path):
    folder = tmp_path / "gamenight"
    (folder / "_internal").mkdir(parents=True)
    executable(folder / "gamenight", '#!/bin/sh\necho "stand-in bundle ran with: $*"\n')
    return folder


def build(bundle: Path, out: Path, appimagetool: Path | None = None):
    env = dict(os.environ, PYTHON=sys.executable, PYTHONPATH=str(ROOT / "desktop"),
               PATH=os.pathsep.join(part for part in os.environ["PATH"].split(os.pathsep)
                                    if not (Path(part) / "appimagetool").exists()))
    env.pop("APPIMAGETOOL", None)
    if appimagetool:
        env["APPIMAGETOOL"] = str(appimagetool)
    return subprocess.run(["bash", str(ROOT / "packaging" / "build_appimage.sh"), str(bundle), str(out)],
                          capture_output=True, text=True, env=env, timeout=120)


def test_the_appdir_is_laid_out_checked_and_smoke_tested_without_appimagetool(bundle, tmp_path):
    result = build(bundle, tmp_path / "out")
    assert result.returncode == 0, result.stderr
    appdir = tmp_path / "out" / "GameNight.AppDir"
    assert (appdir / "AppRun").resolve() == (appdir / "usr/lib/gamenight/gamenight").resolve()
    assert (appdir / "gamenight.desktop").read_text() == (ROOT / "packaging/linux/gamenight.desktop").read_text()
    assert (appdir / ".DirIcon").resolve() == (appdir / "usr/share/icons/hicolor/256x256/apps/gamenight.png")
    assert (appdir / "usr/share/metainfo/invalid.gamenight.GameNight.metainfo.xml").is_file()
    assert (appdir / "usr/share/doc/gamenight/copyright").is_file()
    assert "stand-in bundle ran with: --smoke-test" in result.stdout  # through AppRun
    assert "appimagetool not found" in result.stdout and "not packed as an AppImage" in result.stdout
    assert not list((tmp_path / "out").glob("*.AppImage"))


def test_appimagetool_packs_the_appdir_and_the_appimage_is_smoke_tested(bundle, tmp_path):
    """A stand-in appimagetool writes an "AppImage" that runs the AppDir's AppRun when asked to
    extract and run, as the real runtime does."""
    calls = tmp_path / "appimagetool-calls"
    tool = executable(tmp_path / "appimagetool", f'''#!/bin/sh
echo "ARCH=$ARCH $*" >> {calls}
printf '#!/bin/sh\\n[ "$1" = --appimage-extract-and-run ] || exit 9\\nshift\\nexec "%s/AppRun" "$@"\\n' "$2" > "$3"
chmod +x "$3"
''')
    result = build(bundle, tmp_path / "out", tool)
    assert result.returncode == 0, result.stderr
    appdir = tmp_path / "out" / "GameNight.AppDir"
    appimage = tmp_path / "out" / f"GameNight-{gamenight.__version__}-{os.uname().machine}.AppImage"
    assert calls.read_text() == f"ARCH={os.uname().machine} --no-appstream {appdir} {appimage}\n"
    assert "stand-in bundle ran with: --smoke-test" in result.stdout
    assert f"AppImage: {appimage}" in result.stdout


def test_a_failing_smoke_test_fails_the_build(bundle, tmp_path):
    executable(bundle / "gamenight", "#!/bin/sh\necho 'smoke test FAILED: no screen' >&2\nexit 1\n")
    result = build(bundle, tmp_path / "out")
    assert result.returncode == 1
    assert "smoke test FAILED: no screen" in result.stderr and "not packed" not in result.stdout


def test_no_bundle_no_build(tmp_path):
    result = build(tmp_path / "missing", tmp_path / "out")
    assert result.returncode == 1
    assert "no bundle in" in result.stderr and "run packaging/build_linux.sh" in result.stderr
