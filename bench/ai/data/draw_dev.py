"""Draw the keywords and codes of the development clue sets (the clues are written by hand).

Run from the repository root: ``python bench/ai/data/draw_dev.py``. Like ``draw.py`` for the
held-out files, but with its own seed (:data:`SEED`), its own sizes, and only keywords that
appear in no held-out set of that language, so tuning on the development sets never sees a
held-out keyword. ``--check`` verifies the existing ``dev_<lang>.json`` files against the draw.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from draw import CODES, ROUNDS, pack_words, skeleton_of  # noqa: E402

SEED = 20261124
"""The seed of the draw; each language uses ``f"{SEED}-dev-{lang}"``."""
SETS = {"en": 12, "fr": 6, "nl": 6, "zh": 6}
"""Sets per language: 5 rounds each, so 60 English rounds and 30 in each other language."""


def heldout_keywords(lang: str) -> set[str]:
    data = json.loads((HERE / f"heldout_{lang}.json").read_text(encoding="utf-8"))
    return {k for s in data["sets"] for k in s["keywords"]}


def draw(lang: str) -> dict[str, object]:
    """The skeleton for ``lang``: keywords (none of a held-out set) and codes, clues empty."""
    rng = random.Random(f"{SEED}-dev-{lang}")
    excluded = heldout_keywords(lang)
    words = [w for w in pack_words(lang) if w not in excluded]
    sets = []
    for _ in range(SETS[lang]):
        keywords = rng.sample(words, 4)
        rounds = [{"code": list(rng.choice(CODES)), "clues": ["", "", ""]} for _ in range(ROUNDS)]
        sets.append({"keywords": keywords, "rounds": rounds})
    return {"language": lang, "sets": sets}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify the existing files")
    args = parser.parse_args(argv)
    status = 0
    for lang in SETS:
        path = HERE / f"dev_{lang}.json"
        drawn = draw(lang)
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


if __name__ == "__main__":
    sys.exit(main())
