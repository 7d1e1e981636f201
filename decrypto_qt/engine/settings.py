"""Table options the host chooses before the game starts."""

from __future__ import annotations

from dataclasses import dataclass

from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.types import Variant

DEFAULT_TIMER_SECONDS = 30.0
"""The sand timer of the box (R8)."""
DEFAULT_ROUNDS_LIMIT = 8
"""The note sheet has eight rows; a game still undecided after round 8 is a tie (R19)."""
THREE_PLAYER_ROUNDS = 5
"""The Interceptor must win within five rounds (R30)."""
MAX_TIMER_SECONDS = 600.0
MAX_ROUNDS_LIMIT = 20


@dataclass(frozen=True)
class Settings:
    """Options for one game.

    Attributes:
        variant: the standard game or the three-player interceptor variant.
        timer_seconds: the sand timer's length (R8), or ``None`` for no timer.
        alternate_first_team: decode Black's code first in even rounds (R9 option).
        rounds_limit: rounds before an undecided game becomes a tie (R19); the
            three-player variant always plays at most 5 (R30).
        allow_large_teams: teams of up to 8 players each (R1 option).
    """

    variant: Variant = Variant.STANDARD
    timer_seconds: float | None = DEFAULT_TIMER_SECONDS
    alternate_first_team: bool = False
    rounds_limit: int = DEFAULT_ROUNDS_LIMIT
    allow_large_teams: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.variant, Variant):
            raise RuleError("settings/variant", "Choose the standard game or the three-player one.")
        flags = (self.alternate_first_team, self.allow_large_teams)
        if not all(isinstance(x, bool) for x in flags):
            raise RuleError("settings/option", "An option is either on or off.")
        t = self.timer_seconds
        if t is not None and (isinstance(t, bool) or not isinstance(t, (int, float))):
            raise RuleError("settings/timer", "The timer is a number of seconds, or off.")
        if t is not None and not (5 <= t <= MAX_TIMER_SECONDS):
            raise RuleError(
                "settings/timer",
                f"The timer runs from 5 to {MAX_TIMER_SECONDS:.0f} seconds, or is off.",
            )
        if t is not None:
            object.__setattr__(self, "timer_seconds", float(t))  # one JSON form for 30 and 30.0
        r = self.rounds_limit
        if isinstance(r, bool) or not isinstance(r, int) or not (1 <= r <= MAX_ROUNDS_LIMIT):
            raise RuleError("settings/rounds", f"A game lasts from 1 to {MAX_ROUNDS_LIMIT} rounds.")

    @property
    def rounds(self) -> int:
        """How many rounds can be played at most."""
        if self.variant is Variant.THREE_PLAYER:
            return THREE_PLAYER_ROUNDS
        return self.rounds_limit
