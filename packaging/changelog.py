"""The .deb's /usr/share/doc/gamenight/changelog in Debian's format, made from the releases in the
AppStream metainfo (one place for release notes: software centres show them too).

Run: python packaging/changelog.py METAINFO MAINTAINER  (prints the changelog, newest release first)
"""
from __future__ import annotations

import sys
import textwrap
from datetime import datetime, timezone
from email.utils import format_datetime
from pathlib import Path
from xml.etree import ElementTree


def release_notes(release: ElementTree.Element) -> list[str]:
    """The release's paragraphs and list items, in order, as plain lines of text."""
    description = release.find("description")
    if description is None:
        return [f"Release {release.get('version')}."]
    return [" ".join("".join(node.itertext()).split()) for node in description.iter() if node.tag in ("p", "li")]


def changelog(metainfo: Path, maintainer: str) -> str:
    component = ElementTree.parse(metainfo).getroot()
    entries = []
    for release in component.findall("releases/release"):
        day = datetime.strptime(release.get("date", ""), "%Y-%m-%d").replace(tzinfo=timezone.utc)
        notes = "".join(textwrap.fill(note, 76, initial_indent="  * ", subsequent_indent="    ") + "\n"
                        for note in release_notes(release))
        entries.append(f"gamenight ({release.get('version')}) unstable; urgency=medium\n\n{notes}\n"
                       f" -- {maintainer}  {format_datetime(day)}\n")
    if not entries:
        raise SystemExit(f"{metainfo} lists no release")
    return "\n".join(entries)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    print(changelog(Path(sys.argv[1]), sys.argv[2]), end="")
