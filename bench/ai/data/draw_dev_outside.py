"""Draw the keywords and codes of the development sets outside the packs (clues by hand).

Run from the repository root: ``python bench/ai/data/draw_dev_outside.py``. The tuning
counterpart of ``draw_outside.py``: the same candidates (everyday words of wordfreq's lists
that are in no bundled pack and are no keyword of the packs' association lists), walked in
the order of another seed (:data:`SEED`), less every keyword of the outside and held-out
sets of the language, so that tuning on these sets never sees a measured keyword. A
candidate is skipped when ``outside_skipped_<lang>.txt`` or ``dev_outside_skipped_<lang>.txt``
lists it (a word no teacher puts on a list, judged by that rule alone) or when it shares its
first five letters with a keyword already taken.

Without ``--check`` it writes ``dev_outside_<lang>.json`` with empty clues unless the file
exists; ``--check`` verifies the stored keywords and codes against the draw; ``--order
LANG`` prints the first 80 candidates in the order the draw walks them.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from draw import write_or_check  # noqa: E402
from draw_outside import candidates, walk  # noqa: E402
from draw_outside import skipped as outside_skipped  # noqa: E402

SEED = 20261128
"""The seed of the draw; each language uses ``f"{SEED}-dev-outside-{lang}"``."""
SETS = {"en": 6, "fr": 4, "nl": 4, "zh": 4}
"""Sets per language: 5 rounds each, so 30 English rounds and 20 in each other language."""


def measured_keywords(lang: str) -> set[str]:
    """Every keyword of the language's outside and held-out sets (never drawn here)."""
    out: set[str] = set()
    for kind in ("outside", "heldout"):
        data = json.loads((HERE / f"{kind}_{lang}.json").read_text(encoding="utf-8"))
        out |= {k for s in data["sets"] for k in s["keywords"]}
    return out


def skipped(lang: str) -> set[str]:
    return outside_skipped(lang, ("outside_skipped", "dev_outside_skipped"))


def order(lang: str) -> list[str]:
    """The candidates in the seeded order the draw walks, measured keywords left out."""
    measured = measured_keywords(lang)
    words = [w for w in candidates(lang) if w not in measured]
    random.Random(f"{SEED}-dev-outside-{lang}").shuffle(words)
    return words


def draw(lang: str) -> dict[str, object]:
    """The skeleton for ``lang``: keywords and codes, every clue empty."""
    rng = random.Random(f"{SEED}-dev-outside-codes-{lang}")
    return walk(lang, order(lang), skipped(lang), SETS[lang], rng)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--order"] and len(args) == 2:  # the walk, for judging the skips
        skip = skipped(args[1])
        for word in order(args[1])[:80]:
            print(word + ("\t(skipped)" if word in skip else ""))
        return 0
    return write_or_check("dev_outside", draw, args, __doc__ or "", SETS)


if __name__ == "__main__":
    sys.exit(main())
