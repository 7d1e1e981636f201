"""The rules of Decrypto (RULES.md), pure: no Qt, no sockets, no clock, no global randomness.

Deal a game with :func:`deal`, start it with :func:`start`, change it only with
:func:`apply`, and let it out only through :func:`view_for`.
"""

from decrypto_qt.engine.actions import (
    Action,
    DraftClues,
    DraftGuess,
    DraftKeywordGuesses,
    EndGame,
    FinishJudging,
    FlagClue,
    ForceAdvance,
    HandOverSeat,
    JudgeKeywordGuess,
    LockGuess,
    Pause,
    Resume,
    SetNote,
    SubmitClues,
    SubmitKeywordGuesses,
    Tick,
)
from decrypto_qt.engine.again import deal_again, pairing_changed
from decrypto_qt.engine.codes import ALL_CODES, check_code, format_code
from decrypto_qt.engine.deal import check_roster, deal, draw_keywords
from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.flow import start
from decrypto_qt.engine.log import LogEntry, dumps, loads, replay
from decrypto_qt.engine.normalize import contains_keyword, normalize
from decrypto_qt.engine.rules import apply, pending
from decrypto_qt.engine.settings import Settings
from decrypto_qt.engine.state import GameSetup, GameState, Player
from decrypto_qt.engine.types import (
    HOST,
    Code,
    FlagReason,
    OutcomeReason,
    Phase,
    PlayerId,
    Team,
    Variant,
)
from decrypto_qt.engine.views import (
    TABLE_KEY,
    VisibilityKey,
    Window,
    class_version,
    class_view,
    view_for,
    view_version,
    visibility_key,
)
from decrypto_qt.engine.wordpack import WordPack, bundled_pack, parse_word_list

__all__ = [
    "ALL_CODES",
    "HOST",
    "TABLE_KEY",
    "Action",
    "Code",
    "DraftClues",
    "DraftGuess",
    "DraftKeywordGuesses",
    "EndGame",
    "FinishJudging",
    "FlagClue",
    "FlagReason",
    "ForceAdvance",
    "GameSetup",
    "GameState",
    "HandOverSeat",
    "JudgeKeywordGuess",
    "LockGuess",
    "LogEntry",
    "OutcomeReason",
    "Pause",
    "Phase",
    "Player",
    "PlayerId",
    "Resume",
    "RuleError",
    "SetNote",
    "Settings",
    "SubmitClues",
    "SubmitKeywordGuesses",
    "Team",
    "Tick",
    "Variant",
    "VisibilityKey",
    "Window",
    "WordPack",
    "apply",
    "bundled_pack",
    "check_code",
    "check_roster",
    "class_version",
    "class_view",
    "contains_keyword",
    "deal",
    "deal_again",
    "draw_keywords",
    "dumps",
    "format_code",
    "loads",
    "normalize",
    "pairing_changed",
    "parse_word_list",
    "pending",
    "replay",
    "start",
    "view_for",
    "view_version",
    "visibility_key",
]
