"""Draw the keywords and codes of the outside-the-packs held-out sets (clues written by hand).

Run from the repository root: ``python bench/ai/data/draw_outside.py``. These sets stand for
a teacher's own word list: everyday words that are in no bundled pack and had no association
list when the sets were drawn.

The draw is seeded (:data:`SEED`) per language, so it can be repeated:

1. Candidates: wordfreq's :data:`TOP` most frequent words of the language, less the
   :data:`SKIP` most frequent (articles, pronouns, auxiliaries), letters only (Latin words of
   4+ letters, Chinese words of 2-3 characters), less every word of the bundled pack and
   every keyword of the pack's association list.
2. The candidates are shuffled with the seed; walking that order, a candidate is skipped
   when ``outside_skipped_<lang>.txt`` lists it (a word no teacher puts on a list: a function
   word, an inflected form, a name, a number word; one word a line with its reason after a
   TAB), or when it shares its first five letters with a keyword already taken. The first
   ``4 × sets`` kept words make the sets, four by four, in that order.
3. For each round, a code drawn uniformly from the 24 ordered triples of distinct digits.

Without ``--check`` it writes ``outside_<lang>.json`` with empty clues unless the file
exists; ``--check`` verifies the stored keywords and codes against the draw; ``--order
LANG`` prints the first 150 candidates in the order the draw walks them.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from draw import CODES, ROOT, ROUNDS, pack_words, write_or_check  # noqa: E402

SEED = 20261127
"""The seed of the draw; each language uses ``f"{SEED}-outside-{lang}"``."""
SETS = {"en": 12, "fr": 6, "nl": 6, "zh": 6}
"""Sets per language: 5 rounds each, so 60 English rounds and 30 in each other language."""
TOP = 3000
SKIP = 300


def candidates(lang: str) -> list[str]:
    """Every candidate keyword of ``lang``, in wordfreq's order (most frequent first)."""
    from wordfreq import top_n_list

    pack = set(pack_words(lang))
    lexicon = ROOT / "resources" / "words" / "associations" / f"{lang}.txt"
    known = {
        line.split("\t")[0].strip()
        for line in lexicon.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }
    out: list[str] = []
    for word in top_n_list(lang, TOP)[SKIP:]:
        if word in pack or word in known:
            continue
        if lang == "zh":
            if not (2 <= len(word) <= 3 and all("\u4e00" <= ch <= "\u9fff" for ch in word)):
                continue
        elif not (word.isalpha() and len(word) >= 4):
            continue
        out.append(word)
    return out


def skipped(lang: str, names: tuple[str, ...] = ("outside_skipped",)) -> set[str]:
    """The words the ``<name>_<lang>.txt`` files list as skipped (first column)."""
    out: set[str] = set()
    for name in names:
        path = HERE / f"{name}_{lang}.txt"
        if path.exists():
            lines = path.read_text(encoding="utf-8").splitlines()
            kept = (line for line in lines if line.strip() and line[0] != "#")
            out |= {line.split("\t")[0].strip() for line in kept}
    return out


def order(lang: str) -> list[str]:
    """The candidates in the seeded order the draw walks."""
    words = candidates(lang)
    random.Random(f"{SEED}-outside-{lang}").shuffle(words)
    return words


def draw(lang: str) -> dict[str, object]:
    """The skeleton for ``lang``: keywords and codes, every clue empty."""
    rng = random.Random(f"{SEED}-outside-codes-{lang}")
    return walk(lang, order(lang), skipped(lang), SETS[lang], rng)


def walk(
    lang: str, words: list[str], skip: set[str], count: int, rng: random.Random
) -> dict[str, object]:
    """``count`` sets of four keywords taken from ``words`` in order (none skipped, none
    sharing its first five letters with one taken), each with its codes from ``rng``."""
    taken: list[str] = []
    for word in words:
        if word in skip or any(word[:5] == t[:5] for t in taken):
            continue
        taken.append(word)
        if len(taken) == 4 * count:
            break
    sets = []
    for i in range(count):
        rounds = [{"code": list(rng.choice(CODES)), "clues": ["", "", ""]} for _ in range(ROUNDS)]
        sets.append({"keywords": taken[4 * i : 4 * i + 4], "rounds": rounds})
    return {"language": lang, "sets": sets}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--order"] and len(args) == 2:  # the walk, for judging the skips
        skip = skipped(args[1])
        for word in order(args[1])[:150]:
            print(word + ("\t(skipped)" if word in skip else ""))
        return 0
    return write_or_check("outside", draw, args, __doc__ or "")


if __name__ == "__main__":
    sys.exit(main())
