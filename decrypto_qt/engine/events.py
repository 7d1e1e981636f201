"""What happened when an action was applied: for the host's log, sounds and cues.

Events stay on the host like the state does; windows learn what happened only
from their next view (V1-V7).
"""

from __future__ import annotations

from dataclasses import dataclass

from decrypto_qt.engine.state import Outcome
from decrypto_qt.engine.types import Code, PlayerId, Team


@dataclass(frozen=True)
class RoundStarted:
    """A round begins; new encryptors draw their codes (R5, R6)."""

    round: int


@dataclass(frozen=True)
class CluesSubmitted:
    """A team's clues are in (R7); ``timed_out`` if the timer took them (R8)."""

    team: Team
    round: int
    timed_out: bool = False
    dropped: tuple[int, ...] = ()
    """Clue positions (1-3) left empty because the draft broke R22-R24."""


@dataclass(frozen=True)
class TimerStarted:
    """The first encryptor finished: the other has until ``deadline`` (R8)."""

    team: Team
    deadline: float


@dataclass(frozen=True)
class DecodingStarted:
    """A team's clues are made public and the guessing starts (R10)."""

    team: Team
    round: int


@dataclass(frozen=True)
class GuessLocked:
    """``team`` locked in its guess at ``target``'s code (R10, R11)."""

    team: Team
    target: Team


@dataclass(frozen=True)
class CodeRevealed:
    """Interception guess, own guess and code are revealed in that order (R12-R14)."""

    team: Team
    round: int
    code: Code
    opp_guess: Code | None
    own_guess: Code | None
    intercepted: bool
    miscommunicated: bool


@dataclass(frozen=True)
class RoundEnded:
    """Both codes are decoded; tokens are checked now (R17)."""

    round: int


@dataclass(frozen=True)
class TieBreakStarted:
    """The game is tied (R19); ``keywords`` if scores are equal too (R20)."""

    keywords: bool


@dataclass(frozen=True)
class KeywordGuessesSubmitted:
    """A team handed in its guesses at the other team's keywords (R20)."""

    team: Team


@dataclass(frozen=True)
class KeywordGuessJudged:
    """The owners accepted (or withdrew) a guess at their keyword as equivalent (R20)."""

    owner: Team
    keyword: int
    accepted: bool


@dataclass(frozen=True)
class ClueFlagged:
    """Opponents flagged a revealed clue (R25)."""

    by: Team
    team: Team
    round: int
    clue: int


@dataclass(frozen=True)
class DraftChanged:
    """A team's shared draft (clues, guess, keyword guesses) or note changed (V3-V5)."""

    team: Team


@dataclass(frozen=True)
class Paused:
    """The host paused the game (R31)."""


@dataclass(frozen=True)
class Resumed:
    """The host resumed the game (R31)."""


@dataclass(frozen=True)
class SeatHandedOver:
    """The host gave a seat to a new player (R32)."""

    player: PlayerId
    old_name: str
    new_name: str


@dataclass(frozen=True)
class GameEnded:
    """The game is over; everything is revealed (V1)."""

    outcome: Outcome


Event = (
    RoundStarted
    | CluesSubmitted
    | TimerStarted
    | DecodingStarted
    | GuessLocked
    | CodeRevealed
    | RoundEnded
    | TieBreakStarted
    | KeywordGuessesSubmitted
    | KeywordGuessJudged
    | ClueFlagged
    | DraftChanged
    | Paused
    | Resumed
    | SeatHandedOver
    | GameEnded
)
