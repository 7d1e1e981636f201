"""The host running the table: pause, force-advance, seats, ending (R31, R32)."""

import pytest

from decrypto_qt.engine import (
    DraftClues,
    DraftGuess,
    DraftKeywordGuesses,
    EndGame,
    ForceAdvance,
    HandOverSeat,
    LockGuess,
    OutcomeReason,
    Pause,
    Phase,
    Resume,
    RuleError,
    SetNote,
    Settings,
    SubmitClues,
    SubmitKeywordGuesses,
    Team,
    Tick,
    Window,
    view_for,
)
from tests.helpers.tables import Table, make_setup, play_round, submit_both

W, B = Team.WHITE, Team.BLACK


@pytest.mark.rule("R31")
def test_pausing_stops_the_timer_and_the_players() -> None:
    t = Table.of(make_setup(settings=Settings(timer_seconds=30)))
    t.do(SubmitClues("b1", ("chili", "ice", "bow")))
    t.wait(10)
    t.do(Pause())
    assert t.state.paused and t.state.paused_remaining == pytest.approx(20)
    t.wait(3600)
    t.do(Tick())
    assert t.state.phase is Phase.ENCRYPTING  # the timer did not run out while paused
    with pytest.raises(RuleError) as err:
        t.do(DraftClues("w1", ("hat", "", "")))
    assert err.value.code == "game/paused"
    t.do(SetNote("w2", 1, "lighthouse? sea?"))  # notes are always allowed
    with pytest.raises(RuleError) as err:
        t.do(Pause())
    assert err.value.code == "host/already_paused"
    t.do(Resume())
    assert t.state.deadline == pytest.approx(t.now + 20)
    t.wait(20)
    t.do(Tick())
    assert t.state.phase is Phase.DECODING
    with pytest.raises(RuleError) as err:
        t.do(Resume())
    assert err.value.code == "host/not_paused"


@pytest.mark.rule("R31")
def test_forcing_a_stalled_discussion_counts_a_missing_guess_as_wrong_and_no_attempt() -> None:
    t = Table.of(make_setup(white_codes=[(1, 2, 3), (3, 4, 2)]))
    play_round(t)
    submit_both(t)
    t.do(DraftGuess("w1", W, (3, 4, 2)))  # a draft is not a locked guess
    t.do(DraftGuess("b1", W, (3, 4, 2)))
    t.do(ForceAdvance())
    white = t.state.round.code_of(W)
    assert white is not None and white.revealed
    assert white.miscommunicated and not white.intercepted
    assert t.state.tokens[0].miscommunications == 1 and t.state.tokens[1].interceptions == 0
    assert t.state.phase is Phase.DECODING and t.state.round.decoding == 1


@pytest.mark.rule("R31")
def test_forcing_keeps_a_locked_interception() -> None:
    t = Table.of(make_setup(white_codes=[(1, 2, 3), (3, 4, 2)]))
    play_round(t)
    submit_both(t)
    t.do(LockGuess("b1", W, (3, 4, 2)))
    t.do(ForceAdvance())
    assert t.state.tokens[1].interceptions == 1


@pytest.mark.rule("R31", "R8")
def test_forcing_the_clue_writing_takes_drafts_as_they_stand() -> None:
    t = Table.of(make_setup(settings=Settings(timer_seconds=None)))
    t.do(DraftClues("w1", ("hat", "wings", "")))
    t.do(ForceAdvance())
    assert t.state.phase is Phase.DECODING
    assert [c.clues for c in t.state.round.codes] == [("hat", "wings", ""), ("", "", "")]


@pytest.mark.rule("R31", "R20")
def test_forcing_the_tie_break_along() -> None:
    t = Table.of(make_setup(settings=Settings(rounds_limit=1)))
    play_round(t)
    t.do(DraftKeywordGuesses("w1", ("lighthouse", "", "", "")))
    t.do(SubmitKeywordGuesses("b1", ("", "", "", "")))
    t.do(ForceAdvance())
    assert t.state.phase is Phase.KEYWORD_JUDGING
    assert t.state.tiebreak is not None
    assert t.state.tiebreak.guesses[0] == ("lighthouse", "", "", "")
    t.do(ForceAdvance())
    assert t.state.outcome is not None and t.state.outcome.winners == {W}


@pytest.mark.rule("R32")
def test_a_seat_handed_over_keeps_everything_it_saw() -> None:
    t = Table.of(make_setup())
    t.do(SetNote("w2", 3, "glacier?"))
    window = Window.for_team(W, "w2")
    before = view_for(t.state, window)
    t.do(HandOverSeat("w2", "Xavier"))
    after = view_for(t.state, window)
    assert after["teams"][0]["players"][1] == {"id": "w2", "name": "Xavier"}
    assert after["secret"] == before["secret"]
    assert after["teams"][0]["keywords"] == before["teams"][0]["keywords"]
    for action, code in [
        (HandOverSeat("w2", "wendy1"), "name/taken"),
        (HandOverSeat("zz", "Yara"), "seat/unknown"),
        (HandOverSeat("w2", "  "), "name/empty"),
    ]:
        with pytest.raises(RuleError) as err:
            t.do(action)
        assert err.value.code == code


def test_the_host_can_end_the_game_with_no_winner() -> None:
    t = Table.of(make_setup())
    t.do(EndGame())
    assert t.state.outcome is not None
    assert t.state.outcome.reason is OutcomeReason.ABORTED and not t.state.outcome.winners
    assert t.do(Tick()) == ()  # time passing after the end changes nothing


@pytest.mark.rule("R31", "R8")
def test_forcing_after_the_timer_ran_out_only_takes_the_clues() -> None:
    t = Table.of(make_setup(settings=Settings(timer_seconds=30)))
    t.do(SubmitClues("w1", ("sky", "nest", "wing")))
    t.wait(31)  # time is up, but no tick has come yet
    t.do(ForceAdvance())
    # White's code is now being decoded; nobody lost a turn.
    assert t.state.phase is Phase.DECODING and t.state.round.decoding == 0
    assert t.state.tokens[0].miscommunications == 0


@pytest.mark.rule("R31", "R32")
def test_the_hosts_actions_are_told_to_the_host_as_events() -> None:
    from decrypto_qt.engine import events as ev

    t = Table.of(make_setup(settings=Settings(timer_seconds=30)))
    t.do(SubmitClues("w1", ("sky", "nest", "wing")))
    assert t.do(Pause()) == (ev.Paused(),)
    assert t.do(Resume()) == (ev.Resumed(),)
    assert t.do(HandOverSeat("b2", "Yara")) == (ev.SeatHandedOver("b2", "Boris2", "Yara"),)
    assert t.state.deadline is not None
    t.do(EndGame())
    # The game is over: no timer runs any more, for anyone.
    assert t.state.deadline is None
    assert view_for(t.state, Window.table())["deadline"] is None
