"""A round: encryptors, clues, the sand timer, decoding and reveals (R5-R16, R21, R26)."""

import pytest

from decrypto_qt.engine import (
    DraftClues,
    DraftGuess,
    FlagClue,
    FlagReason,
    LockGuess,
    Phase,
    RuleError,
    SetNote,
    Settings,
    SubmitClues,
    Team,
    Tick,
    Variant,
    Window,
    dumps,
    view_for,
)
from decrypto_qt.engine import events as ev
from tests.helpers.tables import (
    Table,
    dealt,
    decode,
    make_setup,
    play_round,
    players,
    submit_both,
)

W, B = Team.WHITE, Team.BLACK


@pytest.mark.rule("R5", "R21")
def test_encryptors_rotate_so_everyone_encrypts_before_anyone_twice() -> None:
    t = Table.of(make_setup(seats=players(3, 2)))
    seen = {W: [], B: []}  # type: dict[Team, list[str]]
    for _ in range(6):
        seen[W].append(t.encryptor(W))
        seen[B].append(t.encryptor(B))
        play_round(t)
    assert seen[W] == ["w1", "w2", "w3", "w1", "w2", "w3"]
    assert seen[B] == ["b1", "b2", "b1", "b2", "b1", "b2"]


@pytest.mark.rule("R5", "R21")
@pytest.mark.parametrize(("white", "black"), [(4, 4), (4, 3), (3, 4)])
def test_in_teams_of_four_every_player_encrypts_in_turn(white: int, black: int) -> None:
    t = Table.of(dealt(white, black))
    seen: dict[Team, list[str]] = {W: [], B: []}
    for _ in range(8):
        seen[W].append(t.encryptor(W))
        seen[B].append(t.encryptor(B))
        play_round(t)
    assert seen[W] == [f"w{i % white + 1}" for i in range(8)]
    assert seen[B] == [f"b{i % black + 1}" for i in range(8)]


@pytest.mark.rule("R6")
def test_each_team_draws_its_own_code_each_round() -> None:
    for seed in range(20):
        setup = dealt(seed=seed)
        t = Table.of(setup)
        for number in range(1, 5):
            assert t.code(W) == setup.codes[0][number - 1]
            assert t.code(B) == setup.codes[1][number - 1]
            # Only the encryptor's windows see the code (R6, V2).
            for window in (Window.table(), Window.for_team(W, t.guesser(W, W))):
                assert "code" not in (view_for(t.state, window)["secret"] or {})
            assert view_for(t.state, Window.for_team(B, t.encryptor(B)))["secret"]["code"] == list(
                t.code(B)
            )
            play_round(t)


@pytest.mark.rule("R7")
def test_both_encryptors_write_at_the_same_time_in_any_order() -> None:
    t = Table.of(make_setup(white_codes=[(4, 2, 1)], black_codes=[(1, 3, 2)]))
    assert t.state.phase is Phase.ENCRYPTING
    t.do(SubmitClues(t.encryptor(B), ("chili", "ice", "bow")))
    assert t.state.phase is Phase.ENCRYPTING  # waiting for White
    events = t.do(SubmitClues(t.encryptor(W), ("hat", "wings", "night")))
    assert ev.DecodingStarted(W, 1) in events
    assert t.state.round.code_of(W).clues == ("hat", "wings", "night")  # type: ignore[union-attr]


def test_only_the_encryptor_writes_clues() -> None:
    t = Table.of(make_setup())
    with pytest.raises(RuleError) as err:
        t.do(SubmitClues("w2", ("a", "b", "c")))
    assert err.value.code == "role/not_encryptor"
    with pytest.raises(RuleError) as err:
        t.do(SubmitClues("nobody", ("a", "b", "c")))
    assert err.value.code == "seat/unknown"


@pytest.mark.rule("R23")
def test_a_clue_breaking_a_rule_is_refused_and_nothing_else_is_lost() -> None:
    t = Table.of(make_setup())
    t.do(DraftClues("w1", ("hat", "wings", "black cat")))
    saved = dumps(t.state)
    with pytest.raises(RuleError) as err:
        t.do(SubmitClues("w1", ("hat", "wings", "black cat")))
    assert err.value.code == "clue/contains_keyword"
    assert err.value.params == {"position": 2, "keyword": 1}
    assert dumps(t.state) == saved  # the refusal touched nothing
    white = t.state.round.code_of(W)
    assert white is not None and white.drafts == ("hat", "wings", "black cat")
    assert white.clues is None and t.state.phase is Phase.ENCRYPTING
    t.do(SubmitClues("w1", ("hat", "wings", "night")))  # fixed, it goes through
    assert t.state.round.code_of(W).clues == ("hat", "wings", "night")  # type: ignore[union-attr]


@pytest.mark.rule("R26")
def test_submitted_clues_cannot_be_changed() -> None:
    t = Table.of(make_setup())
    t.do(SubmitClues("w1", ("hat", "wings", "night")))
    for action in (SubmitClues("w1", ("x", "y", "z")), DraftClues("w1", ("x", "y", "z"))):
        with pytest.raises(RuleError) as err:
            t.do(action)
        assert err.value.code == "clue/already_submitted"


@pytest.mark.rule("R24")
def test_a_clue_given_in_an_earlier_round_cannot_be_given_again() -> None:
    t = Table.of(make_setup())
    t.do(SubmitClues("w1", ("hat", "wings", "night")))
    t.do(SubmitClues("b1", ("chili", "ice", "bow")))
    decode(t, W)
    decode(t, B)
    with pytest.raises(RuleError) as err:
        t.do(SubmitClues("w2", ("Night", "fizz", "bug")))
    assert err.value.code == "clue/repeated"
    t.do(SubmitClues("b2", ("hat", "wings", "cold")))  # the other team may use them


@pytest.mark.rule("R8")
def test_the_sand_timer_starts_when_the_first_encryptor_finishes() -> None:
    t = Table.of(make_setup(settings=Settings(timer_seconds=30)))
    assert t.state.deadline is None
    events = t.do(SubmitClues("b1", ("chili", "ice", "bow")))
    assert ev.TimerStarted(W, t.now + 30) in events
    t.do(DraftClues("w1", ("hat", "", "Dragonfly wing")))
    t.wait(29.9)
    assert t.do(Tick()) == ()
    assert t.state.phase is Phase.ENCRYPTING
    t.wait(0.1)
    events = t.do(Tick())
    # Taken as they stand: an empty clue stays empty, one breaking R23 cannot be given.
    assert ev.CluesSubmitted(W, 1, timed_out=True, dropped=(3,)) in events
    white = t.state.round.code_of(W)
    assert white is not None and white.clues == ("hat", "", "") and white.timed_out
    assert t.state.phase is Phase.DECODING


@pytest.mark.rule("R8")
@pytest.mark.parametrize("seconds", [12.0, 45.0])
def test_the_timer_runs_as_long_as_the_host_set_it(seconds: float) -> None:
    t = Table.of(dealt(settings=Settings(timer_seconds=seconds)))
    events = t.do(SubmitClues("w1", ("hat", "wings", "night")))
    assert ev.TimerStarted(B, t.now + seconds) in events
    assert t.state.deadline == t.now + seconds
    t.wait(seconds - 0.5)
    t.do(Tick())
    assert t.state.phase is Phase.ENCRYPTING
    t.wait(0.5)
    t.do(Tick())
    assert t.state.phase is Phase.DECODING


@pytest.mark.rule("R8")
def test_typing_a_draft_does_not_start_the_timer() -> None:
    t = Table.of(dealt(settings=Settings(timer_seconds=20)))
    t.do(DraftClues("w1", ("hat", "", "")))
    t.do(DraftClues("b1", ("chili", "ice", "")))
    assert t.state.deadline is None
    t.wait(600)
    t.do(Tick())
    assert t.state.phase is Phase.ENCRYPTING  # nobody has finished: nobody is late
    events = t.do(SubmitClues("b1", ("chili", "ice", "bow")))
    assert ev.TimerStarted(W, t.now + 20) in events


@pytest.mark.rule("R8", "R24")
def test_drafts_taken_at_time_out_may_not_repeat_an_earlier_clue() -> None:
    t = Table.of(dealt(settings=Settings(timer_seconds=15)))
    t.do(SubmitClues("w1", ("hat", "wings", "night")))
    t.do(SubmitClues("b1", ("chili", "ice", "bow")))
    decode(t, W)
    decode(t, B)
    t.do(SubmitClues("b2", ("cello", "frost", "spicy")))
    t.do(DraftClues("w2", ("Night", "moth", "HAT ")))  # two of White's round-1 clues
    t.wait(15)
    events = t.do(Tick())
    assert ev.CluesSubmitted(W, 2, timed_out=True, dropped=(1, 3)) in events
    assert t.state.round.code_of(W).clues == ("", "moth", "")  # type: ignore[union-attr]


@pytest.mark.rule("R22")
def test_a_clue_of_60_characters_after_trimming_is_accepted() -> None:
    t = Table.of(dealt())
    t.do(SubmitClues("w1", ("   " + "x" * 60 + "   ", " wings ", "night")))
    assert t.state.round.code_of(W).clues == ("x" * 60, "wings", "night")  # type: ignore[union-attr]


@pytest.mark.rule("R8")
def test_a_late_encryptor_is_told_that_time_is_up() -> None:
    t = Table.of(make_setup(settings=Settings(timer_seconds=30)))
    t.do(SubmitClues("b1", ("chili", "ice", "bow")))
    t.wait(31)
    with pytest.raises(RuleError) as err:
        t.do(SubmitClues("w1", ("hat", "wings", "night")))
    assert err.value.code == "clue/time_up"


@pytest.mark.rule("R8")
def test_with_the_timer_off_the_table_waits() -> None:
    t = Table.of(make_setup(settings=Settings(timer_seconds=None)))
    assert t.do(SubmitClues("b1", ("chili", "ice", "bow")))
    assert t.state.deadline is None
    t.wait(10_000)
    t.do(Tick())
    assert t.state.phase is Phase.ENCRYPTING


@pytest.mark.rule("R9")
def test_white_is_decoded_first_every_round_by_default() -> None:
    t = Table.of(make_setup())
    for _ in range(3):
        assert t.state.round.order == (W, B)
        play_round(t)


@pytest.mark.rule("R9")
def test_the_alternate_option_decodes_black_first_in_even_rounds() -> None:
    t = Table.of(make_setup(settings=Settings(alternate_first_team=True)))
    orders = []
    for _ in range(4):
        orders.append(t.state.round.order)
        submit_both(t)
        assert t.state.round.order[t.state.round.decoding] is orders[-1][0]
        for target in orders[-1]:
            decode(t, target)
    assert orders == [(W, B), (B, W), (W, B), (B, W)]


@pytest.mark.rule("R10")
def test_the_encryptor_sits_out_the_own_guess_but_helps_intercept() -> None:
    t = Table.of(make_setup())
    play_round(t)  # round 2 allows interceptions
    submit_both(t)
    with pytest.raises(RuleError) as err:
        t.do(LockGuess(t.encryptor(W), W, (1, 2, 3)))
    assert err.value.code == "role/encryptor_guess"
    t.do(LockGuess(t.encryptor(B), W, (1, 2, 3)))  # Black's encryptor intercepts
    assert t.state.round.code_of(W).opp_locked  # type: ignore[union-attr]


@pytest.mark.rule("R10", "R25")
def test_while_its_code_is_decoded_the_encryptor_writes_nothing_the_team_sees() -> None:
    t = Table.of(dealt(3, 3))
    play_round(t)
    submit_both(t)  # round 2: White's code (by w2) is decoded first
    saved = dumps(t.state)
    for action in (
        SetNote("w2", 1, "code 4-2-1"),
        FlagClue("w2", B, 1, 1, FlagReason.SOUND),
    ):
        with pytest.raises(RuleError) as err:
            t.do(action)
        assert err.value.code == "role/encryptor_silent"
    for action in (DraftGuess("w2", W, (4, 2, 1)), LockGuess("w2", W, (4, 2, 1))):
        with pytest.raises(RuleError) as err:
            t.do(action)
        assert err.value.code == "role/encryptor_guess"
    assert dumps(t.state) == saved
    # The teammates write as they like; the opponents' encryptor flags, but writes no
    # note while his own code is not revealed.
    t.do(SetNote("w1", 1, "lighthouse? sea?"))
    t.do(SetNote("b1", 1, "black? night?"))
    t.do(FlagClue("w3", B, 1, 2, FlagReason.SOUND))
    with pytest.raises(RuleError) as err:
        t.do(SetNote("b2", 1, "our code: 3-1-4"))
    assert err.value.code == "role/encryptor_notes"
    decode(t, W)
    # Black's code is decoded now: White's encryptor may write again, Black's may not.
    t.do(SetNote("w2", 2, "violin?"))
    assert t.state.notes[0][:2] == ("lighthouse? sea?", "violin?")
    with pytest.raises(RuleError) as err:
        t.do(SetNote("b2", 2, "our code"))
    assert err.value.code == "role/encryptor_silent"
    decode(t, B)
    t.do(SetNote("b2", 2, "night? moon?"))
    assert t.state.notes[1][:2] == ("black? night?", "night? moon?")


@pytest.mark.rule("R25")
def test_from_the_draw_to_the_reveal_the_encryptor_writes_no_note() -> None:
    """R25, as decided here: notes from an encryptor who knows an unrevealed code are
    refused for the whole stretch (not held back): while encrypting, and while the other
    team's code is decoded before his own. A note reaches his team only after the reveal."""
    t = Table.of(dealt(3, 3))
    play_round(t)  # round 2: w2 and b2 encrypt
    assert t.state.phase is Phase.ENCRYPTING
    saved = dumps(t.state)
    for pid in ("w2", "b2"):
        with pytest.raises(RuleError) as err:
            t.do(SetNote(pid, 1, "the code is 2-4-1"))
        assert err.value.code == "role/encryptor_notes"
    assert dumps(t.state) == saved
    t.do(SetNote("w1", 1, "still ours"))  # a teammate writes as before
    submit_both(t)  # White's code is decoded first
    with pytest.raises(RuleError) as err:
        t.do(SetNote("b2", 1, "2-4-1"))
    assert err.value.code == "role/encryptor_notes"
    decode(t, W)
    decode(t, B)  # both revealed: the round's encryptors write again
    t.do(SetNote("b2", 1, "waves?"))
    t.do(SetNote("w2", 2, "organ?"))
    assert t.state.notes[1][0] == "waves?" and t.state.notes[0][1] == "organ?"


@pytest.mark.rule("R25")
def test_the_interceptor_writes_notes_whoever_encrypts() -> None:
    """Three players (R27): only the team's encryptor knows the code."""
    t = Table.of(make_setup(settings=Settings(variant=Variant.THREE_PLAYER)))
    encryptor = t.encryptor(W)
    interceptor = next(p.id for p in t.state.players if p.team is B)
    with pytest.raises(RuleError) as err:
        t.do(SetNote(encryptor, 1, "1-2-3"))
    assert err.value.code == "role/encryptor_notes"
    t.do(SetNote(interceptor, 1, "a guess"))
    assert t.state.notes[B.index][0] == "a guess"


@pytest.mark.rule("R10")
def test_a_team_discusses_with_a_shared_draft_then_locks_in_once() -> None:
    t = Table.of(make_setup(seats=players(3, 2)))
    play_round(t)
    submit_both(t)  # round 2: w2 encrypts, w1 and w3 discuss
    assert t.do(DraftGuess("w1", W, (4, None, None))) == (ev.DraftChanged(W),)
    t.do(DraftGuess("w3", W, (4, 2, None)))
    assert t.state.round.code_of(W).own_draft == (4, 2, None)  # type: ignore[union-attr]
    with pytest.raises(RuleError) as err:
        t.do(DraftGuess("w1", B, (1, None, None)))
    assert err.value.code == "guess/not_decoding"
    t.do(DraftGuess("b1", W, (4, 2, None)))  # Black happens to draft the same digits
    white = t.state.round.code_of(W)
    assert white is not None and (white.own_draft, white.opp_draft) == ((4, 2, None),) * 2
    assert t.do(LockGuess("w3", W, (4, 2, 1))) == (ev.GuessLocked(W, W),)
    # The whole team sees the guess it locked in, and that it is locked.
    assert view_for(t.state, Window.for_team(W, "w1"))["secret"]["guess"] == {
        "draft": [4, 2, 1],
        "locked": True,
    }
    with pytest.raises(RuleError) as err:
        t.do(LockGuess("w1", W, (1, 2, 3)))
    assert err.value.code == "guess/locked"
    assert t.state.phase is Phase.DECODING  # still waiting for Black's interception
    events = t.do(LockGuess("b1", W, (1, 2, 3)))
    assert events[0] == ev.GuessLocked(B, W) and isinstance(events[1], ev.CodeRevealed)
    # Black's code now; White intercepts first and sees its locked interception.
    t.do(LockGuess("w1", B, (2, 3, 4)))
    assert view_for(t.state, Window.for_team(W, "w3"))["secret"]["guess"] == {
        "draft": [2, 3, 4],
        "locked": True,
    }


@pytest.mark.rule("R11")
def test_round_one_has_no_interception_and_reveals_on_the_own_guess_alone() -> None:
    t = Table.of(make_setup(white_codes=[(4, 2, 1)]))
    submit_both(t)
    with pytest.raises(RuleError) as err:
        t.do(DraftGuess("b2", W, (4, None, None)))
    assert err.value.code == "guess/no_interception_round_1"
    events = t.do(LockGuess("w2", W, (4, 2, 1)))
    assert ev.CodeRevealed(W, 1, (4, 2, 1), None, (4, 2, 1), False, False) in events


@pytest.mark.rule("R12", "R13", "R14")
@pytest.mark.parametrize(
    ("own", "opp", "intercepted", "miscommunicated"),
    [
        ((3, 4, 2), (1, 2, 3), False, False),  # a wrong interception costs nothing
        ((3, 4, 2), (3, 4, 2), True, False),
        ((3, 4, 1), (1, 2, 3), False, True),
        ((3, 4, 1), (3, 4, 2), True, True),  # both on one code
        ((3, 4, 1), (3, 2, 4), False, True),  # same digits, other order: no match
    ],
)
def test_the_reveal_hands_out_tokens(
    own: tuple[int, int, int],
    opp: tuple[int, int, int],
    intercepted: bool,
    miscommunicated: bool,
) -> None:
    t = Table.of(make_setup(white_codes=[(1, 2, 3), (3, 4, 2)]))
    play_round(t)
    submit_both(t)
    t.do(LockGuess("w1", W, own))  # w2 encrypts in round 2
    # R12: nothing is revealed until both guesses are in.
    table = view_for(t.state, Window.table())
    assert len(table["history"]) == 2 and table["decoding"]["team"] == "white"
    assert not t.state.round.code_of(W).revealed  # type: ignore[union-attr]
    assert (t.state.tokens[0].miscommunications, t.state.tokens[1].interceptions) == (0, 0)
    events = t.do(LockGuess("b1", W, opp))
    reveal = ev.CodeRevealed(W, 2, (3, 4, 2), opp, own, intercepted, miscommunicated)
    assert reveal in events
    # Then everyone sees the interception, the own guess and the code together.
    shown = view_for(t.state, Window.table())["history"][2]
    assert (shown["opp_guess"], shown["own_guess"], shown["code"]) == (
        list(opp),
        list(own),
        [3, 4, 2],
    )
    assert t.state.tokens[1].interceptions == int(intercepted)
    assert t.state.tokens[0].miscommunications == int(miscommunicated)


@pytest.mark.rule("R15", "R16")
def test_after_white_is_revealed_black_is_decoded_the_same_way() -> None:
    t = Table.of(make_setup(white_codes=[(4, 2, 1)], black_codes=[(1, 3, 2)]))
    submit_both(t, "x")
    events = t.do(LockGuess("w2", W, (4, 2, 1)))
    assert [type(e) for e in events] == [ev.GuessLocked, ev.CodeRevealed, ev.DecodingStarted]
    assert t.state.round.decoding == 1
    # R15: everyone, Black's windows and the table included, sees White's clues
    # against their true keyword numbers.
    for window in (Window.table(), Window.for_team(B, "b1"), Window.for_team(W, "w2")):
        (entry,) = view_for(t.state, window)["history"]
        assert (entry["team"], entry["clues"], entry["code"]) == (
            "white",
            ["w1ax", "w1bx", "w1cx"],
            [4, 2, 1],
        )
    events = t.do(LockGuess("b2", B, (1, 3, 2)))
    assert [type(e) for e in events] == [
        ev.GuessLocked,
        ev.CodeRevealed,
        ev.RoundEnded,
        ev.RoundStarted,
    ]
