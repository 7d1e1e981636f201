"""Draw the deals of the English broad clue sets for a teacher's own list (clues by hand).

Run from the repository root: ``python bench/ai/data/draw_broad_outside.py``. Keywords are
everyday nouns in no bundled pack and in no other clue set: the headings of
``resources/words/traits/en.txt`` past the pack's words, single words of 4+ letters, sorted,
shuffled with :data:`SEED`, four by four. The first :data:`SETS` sets are tuning data
(``dev_broad_outside_en.json``), the next :data:`SETS` only measured
(``broad_outside_en.json``); each round's code is drawn from the 24 ordered triples.
``--check`` verifies the stored keywords and codes.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from draw import CODES, ROOT, ROUNDS, pack_words  # noqa: E402

SEED = "20261129-broad-outside-en"
SETS = 12
FILES = ("dev_broad_outside_en.json", "broad_outside_en.json")


OTHERS = ("dev", "heldout", "outside", "dev_outside", "dev_broad", "broad")
"""The English clue sets there were when these were drawn: none of their keywords is taken."""


def taken() -> set[str]:
    """Every keyword of the other English clue sets."""
    out: set[str] = set()
    for kind in OTHERS:
        data = json.loads((HERE / f"{kind}_en.json").read_text(encoding="utf-8"))
        out |= {k for s in data["sets"] for k in s["keywords"]}
    return out


def draw() -> list[dict[str, object]]:
    traits = ROOT / "resources" / "words" / "traits" / "en.txt"
    heads = [
        line.split("\t")[0]
        for line in traits.read_text(encoding="utf-8").splitlines()
        if "\t" in line and not line.startswith("#")
    ]
    skip = set(pack_words("en")) | taken()
    words = sorted({w for w in heads if w.isalpha() and len(w) >= 4 and w not in skip})
    rng = random.Random(SEED)
    rng.shuffle(words)
    sets = []
    for i in range(2 * SETS):
        codes = [list(rng.choice(CODES)) for _ in range(ROUNDS)]
        sets.append({"keywords": words[4 * i : 4 * i + 4], "codes": codes})
    return sets


def main(argv: list[str]) -> int:
    drawn = draw()
    for n, name in enumerate(FILES):
        mine = drawn[n * SETS : (n + 1) * SETS]
        path = HERE / name
        if "--check" in argv:
            stored = json.loads(path.read_text(encoding="utf-8"))["sets"]
            got = [
                {"keywords": s["keywords"], "codes": [r["code"] for r in s["rounds"]]}
                for s in stored
            ]
            if got != mine:
                print(f"{name}: differs from the draw")
                return 1
        else:
            print(json.dumps([{"screen": i, **s} for i, s in enumerate(mine)], ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
