"""Draw the keywords and codes of the development clue sets (the clues are written by hand).

Run from the repository root: ``python bench/ai/data/draw_dev.py``. Like ``draw.py`` for the
held-out files, but with its own seed (:data:`SEED`), its own sizes, and only keywords that
appear in no held-out set of that language, so tuning on the development sets never sees a
held-out keyword. ``--check`` verifies the existing ``dev_<lang>.json`` files against the draw.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from draw import draw_sets, pack_words, write_or_check  # noqa: E402

SEED = 20261124
"""The seed of the draw; each language uses ``f"{SEED}-dev-{lang}"``."""
SETS = {"en": 12, "fr": 18, "nl": 18, "zh": 6}
"""Sets per language: 5 rounds each, so 60 English rounds, 90 Dutch and French, 30 Chinese
(the Dutch and French sets 7-18 were added later: see the data README)."""


def heldout_keywords(lang: str) -> set[str]:
    data = json.loads((HERE / f"heldout_{lang}.json").read_text(encoding="utf-8"))
    return {k for s in data["sets"] for k in s["keywords"]}


def draw(lang: str) -> dict[str, object]:
    """The skeleton for ``lang``: keywords (none of a held-out set) and codes, clues empty."""
    rng = random.Random(f"{SEED}-dev-{lang}")
    excluded = heldout_keywords(lang)
    words = [w for w in pack_words(lang) if w not in excluded]
    return {"language": lang, "sets": draw_sets(rng, words, SETS[lang])}


def main(argv: list[str] | None = None) -> int:
    return write_or_check("dev", draw, argv, __doc__ or "")


if __name__ == "__main__":
    sys.exit(main())
