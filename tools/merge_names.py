"""Merge hand-written lists of what famous names call to mind into
``resources/words/names/<lang>.txt``.

Run from the repository root::

    python tools/merge_names.py nl people.txt places.txt

Each part has the lexicon's format (name, TAB, associations separated by ``;``): people,
characters, places, works, brands and events that players give as clues ("Assepoester"
for midnight, "Titanic" for an iceberg), with what a person takes from them. The merge
is that of ``tools/merge_associations.py``; a name that already heads a list of the pack
or of everyday words is not added again. Then every held-out clue is struck
(``tools/strike_heldout.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from merge_associations import HEADER, headings, merge_into, run  # noqa: E402
from merge_associations import OUT as COMMON  # noqa: E402

OUT = ROOT / "resources" / "words" / "names"


def header(language: str) -> str:
    return (
        f"# What famous names call to mind, for {HEADER[language]} players: people,\n"
        "# characters, places, works, brands and events people give as clues, each with the\n"
        "# words and short phrases a person takes from it. Our own work for decrypto_qt\n"
        "# (unofficial fan work), MIT licence. Format: name, TAB, associations separated by\n"
        '# ";". Read by decrypto_qt/ai/lexicon.py; held-out clues are struck from it.\n'
    )


def merge(language: str, parts: list[Path]) -> tuple[str, int, int]:
    """The merged file's text, the lines it holds, and the lines left out."""
    taken = headings(language, COMMON)
    return merge_into(OUT / f"{language}.txt", header(language), parts, language, taken)


def main(argv: list[str] | None = None) -> int:
    return run(argv, __doc__, merge, OUT)


if __name__ == "__main__":
    sys.exit(main())
