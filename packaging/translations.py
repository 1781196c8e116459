"""Build the translation catalogues: `python packaging/translations.py` (or `--check` in CI).

1. `pyside6-lupdate` (from the PySide6 wheel) extracts every marked sentence from the package:
   `self.tr(...)`, `QCoreApplication.translate(...)`, `QT_TRANSLATE_NOOP(...)` and the engines'
   `words(context, text)` (an alias of QT_TRANSLATE_NOOP).
2. The extraction is merged here with the translations already in `resources/translations/*.ts`.
   lupdate's Python reader does not know plurals, so a sentence with `%n` is made a plural entry
   (`numerus="yes"`) here, keeping its forms. English keeps only the plural entries: it exists so
   that "%n tile(s)" reads "1 tile", "2 tiles".
3. `pyside6-lrelease` compiles each `.ts` to the `.qm` the app loads.

`--check` builds into a scratch folder and fails when the committed files differ (a sentence was
added or changed in the code and not extracted), when a Turkish entry is unfinished, or when a
translation's `{blanks}` are not its source's.
"""
from __future__ import annotations

import argparse
import filecmp
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "desktop" / "gamenight"
CATALOGUES = ROOT / "resources" / "translations"
LANGUAGES = {"tr": ("tr_TR", 1), "en": ("en", 2)}
"""Each language's Qt name and its number of plural forms."""
BLANK = re.compile(r"\{(\w+)\}")


def tool(name: str) -> str:
    """A PySide6 tool beside this Python (a venv's bin), else on PATH."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} is missing: it comes with the PySide6 wheel (pip install PySide6)")
    return found


def extract(scratch: Path) -> ET.Element:
    """Every marked sentence in the package, as lupdate writes them (no translations)."""
    out = scratch / "extracted.ts"
    sources = sorted(str(path) for path in PACKAGE.rglob("*.py"))
    listing = scratch / "sources.lst"
    listing.write_text("\n".join(sources) + "\n", encoding="utf-8")
    subprocess.run([tool("pyside6-lupdate"), f"@{listing}", "-tr-function-alias", "QT_TRANSLATE_NOOP+=words",
                    "-locations", "none", "-no-obsolete", "-silent", "-ts", str(out)], check=True)
    return ET.parse(out).getroot()


def entries(root: ET.Element) -> dict[tuple[str, str], ET.Element]:
    """The messages of a .ts by (context, source)."""
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            found[(name, message.findtext("source", ""))] = message
    return found


def merged(extracted: ET.Element, language: str, old: dict[tuple[str, str], ET.Element]) -> ET.Element:
    qt_name, forms = LANGUAGES[language]
    root = ET.Element("TS", version="2.1", language=qt_name)
    by_context: dict[str, list[str]] = {}
    for context, source in entries(extracted):
        by_context.setdefault(context, []).append(source)
    for context in sorted(by_context):
        sources = sorted(set(by_context[context]))
        if language == "en":
            sources = [source for source in sources if "%n" in source]
        if not sources:
            continue
        node = ET.SubElement(root, "context")
        ET.SubElement(node, "name").text = context
        for source in sources:
            node.append(_message(source, forms, old.get((context, source))))
    return root


def _message(source: str, forms: int, before: ET.Element | None) -> ET.Element:
    plural = "%n" in source
    message = ET.Element("message", numerus="yes") if plural else ET.Element("message")
    ET.SubElement(message, "source").text = source
    translation = ET.SubElement(message, "translation")
    old = before.find("translation") if before is not None else None
    if plural:
        kept = [form.text or "" for form in old.iter("numerusform")] if old is not None else []
        kept = (kept + [""] * forms)[:forms]
        for text in kept:
            ET.SubElement(translation, "numerusform").text = text
        done = all(kept)
    else:
        translation.text = (old.text or "") if old is not None else ""
        done = bool(translation.text)
    if not done or (old is not None and old.get("type") == "unfinished" and not plural):
        translation.set("type", "unfinished")
    return message


def write_ts(root: ET.Element, path: Path) -> None:
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def problems(root: ET.Element, language: str) -> list[str]:
    """Unfinished entries, and translations whose blanks differ from their source's."""
    found = []
    for (context, source), message in entries(root).items():
        translation = message.find("translation")
        texts = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
        if translation.get("type") == "unfinished" or not all(texts):
            found.append(f"{language}: unfinished: [{context}] {source!r}")
        elif any(sorted(BLANK.findall(text)) != sorted(BLANK.findall(source)) for text in texts):
            found.append(f"{language}: blanks differ from the source's: [{context}] {source!r}")
    return found


def build(into: Path) -> list[str]:
    """Write every .ts and .qm into `into`; return the problems found in them."""
    into.mkdir(parents=True, exist_ok=True)
    found = []
    with tempfile.TemporaryDirectory() as scratch:
        extracted = extract(Path(scratch))
    for language in LANGUAGES:
        name = f"gamenight_{language}"
        committed = CATALOGUES / f"{name}.ts"
        old = entries(ET.parse(committed).getroot()) if committed.exists() else {}
        root = merged(extracted, language, old)
        write_ts(root, into / f"{name}.ts")
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(into / f"{name}.ts"), "-qm",
                        str(into / f"{name}.qm")], check=True)
        found += problems(root, language)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the catalogues are out of date or unfinished")
    args = parser.parse_args()
    if not args.check:
        found = build(CATALOGUES)
        print("\n".join(found) or "all entries translated")
        return 0
    with tempfile.TemporaryDirectory() as scratch:
        found = build(Path(scratch))
        stale = [path.name for path in sorted(Path(scratch).glob("gamenight_*"))
                 if not (CATALOGUES / path.name).exists()
                 or not filecmp.cmp(path, CATALOGUES / path.name, shallow=False)]
    if stale:
        found.append("out of date with the code (run python packaging/translations.py): " + ", ".join(stale))
    print("\n".join(found) or "translations are up to date and complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
