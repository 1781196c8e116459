"""The code stays in small pieces (issue 14's habits): no source file above 400 lines and no
function above 60 lines anywhere in the app's package."""
import ast
from pathlib import Path

import gamenight

MAX_FILE_LINES = 400
MAX_FUNCTION_LINES = 60
PACKAGE = Path(gamenight.__file__).parent


def oversized(source: str, name: str) -> list[str]:
    """What in one source file breaks the limits, each as "name: N lines"."""
    found = []
    lines = len(source.splitlines())
    if lines > MAX_FILE_LINES:
        found.append(f"{name}: {lines} lines")
    for node in ast.walk(ast.parse(source, name)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            length = node.end_lineno - node.lineno + 1
            if length > MAX_FUNCTION_LINES:
                found.append(f"{name}:{node.lineno} {node.name}(): {length} lines")
    return found


def test_no_source_file_or_function_is_too_long():
    sources = sorted(PACKAGE.rglob("*.py"))
    assert len(sources) > 50  # the whole package is walked
    found = [problem for path in sources
             for problem in oversized(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE)))]
    assert found == []


def test_the_check_sees_a_long_file_and_a_long_function():
    long_function = "def long():\n" + "    x = 1\n" * 60
    assert oversized(long_function, "f.py") == ["f.py:1 long(): 61 lines"]
    assert oversized("x = 1\n" * 401, "g.py") == ["g.py: 401 lines"]
    assert oversized("def short():\n" + "    x = 1\n" * 59 + "x = 2\n" * 340, "h.py") == []
