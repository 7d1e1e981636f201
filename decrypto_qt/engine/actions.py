"""Everything a player or the host can ask the rules to do.

Each action names its actor: a player id, or :data:`~decrypto_qt.engine.types.HOST`
for the host's own actions (R31, R32). :func:`decrypto_qt.engine.rules.apply`
is the one entry point that checks and applies them.
"""

from __future__ import annotations

from dataclasses import dataclass

from decrypto_qt.engine.types import FlagReason, PlayerId, Team


@dataclass(frozen=True)
class DraftClues:
    """The encryptor's clues while typing; kept so the timer can take them as they stand (R8)."""

    player: PlayerId
    clues: tuple[str, str, str]


@dataclass(frozen=True)
class SubmitClues:
    """The encryptor hands in three clues (R7, R22-R24); final (R26)."""

    player: PlayerId
    clues: tuple[str, str, str]


@dataclass(frozen=True)
class DraftGuess:
    """A team's guess while discussing, shared with teammates (V4). ``None`` is an empty place."""

    player: PlayerId
    target: Team
    digits: tuple[int | None, int | None, int | None]


@dataclass(frozen=True)
class LockGuess:
    """A team locks in its guess of ``target``'s code: its own (R10) or an interception (R11)."""

    player: PlayerId
    target: Team
    code: tuple[int, int, int]


@dataclass(frozen=True)
class FlagClue:
    """Opponents object to a revealed clue (R25); the table decides."""

    player: PlayerId
    team: Team
    round: int
    clue: int
    reason: FlagReason = FlagReason.OTHER


@dataclass(frozen=True)
class SetNote:
    """A team's private note about opponent keyword ``keyword`` (1-4) (V5)."""

    player: PlayerId
    keyword: int
    text: str


@dataclass(frozen=True)
class DraftKeywordGuesses:
    """Tie-break: a team's guesses at the other team's keywords while discussing (R20)."""

    player: PlayerId
    guesses: tuple[str, str, str, str]


@dataclass(frozen=True)
class SubmitKeywordGuesses:
    """Tie-break: a team hands in its four keyword guesses (R20)."""

    player: PlayerId
    guesses: tuple[str, str, str, str]


@dataclass(frozen=True)
class JudgeKeywordGuess:
    """Tie-break: the owners accept (or withdraw acceptance of) a guess as equivalent (R20)."""

    player: PlayerId
    keyword: int
    accepted: bool


@dataclass(frozen=True)
class FinishJudging:
    """Tie-break: the owners have judged all guesses at their keywords (R20)."""

    player: PlayerId


@dataclass(frozen=True)
class Tick:
    """Nothing but the passing of time: lets an expired timer take effect (R8)."""


@dataclass(frozen=True)
class Pause:
    """Host: stop the game and its timer (R31)."""


@dataclass(frozen=True)
class Resume:
    """Host: carry on where the game was paused (R31)."""


@dataclass(frozen=True)
class ForceAdvance:
    """Host: end what the table is waiting for (R31, R8)."""


@dataclass(frozen=True)
class HandOverSeat:
    """Host: give a seat to a new player; they see everything the seat saw (R32)."""

    player: PlayerId
    new_name: str


@dataclass(frozen=True)
class EndGame:
    """Host: stop the game now; nobody wins."""


PlayerAction = (
    DraftClues
    | SubmitClues
    | DraftGuess
    | LockGuess
    | FlagClue
    | SetNote
    | DraftKeywordGuesses
    | SubmitKeywordGuesses
    | JudgeKeywordGuess
    | FinishJudging
)
HostAction = Pause | Resume | ForceAdvance | HandOverSeat | EndGame
Action = PlayerAction | HostAction | Tick

ACTION_TYPES: dict[str, type[Action]] = {
    "draft_clues": DraftClues,
    "submit_clues": SubmitClues,
    "draft_guess": DraftGuess,
    "lock_guess": LockGuess,
    "flag_clue": FlagClue,
    "set_note": SetNote,
    "draft_keyword_guesses": DraftKeywordGuesses,
    "submit_keyword_guesses": SubmitKeywordGuesses,
    "judge_keyword_guess": JudgeKeywordGuess,
    "finish_judging": FinishJudging,
    "tick": Tick,
    "pause": Pause,
    "resume": Resume,
    "force_advance": ForceAdvance,
    "hand_over_seat": HandOverSeat,
    "end_game": EndGame,
}
"""Wire names of the actions, used by the log's JSON form and the protocol."""
ACTION_NAMES: dict[type[Action], str] = {t: n for n, t in ACTION_TYPES.items()}
HOST_ACTIONS: tuple[type[Action], ...] = (Pause, Resume, ForceAdvance, HandOverSeat, EndGame)
