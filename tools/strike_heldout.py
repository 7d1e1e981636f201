"""Strike every held-out clue from the association lists the computer players read.

Run from the repository root: ``python tools/strike_heldout.py`` (``--check`` only
reports). The held-out clue sets (``bench/ai/data/heldout_<lang>.json`` and
``outside_<lang>.json``) measure how well the computers read clues written by people
they have never seen; a clue that also stands in a list the players read measures the
list instead. So every association equal to a held-out clue of the same language (after
the game's folding: case, accents, spaces) is taken out of every list of that language,
``resources/words/associations/`` (the packs' keywords), ``resources/words/common/``
(everyday words), ``resources/words/names/`` (famous names), ``resources/words/rarer/``
(rarer words), ``resources/words/traits/`` (what the packs' words are like) and
``resources/words/phrases/`` (set phrases holding the packs' words).
``tests/ai/test_heldout_independent.py`` fails if one comes back.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from decrypto_qt.ai.lexicon import MIN_ASSOCIATIONS, MIN_PHRASES, holds_a_clue  # noqa: E402
from decrypto_qt.engine import normalize  # noqa: E402

DATA = ROOT / "bench" / "ai" / "data"
PHRASES = ROOT / "resources" / "words" / "phrases"
LISTS = (
    ROOT / "resources" / "words" / "associations",
    ROOT / "resources" / "words" / "common",
    ROOT / "resources" / "words" / "names",
    ROOT / "resources" / "words" / "rarer",
    ROOT / "resources" / "words" / "traits",
    PHRASES,
)
HELD_OUT = ("heldout", "outside")
LANGUAGES = ("en", "fr", "nl", "zh")


def held_out_clues(language: str) -> set[str]:
    """Every held-out clue of ``language``, folded."""
    out: set[str] = set()
    for kind in HELD_OUT:
        path = DATA / f"{kind}_{language}.json"
        if not path.exists():
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        out |= {normalize(c) for s in data["sets"] for r in s["rounds"] for c in r["clues"] if c}
    return out


def list_files(language: str) -> list[Path]:
    return [folder / f"{language}.txt" for folder in LISTS if (folder / f"{language}.txt").exists()]


def strike_text(text: str, said: set[str]) -> tuple[str, int]:
    """The list's text with every association in ``said`` taken out, and how many were. A
    word left with too few associations to read by loses its line."""
    return _strike(text, lambda _keyword, text: normalize(text) in said, MIN_ASSOCIATIONS)


def strike_phrases(text: str, said: set[str], language: str) -> tuple[str, int]:
    """The phrase list's text with every phrase in which a clue of ``said`` is heard taken
    out ("Silicon Valley" when "Silicon" is a held-out clue: the list would hold the clue
    beside its keyword), and how many were. A word left with too few phrases to read by
    loses its line."""
    return _strike(
        text, lambda word, phrase: holds_a_clue(word, phrase, said, language), MIN_PHRASES
    )


def _strike(text: str, held: Callable[[str, str], bool], fewest: int = 0) -> tuple[str, int]:
    """The list's text without every item for which ``held(keyword, item)``, and how many;
    a line left with fewer than ``fewest`` items is left out."""
    lines: list[str] = []
    struck = 0
    for line in text.splitlines():
        keyword, tab, rest = line.partition("\t")
        if line.startswith("#") or not tab:
            lines.append(line)
            continue
        items = [w.strip() for w in rest.split(";") if w.strip()]
        kept = [w for w in items if not held(keyword, w)]
        struck += len(items) - len(kept)
        if len(kept) >= fewest:
            lines.append(f"{keyword}\t{'; '.join(kept)}")
    return "\n".join(lines) + "\n", struck


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report, change nothing")
    args = parser.parse_args(argv)
    found = 0
    for language in LANGUAGES:
        said = held_out_clues(language)
        for path in list_files(language):
            text = path.read_text(encoding="utf-8")
            if path.parent == PHRASES:
                new, struck = strike_phrases(text, said, language)
            else:
                new, struck = strike_text(text, said)
            found += struck
            print(f"{path.relative_to(ROOT)}: {struck} held-out clues")
            if struck and not args.check:
                path.write_text(new, encoding="utf-8")
    return 1 if args.check and found else 0


if __name__ == "__main__":
    sys.exit(main())
