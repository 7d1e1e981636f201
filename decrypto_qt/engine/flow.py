"""How the game moves on: rounds, decoding, reveals, end-of-round checks (R5-R21, R27-R30)."""

from __future__ import annotations

from decrypto_qt.engine import events as ev
from decrypto_qt.engine.clues import salvage_drafts
from decrypto_qt.engine.normalize import normalize
from decrypto_qt.engine.records import replace
from decrypto_qt.engine.state import (
    CodeRound,
    GameSetup,
    GameState,
    Outcome,
    Round,
    TieBreak,
    Tokens,
    ViewVersions,
)
from decrypto_qt.engine.types import OutcomeReason, Phase, Team, Variant

Events = list[ev.Event]


def start(setup: GameSetup) -> GameState:
    """The state of a freshly dealt game, in round 1's encryption."""
    v = setup.first_views
    state = GameState(
        setup=setup,
        players=setup.players,
        phase=Phase.ENCRYPTING,
        rounds=(),
        views=ViewVersions(v, (v, v), (v, v)),
    )
    return _new_round(state, [])


def encrypting_teams(state: GameState) -> tuple[Team, ...]:
    """Teams that write clues: both, or only the team in the three-player game (R27)."""
    if state.settings.variant is Variant.THREE_PLAYER:
        return (Team.WHITE,)
    return (Team.WHITE, Team.BLACK)


def _new_round(state: GameState, out: Events) -> GameState:
    number = len(state.rounds) + 1
    codes = []
    for team in encrypting_teams(state):
        roster = state.team_setup(team).players
        # R5/R28: a fixed rotation, everyone encrypts before anyone does twice.
        encryptor = roster[(number - 1) % len(roster)]
        codes.append(CodeRound(team, encryptor, state.setup.codes[team.index][number - 1]))
    order = encrypting_teams(state)
    if state.settings.alternate_first_team and number % 2 == 0:
        order = tuple(reversed(order))  # R9 option: Black first in even rounds
    rnd = Round(number=number, codes=tuple(codes), order=order)
    out.append(ev.RoundStarted(number))
    return replace(state, phase=Phase.ENCRYPTING, rounds=(*state.rounds, rnd), deadline=None)


def replace_code(state: GameState, code: CodeRound) -> GameState:
    """``state`` with one code of the current round swapped for ``code``."""
    rnd = state.round
    codes = tuple(code if c.team is code.team else c for c in rnd.codes)
    return replace(state, rounds=(*state.rounds[:-1], replace(rnd, codes=codes)))


def earlier_clues(state: GameState, team: Team) -> list[str]:
    """Every clue ``team`` has given in earlier rounds (R24)."""
    out: list[str] = []
    for rnd in state.rounds:
        c = rnd.code_of(team)
        if c is not None and c.clues is not None:
            out.extend(x for x in c.clues if x)
    return out


def take_drafts(state: GameState, out: Events) -> GameState:
    """Time is up (R8) or the host forces it (R31): unsubmitted clues are taken as they stand."""
    for code in state.round.codes:
        if code.clues is None:
            clues, dropped = salvage_drafts(
                code.drafts, state.keywords(code.team), earlier_clues(state, code.team)
            )
            state = replace_code(state, replace(code, clues=clues, timed_out=True))
            dropped_numbers = tuple(i + 1 for i in dropped)
            out.append(ev.CluesSubmitted(code.team, state.round.number, True, dropped_numbers))
    return start_decoding(state, 0, out)


def start_decoding(state: GameState, index: int, out: Events) -> GameState:
    """Make the ``index``-th code's clues public and open the guessing (R9, R10, R16)."""
    rnd = replace(state.round, decoding=index)
    state = replace(
        state,
        phase=Phase.DECODING,
        rounds=(*state.rounds[:-1], rnd),
        deadline=None,
        paused_remaining=None,
    )
    out.append(ev.DecodingStarted(rnd.order[index], rnd.number))
    return state


def decoding_code(state: GameState) -> CodeRound:
    """The code whose clues are being decoded now."""
    rnd = state.round
    code = rnd.code_of(rnd.order[rnd.decoding])
    assert code is not None
    return code


def interception_allowed(state: GameState) -> bool:
    """No interception in round 1 (R11, R29)."""
    return state.round.number >= 2


def guesses_complete(state: GameState) -> bool:
    code = decoding_code(state)
    return code.own_locked and (code.opp_locked or not interception_allowed(state))


def reveal(state: GameState, out: Events) -> GameState:
    """Reveal interception guess, own guess, then code, and hand out tokens (R12-R14, R29)."""
    code = decoding_code(state)
    intercepted = code.opp_guess is not None and code.opp_guess == code.code
    # R31: a team that never locked in counts as a wrong guess of its own code.
    miscommunicated = code.own_guess != code.code
    team, other = code.team, code.team.other
    tokens = list(state.tokens)
    if intercepted:
        t = tokens[other.index]
        tokens[other.index] = replace(t, interceptions=t.interceptions + 1)
    if miscommunicated:
        if state.settings.variant is Variant.THREE_PLAYER:
            # R29: the Interceptor gains the token instead of the team.
            t = tokens[other.index]
            tokens[other.index] = replace(t, interceptions=t.interceptions + 1)
        else:
            t = tokens[team.index]
            tokens[team.index] = replace(t, miscommunications=t.miscommunications + 1)
    done = replace(code, revealed=True, intercepted=intercepted, miscommunicated=miscommunicated)
    state = replace_code(state, done)
    state = replace(state, tokens=(tokens[0], tokens[1]))
    out.append(
        ev.CodeRevealed(
            team,
            state.round.number,
            code.code,
            code.opp_guess,
            code.own_guess,
            intercepted,
            miscommunicated,
        )
    )
    rnd = state.round
    if rnd.decoding + 1 < len(rnd.order):
        return start_decoding(state, rnd.decoding + 1, out)
    return end_round(state, out)


def end_round(state: GameState, out: Events) -> GameState:
    """Check tokens only now, at the end of the round (R17-R19, R21, R30)."""
    number = state.round.number
    out.append(ev.RoundEnded(number))
    last = number >= state.settings.rounds
    w, b = state.tokens
    if state.settings.variant is Variant.THREE_PLAYER:
        if b.interceptions >= 2:
            return finish(
                state, Outcome(frozenset({Team.BLACK}), OutcomeReason.INTERCEPTOR_TOKENS), out
            )
        if last:
            return finish(state, Outcome(frozenset({Team.WHITE}), OutcomeReason.TEAM_SURVIVED), out)
        return _new_round(state, out)
    white_wins = w.interceptions >= 2 or b.miscommunications >= 2
    black_wins = b.interceptions >= 2 or w.miscommunications >= 2
    # R19: each of its tie cases is exactly "both teams reach a win condition".
    if white_wins and black_wins:
        return start_tiebreak(state, out)
    for team, wins, tok in ((Team.WHITE, white_wins, w), (Team.BLACK, black_wins, b)):
        if wins:
            reason = (
                OutcomeReason.TWO_INTERCEPTIONS
                if tok.interceptions >= 2
                else OutcomeReason.TWO_MISCOMMUNICATIONS
            )
            return finish(state, Outcome(frozenset({team}), reason), out)
    if last:
        return start_tiebreak(state, out)
    return _new_round(state, out)


def start_tiebreak(state: GameState, out: Events) -> GameState:
    """R20: the score decides; if equal, the keyword guesses do."""
    w, b = state.tokens
    if w.score != b.score:
        out.append(ev.TieBreakStarted(keywords=False))
        winner = Team.WHITE if w.score > b.score else Team.BLACK
        return finish(state, Outcome(frozenset({winner}), OutcomeReason.TIEBREAK_SCORE), out)
    out.append(ev.TieBreakStarted(keywords=True))
    return replace(state, phase=Phase.KEYWORD_GUESSING, tiebreak=TieBreak(), deadline=None)


def auto_right(guess: str, keyword: str) -> bool:
    """A keyword guess matching after normalisation is right without judging (R20)."""
    g = normalize(guess)
    return bool(g) and g == normalize(keyword)


def right_guesses(state: GameState, guesser: Team) -> frozenset[int]:
    """Keyword numbers (1-4) ``guesser`` got right: by match or by the owners' judgement."""
    tb = state.tiebreak
    if tb is None:
        return frozenset()
    guesses = tb.guesses[guesser.index] or ()
    keywords = state.keywords(guesser.other)
    auto = {
        i + 1 for i, (g, k) in enumerate(zip(guesses, keywords, strict=False)) if auto_right(g, k)
    }
    return frozenset(auto) | tb.accepted[guesser.index]


def take_keyword_drafts(state: GameState, out: Events) -> GameState:
    """The host ends the keyword guessing (R31): drafts are taken as they stand."""
    tb = state.tiebreak
    assert tb is not None
    guesses = list(tb.guesses)
    for team in Team:
        if guesses[team.index] is None:
            guesses[team.index] = tb.drafts[team.index]
            out.append(ev.KeywordGuessesSubmitted(team))
    tb = replace(tb, guesses=(guesses[0], guesses[1]))
    return replace(state, tiebreak=tb, phase=Phase.KEYWORD_JUDGING)


def finish_judging(state: GameState, out: Events) -> GameState:
    """Count right keyword guesses; more wins, equal shares the victory (R20)."""
    w = len(right_guesses(state, Team.WHITE))
    b = len(right_guesses(state, Team.BLACK))
    if w == b:
        return finish(state, Outcome(frozenset(Team), OutcomeReason.SHARED_VICTORY), out)
    winner = Team.WHITE if w > b else Team.BLACK
    return finish(state, Outcome(frozenset({winner}), OutcomeReason.TIEBREAK_KEYWORDS), out)


def finish(state: GameState, outcome: Outcome, out: Events) -> GameState:
    out.append(ev.GameEnded(outcome))
    return replace(
        state,
        phase=Phase.GAME_OVER,
        outcome=outcome,
        deadline=None,
        paused=False,
        paused_remaining=None,
    )


def expire_timer(state: GameState, now: float, out: Events) -> GameState:
    """If the sand timer has run out, take the late clues as they stand (R8)."""
    if (
        state.phase is Phase.ENCRYPTING
        and not state.paused
        and state.deadline is not None
        and now >= state.deadline
    ):
        return take_drafts(state, out)
    return state


def start_timer(state: GameState, now: float, out: Events) -> GameState:
    """The first encryptor is done: the sand timer starts for the other (R8)."""
    seconds = state.settings.timer_seconds
    late = [c for c in state.round.codes if c.clues is None]
    if seconds is None or not late or state.deadline is not None:
        return state
    deadline = now + seconds
    out.append(ev.TimerStarted(late[0].team, deadline))
    return replace(state, deadline=deadline)


def tokens_of(state: GameState, team: Team) -> Tokens:
    return state.tokens[team.index]
