"""Run with the system's python3 (pyatspi comes from the distribution, not PyPI): waits up to the
seconds given for an application whose accessibility tree holds a name starting with the prefix
given, then prints every (role, name, focused, showing) of that tree as JSON lines and exits 0; 1 if
none came. `showing`: on screen (a screen reader passes over the rest, such as a closed dialog's)."""
import json
import sys
import time

import pyatspi


def walk(node, found, depth=0):
    if node is None or depth > 30:
        return
    state = node.getState()
    found.append({"role": node.getRoleName(), "name": node.name or "",
                  "focused": state.contains(pyatspi.STATE_FOCUSED), "showing": state.contains(pyatspi.STATE_SHOWING)})
    for index in range(node.childCount):
        walk(node.getChildAtIndex(index), found, depth + 1)


def main(seconds: float, prefix: str) -> int:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for application in pyatspi.Registry.getDesktop(0):
            found: list = []
            try:
                walk(application, found)
            except Exception:  # an application going away while it is read
                continue
            if any(node["name"].startswith(prefix) for node in found):
                for node in found:
                    print(json.dumps(node))
                return 0
        time.sleep(0.3)
    return 1


if __name__ == "__main__":
    sys.exit(main(float(sys.argv[1]), sys.argv[2]))
