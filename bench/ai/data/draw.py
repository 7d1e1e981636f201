"""Draw the keywords and codes of the held-out clue sets (the clues are written by hand).

Run from the repository root: ``python bench/ai/data/draw.py``. For each language it
writes ``heldout_<lang>.json`` with empty clues, unless that file already exists (then it
is left alone: the clues in it were written by hand). ``--check`` instead verifies that the
keywords and codes of the existing files are exactly what the draw gives.

The draw is seeded (:data:`SEED`) per language, so it can be repeated: for each set, four
distinct keywords drawn uniformly from ``resources/words/<lang>.txt`` (comment and blank
lines skipped); for each round, a code drawn uniformly from the 24 ordered triples of
distinct digits 1-4.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

SEED = 20261123
"""The seed of the draw; each language uses ``f"{SEED}-{lang}"``."""
SETS = {"en": 24, "fr": 10, "nl": 10, "zh": 10}
"""Sets per language: 5 rounds each, so 120 English rounds and 50 in each other language."""
ROUNDS = 5
CODES = list(itertools.permutations((1, 2, 3, 4), 3))

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parent


def pack_words(lang: str) -> list[str]:
    """The words of the bundled pack, in file order, without comment and blank lines."""
    lines = (ROOT / "resources" / "words" / f"{lang}.txt").read_text(encoding="utf-8")
    words = [" ".join(line.split()) for line in lines.splitlines()]
    return [w for w in words if w and not w.startswith("#")]


def draw_sets(rng: random.Random, words: list[str], count: int) -> list[dict[str, object]]:
    """``count`` sets of four distinct ``words`` with :data:`ROUNDS` codes each, clues empty."""
    sets: list[dict[str, object]] = []
    for _ in range(count):
        keywords = rng.sample(words, 4)
        rounds = [{"code": list(rng.choice(CODES)), "clues": ["", "", ""]} for _ in range(ROUNDS)]
        sets.append({"keywords": keywords, "rounds": rounds})
    return sets


def draw(lang: str) -> dict[str, object]:
    """The skeleton for ``lang``: keywords and codes, every clue empty."""
    rng = random.Random(f"{SEED}-{lang}")
    return {"language": lang, "sets": draw_sets(rng, pack_words(lang), SETS[lang])}


def skeleton_of(data: dict[str, object]) -> list[tuple[list[str], list[list[int]]]]:
    """Keywords and codes of a file or a draw, clues left out."""
    sets = data["sets"]
    assert isinstance(sets, list)
    return [(s["keywords"], [r["code"] for r in s["rounds"]]) for s in sets]


def write_or_check(
    prefix: str,
    drawn_for: Callable[[str], dict[str, object]],
    argv: list[str] | None,
    doc: str,
    languages: Iterable[str] = SETS,
) -> int:
    """Write each language's ``<prefix>_<lang>.json`` skeleton, or ``--check`` the files."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify the existing files")
    args = parser.parse_args(argv)
    status = 0
    for lang in languages:
        path = HERE / f"{prefix}_{lang}.json"
        drawn = drawn_for(lang)
        if args.check:
            stored = json.loads(path.read_text(encoding="utf-8"))
            same = skeleton_of(stored) == skeleton_of(drawn)
            print(f"{path.name}: {'matches the draw' if same else 'DIFFERS from the draw'}")
            status |= 0 if same else 1
        elif path.exists():
            print(f"{path.name}: exists, left alone")
        else:
            path.write_text(json.dumps(drawn, ensure_ascii=False) + "\n", encoding="utf-8")
            print(f"{path.name}: skeleton written")
    return status


def main(argv: list[str] | None = None) -> int:
    return write_or_check("heldout", draw, argv, __doc__ or "")


if __name__ == "__main__":
    sys.exit(main())
