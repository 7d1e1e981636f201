"""End of a round and of the game: token checks and every tie-break (R17-R21)."""

import pytest

from decrypto_qt.engine import (
    DraftKeywordGuesses,
    FinishJudging,
    JudgeKeywordGuess,
    OutcomeReason,
    Phase,
    RuleError,
    Settings,
    SubmitKeywordGuesses,
    Team,
    Window,
    view_for,
)
from decrypto_qt.engine import events as ev
from tests.helpers.tables import Table, dealt, decode, make_setup, play_round, submit_both

W, B = Team.WHITE, Team.BLACK


def winners(t: Table) -> set[str]:
    assert t.state.outcome is not None
    return {team.value for team in t.state.outcome.winners}


@pytest.mark.rule("R17")
def test_tokens_are_checked_only_after_both_codes_are_decoded() -> None:
    t = Table.of(make_setup())
    play_round(t)
    play_round(t, white_intercepted=True)  # Black 1 interception
    submit_both(t)
    decode(t, W, intercept=True)  # Black's 2nd interception...
    assert t.state.phase is Phase.DECODING  # ...but the round goes on
    assert t.state.tokens[1].interceptions == 2
    decode(t, B, own_right=False)
    assert winners(t) == {"black"}


@pytest.mark.rule("R18")
def test_two_interceptions_win() -> None:
    t = Table.of(make_setup())
    play_round(t)
    play_round(t, black_intercepted=True)
    assert t.state.phase is Phase.ENCRYPTING
    play_round(t, black_intercepted=True)
    assert winners(t) == {"white"}
    assert t.state.outcome.reason is OutcomeReason.TWO_INTERCEPTIONS  # type: ignore[union-attr]


@pytest.mark.rule("R18")
def test_two_miscommunications_lose() -> None:
    t = Table.of(make_setup())
    play_round(t, white_right=False)
    play_round(t, white_right=False)
    assert winners(t) == {"black"}
    assert t.state.outcome.reason is OutcomeReason.TWO_MISCOMMUNICATIONS  # type: ignore[union-attr]
    with pytest.raises(RuleError) as err:
        submit_both(t)
    assert err.value.code == "game/over"


@pytest.mark.rule("R18")
@pytest.mark.parametrize("winner", [W, B])
def test_two_interceptions_and_the_others_two_miscommunications_are_one_win(winner: Team) -> None:
    # Both conditions favour the same team: that is a win, not a tie (R19 needs both teams).
    t = Table.of(dealt())
    loser = winner.other
    play_round(t, **{f"{loser.value}_right": False})
    play_round(t, **{f"{loser.value}_intercepted": True})
    assert t.state.phase is Phase.ENCRYPTING
    play_round(t, **{f"{loser.value}_intercepted": True, f"{loser.value}_right": False})
    assert t.state.team_tokens(winner).interceptions == 2
    assert t.state.team_tokens(loser).miscommunications == 2
    assert winners(t) == {winner.value}
    assert ev.TieBreakStarted(keywords=True) not in t.events
    assert ev.TieBreakStarted(keywords=False) not in t.events


@pytest.mark.rule("R19", "R20")
@pytest.mark.parametrize(
    ("rounds", "winner"),
    [
        # White reaches 2 interceptions and 2 miscommunications in the same round: tie.
        # Scores: White 2-2=0, Black 0 -> equal, keyword guessing.
        ([dict(black_intercepted=True, white_right=False)] * 2, None),
        # Both teams reach 2 interceptions: equal scores -> keyword guessing.
        ([dict(black_intercepted=True, white_intercepted=True)] * 2, None),
        # Both teams 2 miscommunications: equal scores -> keyword guessing.
        ([dict(white_right=False, black_right=False)] * 2, None),
        # Both 2 interceptions, White also 1 miscommunication: Black wins on score.
        (
            [
                dict(black_intercepted=True, white_intercepted=True, white_right=False),
                dict(black_intercepted=True, white_intercepted=True),
            ],
            "black",
        ),
    ],
)
def test_ties_go_to_the_score_then_to_the_keywords(
    rounds: list[dict[str, bool]], winner: str | None
) -> None:
    t = Table.of(make_setup())
    play_round(t)
    for results in rounds:
        play_round(t, **results)
    if winner is None:
        assert t.state.phase is Phase.KEYWORD_GUESSING
        assert ev.TieBreakStarted(keywords=True) in t.events
    else:
        assert winners(t) == {winner}
        assert t.state.outcome.reason is OutcomeReason.TIEBREAK_SCORE  # type: ignore[union-attr]
        assert ev.TieBreakStarted(keywords=False) in t.events


@pytest.mark.rule("R19", "R21")
def test_the_last_round_ending_with_no_winner_is_a_tie() -> None:
    t = Table.of(make_setup(settings=Settings(rounds_limit=8)))
    play_round(t, black_intercepted=True)  # nothing in round 1: no interception
    for _ in range(6):
        play_round(t)
    assert t.state.round.number == 8 and t.state.phase is Phase.ENCRYPTING
    play_round(t, black_intercepted=True)
    # White 1 interception vs Black 0: White wins the tie on score.
    assert winners(t) == {"white"}
    assert t.state.outcome.reason is OutcomeReason.TIEBREAK_SCORE  # type: ignore[union-attr]


def keyword_tie() -> Table:
    t = Table.of(make_setup(settings=Settings(rounds_limit=1)))
    play_round(t)
    assert t.state.phase is Phase.KEYWORD_GUESSING
    return t


@pytest.mark.rule("R20")
def test_more_right_keyword_guesses_win_the_tie() -> None:
    t = keyword_tie()
    # White guesses Black's keywords (lighthouse, violin, glacier, pepper).
    t.do(DraftKeywordGuesses("w1", ("Lighthouse", "", "", "")))
    t.do(SubmitKeywordGuesses("w2", (" LIGHTHOUSE ", "fiddle", "ice", "")))
    with pytest.raises(RuleError) as err:
        t.do(SubmitKeywordGuesses("w1", ("x", "y", "z", "q")))
    assert err.value.code == "keyword_guess/submitted"
    t.do(SubmitKeywordGuesses("b1", ("night", "", "", "")))
    assert t.state.phase is Phase.KEYWORD_JUDGING
    # Black accepts "fiddle" for violin; the judgement is public.
    assert t.do(JudgeKeywordGuess("b2", 2, True)) == (ev.KeywordGuessJudged(B, 2, True),)
    assert ev.KeywordGuessesSubmitted(W) in t.events and ev.KeywordGuessesSubmitted(B) in t.events
    # Only Black's own windows see which guesses at Black's keywords are right already.
    assert view_for(t.state, Window.for_team(B, "b1"))["tiebreak"]["right_at_mine"] == [1, 2]
    assert view_for(t.state, Window.for_team(W, "w1"))["tiebreak"]["right_at_mine"] == []
    table = view_for(t.state, Window.table())["tiebreak"]
    assert "right_at_mine" not in table
    assert table["guesses"]["white"] == ["LIGHTHOUSE", "fiddle", "ice", ""]
    assert table["accepted"] == {"white": [2], "black": []}
    t.do(FinishJudging("b1"))
    t.do(FinishJudging("w1"))
    assert winners(t) == {"white"}
    assert t.state.outcome.reason is OutcomeReason.TIEBREAK_KEYWORDS  # type: ignore[union-attr]
    assert view_for(t.state, Window.table())["tiebreak"]["right"] == {"white": [1, 2], "black": []}


@pytest.mark.rule("R20")
@pytest.mark.parametrize("text", ["light\thouse", "light\nhouse", "bell\x07"])
def test_a_keyword_guess_with_a_control_character_is_refused(text: str) -> None:
    """As a clue: tabs and line breaks are refused, not tidied into spaces."""
    t = keyword_tie()
    for action in (DraftKeywordGuesses, SubmitKeywordGuesses):
        with pytest.raises(RuleError) as err:
            t.do(action("w1", (text, "", "", "")))
        assert err.value.code == "keyword_guess/invalid"
    t.do(DraftKeywordGuesses("w1", ("  light   house ", "", "", "")))
    assert t.state.tiebreak is not None
    assert t.state.tiebreak.drafts[0][0] == "light house"


@pytest.mark.rule("R20")
def test_a_keyword_guess_matches_across_case_width_accents_and_ligatures() -> None:
    words = ("cœur", "Straße", "éclair", "Ægir", "lune", "soleil", "nuage", "pluie")
    t = Table.of(dealt(2, 2, settings=Settings(rounds_limit=1), words=words))
    play_round(t)
    assert t.state.phase is Phase.KEYWORD_GUESSING
    typed = {"cœur": "COEUR", "Straße": " strasse ", "éclair": "ＥＣＬＡＩＲ", "Ægir": "aegir"}
    typed |= {"lune": "Lune", "soleil": "SOLEIL", "nuage": "nuagé", "pluie": "pluie "}
    guesses = {team: tuple(typed[k] for k in t.state.keywords(team.other)) for team in (W, B)}
    t.do(SubmitKeywordGuesses("w1", guesses[W]))  # type: ignore[arg-type]
    t.do(SubmitKeywordGuesses("b1", (*guesses[B][:3], "nope")))  # type: ignore[arg-type]
    t.do(FinishJudging("w1"))
    t.do(FinishJudging("b1"))
    # White got all four right without any judging; Black three.
    assert winners(t) == {"white"}
    assert view_for(t.state, Window.table())["tiebreak"]["right"] == {
        "white": [1, 2, 3, 4],
        "black": [1, 2, 3],
    }


@pytest.mark.rule("R20")
def test_equal_keyword_guesses_share_the_victory() -> None:
    t = keyword_tie()
    t.do(SubmitKeywordGuesses("w1", ("pepper", "", "", "")))  # wrong place: not right
    t.do(SubmitKeywordGuesses("b1", ("", "", "", "SOMBRERO")))
    t.do(JudgeKeywordGuess("b1", 1, True))  # Black generously accepts it
    t.do(JudgeKeywordGuess("b1", 1, False))  # ...and changes its mind
    t.do(FinishJudging("b2"))
    t.do(FinishJudging("w2"))
    # White 0, Black 1: Black wins.
    assert winners(t) == {"black"}

    t = keyword_tie()
    t.do(SubmitKeywordGuesses("w1", ("", "", "", "")))
    t.do(SubmitKeywordGuesses("b1", ("", "", "", "")))
    t.do(FinishJudging("b2"))
    t.do(FinishJudging("w2"))
    assert winners(t) == {"white", "black"}
    assert t.state.outcome.reason is OutcomeReason.SHARED_VICTORY  # type: ignore[union-attr]


@pytest.mark.rule("R20")
def test_only_real_guesses_can_be_accepted_and_only_by_their_owners() -> None:
    t = keyword_tie()
    t.do(SubmitKeywordGuesses("w1", ("lighthouse", "", "x", "")))
    t.do(SubmitKeywordGuesses("b1", ("", "", "", "")))
    for action, code in [
        (JudgeKeywordGuess("b1", 2, True), "judge/empty"),
        (JudgeKeywordGuess("b1", 1, True), "judge/already_right"),
        (JudgeKeywordGuess("b1", 5, True), "judge/keyword"),
        (DraftKeywordGuesses("b1", ("", "", "", "")), "phase/wrong_phase"),
    ]:
        with pytest.raises(RuleError) as err:
            t.do(action)
        assert err.value.code == code
    t.do(FinishJudging("b1"))
    with pytest.raises(RuleError) as err:
        t.do(JudgeKeywordGuess("b1", 3, True))
    assert err.value.code == "judge/finished"
    # White judges Black's guesses at White's keywords, never its own guess "x".
    with pytest.raises(RuleError) as err:
        t.do(JudgeKeywordGuess("w1", 3, True))
    assert err.value.code == "judge/empty"
    assert t.state.tiebreak is not None and t.state.tiebreak.accepted == (frozenset(), frozenset())


def test_keyword_guesses_are_checked() -> None:
    t = keyword_tie()
    with pytest.raises(RuleError) as err:
        t.do(SubmitKeywordGuesses("w1", ("a", "b", "c")))  # type: ignore[arg-type]
    assert err.value.code == "keyword_guess/count"
    with pytest.raises(RuleError) as err:
        t.do(SubmitKeywordGuesses("w1", ("a" * 41, "b", "c", "d")))
    assert err.value.code == "keyword_guess/too_long"
