"""Reading clues: which code do three clues stand for? (decoder and interceptor)

Both build a 3×4 table of how strongly each clue points at each keyword
number and pick the code (three different digits) with the highest total.
The decoder knows the keywords; the interceptor knows only the clues the
opponents gave for each number so far, and at the hard level also the pack's
words that best fit them.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from decrypto_qt.engine import ALL_CODES

UNSEEN = 0.30
"""What a clue scores against a keyword number with no clues yet: about what a clue
scores against clues of an unrelated keyword, so a new clue goes to an empty number."""
NO_HISTORY = 0.2

_CODE_INDEX = np.array([[d - 1 for d in code] for code in ALL_CODES])  # (24, 3)


def best_code(
    scores: np.ndarray, rng: np.random.Generator, noise: float = 0.0
) -> tuple[int, int, int]:
    """The code whose clue-keyword scores add up highest, read with ``noise``."""
    table = scores + rng.normal(0.0, noise, scores.shape) if noise > 0 else scores
    totals = table[np.arange(3)[None, :], _CODE_INDEX].sum(axis=1)
    code = ALL_CODES[int(np.argmax(totals))]
    return (code[0], code[1], code[2])


def _closest(clues: np.ndarray, group: np.ndarray) -> np.ndarray:
    """For each clue, its highest similarity to a vector of ``group``."""
    return np.asarray((clues @ group.T).max(axis=1))


def decoder_scores(
    clues: np.ndarray,
    keywords: np.ndarray,
    history: Sequence[np.ndarray],
    weight: float,
) -> np.ndarray:
    """How much each clue (rows) points at each of the team's keywords (columns).

    ``history[k]`` holds the team's earlier clues for keyword k+1 (as vectors).
    """
    scores = clues @ keywords.T
    if weight > 0:
        for k, group in enumerate(history):
            scores[:, k] += weight * (_closest(clues, group) if len(group) else NO_HISTORY)
    return np.asarray(scores)


def interceptor_scores(
    clues: np.ndarray,
    history: Sequence[np.ndarray],
    inferred: np.ndarray | None = None,
) -> np.ndarray:
    """How much each clue points at each opponent keyword number, from their earlier clues.

    ``inferred`` (4, d), when given, holds a guess of each keyword (rows of zeros where
    there is nothing to go on); it counts half.
    """
    scores = np.full((len(clues), 4), UNSEEN, dtype=np.float32)
    for k, group in enumerate(history):
        if len(group):
            scores[:, k] = _closest(clues, group)
            if inferred is not None and np.any(inferred[k]):
                scores[:, k] = 0.5 * scores[:, k] + 0.5 * (clues @ inferred[k])
    return scores
