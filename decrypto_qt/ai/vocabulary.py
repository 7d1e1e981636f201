"""Candidate clue words: common words of a language that give no keyword away.

Taken from ``resources/words/clues/<language>.txt`` (built from wordfreq's frequency
lists by ``tools/build_clue_words.py``: content words of letters only, names and
international words left out; data CC-BY-SA-4.0, see the README) and filtered against the
game's whole word list, so a clue never is, contains or inflects a keyword of either team:

- not a keyword of the pack, not containing one and not contained in one (R23),
  and not sharing a long stem with one (``badger``/``badgers``, ``chien``/``chienne``);
- translations and near-synonyms of a pack keyword dropped by meaning
  (:func:`drop_near_keywords`, which needs the model).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

import numpy as np

from decrypto_qt.ai.cache import cached_vectors
from decrypto_qt.ai.lexicon import (
    Chained,
    associations_of,
    bundled_lexicon,
    bundled_phrases,
    bundled_rarer,
    bundled_traits,
    phrase_partners,
)
from decrypto_qt.ai.model import Model
from decrypto_qt.engine import contains_keyword, normalize
from decrypto_qt.engine.normalize import words as words_of
from decrypto_qt.paths import resources_dir

LANGUAGES = ("en", "fr", "nl", "zh")
VOCABULARY_SIZE = 6_000
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


STEM_START = 3
"""Letters at the start of any two words that :func:`shares_stem` finds alike."""


def _is_cjk(ch: str) -> bool:
    return 0x4E00 <= ord(ch) <= 0x9FFF


def shares_stem(a: str, b: str) -> bool:
    """Do two Latin words look like forms of one word?

    One starts the other, or they share a prefix of 5+ letters missing at most two of the shorter.
    """
    return _shares_stem(normalize(a), normalize(b))


def _shares_stem(a: str, b: str) -> bool:
    """:func:`shares_stem` of two normalized words."""
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


@lru_cache(maxsize=8)
def clue_source(language: str) -> tuple[str, ...]:
    """The words that may be clues in ``language``, most frequent first, whatever the game's
    word list: ``resources/words/clues/<language>.txt`` (built by tools/build_clue_words.py
    from wordfreq's lists; empty when there is none)."""
    path = resources_dir() / "words" / "clues" / f"{language}.txt"
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return ()
    return tuple(w for w in (line.strip() for line in lines) if w and not w.startswith("#"))


def candidate_words(language: str, pack: Iterable[str], size: int = VOCABULARY_SIZE) -> list[str]:
    """Common words of ``language`` that are not, contain or inflect any word of ``pack``."""
    keywords = [n for n in dict.fromkeys(normalize(k) for k in pack) if n]
    latin = language != "zh"
    # A single Latin word contains a keyword only by being it, and sits inside a
    # keyword only as one of its words. Words that share a stem share their first three
    # letters (a word that starts the other has three or more, a common prefix five), so
    # each word is compared with the few keywords that start as it does: a language's
    # clue list is filtered in milliseconds, which a computer seat waits for.
    keyword_words = {w for k in keywords for w in words_of(k)}
    by_start: dict[str, list[str]] = {}
    for k in keywords:
        if len(k) >= STEM_START:
            by_start.setdefault(k[:STEM_START], []).append(k)
    # Unspaced (Chinese): a word that holds a keyword has it among its pieces, and one held
    # by a keyword is among the keyword's pieces; set look-ups instead of a scan of the pack.
    squeezed = {k.replace(" ", "") for k in keywords}
    inside = {k[i:j] for k in squeezed for i in range(len(k) + 1) for j in range(i, len(k) + 1)}
    out: list[str] = []
    seen: set[str] = set()
    for word in clue_source(language):
        norm = normalize(word)
        if norm in seen:
            continue
        if latin:
            if norm in keyword_words:
                continue
            if any(_shares_stem(norm, k) for k in by_start.get(norm[:STEM_START], ())):
                continue
        elif norm in inside or not squeezed.isdisjoint(_pieces(norm)):
            continue
        seen.add(norm)
        out.append(word)
        if len(out) >= size:
            break
    return out


def _pieces(text: str) -> Iterator[str]:
    """Every non-empty run of characters of ``text``."""
    return (text[i:j] for i in range(len(text)) for j in range(i + 1, len(text) + 1))


class Candidates:
    """Candidate clue words and their unit vectors (rows match), worked out the first time
    they are asked for, by whichever thread asks first; the others wait for it.

    Embedding a language's 6,000 words is most of a computer seat's first start (a second
    and more on a new computer), and no seat needs them before its first decision: the
    seat sits down first, and they are worked out behind it (:meth:`Model.start_loading`'s
    ``later``). A failure is raised to the asker; the next one tries again.
    """

    def __init__(self, compute: Callable[[], tuple[tuple[str, ...], np.ndarray]]) -> None:
        self._compute = compute
        self._value: tuple[tuple[str, ...], np.ndarray] | None = None
        self._lock = threading.Lock()

    @classmethod
    def known(cls, words: Sequence[str], vectors: np.ndarray) -> Candidates:
        """Candidates given outright."""
        found = cls(lambda: (tuple(words), vectors))
        found.get()
        return found

    @property
    def ready(self) -> bool:
        return self._value is not None

    def get(self) -> tuple[tuple[str, ...], np.ndarray]:
        value = self._value
        if value is None:
            with self._lock:
                if self._value is None:
                    self._value = self._compute()
                value = self._value
        return value


@dataclass(frozen=True)
class Vocabulary:
    """Candidate clues of one language with their unit vectors (rows match ``words``),
    the pack's words, and what people associate with them (:mod:`decrypto_qt.ai.lexicon`)."""

    language: str
    candidates: Candidates
    pack: tuple[str, ...]
    pack_vectors: np.ndarray
    lexicon: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    phrases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Word (normalized) → the set phrases that hold it (:func:`bundled_phrases`)."""
    rarer: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Rarer words' lists (:func:`bundled_rarer`): read to understand a word, never searched
    for the words whose lists name a keyword (:meth:`said_about`)."""
    traits: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Word (normalized) → what the thing is like (:func:`bundled_traits`): read with the
    word's own list when a clue is read, never to write one."""

    @cached_property
    def understood(self) -> Mapping[str, tuple[str, ...]]:
        """Word (normalized) → what it calls to mind, from every list: ``lexicon`` first,
        then ``rarer``. For reading a clue or a keyword; the words whose lists name a
        keyword are looked for in ``lexicon`` alone."""
        return Chained(self.lexicon, self.rarer)

    @property
    def words(self) -> tuple[str, ...]:
        """The candidate clue words (worked out on first use: :class:`Candidates`)."""
        return self.candidates.get()[0]

    @property
    def vectors(self) -> np.ndarray:
        """Their unit vectors, one row per word."""
        return self.candidates.get()[1]

    @cached_property
    def word_rows(self) -> Mapping[str, int]:
        """Candidate (normalized) → its row in ``words`` and ``vectors``."""
        return _first_rows(self.words)

    @cached_property
    def pack_rows(self) -> Mapping[str, int]:
        """Pack word (normalized) → its index in ``pack``."""
        return _first_rows(self.pack)

    @cached_property
    def lexicon_index(self) -> Mapping[str, tuple[int, ...]]:
        """Association (normalized) → the indices in ``pack`` of the words it goes with."""
        index: dict[str, list[int]] = {}
        for i, word in enumerate(self.pack):
            for text in self.lexicon.get(normalize(word), ()):
                index.setdefault(normalize(text), []).append(i)
        return {k: tuple(v) for k, v in index.items()}

    @cached_property
    def _pack_index(self) -> tuple[frozenset[str], dict[str, tuple[str, ...]], tuple[str, ...]]:
        keys = [n for n in dict.fromkeys(normalize(k) for k in self.pack) if n]
        by_first: dict[str, list[str]] = {}
        for k in keys:
            by_first.setdefault(k[:1], []).append(k)
        words = frozenset(w for k in keys for w in words_of(k))
        return words, {f: tuple(v) for f, v in by_first.items()}, tuple(keys)

    def names_a_word_of_the_list(self, text: str) -> bool:
        """Does ``text`` say, hold or inflect a word of the game's list (any team's possible
        keyword)? A clue from what people say is checked by this, as the candidate clue
        words were when the vocabulary was built (:func:`candidate_words`)."""
        words, by_first, keys = self._pack_index
        norm = normalize(text)
        if self.language == "zh":
            return any(k in norm or norm in k for k in keys)
        for part in words_of(norm):
            if part in words or any(shares_stem(part, k) for k in by_first.get(part[:1], ())):
                return True
        return any(contains_keyword(text, k) for k in keys if " " in k)

    @cached_property
    def listed_under(self) -> Mapping[str, frozenset[str]]:
        """Association (normalized) → the words of the lists it goes with: "ring" goes with
        many (telephone, boxing, wedding…), "Alexander Graham Bell" with one. Two clues
        listed under one word are linked by anyone who knows what people say about it."""
        under: dict[str, set[str]] = {}
        for head, texts in self.lexicon.items():
            for text in {normalize(t) for t in texts}:
                under.setdefault(text, set()).add(head)
        return {text: frozenset(heads) for text, heads in under.items()}

    @cached_property
    def association_degree(self) -> Mapping[str, int]:
        """Association (normalized) → how many words of the lists it goes with."""
        return {text: len(heads) for text, heads in self.listed_under.items()}

    def named_by(self, name: str) -> tuple[str, ...]:
        """The headings of the lists that ``name`` is the first or last word of (or the
        last two: "van Gogh"), folded: "Bocuse" → "paul bocuse"."""
        return self._name_index.get(normalize(name), ())

    @cached_property
    def _name_index(self) -> Mapping[str, tuple[str, ...]]:
        index: dict[str, list[str]] = {}
        for head in self.understood:
            words = head.split()
            if len(words) < 2:
                continue
            parts = {words[0], words[-1], " ".join(words[-2:])}
            for part in parts:
                index.setdefault(part, []).append(head)
        return {k: tuple(v) for k, v in index.items()}

    def said_about(self, keyword: str) -> tuple[str, ...]:
        """What people say about ``keyword``: its own list, then the words whose lists name
        it ("sett", "Brock"… then "woodland", "honey": people asked about a wood or honey
        said badger; only the lists of :attr:`lexicon`). Nothing when the lists know
        neither."""
        own = associations_of(self.understood, keyword)
        have = {normalize(t) for t in own} | {normalize(keyword)}
        keys = self._pack_index[2]
        back = sorted(
            self._written[head]
            for head in self.listed_under.get(normalize(keyword), frozenset()) - have
            # Given only as people write it ("degré", not the folded "degre"), and never
            # a part of a word of the game's list ("board" of a surfboard).
            if head in self._written and not any(_compound_part(head, k) for k in keys)
        )
        return (*own, *back)

    @cached_property
    def _written(self) -> Mapping[str, str]:
        """Folded text → as people write it, from the lists' own texts, then the candidate
        clue words (the lists' headings are kept folded)."""
        out: dict[str, str] = {}
        for texts in self.lexicon.values():
            for text in texts:
                out.setdefault(normalize(text), text)
        for word in self.words:
            out.setdefault(normalize(word), word)
        return out

    def says(self, text: str) -> bool:
        """Do the lists hold ``text`` (normalized), as a word they are about or one said
        about a word ("silicon valley", said about computers)?"""
        return text in self.listed_under or text in self.lexicon or text in self._phrase_texts

    @cached_property
    def _phrase_texts(self) -> frozenset[str]:
        return frozenset(normalize(p) for texts in self.phrases.values() for p in texts)

    def phrase_partners(self, keyword: str) -> frozenset[str]:
        """What ``keyword``'s set phrases say beside it ("critical" for a mass)."""
        texts = self.phrases.get(normalize(keyword), ())
        return phrase_partners(keyword, texts, self.language) if texts else frozenset()

    def co_listed(self, a: str, b: str) -> bool:
        """Do the lists hold ``a`` and ``b`` under one word (or is one listed under the other)?"""
        na, nb = normalize(a), normalize(b)
        ha = self.listed_under.get(na, frozenset())
        hb = self.listed_under.get(nb, frozenset())
        return bool(ha & hb) or na in hb or nb in ha


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


def _first_rows(texts: Sequence[str]) -> dict[str, int]:
    """Text (normalized) → the index of its first occurrence in ``texts``."""
    return {normalize(t): i for i, t in reversed(list(enumerate(texts)))}


def build_vocabulary(
    model: Model, language: str, pack: Sequence[str], size: int = VOCABULARY_SIZE
) -> Vocabulary:
    pack_words = tuple(dict.fromkeys(pack))

    def compute(texts: Sequence[str]) -> np.ndarray:
        return model.embed(texts, cache=False)

    pack_vectors = cached_vectors(f"pack-{language}", pack_words, compute)

    def candidates() -> tuple[tuple[str, ...], np.ndarray]:
        words = candidate_words(language, pack_words, size)
        vectors = cached_vectors(f"vocabulary-{language}", words, compute)
        kept, kept_vectors = drop_near_keywords(words, vectors, pack_vectors)
        # The same test against unsuitable meanings keeps the vocabulary fit for a classroom.
        # Their vectors are kept in full: a warm start uses the encoder for nothing here.
        unsuitable = cached_vectors("unsuitable", UNSUITABLE, compute, np.float32)
        kept, kept_vectors = drop_near_keywords(kept, kept_vectors, unsuitable, UNSUITABLE_LIMIT)
        return tuple(kept), kept_vectors

    return Vocabulary(
        language,
        Candidates(candidates),
        pack_words,
        pack_vectors,
        bundled_lexicon(language),
        bundled_phrases(language),
        bundled_rarer(language),
        bundled_traits(language),
    )


_vocabularies: dict[tuple[str, tuple[str, ...]], Vocabulary] = {}
_vocab_lock = threading.Lock()


def vocabulary_for(model: Model, language: str, pack: Sequence[str]) -> Vocabulary:
    """The process's vocabulary for a language and pack (built once, then shared; its
    candidate clues are worked out when first used, or by ``vocabulary.candidates.get()``)."""
    key = (language, tuple(pack))
    with _vocab_lock:
        found = _vocabularies.get(key)
        if found is None:
            found = build_vocabulary(model, language, pack)
            _vocabularies[key] = found
        return found
