"""Merge hand-written lists for rarer words into ``resources/words/rarer/<lang>.txt``.

Run from the repository root::

    python tools/merge_rarer.py draw nl 9000 30000 > words.txt   # what the writers get
    python tools/merge_rarer.py nl part1.txt part2.txt

``draw`` prints, in frequency order, the words of wordfreq's list (ranks START to STOP,
letters only; wordfreq is in the test extra) that no list knows in any form
(:func:`decrypto_qt.ai.lexicon.entry_of`): the writers' task, one list per word, in the
lexicon's format (word, TAB, associations separated by ``;``). A writer skips function
words, abbreviations, vulgar words and obscure names, and gives an inflected form its base
form's list. Parts may also hold what writers listed by field without a word list
(idioms, compound words and set phrases, names of people, works and places: "piece of
cake", "Mona Lisa"), in the same format. The merge is that of
``tools/merge_associations.py``, keeping a list with as few associations as the lexicon
reads one by (``MIN_ASSOCIATIONS``), since these lists only tell what a clue means; a word
that already heads a list of the pack, of the everyday words or of the names is not added.
Then every held-out clue is struck (``tools/strike_heldout.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from build_clue_words import shape_ok  # noqa: E402
from merge_associations import HEADER, headings, merge_into, run  # noqa: E402
from merge_associations import OUT as COMMON  # noqa: E402
from merge_names import OUT as NAMES  # noqa: E402

from decrypto_qt.ai.lexicon import (  # noqa: E402
    MIN_ASSOCIATIONS,
    Chained,
    bundled_lexicon,
    bundled_rarer,
    entry_of,
)

OUT = ROOT / "resources" / "words" / "rarer"


def header(language: str) -> str:
    return (
        f"# Associations for rarer {HEADER[language]} words (past the everyday lists in\n"
        "# frequency), idioms, compound words and names, so that the clues people give are\n"
        "# understood: the words and short phrases a person takes from each. Our own work\n"
        "# for decrypto_qt (unofficial fan work), MIT licence. Format: word, TAB,\n"
        '# associations separated by ";". Read by decrypto_qt/ai/lexicon.py; held-out\n'
        "# clues are struck from it.\n"
    )


def merge(language: str, parts: list[Path]) -> tuple[str, int, int]:
    """The merged file's text, the lines it holds, and the lines left out."""
    taken = headings(language, COMMON, NAMES)
    # Read only to understand a clue: as few associations as the lexicon reads a list by.
    return merge_into(
        OUT / f"{language}.txt", header(language), parts, language, taken, MIN_ASSOCIATIONS
    )


def draw(language: str, start: int, stop: int) -> list[str]:
    """The words the writers are given: wordfreq's ranks ``start`` to ``stop`` that no list
    knows in any form, in frequency order."""
    from wordfreq import top_n_list

    known = Chained(bundled_lexicon(language), bundled_rarer(language))
    return [
        w
        for w in top_n_list(language, stop)[start:]
        if shape_ok(w, language) and entry_of(known, w, language) is None
    ]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["draw"] and len(args) == 4:
        print("\n".join(draw(args[1], int(args[2]), int(args[3]))))
        return 0
    return run(args, __doc__, merge, OUT)


if __name__ == "__main__":
    sys.exit(main())
