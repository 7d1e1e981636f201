"""Play whole games with random (sometimes illegal) moves: for property tests and benchmarks.

The driver looks at the full state, so it can make a team guess its own code
right often enough for games to reach every ending; it is a test driver, not a
player (players see only their views).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from decrypto_qt.engine import (
    ALL_CODES,
    HOST,
    Action,
    DraftClues,
    DraftGuess,
    DraftKeywordGuesses,
    EndGame,
    FinishJudging,
    FlagClue,
    FlagReason,
    ForceAdvance,
    GameSetup,
    GameState,
    HandOverSeat,
    JudgeKeywordGuess,
    LockGuess,
    Pause,
    Phase,
    Player,
    Resume,
    RuleError,
    SetNote,
    Settings,
    SubmitClues,
    SubmitKeywordGuesses,
    Team,
    Tick,
    Variant,
    Window,
    apply,
    deal,
    start,
)
from decrypto_qt.engine.events import Event
from decrypto_qt.engine.log import LogEntry

KEYWORDS = tuple(f"kw{i:03d}" for i in range(40))
"""Test keywords that no clue, note or name can contain by chance."""


def random_setup(rng: random.Random) -> GameSetup:
    variant = Variant.THREE_PLAYER if rng.random() < 0.2 else Variant.STANDARD
    settings = Settings(
        variant=variant,
        timer_seconds=rng.choice([None, 30.0, 5.0]),
        alternate_first_team=rng.random() < 0.5,
        rounds_limit=rng.choice([8, 8, 3, 1]),
    )
    if variant is Variant.THREE_PLAYER:
        sizes = (2, 1)
    else:
        w = rng.randint(2, 4)
        sizes = (w, rng.choice([x for x in (w - 1, w, w + 1) if 2 <= x <= 4]))
    seats = [Player(f"w{i}", f"W{i}", Team.WHITE) for i in range(sizes[0])] + [
        Player(f"b{i}", f"B{i}", Team.BLACK) for i in range(sizes[1])
    ]
    rng.shuffle(seats)
    setup, _ = deal(settings, seats, KEYWORDS, seed=rng.getrandbits(32))
    return setup


def _clue(rng: random.Random) -> str:
    return f"clue{rng.getrandbits(48):012x}"


def _members(state: GameState, team: Team) -> list[str]:
    return [p.id for p in state.players if p.team is team]


def random_action(state: GameState, rng: random.Random, *, skill: float = 0.75) -> Action:
    """A plausible action for the table's current situation; mostly legal, sometimes not."""
    r = rng.random()
    everyone = [p.id for p in state.players]
    if state.paused and r < 0.5:
        return Resume()
    if state.deadline is not None and r < 0.5:
        return Tick()
    if r < 0.003:
        return EndGame()
    if r < 0.03:
        return rng.choice([Pause(), Resume(), Tick()])
    if r < 0.05:
        return ForceAdvance()
    if r < 0.07:
        return SetNote(rng.choice(everyone), rng.randint(1, 4), _clue(rng))
    if r < 0.09 and state.rounds and state.round.number > 1:
        team = rng.choice(list(Team))
        return FlagClue(
            rng.choice(everyone),
            team,
            rng.randint(1, state.round.number),
            rng.randint(1, 3),
            rng.choice(list(FlagReason)),
        )
    if r < 0.10:
        return HandOverSeat(rng.choice(everyone), f"N{rng.getrandbits(16)}")
    if r < 0.12:  # plainly wrong: a random player does a random thing
        return rng.choice(
            [
                SubmitClues(rng.choice(everyone), (_clue(rng), "", _clue(rng))),
                LockGuess(rng.choice(everyone), rng.choice(list(Team)), rng.choice(ALL_CODES)),
                SubmitKeywordGuesses(rng.choice(everyone), ("a", "b", "c", "d")),
                FinishJudging(rng.choice(everyone)),
            ]
        )
    if state.phase is Phase.ENCRYPTING:
        code = rng.choice(
            [c for c in state.round.codes if c.clues is None] or list(state.round.codes)
        )
        clues = (_clue(rng), _clue(rng), _clue(rng))
        if rng.random() < 0.3:
            return DraftClues(code.encryptor, (clues[0], "", clues[2]))
        if rng.random() < 0.15:
            return Tick()
        return SubmitClues(code.encryptor, clues)
    if state.phase is Phase.DECODING:
        rnd = state.round
        code = rnd.code_of(rnd.order[rnd.decoding])
        assert code is not None
        own = not code.own_locked and (rnd.number == 1 or rng.random() < 0.5 or code.opp_locked)
        team = code.team if own else code.team.other
        pids = [p for p in _members(state, team) if not (own and p == code.encryptor)]
        guess = code.code if rng.random() < (skill if own else 0.2) else rng.choice(ALL_CODES)
        if rng.random() < 0.2:
            return DraftGuess(rng.choice(pids), code.team, (guess[0], None, guess[2]))
        return LockGuess(rng.choice(pids), code.team, guess)
    if state.phase is Phase.KEYWORD_GUESSING:
        team = rng.choice(list(Team))
        words = [rng.choice((*KEYWORDS, "", "nope")) for _ in range(4)]
        guesses = (words[0], words[1], words[2], words[3])
        action_cls = DraftKeywordGuesses if rng.random() < 0.3 else SubmitKeywordGuesses
        return action_cls(rng.choice(_members(state, team)), guesses)
    if state.phase is Phase.KEYWORD_JUDGING:
        team = rng.choice(list(Team))
        if rng.random() < 0.5:
            return JudgeKeywordGuess(
                rng.choice(_members(state, team)), rng.randint(1, 4), rng.random() < 0.7
            )
        return FinishJudging(rng.choice(_members(state, team)))
    return EndGame()


def windows(state: GameState) -> list[Window]:
    """The table, every single-player window, and every pair of teammates."""
    out = [Window.table()]
    for team in Team:
        ids = [p.id for p in state.players if p.team is team]
        out += [Window.for_team(team, pid) for pid in ids]
        out += [Window.for_team(team, *pair) for pair in combinations(ids, 2)]
    return out


@dataclass
class Step:
    """One attempted action: the state before and after, and what came of it."""

    before: GameState
    action: Action
    now: float
    after: GameState
    events: tuple[Event, ...]
    error: RuleError | None


def play(setup: GameSetup, rng: random.Random, *, max_steps: int = 5000) -> Iterator[Step]:
    """Attempt random actions until the game ends, yielding every step."""
    state = start(setup)
    now = 1000.0
    for _ in range(max_steps):
        if state.phase is Phase.GAME_OVER:
            return
        action = random_action(state, rng)
        now += rng.choice([0.0, 0.5, 3.0, 12.0])
        try:
            after, events = apply(state, action, now)
            error = None
        except RuleError as exc:
            after, events, error = state, (), exc
        yield Step(state, action, now, after, events, error)
        state = after
    # A game that will not end is a bug; let the caller see it.
    raise AssertionError(f"game did not end within {max_steps} steps")


def play_to_end(
    setup: GameSetup, rng: random.Random
) -> tuple[GameState, list[LogEntry], list[Step]]:
    steps = list(play(setup, rng))
    log = [LogEntry(s.action, s.now) for s in steps if s.error is None]
    final = steps[-1].after if steps else start(setup)
    return final, log, steps


def random_games(seed: int, count: int) -> Iterator[tuple[GameSetup, Sequence[Step]]]:
    rng = random.Random(seed)
    for _ in range(count):
        setup = random_setup(rng)
        yield setup, list(play(setup, rng))


__all__ = [
    "HOST",
    "KEYWORDS",
    "Step",
    "play",
    "play_to_end",
    "random_action",
    "random_games",
    "random_setup",
]
