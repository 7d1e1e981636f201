"""The benchmark's held-out clue sets: read with clear errors, scored through the player."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from bench.ai.baselines import PLAIN, RandomPlayer
from bench.ai.heldout import load_heldout, parse_heldout, score
from decrypto_qt.ai.levels import LEVELS
from decrypto_qt.ai.model import Model
from decrypto_qt.ai.player import ComputerPlayer
from decrypto_qt.ai.vocabulary import Vocabulary

TINY = Path(__file__).with_name("heldout_tiny.json")


def test_a_heldout_file_is_read_set_by_set() -> None:
    data = load_heldout(TINY)
    assert data.language == "en" and data.rounds == 4
    assert data.sets[0].keywords == ("piano", "volcano", "penguin", "library")
    assert data.sets[0].rounds[1].code == (3, 1, 2)
    assert data.sets[1].rounds[0].clues == ("bread", "launch", "stripes")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["sets"][0].update(keywords=["a", "b", "c"]), 'set 1: "keywords" must be 4'),
        (lambda d: d["sets"][1]["rounds"][0].update(code=[1, 1, 2]), 'set 2, round 1: "code"'),
        (lambda d: d["sets"][0]["rounds"][2].update(clues=["x"]), 'set 1, round 3: "clues"'),
        (lambda d: d.pop("sets"), '"sets" must be a list'),
    ],
)
def test_a_broken_heldout_file_says_where(change: Callable[[dict], object], message: str) -> None:
    data = json.loads(TINY.read_text())
    change(data)
    with pytest.raises(ValueError, match=r"^tiny") as info:
        parse_heldout(data, "tiny")
    assert message in str(info.value)


def test_the_decoder_and_interceptor_are_scored(
    model: Model, vocabulary: Callable[[str], Vocabulary]
) -> None:
    data = load_heldout(TINY)
    hard = score(ComputerPlayer("me", model, vocabulary("en"), LEVELS["hard"]), data)
    assert hard.decoder_rounds == 4 and hard.decoder_right >= 3  # plain clues: read right
    assert hard.interceptor_rounds == {2: 1, 3: 1}  # only rounds with rounds before them
    rand = score(RandomPlayer("me", model, vocabulary("en"), PLAIN), data)
    assert rand.decoder_rounds == 4 and rand.decoder_right <= hard.decoder_right
