"""Writing clues (the encryptor): three words that point at the code's keywords.

A good clue is close to its keyword and far from the team's three other
keywords (teammates must read it), and not close to the clues the opponents
have already seen for that keyword (they must not). Every clue is checked
by the rules engine (R22-R24) and is never a near-translation or synonym of
a keyword, never shares a stem (Latin) or a character (Chinese) with one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from decrypto_qt.ai.levels import Level
from decrypto_qt.ai.reading import (
    ASSOCIATED,
    INFERRED,
    UNSEEN,
    Associations,
    association_scores,
)
from decrypto_qt.ai.vocabulary import NEAR_KEYWORD, Vocabulary, gives_keyword_away
from decrypto_qt.engine import RuleError
from decrypto_qt.engine.clues import check_clue
from decrypto_qt.engine.normalize import is_unspaced_script, normalize

SHORTLIST = 400
"""Candidates looked at per clue, best first; the rest cannot win."""
FAMILIAR = 0.1
"""Preference for what people say first about a keyword (the head of its list) over
what they say last, per the whole length of the list."""
SPECIFIC = 0.25
"""Weight against a clue that only one word of the lists goes with ("Alexander Graham
Bell" says telephone to anyone): the opponents would work the keyword out from it. A clue
that goes with many ("ring", "cord") is read by the teammates, who know the four
keywords, and not by the opponents, who must guess them; the weight falls as 1/n."""


@dataclass(frozen=True)
class Said:
    """What people say about one keyword (its association list, in the list's order),
    with each text's vector: the clues a person links to the keyword at once."""

    texts: tuple[str, ...]
    vectors: np.ndarray


def opponents_reading(vocabulary: Vocabulary, seen: Sequence[np.ndarray]) -> np.ndarray | None:
    """How the opponents would place each vocabulary word, from the clues they have seen.

    ``seen[j]`` holds the clues they have seen for keyword j+1 (vectors); None when
    they have seen none.
    """
    if not any(len(g) for g in seen):
        return None
    opponents = np.full((len(vocabulary.words), 4), UNSEEN, dtype=np.float32)
    for j, group in enumerate(seen):
        if len(group):
            opponents[:, j] = (vocabulary.vectors @ group.T).max(axis=1)
    return opponents


def clue_scores(
    sims: np.ndarray, opponents: np.ndarray | None, keyword: int, caution: float
) -> np.ndarray:
    """How good each vocabulary word is as a clue for keyword index ``keyword`` (0-3).

    ``sims`` (words × 4) holds each word's similarity to the team's keywords:
    a clue must be near its keyword and far from the other three. The encryptor
    reads each candidate as the opponents would (``opponents``, from
    :func:`opponents_reading`) and gives up ``caution`` per unit of the margin
    by which they would place it right.
    """
    target = sims[:, keyword]
    others = np.delete(sims, keyword, axis=1).max(axis=1)
    score = target + (target - others)
    if caution > 0 and opponents is not None:
        margin = opponents[:, keyword] - np.delete(opponents, keyword, axis=1).max(axis=1)
        score -= caution * np.maximum(0.0, margin + 0.05)
    # Nearly the keyword itself: a translation or a synonym (R25), never offered.
    score[target >= NEAR_KEYWORD] = -np.inf
    return np.asarray(score)


def vocabulary_associations(vocabulary: Vocabulary, keywords: Sequence[Associations]) -> np.ndarray:
    """(words × 4): each candidate read against each keyword's associations, as a
    teammate reads a clue (:func:`decrypto_qt.ai.reading.association_scores`)."""
    exact = np.zeros((len(vocabulary.words), len(keywords)), dtype=bool)
    rows = vocabulary.word_rows
    for k, known in enumerate(keywords):
        for text in known.texts:
            row = rows.get(text)
            if row is not None:
                exact[row, k] = True
    return association_scores(vocabulary.vectors, exact, keywords)


def _shares_character(word: str, keywords: Sequence[str]) -> bool:
    chars = {ch for k in keywords for ch in normalize(k) if is_unspaced_script(ch)}
    return any(ch in chars for ch in normalize(word))


def acceptable(word: str, keywords: Sequence[str], earlier: Sequence[str]) -> bool:
    """Legal (R22-R24) and giving no keyword away by its form."""
    try:
        check_clue(word, keywords, earlier)
    except RuleError:
        return False
    if any(gives_keyword_away(word, k) for k in keywords):
        return False
    return not _shares_character(word, keywords)


def choose_clues(
    code: Sequence[int],
    keywords: Sequence[str],
    keyword_vectors: np.ndarray,
    vocabulary: Vocabulary,
    earlier: Sequence[str],
    seen: Sequence[np.ndarray],
    level: Level,
    rng: np.random.Generator,
    associated: np.ndarray | None = None,
    exposed: Sequence[int] = (),
    said: Sequence[Said | None] = (),
) -> tuple[str, str, str]:
    """Three clues for ``code``, one per digit, legal together with the team's ``earlier`` clues.

    ``said[k]``, when given, holds what people say about keyword k+1: its clue is then
    chosen among those texts (a word, a name, a phrase a person links to the keyword at
    once), weighed as below, and from the vocabulary only when none of them is legal.

    ``associated`` (words × 4), when given, is how near each candidate is to what people
    associate with each keyword (:func:`vocabulary_associations`): the encryptor then
    weighs candidates as its teammates read them. ``exposed`` lists the keyword indices
    (0-3) the opponents can work out from the clues they have seen: they read a clue for
    one of those much as the teammates do (:data:`INFERRED`).
    """
    chosen: list[str] = []
    sims = vocabulary.vectors @ keyword_vectors.T
    if associated is not None:
        sims = (sims + ASSOCIATED * associated) / (1 + ASSOCIATED)
    opponents = opponents_reading(vocabulary, seen) if level.caution > 0 else None
    if opponents is not None:
        for k in exposed:
            opponents[:, k] = (1 - INFERRED) * opponents[:, k] + INFERRED * sims[:, k]
    for digit in code:
        k = digit - 1
        known = said[k] if k < len(said) else None
        if known is not None:
            pick = _from_what_people_say(
                known,
                k,
                keyword_vectors,
                vocabulary.association_degree,
                vocabulary.names_a_word_of_the_list,
                said,
                keywords,
                [*earlier, *chosen],
                seen,
                exposed,
                level,
                rng,
            )
            if pick is not None:
                chosen.append(pick)
                continue
        scores = clue_scores(sims, opponents, k, level.caution)
        order = np.argsort(-scores)[:SHORTLIST]
        pool: list[str] = []
        for i in order:
            if not np.isfinite(scores[i]):
                break
            word = vocabulary.words[int(i)]
            if acceptable(word, keywords, [*earlier, *chosen]):
                pool.append(word)
                if len(pool) >= level.clue_pool:
                    break
        if not pool:  # a tiny vocabulary: any legal word will do
            pool = [w for w in vocabulary.words if acceptable(w, keywords, [*earlier, *chosen])][:1]
        if not pool:
            raise RuntimeError("no legal clue in the vocabulary")
        chosen.append(pool[int(rng.integers(len(pool)))])
    return (chosen[0], chosen[1], chosen[2])


def _from_what_people_say(
    known: Said,
    k: int,
    keyword_vectors: np.ndarray,
    degree: Mapping[str, int],
    names_word: Callable[[str], bool],
    said: Sequence[Said | None],
    keywords: Sequence[str],
    earlier: Sequence[str],
    seen: Sequence[np.ndarray],
    exposed: Sequence[int],
    level: Level,
    rng: np.random.Generator,
) -> str | None:
    """A clue for keyword index ``k`` from what people say about it (None: none is legal).

    A text that says, holds or inflects a word of the game's list (``names_word``: it
    could be an opponent's keyword) is never given.

    Each candidate is read as a teammate reads it (near its keyword and what people say
    about it, far from the other three) and as the opponents would from the clues they
    have seen (:func:`clue_scores`); what people say first is preferred a little
    (:data:`FAMILIAR`)."""
    legal = [
        i
        for i, t in enumerate(known.texts)
        if acceptable(t, keywords, earlier) and not names_word(t)
    ]
    if not legal:
        return None
    vectors = known.vectors[legal]
    raw = vectors @ keyword_vectors.T
    sims = raw
    lists = [s for s in said if s is not None]
    if len(lists) == len(keyword_vectors):
        texts = [known.texts[i] for i in legal]
        exact = np.array(
            [[normalize(t) in {normalize(x) for x in s.texts} for s in lists] for t in texts]
        )
        groups = [Associations(s.vectors, s.texts) for s in lists]
        sims = (raw + ASSOCIATED * association_scores(vectors, exact, groups)) / (1 + ASSOCIATED)
    opponents = None
    if level.caution > 0 and any(len(g) for g in seen):
        opponents = np.full((len(legal), 4), UNSEEN, dtype=np.float32)
        for j, group in enumerate(seen):
            if len(group):
                opponents[:, j] = (vectors @ group.T).max(axis=1)
        for j in exposed:
            opponents[:, j] = (1 - INFERRED) * opponents[:, j] + INFERRED * sims[:, j]
    scores = clue_scores(sims, opponents, k, level.caution)
    scores[raw[:, k] >= NEAR_KEYWORD] = -np.inf  # a translation or synonym (R25)
    scores += FAMILIAR * (1 - np.array(legal, dtype=np.float32) / len(known.texts))
    if level.caution > 0:
        scores -= SPECIFIC * np.array(
            [1 / max(1, degree.get(normalize(known.texts[i]), 1)) for i in legal], dtype=np.float32
        )
    order = [int(i) for i in np.argsort(-scores) if np.isfinite(scores[i])]
    if not order:
        return None
    pool = order[: level.clue_pool]
    return known.texts[legal[pool[int(rng.integers(len(pool)))]]]
