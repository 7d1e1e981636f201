"""What people associate with each keyword of a bundled pack: the computer's common knowledge.

A sentence encoder knows that *joey* is near *kangaroo*, but not always that a
player who says *Qantas*, *boxing* or *outback* means it too. Each bundled pack has a
list of our own (``resources/words/associations/<language>.txt``) giving, for
every keyword, 25-35 words and short phrases people give as clues for it:
synonyms, parts, places, famous people and works, set phrases and trivia.
A computer player reads a clue against those as well as against the keyword
(:func:`decrypto_qt.ai.reading.association_scores`). Lists of the same kind for everyday
words (``resources/words/common/<language>.txt``) cover a teacher's own word list.

File format, UTF-8: one keyword a line, a TAB, then its associations separated
by ``;``. Lines starting with ``#`` are comments. A keyword no list knows has no
associations, and a screen that holds one is read by the encoder alone
(:func:`decrypto_qt.ai.reading.all_known`).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from functools import lru_cache

from decrypto_qt.engine import normalize
from decrypto_qt.paths import resources_dir

log = logging.getLogger(__name__)

MIN_ASSOCIATIONS = 10
"""A line with fewer associations is left out: too little to read by."""


def parse_lexicon(text: str, where: str = "associations") -> dict[str, tuple[str, ...]]:
    """Keyword (normalized) → its associations, from the file's text.

    A line that cannot be read is skipped with a warning naming it; the rest stay.
    """
    out: dict[str, tuple[str, ...]] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        keyword, tab, rest = line.partition("\t")
        words = tuple(dict.fromkeys(w.strip() for w in rest.split(";") if w.strip()))
        key = normalize(keyword)
        if not tab or not key or len(words) < MIN_ASSOCIATIONS:
            log.warning("%s, line %d: expected a keyword, TAB, associations", where, number)
            continue
        out[key] = words
    return out


LISTS = ("associations", "common")
"""The folders of ``resources/words/`` holding association lists: the packs' keywords, then
everyday words (the most frequent nouns, verbs and adjectives), so that a teacher's own
word list is understood too. A keyword in both keeps the first list's line."""


@lru_cache(maxsize=8)
def bundled_lexicon(language: str) -> Mapping[str, tuple[str, ...]]:
    """The associations shipped for ``language`` (empty when there are none)."""
    out: dict[str, tuple[str, ...]] = {}
    for folder in LISTS:
        path = resources_dir() / "words" / folder / f"{language}.txt"
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            continue
        for keyword, words in parse_lexicon(text, str(path)).items():
            out.setdefault(keyword, words)
    return out


def associations_of(lexicon: Mapping[str, tuple[str, ...]], keyword: str) -> tuple[str, ...]:
    """What ``keyword`` calls to mind (nothing for a word the lexicon does not know)."""
    return lexicon.get(normalize(keyword), ())
