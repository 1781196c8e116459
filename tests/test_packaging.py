"""Packaging: the bundle's ICU trim keeps English and Turkish, the root and pool tables and the supplemental
data, and leaves out other languages, code-page converters and break iterators; the version has one
source; the copyright file names every licence. (The .deb's Depends: test_deb_depends.py.)"""
import fnmatch
import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]


def packaging_script(name):
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


trim_icu = packaging_script("trim_icu")


@pytest.mark.parametrize("item", [
    "root.res", "pool.res", "res_index.res", "en.res", "en_US.res", "en_GB.res", "en_US_POSIX.res",
    "supplementalData.res", "zoneinfo64.res", "likelySubtags.res", "metadata.res", "plurals.res",
    "units.res", "icuver.res", "cnvalias.icu", "uemoji.icu", "nfkc.nrm",
    "coll/root.res", "coll/ucadata.icu", "coll/en.res", "curr/pool.res", "zone/en_GB.res", "translit/root.res",
    "tr.res", "tr_TR.res", "coll/tr.res", "curr/tr.res", "zone/tr.res", "lang/tr.res",
])
def test_kept(item):
    assert not trim_icu.unwanted(item)


@pytest.mark.parametrize("item", [
    "de.res", "trv.res", "zh_Hant_TW.res", "sr_Latn_BA.res", "fil.res", "enx.res",
    "coll/zh.res", "curr/fr.res", "zone/ja.res", "lang/de_CH.res",
    "ibm-37_P100-1995.cnv", "gb18030.cnv", "brkitr/word.brk", "brkitr/cjdict.dict", "brkitr/root.res",
])
def test_left_out(item):
    assert trim_icu.unwanted(item)

def test_the_version_has_one_source():
    """pyproject.toml takes the version from gamenight/__init__.py (what the build script and the
    About box show) instead of repeating it; hatchling, as `pip install` runs it, agrees."""
    from hatchling.metadata.core import ProjectMetadata
    from hatchling.plugin.manager import PluginManager

    import gamenight

    metadata = ProjectMetadata(str(ROOT), PluginManager())
    assert "version" not in metadata.config["project"] and metadata.config["project"]["dynamic"] == ["version"]
    assert metadata.hatch.version.config == {"path": "desktop/gamenight/__init__.py"}
    assert Path(gamenight.__file__).resolve() == (ROOT / "desktop/gamenight/__init__.py").resolve()
    assert metadata.version == gamenight.__version__


def test_the_package_copyright_file_gives_the_text_of_every_licence_it_names():
    """/usr/share/doc/gamenight/copyright (Debian's machine-readable format): each licence a Files
    paragraph names has its own paragraph with the text or the /usr/share/common-licenses file."""
    paragraphs = [dict(re.findall(r"^(\S+): ?(.*(?:\n .*)*)", block, re.M))
                  for block in (ROOT / "packaging/linux/copyright").read_text().split("\n\n")]
    assert paragraphs[0]["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    texts = {p["License"].split("\n")[0]: p["License"] for p in paragraphs if "Files" not in p and "License" in p}
    named = {name for p in paragraphs if "Files" in p for name in p["License"].split(" and ")}
    assert named == set(texts)
    assert all(len(text.splitlines()) > 3 for text in texts.values())
    assert "/usr/share/common-licenses/LGPL-3" in texts["LGPL-3"]
    files = " ".join(p["Files"] for p in paragraphs if "Files" in p)
    for bundled in ["PySide6", "libpython3", "libicu", "numpy", "openblas", "pyqtgraph", "libsqlite3", "libzstd",
                    "libX11-xcb"]:
        assert bundled in files
    game_night = paragraphs[1]
    assert (game_night["Files"], game_night["Copyright"], game_night["License"]) == (
        "*", "2026 Game Night contributors", "Expat")
    licence = (ROOT / "LICENSE").read_text()
    assert licence.startswith("MIT License\n\nCopyright (c) 2026 Game Night contributors\n")
    expat = [line[1:] if line != " ." else "" for line in texts["Expat"].splitlines()[1:]]
    assert "\n".join(expat) in licence


def run_spec(monkeypatch, binaries: list[str], datas: tuple[str, ...] = ()) -> tuple[list[str], dict]:
    """gamenight.spec run as PyInstaller runs it, with an Analysis that found `binaries` (and data
    files `datas`): (what the bundle keeps of them, the spec's options to Analysis: its excludes...)."""
    import sys
    import types

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [package]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    analyses = []

    class Analysis:
        def __init__(self, scripts, **options):
            self.binaries = [(name, f"/build/{name}", "BINARY") for name in binaries]
            self.datas = [(name, f"/build/{name}", "DATA") for name in datas]
            self.pure, self.scripts, self.options = [], scripts, options
            analyses.append(self)

    spec = ROOT / "packaging" / "gamenight.spec"
    exec(compile(spec.read_text(), str(spec), "exec"), {
        "SPECPATH": str(spec.parent), "Analysis": Analysis, "PYZ": lambda *a, **k: None,
        "EXE": lambda *a, **k: None, "COLLECT": lambda *a, **k: None})
    (analysis,) = analyses
    return [entry[0] for entry in [*analysis.binaries, *analysis.datas]], analysis.options


def test_qts_own_turkish_catalogue_stays_in_the_bundle_and_other_languages_do_not(monkeypatch):
    kept, _ = run_spec(monkeypatch, [], datas=(
        "PySide6/Qt/translations/qtbase_tr.qm", "PySide6/Qt/translations/qtbase_de.qm",
        "PySide6/Qt/translations/qtdeclarative_tr.qm", "resources/translations/gamenight_tr.qm"))
    assert kept == ["PySide6/Qt/translations/qtbase_tr.qm", "resources/translations/gamenight_tr.qm"]


def test_openssl_stays_out_of_the_bundle(monkeypatch):
    """No network, so no TLS: neither Python's ssl modules nor Qt's TLS back-ends, nor the OpenSSL
    libraries PyInstaller's Qt Network hook brings for them (5 MiB), whose licence the copyright
    file therefore need not list."""
    kept, options = run_spec(monkeypatch, [
        "libssl.so.3", "libcrypto.so.3", "PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "PySide6/Qt/plugins/tls/libqcertonlybackend.so", "PySide6/Qt/lib/libQt6Network.so.6",
        "libpython3.11.so.1.0", "PySide6/Qt/plugins/platforms/libqxcb.so"])
    assert kept == ["PySide6/Qt/lib/libQt6Network.so.6", "libpython3.11.so.1.0",
                    "PySide6/Qt/plugins/platforms/libqxcb.so"]
    assert {"ssl", "_ssl", "_hashlib"} <= set(options["excludes"])
    assert "OpenSSL" not in (ROOT / "packaging/linux/copyright").read_text()


def lintian_overrides() -> list[tuple[str, str, str]]:
    """(tag, path pattern, the comment above it) for each line of the .deb's lintian overrides."""
    found, comment = [], []
    for line in (ROOT / "packaging/linux/lintian-overrides").read_text().splitlines():
        if line.startswith("#"):
            comment.append(line[1:].strip())
        elif line.strip():
            tag, pattern = re.fullmatch(r"gamenight: (\S+(?: \S+)?) \[(.+)\]", line).groups()
            found.append((tag, pattern, " ".join(comment)))
            comment = []
    return found


def test_lintian_errors_of_debian_pythons_bundle_are_overridden_with_a_reason():
    """Debian's own Python links pyexpat into libpython (against the system's libexpat), which
    lintian takes for an embedded expat: an error that failed the build (issue 24)."""
    overrides = lintian_overrides()
    covering = [(tag, reason) for tag, pattern, reason in overrides
                if fnmatch.fnmatchcase("usr/lib/gamenight/_internal/libpython3.11.so.1.0", pattern)]
    assert [tag for tag, _ in covering] == ["embedded-library expat"]
    assert "system's expat" in covering[0][1]


def test_libraries_too_old_on_ubuntu_22_04_are_carried_and_the_rest_of_x11_is_not(monkeypatch):
    """libzstd1 and libx11-xcb1 have no symbols file in Debian 12, so dpkg-shlibdeps would ask for
    Debian 12's versions, which Ubuntu 22.04 lacks: the bundle carries these two (issue 24)."""
    kept, _ = run_spec(monkeypatch, ["libzstd.so.1", "libX11-xcb.so.1", "libX11.so.6", "libxcb.so.1",
                                     "libglib-2.0.so.0", "liblzma.so.5"])
    assert kept == ["libzstd.so.1", "libX11-xcb.so.1"]


def test_bundled_pieces_nothing_loads_stay_out(monkeypatch):
    """Qt's evdev and TUIO input plugins (they load only when asked for), its network-information
    plugins (nothing asks whether the machine is online) and the Wayland server-buffer plugins (a
    compositor's buffers for embedded systems) stay out; the Wayland client's EGL integration, the
    platform plugins and the input contexts stay (issue 33)."""
    plugins = "PySide6/Qt/plugins/"
    kept, options = run_spec(monkeypatch, [
        f"{plugins}generic/libqevdevkeyboardplugin.so", f"{plugins}generic/libqevdevmouseplugin.so",
        f"{plugins}generic/libqevdevtabletplugin.so", f"{plugins}generic/libqevdevtouchplugin.so",
        f"{plugins}generic/libqtuiotouchplugin.so", f"{plugins}networkinformation/libqconnman.so",
        f"{plugins}networkinformation/libqglib.so", f"{plugins}networkinformation/libqnetworkmanager.so",
        f"{plugins}wayland-graphics-integration-client/libdmabuf-server.so",
        f"{plugins}wayland-graphics-integration-client/libdrm-egl-server.so",
        f"{plugins}wayland-graphics-integration-client/libshm-emulation-server.so",
        f"{plugins}wayland-graphics-integration-client/libvulkan-server.so",
        f"{plugins}wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
        f"{plugins}platforms/libqxcb.so", f"{plugins}platforms/libqwayland.so",
        f"{plugins}platforminputcontexts/libcomposeplatforminputcontextplugin.so"])
    assert kept == [f"{plugins}wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
                    f"{plugins}platforms/libqxcb.so", f"{plugins}platforms/libqwayland.so",
                    f"{plugins}platforminputcontexts/libcomposeplatforminputcontextplugin.so"]
    assert "numpy._core._multiarray_tests" in options["excludes"]  # NumPy's test helpers (PyInstaller's hook adds them)


def test_modules_pyinstaller_warned_about_are_left_out(monkeypatch):
    """Windows' own DLLs are loaded by platformdirs' Windows module, which PyInstaller looked into on
    Linux too; pyqtgraph.opengl needs PyOpenGL, which the contributed pyqtgraph hook imported to
    list the submodules (issue 33). Windows builds keep platformdirs' Windows module."""
    _, options = run_spec(monkeypatch, [])
    assert {"platformdirs.windows", "pyqtgraph.opengl"} <= set(options["excludes"])
    monkeypatch.setattr("sys.platform", "win32")
    _, options = run_spec(monkeypatch, [])
    assert "platformdirs.windows" not in options["excludes"]


def test_our_pyqtgraph_hook_collects_the_templates_without_importing_the_unused_parts(monkeypatch):
    import sys
    import types

    imported = []
    submodules = ["pyqtgraph", "pyqtgraph.graphicsItems.ViewBox.axisCtrlTemplate_pyside6",
                  "pyqtgraph.opengl", "pyqtgraph.opengl.items.GLMeshItem", "pyqtgraph.examples.ExampleApp",
                  "pyqtgraph.jupyter", "pyqtgraph.openglish_but_used_Template"]

    def collect_submodules(package, filter):
        wanted = [name for name in submodules if filter(name)]
        imported.extend(wanted)  # collect_submodules imports what the filter lets through
        return wanted

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = collect_submodules
    hooks.collect_data_files = lambda package, excludes: [("data", package)]
    qt = types.ModuleType("PyInstaller.utils.hooks.qt")
    qt.exclude_extraneous_qt_bindings = lambda hook_name, qt_bindings_order: ["PyQt5", "PyQt6", "PySide2"]
    for name, module in (("PyInstaller", types.ModuleType("PyInstaller")),
                         ("PyInstaller.utils", types.ModuleType("PyInstaller.utils")),
                         ("PyInstaller.utils.hooks", hooks), ("PyInstaller.utils.hooks.qt", qt)):
        monkeypatch.setitem(sys.modules, name, module)
    hook = {}
    exec((ROOT / "packaging/hooks/hook-pyqtgraph.py").read_text(), hook)
    assert not any(name.startswith(("pyqtgraph.opengl.", "pyqtgraph.examples")) or name in (
        "pyqtgraph.opengl", "pyqtgraph.jupyter") for name in imported)
    assert hook["hiddenimports"] == ["pyqtgraph.graphicsItems.ViewBox.axisCtrlTemplate_pyside6",
                                     "pyqtgraph.openglish_but_used_Template", "pyqtgraph.multiprocess.bootstrap"]
    assert hook["excludedimports"] == ["PyQt5", "PyQt6", "PySide2"]
    _, options = run_spec(monkeypatch, [])  # the spec gives PyInstaller this hook before its own
    assert options["hookspath"] == [str(ROOT / "packaging" / "hooks")]


def test_ci_installs_what_the_package_build_needs_and_builds_the_packages_its_way():
    """.ci/run builds the .deb and the AppImage as docs/packaging.md says (issue 33):
    every package of its apt-get line, then Debian's own Python's virtual environment and
    build_linux.sh, after the test suite."""
    packaging = (ROOT / "docs" / "packaging.md").read_text()
    install, build = re.search(r"```bash\n(apt-get install -y .*?[^\\])\n(.*?)\n```", packaging, re.S).groups()
    wanted = set(install.replace("\\\n", " ").split()[3:])
    ci = (ROOT / ".ci/run").read_text()
    installed = {word for group in re.findall(r"^packages\+?=\(([^)]*)\)", ci, re.M) for word in group.split()}
    assert {"lintian", "xvfb", "python3-venv"} <= wanted <= installed, wanted - installed
    assert build == ("/usr/bin/python3 -m venv .venv-build && PYTHON=.venv-build/bin/python "
                     "bash packaging/build_linux.sh")
    commands = [line for line in ci.splitlines() if line and not line.startswith((" ", "#"))]
    assert commands.index(build) > commands.index(
        'python3 -m venv .venv && .venv/bin/pip install -e ".[test]" && .venv/bin/python -m pytest')
