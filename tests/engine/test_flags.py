"""Flags on revealed clues (R25): public, and the table decides."""

import pytest

from decrypto_qt.engine import (
    DraftClues,
    FlagClue,
    FlagReason,
    ForceAdvance,
    RuleError,
    SubmitClues,
    Team,
    Window,
    view_for,
)
from decrypto_qt.engine import events as ev
from tests.helpers.tables import Table, decode, make_setup, play_round

W, B = Team.WHITE, Team.BLACK


@pytest.mark.rule("R25")
def test_opponents_flag_a_revealed_clue_and_everyone_sees_it() -> None:
    t = Table.of(make_setup())
    play_round(t)
    events = t.do(FlagClue("b2", W, 1, 2, FlagReason.SOUND))
    assert events == (ev.ClueFlagged(B, W, 1, 2),)
    for window in (Window.table(), Window.for_team(W, "w1"), Window.for_team(B, "b1")):
        flags = view_for(t.state, window)["history"][0]["flags"]
        assert flags == [{"by": "black", "clue": 2, "reason": "sound"}]
    # No automatic penalty: tokens are untouched.
    assert t.state.tokens[0].miscommunications == 0
    assert t.state.tokens[1].interceptions == 0


@pytest.mark.rule("R25")
@pytest.mark.parametrize("reason", [FlagReason.CODE, FlagReason.SAME_IDEA])
def test_saying_the_code_or_repeating_an_idea_can_be_flagged(reason: FlagReason) -> None:
    t = Table.of(make_setup())
    play_round(t)
    t.do(FlagClue("w1", B, 1, 3, reason))
    flags = view_for(t.state, Window.for_team(B, "b2"))["history"][1]["flags"]
    assert flags == [{"by": "white", "clue": 3, "reason": reason.value}]


@pytest.mark.rule("R25")
@pytest.mark.parametrize(
    ("action", "code"),
    [
        (FlagClue("w1", W, 1, 2), "flag/own_clue"),
        (FlagClue("b1", W, 2, 1), "flag/not_revealed"),  # round 2 is not decoded yet
        (FlagClue("b1", W, 9, 1), "flag/not_revealed"),
        (FlagClue("b1", W, 1, 4), "flag/no_clue"),
        (FlagClue("b1", W, 1, 1, "rude"), "flag/reason"),  # type: ignore[arg-type]
    ],
)
def test_a_flag_must_be_on_a_revealed_opponent_clue(action: FlagClue, code: str) -> None:
    t = Table.of(make_setup())
    play_round(t)
    with pytest.raises(RuleError) as err:
        t.do(action)
    assert err.value.code == code


@pytest.mark.rule("R25")
def test_a_clue_is_flagged_once_per_team_and_an_empty_clue_not_at_all() -> None:
    t = Table.of(make_setup())
    t.do(DraftClues("w1", ("hat", "", "night")))
    t.do(SubmitClues("b1", ("chili", "ice", "bow")))
    t.do(ForceAdvance())  # White's clues are taken as they stand: clue 2 stays empty
    decode(t, W)
    decode(t, B)
    t.do(FlagClue("b1", W, 1, 1))
    with pytest.raises(RuleError) as err:
        t.do(FlagClue("b2", W, 1, 1))
    assert err.value.code == "flag/already"
    with pytest.raises(RuleError) as err:
        t.do(FlagClue("b2", W, 1, 2))
    assert err.value.code == "flag/no_clue"
