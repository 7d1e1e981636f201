"""Guessing the opponents' keywords (the R20 tie-break, and the hard interceptor).

Each opponent keyword is guessed as the pack word closest to the centre of the
clues given for it. Never guessed: the team's own keywords (all 8 differ) and
any clue the opponents gave (a clue is never one of its team's keywords, R23);
callers pass both in ``exclude``.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from decrypto_qt.ai.lexicon import calls_to_mind
from decrypto_qt.ai.vocabulary import Vocabulary
from decrypto_qt.engine import normalize

LEXICON_EVIDENCE = 0.3
"""Added to a pack word's fit for each of the clues (as a share of them) that people
associate with it word for word (:mod:`decrypto_qt.ai.lexicon`)."""


NAMED_BY_CLUE = 0.5
"""Counted, as a share of a clue, for a pack word that the clue's own list names ("Golden
Gate Bridge": fog): a person who knows the name thinks of it. Fitted on the development
sets (interception from round 2 up in English, Dutch and French, down one round in Chinese)."""


def lexicon_evidence(vocabulary: Vocabulary, clues: Sequence[str]) -> np.ndarray:
    """For each pack word, the share of ``clues`` that are among its associations, and
    :data:`NAMED_BY_CLUE` of those whose own list names it."""
    out = np.zeros(len(vocabulary.pack), dtype=np.float32)
    if not clues or not vocabulary.lexicon:
        return out
    index = vocabulary.lexicon_index
    rows = vocabulary.pack_rows
    for clue in clues:
        for i in index.get(normalize(clue), ()):
            out[i] += 1.0
        own = calls_to_mind(vocabulary.understood, clue, vocabulary.language)
        for i in {rows[t] for t in map(normalize, own) if t in rows}:
            out[i] += NAMED_BY_CLUE
    return out / len(clues)


def infer_keywords(
    history: Sequence[np.ndarray],
    vocabulary: Vocabulary,
    exclude: Sequence[str],
    texts: Sequence[Sequence[str]] | None = None,
) -> list[int | None]:
    """For each keyword number, the index in ``vocabulary.pack`` of the best guess (None: no clues).

    ``texts``, when given, holds the clues of ``history`` as texts: a pack word whose
    associations include them fits better (:data:`LEXICON_EVIDENCE`).
    Guesses are distinct; the most certain are settled first.
    """
    banned = {normalize(w) for w in exclude}
    allowed = np.array([normalize(w) not in banned for w in vocabulary.pack])
    fits: list[tuple[float, int, np.ndarray]] = []
    for k, group in enumerate(history):
        if len(group):
            sims = (vocabulary.pack_vectors @ group.T).mean(axis=1)
            if texts is not None:
                sims = sims + LEXICON_EVIDENCE * lexicon_evidence(vocabulary, texts[k])
            sims = np.where(allowed, sims, -np.inf)
            fits.append((float(sims.max()), k, sims))
    out: list[int | None] = [None] * len(history)
    taken: set[int] = set()
    for _, k, sims in sorted(fits, key=lambda f: -f[0]):
        for i in np.argsort(-sims):
            if int(i) not in taken and np.isfinite(sims[i]):
                out[k] = int(i)
                taken.add(int(i))
                break
    return out


def guess_keywords(
    history: Sequence[np.ndarray],
    vocabulary: Vocabulary,
    exclude: Sequence[str],
    rng: np.random.Generator,
    texts: Sequence[Sequence[str]] | None = None,
) -> tuple[str, str, str, str]:
    """Four guesses at the opponents' keywords, in keyword order (``texts``: as for
    :func:`infer_keywords`)."""
    picks = infer_keywords(history, vocabulary, exclude, texts)
    banned = {normalize(w) for w in exclude} | {
        normalize(vocabulary.pack[i]) for i in picks if i is not None
    }
    rest = [w for w in vocabulary.pack if normalize(w) not in banned]
    words: list[str] = []
    for i in picks:
        if i is not None:
            words.append(vocabulary.pack[i])
        elif rest:
            words.append(rest.pop(int(rng.integers(len(rest)))))
        else:
            words.append("?")
    return (words[0], words[1], words[2], words[3])
