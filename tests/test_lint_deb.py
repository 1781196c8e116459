"""packaging/lint_deb.sh, the build's lintian gate: an error stops the build, and so does an override
of ours that matches nothing in the package any more (two did, unseen, after the build moved to
Debian's own Python and a newer PyInstaller: issue 33), so that every override stays true.
lintian itself is a stand-in here that reports as lintian 2.116 (Debian 12) reported on the .deb;
build_linux.sh runs the real one on the real package."""
import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).parents[1]
WARNINGS = """\
running with root privileges is not recommended!
W: gamenight: hardening-no-pie [usr/lib/gamenight/gamenight]
W: gamenight: shared-library-lacks-prerequisites [usr/lib/gamenight/_internal/libX11-xcb.so.1]
I: gamenight: hardening-no-bindnow [usr/lib/gamenight/_internal/libpython3.11.so.1.0]
"""
MISMATCHED = ("W: gamenight: mismatched-override unstripped-binary-or-object [usr/lib/gamenight/_internal/"
              "libscipy_openblas64_-*.so] [usr/share/lintian/overrides/gamenight:7]\n")
UNUSED = ("I: gamenight: unused-override library-not-linked-against-libc [usr/lib/gamenight/_internal/python3.*/"
          "lib-dynload/*] [usr/share/lintian/overrides/gamenight:10]\n")
UNSTRIPPED = ("E: gamenight: unstripped-binary-or-object [usr/lib/gamenight/_internal/multidict/"
              "_multidict.cpython-311-x86_64-linux-gnu.so]\n")


def lint(tmp_path: Path, report: str, status: int = 0, **env: str) -> subprocess.CompletedProcess:
    tools = tmp_path / "tools"
    tools.mkdir(exist_ok=True)
    (tmp_path / "report").write_text(report)
    lintian = tools / "lintian"
    lintian.write_text(f'#!/bin/sh\necho "$@" > {tmp_path}/arguments\ncat {tmp_path}/report\nexit {status}\n')
    lintian.chmod(0o755)
    return subprocess.run(["bash", str(ROOT / "packaging/lint_deb.sh"), "gamenight_0.1.0_amd64.deb"],
                          capture_output=True, text=True, timeout=30,
                          env=dict(os.environ, PATH=f"{tools}:{os.environ['PATH']}", **env))


def test_warnings_alone_pass_and_are_shown_without_the_information_tags(tmp_path):
    result = lint(tmp_path, WARNINGS)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "arguments").read_text() == "--fail-on error --display-info gamenight_0.1.0_amd64.deb\n"
    assert "W: gamenight: hardening-no-pie" in result.stdout and "I: " not in result.stdout
    assert "root privileges" not in result.stdout
    assert "I: gamenight: hardening-no-bindnow" in lint(tmp_path, WARNINGS, LINTIAN_INFO="1").stdout


def test_an_override_that_no_longer_matches_stops_the_build(tmp_path):
    for finding in (MISMATCHED, UNUSED):
        result = lint(tmp_path, WARNINGS + finding)
        assert result.returncode == 1
        assert finding.strip() in result.stderr
        assert "lintian-overrides has overrides that match nothing in gamenight_0.1.0_amd64.deb" in result.stderr


def test_an_error_stops_the_build(tmp_path):
    result = lint(tmp_path, UNSTRIPPED + WARNINGS, status=2)
    assert result.returncode == 1
    assert UNSTRIPPED.strip() in result.stdout and "lintian found errors in gamenight_0.1.0_amd64.deb" in result.stderr
