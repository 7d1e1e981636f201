"""Malformed actions, as a modified client could build them, are refused without a crash.

Each input is tried where every earlier check passes, so that it reaches the
check it is meant for, and the error code says which check refused it.
"""

from collections.abc import Callable
from types import FunctionType
from typing import Any

import pytest

from decrypto_qt.engine import (
    DraftClues,
    DraftGuess,
    FlagClue,
    GameState,
    HandOverSeat,
    LockGuess,
    RuleError,
    SetNote,
    SubmitClues,
    SubmitKeywordGuesses,
    Team,
    apply,
    dumps,
)
from tests.helpers.tables import Table, make_setup, play_round, submit_both


def encrypting() -> GameState:
    return Table.of(make_setup()).state


def decoding() -> GameState:
    """Round 1, White's clues are being decoded; w1 wrote them, w2 decodes."""
    t = Table.of(make_setup())
    submit_both(t)
    return t.state


def round_two() -> GameState:
    t = Table.of(make_setup())
    play_round(t)
    return t.state


BAD: list[tuple[Callable[[], GameState], Any, str]] = [
    (encrypting, None, "action/unknown"),
    (encrypting, "submit_clues", "action/unknown"),
    (encrypting, SubmitClues("w1", None), "clue/count"),  # type: ignore[arg-type]
    (encrypting, SubmitClues("w1", ("a", "b")), "clue/count"),  # type: ignore[arg-type]
    (encrypting, SubmitClues(None, ("a", "b", "c")), "seat/unknown"),  # type: ignore[arg-type]
    (encrypting, DraftClues("w1", ("\ud800", "", "")), "clue/invalid"),
    (encrypting, DraftClues("w1", ("x" * 201, "", "")), "clue/too_long"),
    (encrypting, DraftClues("w1", ("tab\there", "", "")), "clue/invalid"),
    (encrypting, SubmitClues("w1", ("night", "tab\there", "sky")), "clue/invalid"),
    (encrypting, SubmitClues("w1", ("night", "two\nlines", "sky")), "clue/invalid"),
    (decoding, LockGuess("w2", "white", (1, 2, 3)), "guess/target"),  # type: ignore[arg-type]
    (decoding, LockGuess("w2", Team.WHITE, None), "code/invalid"),  # type: ignore[arg-type]
    (decoding, DraftGuess("w2", Team.WHITE, (1, 1, None)), "code/invalid"),
    (decoding, DraftGuess("w2", Team.WHITE, None), "code/invalid"),  # type: ignore[arg-type]
    (encrypting, SetNote("w1", True, "x"), "note/keyword"),  # type: ignore[arg-type]
    (encrypting, SetNote("w1", 1, "bad\x00note"), "note/invalid"),
    (encrypting, SetNote("w1", 1, 7), "note/invalid"),  # type: ignore[arg-type]
    (encrypting, SetNote("w1", 1, "x" * 501), "note/too_long"),
    (round_two, FlagClue("b1", "white", 1, 1), "flag/team"),  # type: ignore[arg-type]
    (round_two, FlagClue("b1", Team.WHITE, "1", 1), "flag/round"),  # type: ignore[arg-type]
    (round_two, FlagClue("b1", Team.WHITE, 1, 1, "rude"), "flag/reason"),  # type: ignore[arg-type]
    (encrypting, HandOverSeat("w1", 123), "name/invalid"),  # type: ignore[arg-type]
    (encrypting, SubmitKeywordGuesses("w1", ("a", "b", "c", "d")), "phase/wrong_phase"),
]


def case_id(value: object) -> str:
    """A test id that is the same in every process: a state's maker by name, not address."""
    if isinstance(value, FunctionType):
        return value.__name__
    return repr(value)[:60]


@pytest.mark.parametrize(("state_of", "action", "code"), BAD, ids=case_id)
def test_a_malformed_action_is_refused_by_its_own_check_and_changes_nothing(
    state_of: Callable[[], GameState], action: Any, code: str
) -> None:
    state = state_of()
    saved = dumps(state)
    with pytest.raises(RuleError) as err:
        apply(state, action, 1000.0)
    assert err.value.code == code
    assert err.value.message
    assert dumps(state) == saved  # nothing of the game was touched


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (FlagClue("b1", "white", 1, 1), "flag/team"),  # type: ignore[arg-type]
        (FlagClue("w1", Team.WHITE, 1, 1), "flag/own_clue"),
    ],
)
def test_a_flag_says_the_team_is_invalid_before_whose_clue_it_is(
    action: FlagClue, code: str
) -> None:
    with pytest.raises(RuleError) as err:
        apply(round_two(), action, 1000.0)
    assert err.value.code == code


def test_who_is_asking_is_checked_before_whether_the_game_is_over() -> None:
    from decrypto_qt.engine import EndGame

    t = Table.of(make_setup())
    t.do(EndGame())
    with pytest.raises(RuleError) as err:
        t.do(SubmitClues("nobody", ("a", "b", "c")))
    assert err.value.code == "seat/unknown"
    with pytest.raises(RuleError) as err:
        t.do(SetNote("w1", 9, "x"))  # game over comes before the fields
    assert err.value.code == "game/over"


def test_notes_may_hold_line_breaks() -> None:
    t = Table.of(make_setup())
    play_round(t)
    t.do(SetNote("w1", 2, "violin?\n\tor cello"))
    assert t.state.notes[0][1] == "violin?\n\tor cello"
