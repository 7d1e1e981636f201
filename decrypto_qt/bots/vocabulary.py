"""The words scripted bots write clues with: common words that are no keyword of the pack.

Drawing clues from the keyword pack itself would let a bot say one of the
opponents' secret keywords as a clue (legal, but it hands the opponents their
own word). The list comes from the same source as the computer players'
candidate clues, without the model: no keyword of the pack, nothing that
contains, sits inside or shares a stem with one.
"""

from __future__ import annotations

from collections.abc import Sequence

from decrypto_qt.ai.vocabulary import candidate_words

SIZE = 3000


def clue_vocabulary(language: str, pack: Sequence[str]) -> list[str]:
    """Clue words for scripted bots playing with ``pack`` in ``language``."""
    return candidate_words(language, pack, SIZE)
