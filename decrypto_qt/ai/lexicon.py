"""What people associate with each keyword of a bundled pack: the computer's common knowledge.

A sentence encoder knows that *joey* is near *kangaroo*, but not always that a
player who says *Qantas*, *boxing* or *outback* means it too. Each bundled pack has a
list of our own (``resources/words/associations/<language>.txt``) giving, for
every keyword, 25-35 words and short phrases people give as clues for it:
synonyms, parts, places, famous people and works, set phrases and trivia.
A computer player reads a clue against those as well as against the keyword
(:func:`decrypto_qt.ai.reading.association_scores`). Lists of the same kind for everyday
words (``resources/words/common/<language>.txt``) cover a teacher's own word list, and
lists for famous names (``resources/words/names/<language>.txt``) tell what a clue such as
"Cinderella" or "Titanic" calls to mind.

File format, UTF-8: one keyword a line, a TAB, then its associations separated
by ``;``. Lines starting with ``#`` are comments. A keyword no list knows has no
associations, and a screen that holds one is read by the encoder alone
(:func:`decrypto_qt.ai.reading.all_known`).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import lru_cache, partial

from decrypto_qt.engine import normalize
from decrypto_qt.engine.normalize import is_unspaced_script
from decrypto_qt.paths import resources_dir

log = logging.getLogger(__name__)

MIN_ASSOCIATIONS = 10
"""A line with fewer associations is left out: too little to read by."""


def _entries(text: str, where: str, minimum: int) -> Iterator[tuple[str, str, tuple[str, ...]]]:
    """(keyword normalized, the text after its TAB, its associations) of each line with at
    least ``minimum`` associations; a line that cannot be read is skipped with a warning."""
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        keyword, tab, rest = line.partition("\t")
        words = _split(rest)
        key = normalize(keyword)
        if not tab or not key or len(words) < minimum:
            log.warning("%s, line %d: expected a keyword, TAB, associations", where, number)
            continue
        yield key, rest, words


def _split(rest: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(w.strip() for w in rest.split(";") if w.strip()))


def parse_lexicon(
    text: str, where: str = "associations", minimum: int = MIN_ASSOCIATIONS
) -> dict[str, tuple[str, ...]]:
    """Keyword (normalized) → its associations (at least ``minimum``), from the file's text.

    A line that cannot be read is skipped with a warning naming it; the rest stay.
    """
    return {key: words for key, _, words in _entries(text, where, minimum)}


class RawLists(Mapping[str, tuple[str, ...]]):
    """Association lists kept as the file's text, each split when first looked up: a few
    thousand lists of which a game reads a handful cost a fifth of the memory this way.
    ``read`` gives the text, when the lists are first used (not when a seat sits down).
    Lines are checked as :func:`parse_lexicon` checks them."""

    def __init__(
        self, read: Callable[[], str], where: str, minimum: int = MIN_ASSOCIATIONS
    ) -> None:
        self._read, self._where, self._minimum = read, where, minimum
        self._lock = threading.Lock()
        self._texts: dict[str, str] | None = None
        self._lists: dict[str, tuple[str, ...]] = {}

    @property
    def _raw(self) -> dict[str, str]:
        texts = self._texts
        if texts is None:
            with self._lock:
                if self._texts is None:
                    try:
                        text = self._read()
                    except OSError:
                        text = ""
                    entries = _entries(text, self._where, self._minimum)
                    self._texts = {key: rest for key, rest, _ in entries}
                texts = self._texts
        return texts

    def __getitem__(self, key: str) -> tuple[str, ...]:
        found = self._lists.get(key)
        if found is None:
            found = self._lists[key] = _split(self._raw[key])
        return found

    def __contains__(self, key: object) -> bool:
        return key in self._raw

    def __iter__(self) -> Iterator[str]:
        return iter(self._raw)

    def __len__(self) -> int:
        return len(self._raw)


LISTS = ("associations", "common", "names")
"""The folders of ``resources/words/`` holding association lists: the packs' keywords, then
everyday words (the most frequent nouns, verbs and adjectives), so that a teacher's own
word list is understood too, then famous names (people, characters, places, works), which
people give as clues ("Cinderella" for midnight). A keyword in two keeps the first list's
line."""


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


class Chained(Mapping[str, tuple[str, ...]]):
    """Lists looked up in order: the first that knows a word tells what it calls to mind."""

    def __init__(self, *lists: Mapping[str, tuple[str, ...]]) -> None:
        self._lists = lists

    def __getitem__(self, key: str) -> tuple[str, ...]:
        for lists in self._lists:
            if key in lists:
                return lists[key]
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        return any(key in lists for lists in self._lists)

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys(k for lists in self._lists for k in lists))

    def __len__(self) -> int:
        return sum(1 for _ in self)


RARER = "rarer"
"""The folder of ``resources/words/`` holding lists of the same kind for rarer words, past
the common lists in frequency ("kwispelen", "strijkstok", "rapace"), and for idioms,
compound words and names ("white elephant", "argent de poche", 锦上添花): people's clues
are mostly such words. They are read to understand a word: what a
clue calls to mind, or what a keyword of a teacher's list is about (its own list then gives
the computer its clues, as a pack word's does). They are never searched for words that name
a keyword: a computer's other clues come from the lists above, which a person links at
once."""


@lru_cache(maxsize=8)
def bundled_rarer(language: str) -> Mapping[str, tuple[str, ...]]:
    """The rarer words' lists shipped for ``language``, read when first looked up (empty
    when there are none). A word that the lists of :data:`LISTS` know is read by those
    first."""
    path = resources_dir() / "words" / RARER / f"{language}.txt"
    return RawLists(partial(path.read_text, encoding="utf-8"), str(path))


PHRASES = "phrases"
"""The folder of ``resources/words/`` holding, for each word of the packs, the set phrases
people say that hold it ("critical mass", "Pretty Woman", "roue de secours",
"schoonheidsslaapje", "火车"): the other words of such a phrase call the word to mind at
once. Same format as the association lists."""
MIN_PHRASES = 3


@lru_cache(maxsize=8)
def bundled_phrases(language: str) -> Mapping[str, tuple[str, ...]]:
    """The set phrases shipped for ``language``, by word (empty when there are none)."""
    path = resources_dir() / "words" / PHRASES / f"{language}.txt"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return {}
    return parse_lexicon(text, str(path), MIN_PHRASES)


TRAITS = "traits"
"""The folder of ``resources/words/`` holding, for each word of the packs (and, but for
Chinese, each everyday noun: a teacher's own list), what the thing is like: how it looks,
sounds, feels and moves, what it does, where and when it is ("noisy", "spinning", "tiny").
A careful encryptor gives such broad clues so that only its teammates, who know the
keywords, can tell which keyword they fit ("noisy": the helicopter, not the flag). Read with
a keyword's own list when a clue is read, never searched for clues to give. Same format as
the association lists."""


@lru_cache(maxsize=8)
def bundled_traits(language: str) -> Mapping[str, tuple[str, ...]]:
    """What each pack word and everyday noun is like, shipped for ``language``, read when
    first looked up (empty when there are none)."""
    path = resources_dir() / "words" / TRAITS / f"{language}.txt"
    return RawLists(partial(path.read_text, encoding="utf-8"), str(path))


SMALL_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({"a", "an", "the", "of", "and", "in", "on", "to", "for", "'s"}),
    "fr": frozenset(
        {
            "le",
            "la",
            "les",
            "l'",
            "de",
            "du",
            "des",
            "d'",
            "à",
            "au",
            "aux",
            "et",
            "en",
            "un",
            "une",
        }
    ),
    "nl": frozenset({"de", "het", "een", "van", "en", "in", "op", "te", "'t"}),
}
"""Words that only join a phrase: left out of what it says beside its word ("Chariots of" →
"chariots")."""
LINKS: dict[str, tuple[str, ...]] = {"nl": ("en", "s", "e"), "en": (), "fr": ()}
"""Letters that join the parts of a compound word ("schoonheid-s-slaapje")."""


def phrase_partners(keyword: str, phrases: Sequence[str], language: str) -> frozenset[str]:
    """What each of ``keyword``'s set phrases says beside it, folded: "critical" from
    "critical mass", "roue" from "roue de secours", "slaapje" from "schoonheidsslaapje",
    "车" from "火车". A phrase that does not hold the keyword says nothing."""
    key = normalize(keyword)
    small = SMALL_WORDS.get(language, frozenset())
    out: set[str] = set()
    for phrase in phrases:
        text = normalize(phrase)
        if not key or key not in text or text == key:
            continue
        if is_unspaced_script(key[0]):
            out.add(text.replace(key, "", 1).strip())
            continue
        tokens = key.split()
        words = text.split()
        at = next((i for i in range(len(words)) if words[i : i + len(tokens)] == tokens), None)
        if at is not None:
            rest = words[:at] + words[at + len(tokens) :]
            out.add(" ".join(rest))
            out.add(" ".join(w for w in rest if w not in small))
            continue
        for word in words:  # a compound: the keyword inside one word
            if key in word and word != key:
                part = word.replace(key, "", 1).strip("-")
                for link in LINKS.get(language, ()):
                    if word.startswith(key + link) and len(part) > len(link) + 2:
                        part = part[len(link) :]
                        break
                out.add(part)
    return frozenset(p for p in out if len(p) >= (1 if is_unspaced_script(key[0]) else 3))


INFLECTION = 3
"""A clue is heard in a phrase's other word when it is that word less an ending of up to
this many letters ("slaap", "slaapje"; "chariot", "chariots")."""


def heard_in(clue: str, partners: frozenset[str]) -> bool:
    """Is ``clue`` what one of the phrases says beside its keyword (:func:`phrase_partners`),
    or that less an ending of up to :data:`INFLECTION` letters?"""
    said = normalize(clue)
    if not said or not partners:
        return False
    if said in partners:
        return True
    if len(said) < 4 or is_unspaced_script(said[0]):
        return False
    for p in partners:
        shorter, longer = (said, p) if len(said) <= len(p) else (p, said)
        near = len(longer) - len(shorter) <= INFLECTION
        if near and len(shorter) >= 4 and longer.startswith(shorter):
            return True
    return False


def holds_a_clue(word: str, phrase: str, clues: set[str], language: str) -> bool:
    """Is ``phrase`` (of ``word``) one of ``clues`` (folded), or is one of them heard in it
    beside ``word`` ("Silicon Valley" holds the clue "Silicon")? Such a phrase is struck
    from the lists when the clues are held out."""
    if normalize(phrase) in clues:
        return True
    partners = phrase_partners(word, [phrase], language)
    return bool(partners) and any(heard_in(c, partners) for c in clues)


def name_parts(text: str) -> tuple[str, ...]:
    """The parts a person names a name by, folded: its first word and its last (with the
    word before it: "de Gaulle", "van Gogh"), for a text of two or more words that begins
    and ends with a capital ("Paul Bocuse": "paul", "bocuse"; "Vincent van Gogh":
    "vincent", "gogh", "van gogh"). Nothing for anything else ("Top chef", "coup de foudre")."""
    words = text.split()
    if len(words) < 2 or not (words[0][:1].isupper() and words[-1][:1].isupper()):
        return ()
    parts = [words[0], words[-1]]
    if len(words) >= 3 and words[-2][:1].islower():
        parts.append(f"{words[-2]} {words[-1]}")
    return tuple(normalize(p) for p in parts)


def said_as_a_name(clue: str) -> bool:
    """Is ``clue`` written as a name (a capital first, in a script that has capitals)?"""
    return clue[:1].isupper()


def associations_of(lexicon: Mapping[str, tuple[str, ...]], keyword: str) -> tuple[str, ...]:
    """What ``keyword`` calls to mind (nothing for a word the lexicon does not know)."""
    return lexicon.get(normalize(keyword), ())


ENDINGS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        ("ies", "y"),
        ("ves", "f"),
        ("es", ""),
        ("s", ""),
        ("ied", "y"),
        ("ing", "e"),
        ("ing", ""),
        ("ed", "e"),
        ("ed", ""),
    ),
    "fr": (("aux", "al"), ("x", ""), ("s", ""), ("es", ""), ("e", "")),
    "nl": (("tjes", ""), ("jes", ""), ("eren", ""), ("en", ""), ("s", ""), ("'s", "")),
}
"""Plural and other endings a clue may wear, with what the word's entry ends in instead
("berries" → "berry", "wolves" → "wolf", "diving" → "dive", "étoiles" → "étoile",
"klauwen" → "klauw", "kaartjes" → "kaart"), tried in this order."""

UNDOUBLED = frozenset({"nl", "en"})
"""Languages whose endings double the stem's last consonant ("katten" → "kat", "swimming"
→ "swim"): a form of theirs is also looked for with it undone. Not French: "gouttes" is no
"goût"."""
OPENED: dict[str, tuple[str, frozenset[str], dict[str, str]]] = {
    "nl": ("en", frozenset("aeou"), {"v": "f", "z": "s"}),
}
"""Languages whose plural ending (first) opens the stem's last syllable: its long vowel (one
of the second) is then written once ("problemen" → "probleem", "bomen" → "boom"), and its last
consonant voiced as the third says ("golven" → "golf", "huizen" → "huis", "brieven" →
"brief"). A form of theirs is looked for with the long vowel first: "bomen" are trees."""


ARTICLES: dict[str, tuple[str, ...]] = {
    "en": ("the ",),
    "fr": ("le ", "la ", "les ", "l'"),
    "nl": ("de ", "het ", "'t "),
}
"""Articles a name may be listed or written with ("la France", "de Efteling", "the Beatles")."""


def entry_of(lexicon: Mapping[str, tuple[str, ...]], word: str, language: str) -> str | None:
    """The entry of ``lexicon`` that tells what ``word`` calls to mind: its own, with or
    without an article (:data:`ARTICLES`), or that of the word it is a plural or other form
    of (:data:`ENDINGS`; a Dutch doubled consonant undone, "bergen" → "berg", "katten" →
    "kat"). None: the lexicon does not know it."""
    key = normalize(word)
    if key in lexicon:
        return key
    for article in ARTICLES.get(language, ()):  # "la tour Eiffel" for "tour Eiffel"
        other = key[len(article) :] if key.startswith(article) else article + key
        if other in lexicon:
            return other
    if len(key) < 5 or " " in key:
        return None
    for ending, instead in ENDINGS.get(language, ()):
        if key.endswith(ending):
            stem = key[: -len(ending)]
            doubled = language in UNDOUBLED and len(stem) > 3 and stem[-1] == stem[-2]
            undoubled = stem[:-1] if doubled else ""
            for form in (*_opened(stem, ending, language), stem + instead, undoubled):
                if len(form) >= 3 and form in lexicon:
                    return form
    return None


def _opened(stem: str, ending: str, language: str) -> tuple[str, ...]:
    """The singulars a plural ``stem`` + ``ending`` may have in an open syllable
    (:data:`OPENED`): long vowel written twice, last consonant unvoiced, or both."""
    opened, long_vowels, unvoiced = OPENED.get(language, ("", frozenset(), {}))
    if ending != opened or len(stem) < 3:
        return ()
    last = unvoiced.get(stem[-1], stem[-1])
    forms = [stem[:-1] + last] if last != stem[-1] else []
    vowel, before = stem[-2], stem[-3]
    if vowel in long_vowels and before.isalpha() and before not in "aeiouy":  # not "ie", "ou"
        forms.insert(0, stem[:-1] + vowel + last)
    return tuple(forms)


COMPOUND_LENGTH = 7
"""Words shorter than this are not read as two words put together."""
CLOSED_COMPOUNDS = frozenset({"en", "nl"})
"""The languages that write a compound as one word ("toothbrush", "wangzakken"); French
joins its words with spaces or hyphens ("porte-monnaie"), so a French word cut in two is
mostly two words that happen to spell it."""


def compound_parts(
    lexicon: Mapping[str, tuple[str, ...]], word: str, language: str
) -> tuple[str, str] | None:
    """The entries of ``lexicon`` for the two words a compound is made of, the longest
    last part first ("wangzakken": "wang", "zak"; "zwembadtegel": "zwembad", "tegel"), a
    joining letter of :data:`LINKS` left out ("schoonheid-s-slaapje"); None when no split gives
    two known words of three letters or more, or ``word`` is short, has spaces or is of a
    language that does not write compounds as one word (:data:`CLOSED_COMPOUNDS`)."""
    key = normalize(word)
    if (
        language not in CLOSED_COMPOUNDS
        or len(key) < COMPOUND_LENGTH
        or " " in key
        or is_unspaced_script(key[0])
    ):
        return None
    for cut in range(3, len(key) - 2):
        first, last = key[:cut], key[cut:]
        head = entry_of(lexicon, last, language)
        if head is None:
            continue
        forms = [first] + [
            first[: -len(link)]
            for link in LINKS.get(language, ())
            if first.endswith(link) and len(first) - len(link) >= 3
        ]
        modifier = next((e for f in forms if (e := entry_of(lexicon, f, language))), None)
        if modifier is not None:
            return modifier, head
    return None


def calls_to_mind(
    lexicon: Mapping[str, tuple[str, ...]], word: str, language: str
) -> tuple[str, ...]:
    """What ``word`` calls to mind (:func:`entry_of`; nothing for a word the lexicon does not
    know in any form)."""
    entry = entry_of(lexicon, word, language)
    return lexicon[entry] if entry is not None else ()
