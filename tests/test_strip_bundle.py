"""packaging/strip_bundle.py: the bundle's libraries that come with debug information or a symbol
table (aiohttp's, frozenlist's, multidict's and propcache's wheels: lintian failed the .deb over
them, issue 33) are stripped, whichever package they come from, and still load; NumPy's are left
as auditwheel made them. Real shared objects, compiled with debug information by gcc."""
import ctypes
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from test_packaging import packaging_script

strip_bundle = packaging_script("strip_bundle")
pytestmark = pytest.mark.skipif(not all(map(shutil.which, ("gcc", "readelf", "strip"))) and not os.environ.get("CI"),
                                reason="needs gcc and binutils")
SOURCE = "int answer(void) { return 42; }\n"


def compile_library(path: Path, *flags: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    source = path.with_suffix(".c")
    source.write_text(SOURCE)
    subprocess.run(["gcc", "-shared", "-fPIC", *flags, "-o", str(path), str(source)], check=True)
    source.unlink()
    return path


def sections(path: Path) -> str:
    return subprocess.run(["readelf", "-S", "-W", str(path)], capture_output=True, text=True, check=True).stdout


def test_libraries_with_debug_information_are_stripped_and_numpys_are_left_alone(tmp_path):
    bundle = tmp_path / "gamenight"
    internal = bundle / "_internal"
    wheels = [compile_library(internal / "aiohttp/_websocket/mask.cpython-311-x86_64-linux-gnu.so", "-g"),
              compile_library(internal / "multidict/_multidict.cpython-311-x86_64-linux-gnu.so", "-g"),
              compile_library(internal / "a_new_dependency/_speedups.so", "-g")]
    symbols_only = compile_library(internal / "libicudata.so.73")  # no -g: a symbol table, as trim_icu.py makes
    numpy = [compile_library(internal / "numpy/_core/_multiarray_umath.so", "-g"),
             compile_library(internal / "numpy.libs/libscipy_openblas64_-1.so", "-g")]
    stripped_already = compile_library(internal / "PySide6/Qt/lib/libQt6Core.so.6", "-s")
    untouched = {path: path.read_bytes() for path in [*numpy, stripped_already]}
    assert all(".debug_info" in sections(path) for path in wheels)

    stripped = strip_bundle.strip_bundle(bundle)

    assert sorted(path for path, _ in stripped) == sorted([*wheels, symbols_only])
    assert all(saved > 0 for _, saved in stripped)
    for path in [*wheels, symbols_only]:
        assert not strip_bundle.unstripped(path) and ".debug_" not in sections(path) and ".symtab" not in sections(path)
        assert ctypes.CDLL(str(path)).answer() == 42  # its dynamic symbols stay: it still loads and links
    assert {path: path.read_bytes() for path in untouched} == untouched
    assert all(strip_bundle.unstripped(path) for path in numpy)


def test_the_command_says_what_it_stripped(tmp_path):
    bundle = tmp_path / "gamenight"
    compile_library(bundle / "_internal/frozenlist/_frozenlist.so", "-g")
    done = subprocess.run([sys.executable, strip_bundle.__file__, str(bundle)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("stripped _internal/frozenlist/_frozenlist.so (")
    assert "strip_bundle.py: 1 stripped, " in done.stdout
