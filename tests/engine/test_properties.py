"""Properties over thousands of random games (hypothesis)."""

from __future__ import annotations

import json
import os
import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from decrypto_qt.engine import (
    GameState,
    OutcomeReason,
    Phase,
    RuleError,
    Team,
    Variant,
    Window,
    apply,
    dumps,
    loads,
    replay,
    view_for,
    view_version,
)
from decrypto_qt.engine import events as ev
from decrypto_qt.engine.state import EMPTY_GUESS, CodeRound, Round, TieBreak
from tests.helpers.coverage_pause import traced_first
from tests.helpers.random_play import KEYWORDS, play_to_end, random_setup, windows

seeds = st.integers(min_value=0, max_value=2**64)
# Mutation testing (bench/mutation) runs these for every mutant, with fewer examples.
_EXAMPLES = os.environ.get("DECRYPTO_QT_PROPERTY_EXAMPLES")
many = settings(
    max_examples=int(_EXAMPLES or 1500),
    derandomize=_EXAMPLES is not None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
some = settings(
    max_examples=int(_EXAMPLES or 400),
    derandomize=_EXAMPLES is not None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
few = settings(
    max_examples=int(_EXAMPLES or 120),
    derandomize=_EXAMPLES is not None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
# Under coverage, the first examples of each property are traced and the rest run untraced.
TRACED = 100

W, B = Team.WHITE, Team.BLACK
ENDS_MID_ROUND = {
    OutcomeReason.ABORTED,
    OutcomeReason.TIEBREAK_KEYWORDS,
    OutcomeReason.SHARED_VICTORY,
}
"""Endings that do not come from the token check at the end of a round (R17)."""


def check_end_of_round(state: GameState, rnd: int) -> None:
    """The token check at the end of round ``rnd`` (R18, R19, R30), stated on its own."""
    w, b = state.tokens
    outcome = state.outcome
    next_round = state.phase is Phase.ENCRYPTING and state.round.number == rnd + 1
    if state.settings.variant is Variant.THREE_PLAYER:
        if b.interceptions >= 2:  # R30
            assert outcome is not None and outcome.winners == {B}
            assert outcome.reason is OutcomeReason.INTERCEPTOR_TOKENS
        elif rnd >= 5:
            assert outcome is not None and outcome.winners == {W}
            assert outcome.reason is OutcomeReason.TEAM_SURVIVED
        else:
            assert next_round and outcome is None
        return
    white_wins = w.interceptions >= 2 or b.miscommunications >= 2  # R18
    black_wins = b.interceptions >= 2 or w.miscommunications >= 2
    last = rnd >= state.settings.rounds
    if white_wins == black_wins and (white_wins or last):  # R19: a tie, settled by R20
        if w.score == b.score:
            assert state.phase is Phase.KEYWORD_GUESSING and outcome is None
        else:
            assert outcome is not None and outcome.reason is OutcomeReason.TIEBREAK_SCORE
            assert outcome.winners == {W if w.score > b.score else B}
    elif white_wins or black_wins:
        winner = W if white_wins else B
        tokens = state.team_tokens(winner)
        assert outcome is not None and outcome.winners == {winner}
        expected = (
            OutcomeReason.TWO_INTERCEPTIONS
            if tokens.interceptions >= 2
            else OutcomeReason.TWO_MISCOMMUNICATIONS
        )
        assert outcome.reason is expected
    else:
        assert next_round and outcome is None  # R21: the next round


@pytest.mark.rule("R17", "R18", "R19", "R30")
@many
@given(seeds)
@traced_first(TRACED)
def test_every_game_ends_tokens_never_decrease_and_replay_and_json_are_exact(seed: int) -> None:
    rng = random.Random(seed)
    setup = random_setup(rng)
    final, log, steps = play_to_end(setup, rng)
    assert final.phase is Phase.GAME_OVER and final.outcome is not None
    for step in steps:
        for before, after in zip(step.before.tokens, step.after.tokens, strict=True):
            assert after.interceptions >= before.interceptions
            assert after.miscommunications >= before.miscommunications
        if step.error is not None:
            assert step.error.code and step.error.message
            with pytest.raises(RuleError) as again:  # refused the same way every time
                apply(step.before, step.action, step.now)
            assert again.value.code == step.error.code
            continue
        ended = [e.round for e in step.events if isinstance(e, ev.RoundEnded)]
        round_ended = bool(ended)
        if ended:
            check_end_of_round(step.after, ended[0])
        elif step.before.outcome is None and step.after.outcome is not None:
            # R17: tokens decide only at the end of a round, never in the middle of one.
            assert step.after.outcome.reason in ENDS_MID_ROUND
        if step.before.phase is Phase.DECODING and not round_ended:
            assert step.after.phase in (Phase.DECODING, Phase.GAME_OVER)
    # Refused actions are not in the log, so replaying only what was applied must
    # lead to the same game: a refusal left nothing behind.
    assert replay(setup, log) == final
    state, saved_log = loads(dumps(final, log))
    assert state == final and list(saved_log) == log


def scramble_code(
    code: CodeRound, hidden_code: bool, hidden_clues: bool, hidden_guess: tuple[bool, bool]
) -> CodeRound:
    if hidden_code:
        code = replace(code, code=(code.code[1], code.code[2], code.code[0]))
    if hidden_clues:
        code = replace(
            code,
            drafts=("zz1", "zz2", "zz3"),
            clues=None if code.clues is None else ("zz4", "zz5", "zz6"),
        )
    own_hidden, opp_hidden = hidden_guess
    if own_hidden:
        code = replace(code, own_draft=EMPTY_GUESS if code.own_draft != EMPTY_GUESS else (1, 2, 3))
        if code.own_guess is not None:
            code = replace(
                code, own_guess=(code.own_guess[2], code.own_guess[0], code.own_guess[1])
            )
    if opp_hidden:
        code = replace(code, opp_draft=EMPTY_GUESS if code.opp_draft != EMPTY_GUESS else (1, 2, 3))
        if code.opp_guess is not None:
            code = replace(
                code, opp_guess=(code.opp_guess[2], code.opp_guess[0], code.opp_guess[1])
            )
    return code


def scramble_hidden(state: GameState, window: Window) -> GameState:
    """Change every secret V1-V5 keep from ``window``; its view must not change."""
    viewer = window.team
    over = state.phase is Phase.GAME_OVER
    teams = list(state.setup.teams)
    for t in Team:
        if viewer is not t and not over and teams[t.index].keywords:  # V1
            teams[t.index] = replace(teams[t.index], keywords=("xx1", "xx2", "xx3", "xx4"))
    notes = tuple(  # V5
        n if viewer is t else ("yy",) * 4 for t, n in zip(Team, state.notes, strict=True)
    )
    rounds = []
    for rnd in state.rounds:
        codes = []
        for i, code in enumerate(rnd.codes):
            if code.revealed:
                codes.append(code)
                continue
            serves = viewer is code.team and code.encryptor in window.players
            decoding = (
                rnd.decoding >= 0
                and rnd.order[rnd.decoding] is code.team
                and state.phase is Phase.DECODING
            )
            codes.append(
                scramble_code(
                    code,
                    hidden_code=not serves,  # V2
                    hidden_clues=not serves and not decoding,  # V3
                    hidden_guess=(
                        viewer is not code.team,
                        viewer is code.team or viewer is None,
                    ),  # V4
                )
            )
            del i
        rounds.append(Round(rnd.number, tuple(codes), rnd.order, rnd.decoding))
    tiebreak = state.tiebreak
    if tiebreak is not None and state.phase is Phase.KEYWORD_GUESSING:  # V4 for keyword guesses
        drafts = tuple(
            d if viewer is t else ("qq",) * 4 for t, d in zip(Team, tiebreak.drafts, strict=True)
        )
        guesses = tuple(
            g if (viewer is t or g is None) else ("qq",) * 4
            for t, g in zip(Team, tiebreak.guesses, strict=True)
        )
        tiebreak = TieBreak(
            (drafts[0], drafts[1]), (guesses[0], guesses[1]), tiebreak.accepted, tiebreak.judged
        )
    setup = replace(state.setup, teams=(teams[0], teams[1]))
    return replace(
        state, setup=setup, notes=(notes[0], notes[1]), rounds=tuple(rounds), tiebreak=tiebreak
    )


@pytest.mark.rule("V1", "V2", "V3", "V4", "V5", "V6")
@some
@given(seeds)
@traced_first(TRACED)
def test_no_view_depends_on_a_secret_it_may_not_see(seed: int) -> None:
    """Non-interference: change what a window may not see, and its view stays the same."""
    rng = random.Random(seed)
    setup = random_setup(rng)
    _, _, steps = play_to_end(setup, rng)
    for step in [*steps[:: max(1, len(steps) // 12)], steps[-1]]:
        state = step.after
        for window in windows(state):
            assert view_for(scramble_hidden(state, window), window) == view_for(state, window)


@pytest.mark.rule("V3", "V4", "V5")
@few
@given(seeds)
@traced_first(TRACED)
def test_a_windows_version_grows_and_moves_exactly_when_its_view_changes(seed: int) -> None:
    """No window learns from its version that something it cannot see has changed."""
    rng = random.Random(seed)
    setup = random_setup(rng)
    _, _, steps = play_to_end(setup, rng)
    applied = [s for s in steps if s.error is None]
    for window in windows(applied[0].before) if applied else []:
        before = view_for(applied[0].before, window)
        for step in applied:
            after = view_for(step.after, window)
            assert after["version"] == view_version(step.after, window)
            if {**after, "version": 0} == {**before, "version": 0}:
                assert after["version"] == before["version"], step.action
            else:
                assert after["version"] > before["version"], step.action
            before = after


@pytest.mark.rule("V1", "V5")
@some
@given(seeds)
@traced_first(TRACED)
def test_no_view_text_contains_an_opponent_keyword_or_note_before_the_end(seed: int) -> None:
    rng = random.Random(seed)
    setup = random_setup(rng)
    _, _, steps = play_to_end(setup, rng)
    for step in steps:
        state = step.after
        for window in windows(state):
            view = view_for(state, window)
            # R20: guesses at keywords are public once handed in, right or not.
            view.pop("tiebreak")
            (view["secret"] or {}).pop("keyword_guesses", None)
            text = json.dumps(view)
            for team in Team:
                if window.team is team:
                    continue
                if state.phase is not Phase.GAME_OVER:
                    assert not any(k in text for k in state.keywords(team))
                assert not any(n and n in text for n in state.notes[team.index])
    assert all(k.startswith("kw") for k in KEYWORDS)
