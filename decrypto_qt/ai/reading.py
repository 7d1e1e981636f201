"""Reading clues: which code do three clues stand for? (decoder and interceptor)

Both build a 3×4 table of how strongly each clue points at each keyword
number and pick the code (three different digits) with the highest total.
The decoder knows the keywords; the interceptor knows only the clues the
opponents gave for each number so far, and at the hard level also the pack's
words that best fit them.

A careful reader (normal and hard levels) reads every word in a few short
contexts of the game's language (:data:`CONTEXTS`): the encoder is built for
sentences and places a lone word less surely than the same word said in a
sentence. It also discounts keywords that are close to almost everything
(:func:`background`), so that one such keyword does not draw every clue.
The weights were fitted on the development clue sets (``bench/ai/data``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np

from decrypto_qt.ai.lexicon import heard_in, name_parts
from decrypto_qt.ai.model import Model
from decrypto_qt.ai.vocabulary import shares_stem
from decrypto_qt.engine import ALL_CODES, normalize
from decrypto_qt.engine.normalize import is_unspaced_script

UNSEEN = 0.30
"""What a clue scores against a keyword number with no clues yet: about what a clue
scores against clues of an unrelated keyword, so a new clue goes to an empty number
(the median on the development sets: 0.30 for bare words, 0.26 read in context)."""
NO_HISTORY = 0.2

CONTEXTS: dict[str, tuple[str, ...]] = {
    "en": ("{}", "This is about {}.", "a {}", "I think of {}."),
    "fr": ("{}", "Il s'agit de {}.", "le {}", "Je pense à {}."),
    "nl": ("{}", "Het gaat over {}.", "de {}", "Ik denk aan {}."),
    "zh": ("{}", "这是关于{}的。", "{}的", "我想到{}。"),
}
"""Short phrases a word is read in (the bare word first), per language of the pack."""
INFERRED = 0.5
"""Weight of the guessed keyword against the clues seen for it, when intercepting."""
CALIBRATION = 0.15
"""How much of a keyword's mean similarity to common words is taken off its column."""
CONTEXT_NO_HISTORY = 0.3
"""NO_HISTORY for clues read in context."""

ASSOCIATED = 1.0
"""Weight of how near a clue is to what people associate with a keyword (the lexicon)."""
ASSOCIATION_TOP = 3
"""A clue is read against the mean of its closest few associations of a keyword."""
EXACT = 0.3
"""Added when a clue is, word for word, one of a keyword's associations."""
FORM = 0.5
"""The share of :data:`EXACT` added when a clue is another form of one of a keyword's
associations (its stem, :func:`decrypto_qt.ai.vocabulary.shares_stem`): "trapèze", and
the circus's list says "trapéziste"."""
FORM_LENGTH = 5
"""Words shorter than this are not read as forms of another ("mari", "marin")."""
HOPS = 1.0
"""Weight of how near a keyword is to what people associate with the clue itself: a clue
that is an everyday word ("rake") calls things to mind ("garden", "leaves") that point at a
keyword ("gardener") even when the clue and the keyword are far apart in the model. Fitted
on the development clue sets with their clues struck from every list."""

PHRASE = 0.3
"""Added where a clue and a keyword make a phrase people say, as the lists hold it
("Silicon" and *valley*, "roue" and *secours*, "pot" and *honing*): said together, a person
hears the keyword at once, however far apart the two words are in the model."""
NAMED = 0.3
"""Added where the clue's own list (what it calls to mind) names the keyword, as one of its
texts or a word of one ("Baantjer": *detective*; "Cupido": "pijl en boog"; "ketel":
*toverdrank*): a person who knows the clue hears the keyword in it at once. Fitted on the
development clue sets with their clues struck from every list (any weight from 0.15 up reads
the same rounds: where a list names a keyword it decides)."""
JOINS: dict[str, tuple[str, ...]] = {
    "en": (" ", "", "-", " of ", " of the "),
    "fr": (" ", "-", " de ", " du ", " des ", " d'", " de la ", " à ", " au ", " aux "),
    "nl": (" ", "", "-", "s", "e", "en", " van ", " van de "),
    "zh": ("", "的"),
}
"""How two words of the language make a phrase (either word first): side by side, in one
word, or joined by a small word."""


_CODE_INDEX = np.array([[d - 1 for d in code] for code in ALL_CODES])  # (24, 3)


def best_code(
    scores: np.ndarray, rng: np.random.Generator, noise: float = 0.0
) -> tuple[int, int, int]:
    """The code whose clue-keyword scores add up highest, read with ``noise``."""
    table = scores + rng.normal(0.0, noise, scores.shape) if noise > 0 else scores
    totals = table[np.arange(3)[None, :], _CODE_INDEX].sum(axis=1)
    code = ALL_CODES[int(np.argmax(totals))]
    return (code[0], code[1], code[2])


def context_vectors(model: Model, texts: Sequence[str], language: str) -> np.ndarray:
    """Unit vectors of ``texts``, each the mean of the text read in the language's contexts."""
    contexts = CONTEXTS.get(language, ("{}",))
    if not texts:
        return model.embed([])
    # One call for every phrase: the encoder's cost is mostly per call, not per text.
    phrases = model.embed([c.format(t) for c in contexts for t in texts])
    vectors = phrases.reshape(len(contexts), len(texts), -1).sum(axis=0)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return np.asarray(vectors / np.maximum(norms, 1e-9), dtype=np.float32)


def background(keywords: np.ndarray, centre: np.ndarray) -> np.ndarray:
    """Each keyword's mean similarity to the common words whose mean vector is ``centre``.

    A keyword close to almost everything (a "hub") would otherwise draw every hard clue.
    """
    return np.asarray(keywords @ centre)


def _closest(clues: np.ndarray, group: np.ndarray) -> np.ndarray:
    """For each clue, its highest similarity to a vector of ``group``."""
    return np.asarray((clues @ group.T).max(axis=1))


class Associations:
    """A keyword's associations as vectors, and their normalized texts for exact matches."""

    def __init__(self, vectors: np.ndarray, texts: Sequence[str]) -> None:
        self.vectors = vectors
        self.texts = frozenset(normalize(t) for t in texts)
        self.name_parts = frozenset(p for t in texts for p in name_parts(t))
        """What the names among ``texts`` are also called by (:func:`name_parts`)."""
        self.words = tuple(t for t in self.texts if " " not in t and len(t) >= FORM_LENGTH)
        """Its single words that other forms may be read as (:data:`FORM`)."""


def exact_matches(
    said: Sequence[str], keywords: Sequence[Associations], names: Sequence[bool] = ()
) -> np.ndarray:
    """(clues × keywords): 1 where the clue (normalized text) is one of the keyword's
    associations, or, where ``names[i]`` says clue i is a name the lists do not know, part
    of a name among them ("Bocuse" for "Paul Bocuse"); :data:`FORM` where it is another
    form of one of its words ("trapèze" for "trapéziste", "brancard" for "brancardier");
    else 0."""
    flags = list(names) or [False] * len(said)
    out = np.zeros((len(said), len(keywords)), dtype=np.float32)
    for i, (text, name) in enumerate(zip(said, flags, strict=True)):
        single = " " not in text and len(text) >= FORM_LENGTH
        for k, known in enumerate(keywords):
            if text in known.texts or (name and text in known.name_parts):
                out[i, k] = 1.0
            elif single and any(shares_stem(text, w) for w in known.words):
                out[i, k] = FORM
    return out


def association_scores(
    clues: np.ndarray, exact: np.ndarray, keywords: Sequence[Associations]
) -> np.ndarray:
    """How near each clue (rows) is to what people associate with each keyword (columns).

    The mean of the clue's :data:`ASSOCIATION_TOP` closest associations, plus
    :data:`EXACT` where ``exact`` (from :func:`exact_matches`) says the clue is one
    of them word for word. Callers use it only when every keyword has associations
    (:func:`all_known`): a keyword read by itself scores lower, and would lose
    clues meant for it to a keyword that has them.
    """
    out = np.zeros((len(clues), len(keywords)), dtype=np.float32)
    for k, known in enumerate(keywords):
        sims = clues @ known.vectors.T
        top = min(ASSOCIATION_TOP, sims.shape[1])
        out[:, k] = np.partition(sims, sims.shape[1] - top, axis=1)[:, -top:].mean(axis=1)
    return out + EXACT * exact.astype(np.float32)


def hop_scores(keywords: np.ndarray, clues: Sequence[np.ndarray | None]) -> np.ndarray:
    """(clues × keywords): each keyword against the clue's own associations (the mean of
    its :data:`ASSOCIATION_TOP` closest); 0 for a clue the lists do not know (the same
    for every keyword, so it leans on no number)."""
    out = np.zeros((len(clues), len(keywords)), dtype=np.float32)
    for i, group in enumerate(clues):
        if group is None or not len(group):
            continue
        sims = keywords @ group.T
        top = min(ASSOCIATION_TOP, sims.shape[1])
        out[i] = np.partition(sims, sims.shape[1] - top, axis=1)[:, -top:].mean(axis=1)
    return out


def set_phrases(
    clues: Sequence[str],
    keywords: Sequence[str],
    said: Callable[[str], bool],
    language: str,
    partners: Sequence[frozenset[str]] = (),
) -> np.ndarray:
    """(clues × keywords): does the clue make, with the keyword, a phrase the lists hold
    (``said``, on normalized texts), either word first (:data:`JOINS`), or is it what one of
    the keyword's set phrases says beside it (``partners[k]``, :func:`heard_in`)?"""
    joins = JOINS.get(language, (" ",))
    out = np.zeros((len(clues), len(keywords)), dtype=bool)
    for i, clue in enumerate(clues):
        a = normalize(clue)
        for k, keyword in enumerate(keywords):
            b = normalize(keyword)
            if a and b and a != b:
                out[i, k] = any(said(a + j + b) or said(b + j + a) for j in joins) or (
                    k < len(partners) and heard_in(clue, partners[k])
                )
    return out


PLURALS: dict[str, tuple[str, ...]] = {
    "en": ("s", "es"),
    "fr": ("s", "x"),
    "nl": ("s", "en", "'s"),
}
"""The endings of a plural, by language: a list that names "crevettes" names a shrimp.
Narrower than :data:`decrypto_qt.ai.lexicon.ENDINGS`, which also undoes tenses, feminines
and diminutives to find the list of the word a clue is a form of: a keyword heard in a
longer word of a list must be the keyword itself, or "pain" would be heard in "painted"."""


def named_by_clues(
    said: Sequence[Sequence[str]], keywords: Sequence[str], language: str
) -> np.ndarray:
    """(clues × keywords): does what the clue calls to mind (``said[i]``, its list's texts)
    name the keyword, as a whole text or as a word of one, in the plural too
    (:data:`PLURALS`: "crevettes" from Forrest Gump names a shrimp; in a script without
    spaces, anywhere inside one)?"""
    out = np.zeros((len(said), len(keywords)), dtype=bool)
    folded = [[f" {normalize(t).replace('-', ' ')} " for t in texts] for texts in said]
    endings = "|".join(re.escape(e) for e in PLURALS.get(language, ()))
    for k, keyword in enumerate(keywords):
        key = normalize(keyword)
        if not key:
            continue
        unspaced = is_unspaced_script(key[0])
        if unspaced and len(key) < 2:
            continue
        if unspaced:
            for i, texts in enumerate(folded):
                out[i, k] = any(key in t for t in texts)
            continue
        needle = re.compile(f" {re.escape(key.replace('-', ' '))}(?:{endings})? ")
        for i, texts in enumerate(folded):
            out[i, k] = any(needle.search(t) for t in texts)
    return out


def all_known(keywords: Sequence[Associations | None]) -> list[Associations] | None:
    """The keywords' associations when every one has some, else None (read by the model)."""
    known = [k for k in keywords if k is not None and len(k.vectors)]
    return known if len(known) == len(keywords) else None


def decoder_scores(
    clues: np.ndarray,
    keywords: np.ndarray,
    history: Sequence[np.ndarray],
    weight: float,
    hubs: np.ndarray | None = None,
    no_history: float = NO_HISTORY,
    associated: np.ndarray | None = None,
    hops: np.ndarray | None = None,
    phrases: np.ndarray | None = None,
    named: np.ndarray | None = None,
) -> np.ndarray:
    """How much each clue (rows) points at each of the team's keywords (columns).

    ``history[k]`` holds the team's earlier clues for keyword k+1 (as vectors);
    ``hubs``, when given, each keyword's :func:`background`, taken off its column
    (:data:`CALIBRATION`); ``associated``, when given, :func:`association_scores`
    of the clues, added with weight :data:`ASSOCIATED`; ``hops``, when given,
    :func:`hop_scores`, added with weight :data:`HOPS`; ``phrases``, when given,
    :func:`set_phrases`, adding :data:`PHRASE` where true; ``named``, when given,
    :func:`named_by_clues`, adding :data:`NAMED` where true.
    """
    scores = clues @ keywords.T
    if hubs is not None:
        scores = scores - CALIBRATION * hubs[None, :]
    if associated is not None:
        scores = scores + ASSOCIATED * associated
    if hops is not None:
        scores = scores + HOPS * hops
    if phrases is not None:
        scores = scores + PHRASE * phrases.astype(np.float32)
    if named is not None:
        scores = scores + NAMED * named.astype(np.float32)
    if weight > 0:
        for k, group in enumerate(history):
            scores[:, k] += weight * (_closest(clues, group) if len(group) else no_history)
    return np.asarray(scores)


def interceptor_scores(
    clues: np.ndarray,
    history: Sequence[np.ndarray],
    inferred: np.ndarray | None = None,
    associated: np.ndarray | None = None,
    named: np.ndarray | None = None,
) -> np.ndarray:
    """How much each clue points at each opponent keyword number, from their earlier clues.

    ``inferred`` (4, d), when given, holds a guess of each keyword (rows of zeros where
    there is nothing to go on); it counts :data:`INFERRED`. ``associated``, when given,
    is :func:`association_scores` against the guessed keywords, read as the decoder does;
    ``named``, when given, :func:`named_by_clues` against them: a clue whose own list names
    a guessed keyword gains :data:`NAMED` as the decoder's would, weighed as the guess is.
    """
    scores = np.full((len(clues), 4), UNSEEN, dtype=np.float32)
    for k, group in enumerate(history):
        if len(group):
            scores[:, k] = _closest(clues, group)
            if inferred is not None and np.any(inferred[k]):
                guess = clues @ inferred[k]
                if associated is not None:
                    guess = (guess + ASSOCIATED * associated[:, k]) / (1 + ASSOCIATED)
                if named is not None:
                    guess = guess + NAMED * named[:, k].astype(np.float32)
                scores[:, k] = (1 - INFERRED) * scores[:, k] + INFERRED * guess
    return scores
