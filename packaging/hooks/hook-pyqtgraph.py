"""pyqtgraph, collected as PyInstaller's contributed hook collects it (its data files, the Qt-binding
templates it imports by name, the multiprocess bootstrap, no other Qt binding) without looking into
the parts of it the app never uses: the contributed hook imports every submodule to list the
templates, and importing pyqtgraph.opengl without PyOpenGL made every build warn. gamenight.spec
excludes these parts from the bundle too."""
from PyInstaller.utils.hooks import collect_data_files, collect_submodules
from PyInstaller.utils.hooks.qt import exclude_extraneous_qt_bindings

UNUSED = ("pyqtgraph.examples", "pyqtgraph.opengl", "pyqtgraph.jupyter")


def used(name: str) -> bool:
    return not any(name == part or name.startswith(f"{part}.") for part in UNUSED)


datas = collect_data_files("pyqtgraph", excludes=["**/examples/*"])
hiddenimports = [name for name in collect_submodules("pyqtgraph", filter=used) if "Template" in name]
hiddenimports += ["pyqtgraph.multiprocess.bootstrap"]
excludedimports = exclude_extraneous_qt_bindings(hook_name="hook-pyqtgraph", qt_bindings_order=None)
