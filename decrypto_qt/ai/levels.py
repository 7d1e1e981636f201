"""How well a computer player reads clues and how much it uses the history.

The levels differ in the noise added to every similarity it reads (a player
who misreads), in whether it uses its own team's earlier clues when decoding,
how much of the opponents' history it remembers when intercepting, whether it
infers the opponents' keywords from the pack, how carefully it picks clues
(a pool of near-best clues to pick from) and how hard it avoids clues close to
what the opponents have already seen. Their effect is measured by
``python -m bench.ai``, not assumed.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    name: str
    noise: float
    """Standard deviation of the noise added to each clue-keyword similarity when reading."""
    history: float
    """Weight of the team's own earlier clues when decoding (0: keywords only)."""
    memory: int
    """Rounds of the opponents' history used when intercepting (0: all of it)."""
    infer_keywords: bool
    """Intercept also by guessing the opponents' keywords from the pack's words."""
    clue_pool: int
    """The encryptor picks at random among this many of its best candidate clues."""
    caution: float
    """Weight against codes the opponents could read from what they have seen
    (:func:`decrypto_qt.ai.clues.choose_clues`)."""
    spread: float = 0.2
    """How far below its best three clues the encryptor may pick, at random (with caution)."""
    careful: bool = False
    """Read words in short contexts of the language and discount "hub" keywords
    (:mod:`decrypto_qt.ai.reading`); otherwise read each bare word as it comes."""
    associations: bool = False
    """Read clues also against what people associate with each keyword
    (:mod:`decrypto_qt.ai.lexicon`), not only against the keyword itself."""


LEVELS: dict[str, Level] = {
    "easy": Level(
        "easy",
        noise=0.07,
        history=0.0,
        memory=0,
        infer_keywords=False,
        clue_pool=40,
        caution=0.5,
        spread=1.0,
        associations=True,
    ),
    "normal": Level(
        "normal",
        noise=0.04,
        history=0.3,
        memory=0,
        infer_keywords=True,
        clue_pool=8,
        caution=3.0,
        careful=True,
        associations=True,
    ),
    "hard": Level(
        "hard",
        noise=0.0,
        history=0.3,
        memory=0,
        infer_keywords=True,
        clue_pool=3,
        caution=5.0,
        spread=0.1,
        careful=True,
        associations=True,
    ),
}
DEFAULT_LEVEL = "normal"


def level(name: str) -> Level:
    """The level called ``name`` (easy, normal or hard)."""
    try:
        return LEVELS[name]
    except KeyError:
        raise ValueError(f"no level {name!r}: choose easy, normal or hard") from None
