"""Inside the D-Bus session (`dbus-run-session -- python session.py`): start the app with Qt's
AT-SPI bridge on, then the probe; the probe's output and status are this script's. Arguments:
the game and the start of its table's names (Okey's by default)."""
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
game, prefix = (sys.argv[1], sys.argv[2]) if len(sys.argv) > 2 else ("okey", "Okey: ")
app = subprocess.Popen([sys.executable, str(HERE / "table_app.py"), "40", game], env=env)
try:
    probe = subprocess.run(["/usr/bin/python3", str(HERE / "probe.py"), "30", prefix], env=env,
                           timeout=60, stdout=subprocess.PIPE, text=True)
    sys.stdout.write(probe.stdout)
    status = probe.returncode
finally:
    app.terminate()
    app.wait(timeout=20)
sys.exit(status)
