"""packaging/xcb_check.sh, which the package build runs on the app installed from the .deb and on
the AppImage: the app starts on a private X server through Qt's xcb platform plugin, as an X11
desktop starts it (the smoke test alone renders offscreen, which never loads that plugin: issue
33), and a library of the plugin that cannot load fails the check. A real Qt (this environment's
PySide6) on a real Xvfb; the missing library is hidden in a private mount namespace."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import PySide6
import pytest

ROOT = Path(__file__).parents[1]
pytestmark = pytest.mark.skipif(not shutil.which("Xvfb") and not os.environ.get("CI"),
                                reason="needs Xvfb (apt-get install xvfb)")
# A Qt app that says on which platform and screen it started, then ends.
APP = """
from PySide6.QtGui import QGuiApplication
app = QGuiApplication([])
screen = app.primaryScreen().size()
print(f"started on {app.platformName()}, screen {screen.width()}x{screen.height()}")
"""
XCB_QPA = Path(PySide6.__file__).parent / "Qt/lib/libQt6XcbQpa.so.6"


def check(*wrapper: str, **env: str) -> subprocess.CompletedProcess:
    command = [*wrapper, "bash", str(ROOT / "packaging/xcb_check.sh"), sys.executable, "-c", APP]
    return subprocess.run(command, capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen", **env))


def test_the_app_starts_through_xcb_on_a_private_x_server():
    result = check(WAYLAND_DISPLAY="wayland-0")  # (a Wayland session's variable does not lead Qt away)
    assert result.returncode == 0, result.stderr
    assert "started on xcb, screen 1366x768" in result.stdout


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("unshare"), reason="needs root and unshare (util-linux)")
def test_a_library_of_the_xcb_plugin_that_cannot_load_fails_the_check():
    assert XCB_QPA.is_file()
    hide = f'mount --bind /dev/null "{XCB_QPA}" && exec "$@"'  # as if the bundle had left it out
    result = check("unshare", "--mount", "--propagation", "private", "sh", "-c", hide, "sh")
    assert result.returncode == 1 and "started on xcb" not in result.stdout
    assert 'Could not load the Qt platform plugin "xcb"' in result.stderr
    assert "xcb check FAILED" in result.stderr
