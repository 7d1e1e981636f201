"""Candidate clue words: common words of a language that give no keyword away.

Taken from wordfreq's frequency lists (data CC-BY-SA-4.0, see the README) and
filtered against the whole keyword pack, so a clue never is, contains or
inflects a keyword of either team:

- letters only (no digits, codes or punctuation); Latin words of 3+ letters,
  Chinese words of 2-4 characters;
- not among the most frequent words (articles, pronouns, particles);
- not a keyword of the pack, not containing one and not contained in one (R23),
  and not sharing a long stem with one (``badger``/``badgers``, ``chien``/``chienne``);
- likely proper nouns and international words dropped: a Latin word about as
  frequent in three other languages' lists (``john``, ``york``, ``google``, ``radio``);
- translations and near-synonyms of a pack keyword dropped by meaning
  (:func:`drop_near_keywords`, which needs the model).
"""

from __future__ import annotations

import threading
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

import numpy as np

from decrypto_qt.ai.cache import cached_vectors
from decrypto_qt.ai.lexicon import bundled_lexicon
from decrypto_qt.ai.model import Model
from decrypto_qt.engine import contains_keyword, normalize
from decrypto_qt.engine.normalize import words as words_of

LANGUAGES = ("en", "fr", "nl", "zh")
SOURCE_SIZE = 25_000
"""How many of a language's most frequent words are considered."""
SKIP_MOST_FREQUENT = 400
"""Function words sit at the top of every list; clues are content words."""
VOCABULARY_SIZE = 6_000
NEIGHBOURS = ("en", "fr", "nl", "de", "es", "it", "pt")
"""Languages whose lists reveal names and international words (as common in three others)."""
UNSUITABLE = (
    "sex",
    "rape",
    "pornography",
    "naked body",
    "genitals",
    "drugs",
    "suicide",
    "murder",
    "nazi",
    "prostitute",
    "racist insult",
)
"""Anchors of meanings a game for classrooms never offers as a clue, in any language."""
UNSUITABLE_LIMIT = 0.58
NEAR_KEYWORD = 0.82
"""Cosine at or above which a candidate is a keyword in other words (translation, synonym)."""


@lru_cache(maxsize=16)
def _top(language: str, n: int) -> tuple[str, ...]:
    from wordfreq import top_n_list

    return tuple(top_n_list(language, n))


@lru_cache(maxsize=16)
def _ranks(language: str) -> dict[str, int]:
    return {w: i for i, w in enumerate(_top(language, SOURCE_SIZE))}


def _international(word: str, rank: int, others: Sequence[dict[str, int]]) -> bool:
    """About as common in three other languages: a name (john, york) or an international word."""
    limit = 3 * rank + 300
    return sum(1 for o in others if o.get(word, limit) < limit) >= 3


def _is_cjk(ch: str) -> bool:
    return 0x4E00 <= ord(ch) <= 0x9FFF


def _word_shape_ok(word: str, language: str) -> bool:
    if language == "zh":
        return 2 <= len(word) <= 4 and all(_is_cjk(ch) for ch in word)
    letters = all(unicodedata.category(c)[0] == "L" for c in word)
    return len(word) >= 3 and word.isalpha() and letters


def shares_stem(a: str, b: str) -> bool:
    """Do two Latin words look like forms of one word?

    One starts the other, or they share a prefix of 5+ letters missing at most two of the shorter.
    """
    a, b = normalize(a), normalize(b)
    if not a or not b:
        return False
    if a.startswith(b) or b.startswith(a):
        return min(len(a), len(b)) >= 3
    common = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        common += 1
    return common >= max(5, min(len(a), len(b)) - 2)


def gives_keyword_away(word: str, keyword: str) -> bool:
    """Is ``word`` the keyword, does it contain it, sit inside it, or share its stem?"""
    if normalize(word) == normalize(keyword):
        return True
    if contains_keyword(word, keyword) or contains_keyword(keyword, word):
        return True
    if any(_is_cjk(ch) for ch in keyword):
        return False
    w, k = normalize(word), normalize(keyword)
    if len(k) >= 3 and k in w:  # "elbow" holds "bow": legal (R23), but a giveaway by form
        return True
    if _compound_part(w, k.replace(" ", "")):  # "fly" for "firefly": legal, but spelling
        return True
    return shares_stem(w, k)


def _compound_part(word: str, keyword: str) -> bool:
    """Is ``word`` the first or last part of a compound ``keyword`` (fire|fly, whirl|pool)?

    Both parts have at least three letters, so "ear" is no part of "earth" nor "art" of "heart".
    """
    rest = len(keyword) - len(word)
    return len(word) >= 3 and rest >= 3 and (keyword.startswith(word) or keyword.endswith(word))


def candidate_words(
    language: str, pack: Iterable[str], size: int = VOCABULARY_SIZE, *, names: bool = True
) -> list[str]:
    """Common words of ``language`` that are not, contain or inflect any word of ``pack``.

    ``names=False`` skips the (slower) test for names and international words.
    """
    keywords = [n for n in dict.fromkeys(normalize(k) for k in pack) if n]
    latin = language != "zh"
    others: list[dict[str, int]] = []
    if latin and names:
        others = [_ranks(lang) for lang in NEIGHBOURS if lang != language]
    # A single Latin word contains a keyword only by being it, and sits inside a
    # keyword only as one of its words; stems share a first letter.
    keyword_words = {w for k in keywords for w in words_of(k)}
    by_first: dict[str, list[str]] = {}
    for k in keywords:
        by_first.setdefault(k[:1], []).append(k)
    squeezed = [k.replace(" ", "") for k in keywords]
    out: list[str] = []
    seen: set[str] = set()
    for rank, word in enumerate(_top(language, SOURCE_SIZE)):
        if rank < SKIP_MOST_FREQUENT or not _word_shape_ok(word, language):
            continue
        norm = normalize(word)
        if norm in seen:
            continue
        if latin:
            if norm in keyword_words or (others and _international(word, rank, others)):
                continue
            if any(shares_stem(norm, k) for k in by_first.get(norm[:1], ())):
                continue
        elif any(k in norm or norm in k for k in squeezed):
            continue
        seen.add(norm)
        out.append(word)
        if len(out) >= size:
            break
    return out


@dataclass(frozen=True)
class Vocabulary:
    """Candidate clues of one language with their unit vectors (rows match ``words``),
    the pack's words, and what people associate with them (:mod:`decrypto_qt.ai.lexicon`)."""

    language: str
    words: tuple[str, ...]
    vectors: np.ndarray
    pack: tuple[str, ...]
    pack_vectors: np.ndarray
    lexicon: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    @cached_property
    def word_rows(self) -> Mapping[str, int]:
        """Candidate (normalized) → its row in ``words`` and ``vectors``."""
        return {normalize(w): i for i, w in reversed(list(enumerate(self.words)))}

    @cached_property
    def lexicon_index(self) -> Mapping[str, tuple[int, ...]]:
        """Association (normalized) → the indices in ``pack`` of the words it goes with."""
        index: dict[str, list[int]] = {}
        for i, word in enumerate(self.pack):
            for text in self.lexicon.get(normalize(word), ()):
                index.setdefault(normalize(text), []).append(i)
        return {k: tuple(v) for k, v in index.items()}


def drop_near_keywords(
    words: Sequence[str], vectors: np.ndarray, pack_vectors: np.ndarray, limit: float = NEAR_KEYWORD
) -> tuple[list[str], np.ndarray]:
    """Drop candidates whose meaning is within ``limit`` of one of ``pack_vectors``.

    Against the pack's keywords: translations and synonyms of a keyword.
    """
    if len(words) == 0 or len(pack_vectors) == 0:
        return list(words), vectors
    closest = (vectors @ pack_vectors.T).max(axis=1)
    keep = closest < limit
    return [w for w, k in zip(words, keep, strict=True) if k], vectors[keep]


def build_vocabulary(
    model: Model, language: str, pack: Sequence[str], size: int = VOCABULARY_SIZE
) -> Vocabulary:
    pack_words = tuple(dict.fromkeys(pack))

    def compute(texts: Sequence[str]) -> np.ndarray:
        return model.embed(texts, cache=False)

    pack_vectors = cached_vectors(f"pack-{language}", pack_words, compute)
    words = candidate_words(language, pack_words, size)
    vectors = cached_vectors(f"vocabulary-{language}", words, compute)
    kept, kept_vectors = drop_near_keywords(words, vectors, pack_vectors)
    # The same test against unsuitable meanings keeps the vocabulary fit for a classroom.
    kept, kept_vectors = drop_near_keywords(
        kept, kept_vectors, model.embed(UNSUITABLE), UNSUITABLE_LIMIT
    )
    return Vocabulary(
        language, tuple(kept), kept_vectors, pack_words, pack_vectors, bundled_lexicon(language)
    )


_vocabularies: dict[tuple[str, tuple[str, ...]], Vocabulary] = {}
_vocab_lock = threading.Lock()


def vocabulary_for(model: Model, language: str, pack: Sequence[str]) -> Vocabulary:
    """The process's vocabulary for a language and pack (built once, then shared)."""
    key = (language, tuple(pack))
    with _vocab_lock:
        found = _vocabularies.get(key)
        if found is None:
            found = build_vocabulary(model, language, pack)
            _vocabularies[key] = found
        return found
