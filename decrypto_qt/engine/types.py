"""Small shared vocabulary: teams, phases, variants, codes."""

from __future__ import annotations

import enum
from typing import TypeAlias

PlayerId: TypeAlias = str
Code: TypeAlias = tuple[int, int, int]
"""Three different digits from 1-4, in order (clue *i* points at keyword ``code[i]``)."""

HOST = "@host"
"""The actor name of the host (R31, R32); never a player id."""


class Team(enum.Enum):
    """One of the two sides of the table."""

    WHITE = "white"
    """Decodes first unless the "alternate" option says otherwise (R9)."""
    BLACK = "black"
    """The other team; in the three-player variant, the Interceptor (R27)."""

    # Plain attributes, set once below, not properties: the engine and the views read
    # them many times for every action a class host handles.
    other: Team
    """The opposing team."""
    index: int
    """0 for white, 1 for black: the team's place in per-team pairs."""

    __hash__ = object.__hash__
    """By identity, as members compare (``Enum`` hashes the name, in Python, on every
    lookup of a key holding a team)."""


Team.WHITE.other, Team.BLACK.other = Team.BLACK, Team.WHITE
Team.WHITE.index, Team.BLACK.index = 0, 1


class Variant(enum.Enum):
    """Which game is played."""

    STANDARD = "standard"
    """Two teams of 2-4 players (R1)."""
    THREE_PLAYER = "three_player"
    """Two players against one Interceptor (R27-R30)."""


class Phase(enum.Enum):
    """Where the game stands."""

    ENCRYPTING = "encrypting"
    """Encryptors write their clues (R7, R8)."""
    DECODING = "decoding"
    """One code's clues are public and the teams settle their guesses (R10-R16)."""
    KEYWORD_GUESSING = "keyword_guessing"
    """Tie-break: each team guesses the other team's keywords (R20)."""
    KEYWORD_JUDGING = "keyword_judging"
    """Tie-break: each team may accept the other's guesses as equivalent (R20)."""
    GAME_OVER = "game_over"
    """The game has ended; everything is revealed (V1)."""


class OutcomeReason(enum.Enum):
    """Why the game ended the way it did."""

    TWO_INTERCEPTIONS = "two_interceptions"
    """The winners intercepted twice (R18)."""
    TWO_MISCOMMUNICATIONS = "two_miscommunications"
    """The losers misread their own code twice (R18)."""
    TIEBREAK_SCORE = "tiebreak_score"
    """Tie settled by interceptions minus miscommunications (R20)."""
    TIEBREAK_KEYWORDS = "tiebreak_keywords"
    """Tie settled by guessing the other team's keywords (R20)."""
    SHARED_VICTORY = "shared_victory"
    """Still equal after the keyword guesses: both teams win (R20)."""
    INTERCEPTOR_TOKENS = "interceptor_tokens"
    """Three-player variant: the Interceptor gained two tokens (R30)."""
    TEAM_SURVIVED = "team_survived"
    """Three-player variant: the team got through round 5 (R30)."""
    ABORTED = "aborted"
    """The host ended the game early; nobody wins."""


class FlagReason(enum.Enum):
    """What the opponents think is wrong with a revealed clue (R25)."""

    SPELLING = "spelling"
    LETTER_COUNT = "letter_count"
    POSITION = "position"
    SOUND = "sound"
    PRIVATE_REFERENCE = "private_reference"
    TRANSLATION = "translation"
    CODE = "code"
    """The clue says the code or its digits."""
    SAME_IDEA = "same_idea"
    """The clue has the same idea as an earlier clue of the team."""
    OTHER = "other"
