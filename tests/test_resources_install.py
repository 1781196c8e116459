"""Resources load the same way from an editable install (this test run) and from a wheel."""
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from gamenight.resources import resource_path, resources_dir
from gamenight.sound.recipes import RECIPES

REPO = Path(__file__).resolve().parents[1]
PROBE = ("from gamenight.resources import resources_dir, resource_path; import gamenight; "
         "print(resources_dir()); print(resource_path('games/okey.svg').read_text()[:4]); print(gamenight.__file__); "
         "print(len(list((resources_dir() / 'sounds').glob('*.wav'))))")


def test_resources_load_from_the_source_tree_in_an_editable_install():
    assert resources_dir() == REPO / "resources"
    assert resource_path("icons/gamenight.svg").read_text().startswith("<svg")
    with pytest.raises(FileNotFoundError, match="missing resource"):
        resource_path("games/nothing.svg")


@pytest.mark.slow
def test_resources_load_from_an_installed_wheel(tmp_path):
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(wheels), str(REPO)], check=True)
    wheel = next(wheels.glob("gamenight-*.whl"))
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=False)
    python = env_dir / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "-q", str(wheel)],
                   check=True)
    out = subprocess.run([str(python), "-c", PROBE], capture_output=True, text=True, cwd=tmp_path, check=True).stdout
    where, head, package, sounds = out.splitlines()
    assert Path(where) == Path(package).parent / "resources"
    assert str(env_dir) in where and head == "<svg"
    assert int(sounds) == len(RECIPES)  # the table's sounds travel in the wheel

