"""Refresh the translation sources and compile them.

    python tools/update_translations.py          # lupdate: .ts from the code, then lrelease: .qm
    python tools/update_translations.py --check  # fail if a .ts has unfinished or missing entries

Translators edit ``resources/translations/decrypto_qt_<lang>.ts`` (Qt Linguist, or any
XML editor); the app loads the compiled ``.qm`` files beside them.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [
    *sorted((ROOT / "decrypto_qt" / "ui").glob("*.py")),
    ROOT / "decrypto_qt" / "web" / "strings.py",  # the browser page's texts
]
OUT = ROOT / "resources" / "translations"
LANGUAGES = ("zh_CN", "fr", "nl")


def tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: install PySide6 (it ships pyside6-{name})")
    return found


def unfinished(ts: Path) -> list[str]:
    """Source texts without a finished translation."""
    missing = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is None or translation.get("type") in {"unfinished", "vanished", "obsolete"}:
            if translation is None or translation.get("type") == "unfinished":
                missing.append(source)
        elif not (translation.text or "").strip():
            missing.append(source)
    return missing


def main() -> int:
    if "--check" in sys.argv:
        bad = {ts.name: unfinished(ts) for ts in sorted(OUT.glob("*.ts"))}
        for name, missing in bad.items():
            for text in missing:
                print(f"{name}: untranslated: {text!r}")
        return 1 if any(bad.values()) else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        ts = OUT / f"decrypto_qt_{lang}.ts"
        subprocess.run(
            [
                tool("lupdate"),
                "-no-obsolete",
                # No line numbers: a .ts changes only when a text does, so edits to the
                # code (and merges of them) leave the translations alone.
                "-locations",
                "none",
                "-target-language",
                lang,
                *map(str, SOURCES),
                "-ts",
                str(ts),
            ],
            check=True,
        )
        subprocess.run([tool("lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
