"""The complete, immutable state of one game.

Nothing here leaves the host as it is: windows receive :func:`view_for`'s
filtered views (V1-V7). All records are frozen; the rules build new ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from decrypto_qt.engine.settings import Settings
from decrypto_qt.engine.types import (
    Code,
    FlagReason,
    OutcomeReason,
    Phase,
    PlayerId,
    Team,
)

Clues = tuple[str, str, str]
PartialCode = tuple[int | None, int | None, int | None]
EMPTY_CLUES: Clues = ("", "", "")
EMPTY_GUESS: PartialCode = (None, None, None)


@dataclass(frozen=True)
class Player:
    """A seat at the table. The id is stable; the name may change hands (R32)."""

    id: PlayerId
    name: str
    team: Team


@dataclass(frozen=True)
class TeamSetup:
    """What a team starts with: its name, its players in encryptor order, its keywords."""

    team: Team
    name: str
    players: tuple[PlayerId, ...]
    keywords: tuple[str, ...]
    """Four keywords (R2), or none for the Interceptor (R27)."""


@dataclass(frozen=True)
class GameSetup:
    """Everything a game is dealt at the start; with the action log it replays the game.

    Attributes:
        codes: the codes each team draws, round by round (``codes[team][round-1]``);
            drawn up front from the seed, one independent uniform draw per round (R6).
    """

    settings: Settings
    players: tuple[Player, ...]
    teams: tuple[TeamSetup, TeamSetup]
    codes: tuple[tuple[Code, ...], tuple[Code, ...]]
    seed: int
    game: int = 1
    """This game's number at its table: 1, then 2, 3… each time the table plays again."""
    first_views: int = 0
    """The view version every window starts this game from: above every version of the
    table's previous game, so that no window's version ever goes back."""


@dataclass(frozen=True)
class Flag:
    """An opponent's objection to a revealed clue (R25); the table decides."""

    by: Team
    clue: int
    reason: FlagReason


@dataclass(frozen=True)
class CodeRound:
    """One team's code in one round, from drawing to reveal.

    Attributes:
        drafts: the encryptor's clues while typing (V3: encryptor only).
        clues: the submitted clues (R26), or ``None`` while still writing.
        timed_out: the clues were taken as they stood when the timer ran out (R8).
        own_draft / opp_draft: a team's guess while it discusses (V4).
        own_guess / opp_guess: locked guesses; ``None`` if not (yet) given.
        revealed: the guesses and code have been revealed (R12).
        intercepted / miscommunicated: the results of R13 / R14 once revealed.
    """

    team: Team
    encryptor: PlayerId
    code: Code
    drafts: Clues = EMPTY_CLUES
    clues: Clues | None = None
    timed_out: bool = False
    own_draft: PartialCode = EMPTY_GUESS
    opp_draft: PartialCode = EMPTY_GUESS
    own_guess: Code | None = None
    opp_guess: Code | None = None
    own_locked: bool = False
    opp_locked: bool = False
    revealed: bool = False
    intercepted: bool = False
    miscommunicated: bool = False
    flags: tuple[Flag, ...] = ()


@dataclass(frozen=True)
class Round:
    """One round: a code per encrypting team and the order they are decoded in (R9)."""

    number: int
    codes: tuple[CodeRound, ...]
    order: tuple[Team, ...]
    decoding: int = -1
    """Index into ``order`` of the code being decoded; -1 while encrypting."""

    def code_of(self, team: Team) -> CodeRound | None:
        for c in self.codes:
            if c.team is team:
                return c
        return None


@dataclass(frozen=True)
class Tokens:
    """A team's chips (R13, R14)."""

    interceptions: int = 0
    miscommunications: int = 0

    @property
    def score(self) -> int:
        """The tie-break score of R20."""
        return self.interceptions - self.miscommunications


@dataclass(frozen=True)
class TieBreak:
    """The keyword-guessing tie-break (R20), indexed by the guessing team.

    Attributes:
        drafts: each team's guesses at the other team's keywords while discussing.
        guesses: submitted guesses, or ``None`` while a team is still writing.
        accepted: per guessing team, the indexes the *owners* accepted as equivalent.
        judged: per owning team, whether it has finished judging.
    """

    drafts: tuple[tuple[str, ...], tuple[str, ...]] = (("",) * 4, ("",) * 4)
    guesses: tuple[tuple[str, ...] | None, tuple[str, ...] | None] = (None, None)
    accepted: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())
    judged: tuple[bool, bool] = (False, False)


@dataclass(frozen=True)
class Outcome:
    """How the game ended: the winners (none, one or both teams) and why."""

    winners: frozenset[Team]
    reason: OutcomeReason


@dataclass(frozen=True)
class ViewVersions:
    """The ``version`` each kind of window sees; each moves only when its views change.

    Attributes:
        table: the table (projector) and spectators.
        teams: per team, its windows that do not serve its encryptor.
        encryptors: per team, its windows that serve its encryptor (V2, V3).
    """

    table: int = 0
    teams: tuple[int, int] = (0, 0)
    encryptors: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class GameState:
    """The whole game at one moment.

    Attributes:
        version: counts applied actions (the host's log and journal); never sent to a
            window, which sees only its own view's version (``views``).
        deadline: when the sand timer runs out, in the host's clock (R8).
        paused_remaining: seconds left on the timer while paused (R31).
        notes: each team's private note per opponent keyword (V5).
        views: the version of each kind of window's view (see ``versions.py``).
    """

    setup: GameSetup
    players: tuple[Player, ...]
    phase: Phase
    rounds: tuple[Round, ...]
    tokens: tuple[Tokens, Tokens] = (Tokens(), Tokens())
    notes: tuple[tuple[str, ...], tuple[str, ...]] = (("",) * 4, ("",) * 4)
    deadline: float | None = None
    paused: bool = False
    paused_remaining: float | None = None
    tiebreak: TieBreak | None = None
    outcome: Outcome | None = None
    version: int = 0
    views: ViewVersions = ViewVersions()

    @property
    def settings(self) -> Settings:
        return self.setup.settings

    @property
    def round(self) -> Round:
        """The current (last started) round."""
        return self.rounds[-1]

    def player(self, pid: PlayerId) -> Player | None:
        for p in self.players:
            if p.id == pid:
                return p
        return None

    def team_setup(self, team: Team) -> TeamSetup:
        return self.setup.teams[team.index]

    def keywords(self, team: Team) -> tuple[str, ...]:
        return self.setup.teams[team.index].keywords

    def team_tokens(self, team: Team) -> Tokens:
        return self.tokens[team.index]
