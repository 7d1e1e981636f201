"""The three-player interceptor variant (R27-R30)."""

import pytest

from decrypto_qt.engine import (
    LockGuess,
    OutcomeReason,
    Phase,
    RuleError,
    Settings,
    Team,
    Variant,
    Window,
    view_for,
)
from tests.helpers.tables import Table, make_setup, play_round, submit_both

W, B = Team.WHITE, Team.BLACK
THREE = Settings(variant=Variant.THREE_PLAYER)


def game() -> Table:
    return Table.of(make_setup(settings=THREE))


@pytest.mark.rule("R27")
def test_only_the_team_has_keywords_codes_and_clues() -> None:
    t = game()
    assert [c.team for c in t.state.round.codes] == [W]
    view = view_for(t.state, Window.for_team(B, "b1"))
    assert view["teams"][1]["keywords"] == [] and view["teams"][1]["encryptor"] is None
    assert view["secret"] == {"notes": ["", "", "", ""]}
    submit_both(t)  # the team's one encryptor is enough to start decoding
    assert t.state.phase is Phase.DECODING and t.state.deadline is None


@pytest.mark.rule("R28")
def test_the_two_team_players_alternate_as_encryptor() -> None:
    t = game()
    seen = []
    for _ in range(4):
        seen.append(t.encryptor(W))
        play_round(t)
    assert seen == ["w1", "w2", "w1", "w2"]


@pytest.mark.rule("R29")
def test_the_interceptor_guesses_from_round_two() -> None:
    t = game()
    submit_both(t)
    with pytest.raises(RuleError) as err:
        t.do(LockGuess("b1", W, t.code(W)))
    assert err.value.code == "guess/no_interception_round_1"
    t.do(LockGuess("w2", W, t.code(W)))
    assert t.state.round.number == 2
    play_round(t, white_intercepted=True)
    assert t.state.tokens[1].interceptions == 1


@pytest.mark.rule("R29")
def test_a_team_misreading_its_code_gives_the_interceptor_a_token() -> None:
    t = game()
    play_round(t, white_right=False)
    assert t.state.tokens[0].miscommunications == 0
    assert t.state.tokens[1].interceptions == 1


@pytest.mark.rule("R29")
def test_a_right_interception_and_a_misreading_both_count() -> None:
    t = game()
    play_round(t)
    play_round(t, white_right=False, white_intercepted=True)
    assert t.state.tokens[1].interceptions == 2
    assert t.state.outcome is not None and t.state.outcome.winners == {B}


@pytest.mark.rule("R30")
def test_the_interceptor_wins_with_two_tokens_by_round_five() -> None:
    t = game()
    for _ in range(3):
        play_round(t)
    play_round(t, white_right=False)
    assert t.state.phase is Phase.ENCRYPTING  # one token is not enough
    assert t.state.round.number == 5
    t2 = game()
    for _ in range(3):
        play_round(t2)
    play_round(t2, white_right=False)
    play_round(t2, white_intercepted=True)
    assert t2.state.outcome is not None
    assert t2.state.outcome.reason is OutcomeReason.INTERCEPTOR_TOKENS
    assert t2.state.round.number == 5


@pytest.mark.rule("R30")
def test_the_team_wins_after_round_five() -> None:
    t = game()
    for _ in range(4):
        play_round(t)
    play_round(t, white_intercepted=True)
    assert t.state.round.number == 5
    assert t.state.outcome is not None
    assert t.state.outcome.winners == {W}
    assert t.state.outcome.reason is OutcomeReason.TEAM_SURVIVED
