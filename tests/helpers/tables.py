"""Build games with chosen keywords and codes, and drive them step by step."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from decrypto_qt.engine import (
    ALL_CODES,
    Action,
    GameSetup,
    GameState,
    LockGuess,
    Player,
    Settings,
    SubmitClues,
    Team,
    Variant,
    apply,
    deal,
    start,
)
from decrypto_qt.engine.events import Event
from decrypto_qt.engine.log import LogEntry
from decrypto_qt.engine.state import TeamSetup

WHITE_WORDS = ("black", "dragonfly", "cocktail", "sombrero")
BLACK_WORDS = ("lighthouse", "violin", "glacier", "pepper")


def players(white: int = 2, black: int = 2) -> tuple[Player, ...]:
    """Seats w1..wN and b1..bN, named Wendy1.. and Boris1.., in encryptor order."""
    return tuple(Player(f"w{i}", f"Wendy{i}", Team.WHITE) for i in range(1, white + 1)) + tuple(
        Player(f"b{i}", f"Boris{i}", Team.BLACK) for i in range(1, black + 1)
    )


def make_setup(
    white_codes: Sequence[tuple[int, int, int]] = (),
    black_codes: Sequence[tuple[int, int, int]] = (),
    *,
    settings: Settings | None = None,
    seats: Sequence[Player] | None = None,
    white_words: Sequence[str] = WHITE_WORDS,
    black_words: Sequence[str] = BLACK_WORDS,
) -> GameSetup:
    """A setup with exactly these keywords and codes; later rounds repeat ALL_CODES[0]."""
    settings = settings or Settings()
    three = settings.variant is Variant.THREE_PLAYER
    if seats is None:
        seats = players(2, 1) if three else players(2, 2)
    n = settings.rounds

    def pad(codes: Sequence[tuple[int, int, int]]) -> tuple[tuple[int, int, int], ...]:
        return tuple(codes) + (ALL_CODES[0],) * (n - len(codes))

    teams = tuple(
        TeamSetup(
            t,
            t.name.title(),
            tuple(p.id for p in seats if p.team is t),
            tuple(white_words if t is Team.WHITE else (() if three else black_words)),
        )
        for t in Team
    )
    return GameSetup(
        settings=settings,
        players=tuple(seats),
        teams=(teams[0], teams[1]),
        codes=(pad(white_codes), () if three else pad(black_codes)),
        seed=0,
    )


def dealt(
    white: int = 4,
    black: int = 4,
    *,
    settings: Settings | None = None,
    words: Sequence[str] = WHITE_WORDS + BLACK_WORDS,
    seed: int = 1,
) -> GameSetup:
    """A setup made the way the host makes one, through :func:`deal` (R1-R6)."""
    setup, _ = deal(settings or Settings(), players(white, black), words, seed=seed)
    return setup


@dataclass
class Table:
    """A game in progress with a clock the test moves by hand, and its log."""

    state: GameState
    now: float = 1000.0
    log: list[LogEntry] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)

    @classmethod
    def of(cls, setup: GameSetup) -> Table:
        return cls(start(setup))

    def do(self, action: Action) -> tuple[Event, ...]:
        self.state, events = apply(self.state, action, self.now)
        self.log.append(LogEntry(action, self.now))
        self.events.extend(events)
        return events

    def wait(self, seconds: float) -> None:
        self.now += seconds

    def encryptor(self, team: Team) -> str:
        code = self.state.round.code_of(team)
        assert code is not None
        return code.encryptor

    def guesser(self, team: Team, target: Team) -> str:
        """A player of ``team`` who may guess ``target``'s code (not its encryptor)."""
        code = self.state.round.code_of(target)
        for p in self.state.players:
            if p.team is team and (code is None or p.id != code.encryptor):
                return p.id
        raise AssertionError("no guesser")

    def code(self, team: Team) -> tuple[int, int, int]:
        code = self.state.round.code_of(team)
        assert code is not None
        return code.code


def submit_both(t: Table, tag: str = "") -> None:
    """Every encryptor of the round submits three fresh clues."""
    n = t.state.round.number
    for code in t.state.round.codes:
        x = code.team.value[0]
        t.do(SubmitClues(code.encryptor, (f"{x}{n}a{tag}", f"{x}{n}b{tag}", f"{x}{n}c{tag}")))


def decode(t: Table, target: Team, *, own_right: bool = True, intercept: bool = False) -> None:
    """Lock both guesses for the code being decoded."""
    code = t.code(target)
    wrong = next(c for c in [(1, 2, 3), (4, 3, 2)] if c != code)
    if t.state.round.number > 1:
        t.do(LockGuess(t.guesser(target.other, target), target, code if intercept else wrong))
    t.do(LockGuess(t.guesser(target, target), target, code if own_right else wrong))


def play_round(t: Table, **results: bool) -> None:
    """Play a round; ``white_right=False`` or ``black_intercepted=True`` set the results."""
    submit_both(t)
    for target in t.state.round.order:
        decode(
            t,
            target,
            own_right=results.get(f"{target.value}_right", True),
            intercept=results.get(f"{target.value}_intercepted", False),
        )
