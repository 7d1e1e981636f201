"""Reading clues carefully: words in context, keywords that are close to everything discounted.

The cases come from the development clue sets (``bench/ai/data/dev_*.json``), where a reader
of bare words gets them wrong: a careful reader (normal and hard levels) must get them right.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from decrypto_qt.ai import reading
from decrypto_qt.ai.levels import LEVELS
from decrypto_qt.ai.model import Model
from decrypto_qt.ai.player import ComputerPlayer
from decrypto_qt.ai.reading import CONTEXTS, background, context_vectors, decoder_scores
from decrypto_qt.ai.vocabulary import Vocabulary
from decrypto_qt.engine import Team

HARD = LEVELS["hard"]
BARE = dataclasses.replace(HARD, careful=False, associations=False)

# Keywords whose column draws clues meant for others when words are read bare
# ("sun", "shovel", "dragonfly"), with clues a person wrote for them.
HUB_ROUNDS = [
    (["shark", "firefly", "moss", "sun"], ["rolling stone", "lantern", "Jaws"], (3, 2, 1)),
    (["skateboard", "bamboo", "lighthouse", "shovel"], ["flute", "ramp", "coast"], (2, 1, 3)),
    (["observatory", "egg", "library", "dragonfly"], ["yolk", "Greenwich", "quiet"], (2, 1, 3)),
]


def team_view(keywords: list[str] | None, history: list[dict[str, Any]], number: int) -> dict:
    """White's window (``keywords``) or Black's (None) at round ``number``."""
    return {
        "round": number,
        "teams": [
            {"team": "white", "keywords": keywords},
            {"team": "black", "keywords": [] if keywords is None else None},
        ],
        "history": history,
    }


@pytest.mark.parametrize(("keywords", "clues", "code"), HUB_ROUNDS)
def test_the_hard_decoder_reads_clues_a_bare_reading_sends_to_a_hub(
    model: Model,
    vocabulary: Callable[[str], Vocabulary],
    keywords: list[str],
    clues: list[str],
    code: tuple[int, int, int],
) -> None:
    view = team_view(keywords, [], 1)
    hard = ComputerPlayer("me", model, vocabulary("en"), HARD)
    assert hard.read_code(view, Team.WHITE, Team.WHITE, clues) == code


def test_those_rounds_are_hard_for_a_bare_reading(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    """The cases above stay meaningful: reading bare words misreads every one of them."""
    bare = ComputerPlayer("me", model, vocabulary("en"), BARE)
    for keywords, clues, code in HUB_ROUNDS:
        assert bare.read_code(team_view(keywords, [], 1), Team.WHITE, Team.WHITE, clues) != code


def test_the_hard_interceptor_reads_french_clues_in_context(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    history = [
        {"team": "white", "round": 1, "clues": ["étoiles", "aube", "tropical"], "code": [2, 1, 4]},
        {"team": "white", "round": 2, "clues": ["Orion", "sirène", "boréale"], "code": [2, 3, 1]},
    ]
    clues = ["urgences", "lever du jour", "Grande Ourse"]
    hard = ComputerPlayer("me", model, vocabulary("fr"), HARD)
    assert hard.read_code(team_view(None, history, 3), Team.BLACK, Team.WHITE, clues) == (3, 1, 2)


def test_the_interceptor_hears_a_keyword_it_guessed_in_what_a_clue_calls_to_mind(
    model: Model, vocabulary: Callable[[str], Vocabulary], monkeypatch: pytest.MonkeyPatch
) -> None:
    """After palm tree, Bounty: a coconut; then "milk". What milk calls to mind names the
    coconut, so the interceptor places it there, as the decoder does with its own keywords;
    by nearness alone it goes under the chocolate (cocoa, Willy Wonka, bar)."""
    rounds = [
        (["palm tree", "lens", "goal"], [1, 2, 4]),
        (["bacteria", "cocoa", "World Cup"], [2, 3, 4]),
        (["laboratory", "penalty", "Willy Wonka"], [2, 4, 3]),
        (["bar", "referee", "Bounty"], [3, 4, 1]),
    ]
    history = [
        {"team": "white", "round": n, "clues": clues, "code": code}
        for n, (clues, code) in enumerate(rounds, start=1)
    ]
    view = team_view(None, history, 5)
    clues = ["pitch", "milk", "Easter egg"]
    hard = ComputerPlayer("me", model, vocabulary("en"), HARD)
    assert hard.read_code(view, Team.BLACK, Team.WHITE, clues) == (4, 1, 3)
    monkeypatch.setattr(reading, "NAMED", 0.0)
    deaf = ComputerPlayer("me", model, vocabulary("en"), HARD)
    assert deaf.read_code(view, Team.BLACK, Team.WHITE, clues) == (4, 3, 1)


def test_a_hub_keyword_gives_up_its_pull_on_every_clue() -> None:
    """Keyword 1 is close to every common word: discounting it sends a clue to its own keyword."""
    rng = np.random.default_rng(7)
    centre = rng.normal(size=16)
    centre /= np.linalg.norm(centre)
    keywords = rng.normal(size=(4, 16))
    keywords[0] += 3 * centre
    keywords /= np.linalg.norm(keywords, axis=1, keepdims=True)
    clue = keywords[2] * 0.3 + keywords[0] * 0.31
    clues = np.stack([clue, keywords[1], keywords[3]])
    plain = decoder_scores(clues, keywords, [], 0.0)
    calibrated = decoder_scores(clues, keywords, [], 0.0, background(keywords, centre * 2.5))
    assert int(np.argmax(plain[0])) == 0
    assert int(np.argmax(calibrated[0])) == 2


def test_context_vectors_are_unit_vectors_read_in_the_language(model: Model) -> None:
    vectors = context_vectors(model, ["falcon", "village"], "en")
    assert vectors.shape == (2, 512)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert set(CONTEXTS) == {"en", "fr", "nl", "zh"}
    assert all(c.count("{}") == 1 for phrases in CONTEXTS.values() for c in phrases)
    bare = model.embed(["falcon"])[0]
    assert 0.5 < float(vectors[0] @ bare) < 0.999  # the word still, but read in context
