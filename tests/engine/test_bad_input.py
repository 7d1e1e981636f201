"""Malformed actions, as a modified client could build them, are refused without a crash."""

from typing import Any

import pytest

from decrypto_qt.engine import (
    DraftClues,
    FlagClue,
    HandOverSeat,
    LockGuess,
    RuleError,
    SetNote,
    SubmitClues,
    SubmitKeywordGuesses,
    Team,
    apply,
)
from tests.helpers.tables import Table, make_setup, play_round

BAD: list[Any] = [
    None,
    "submit_clues",
    SubmitClues("w1", None),  # type: ignore[arg-type]
    SubmitClues("w1", ("a", "b")),  # type: ignore[arg-type]
    SubmitClues(None, ("a", "b", "c")),  # type: ignore[arg-type]
    DraftClues("w1", ("\ud800", "", "")),
    DraftClues("w1", ("x" * 201, "", "")),
    LockGuess("w2", "white", (1, 2, 3)),  # type: ignore[arg-type]
    LockGuess("w2", Team.WHITE, None),  # type: ignore[arg-type]
    SetNote("w1", True, "x"),  # type: ignore[arg-type]
    SetNote("w1", 1, "bad\x00note"),
    SetNote("w1", 1, "x" * 501),
    FlagClue("b1", Team.WHITE, "1", 1),  # type: ignore[arg-type]
    HandOverSeat("w1", 123),  # type: ignore[arg-type]
    SubmitKeywordGuesses("w1", ("a", "b", "c", "d")),
]


@pytest.mark.parametrize("action", BAD, ids=repr)
def test_a_malformed_action_is_refused_and_changes_nothing(action: Any) -> None:
    t = Table.of(make_setup())
    before = t.state
    with pytest.raises(RuleError) as err:
        apply(t.state, action, 1000.0)
    assert err.value.code and err.value.message
    assert t.state is before


def test_notes_may_hold_line_breaks() -> None:
    t = Table.of(make_setup())
    play_round(t)
    t.do(SetNote("w1", 2, "violin?\n\tor cello"))
    assert t.state.notes[0][1] == "violin?\n\tor cello"
