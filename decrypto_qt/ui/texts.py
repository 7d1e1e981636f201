"""Words for what the views hold (phases, reasons, teams, errors), in the current language.

Each function asks Qt's translator at call time, so text follows a language switch.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from decrypto_qt.engine.types import FlagReason, Team
from decrypto_qt.ui import error_texts, i18n
from decrypto_qt.ui.style import LOOKS

translate = QCoreApplication.translate


def join_names(names: Iterable[str]) -> str:
    """Names in a row, with the comma of the language (Chinese: the full-width "，")."""
    return i18n.join_names(names)


def team_name(team: Team | str) -> str:
    team = Team(team)
    if team is Team.WHITE:
        return translate("texts", "White")
    return translate("texts", "Black")


def team_label(team: Team | str, *, three_player: bool = False) -> str:
    """The team's name with its mark, e.g. "○ White"; the Interceptor in the 3-player game."""
    team = Team(team)
    name = translate("texts", "Interceptor") if three_player and team is Team.BLACK else None
    return f"{LOOKS[team].mark}{_mark_space()}{name or team_name(team)}"


def _mark_space() -> str:
    """Chinese sets the mark right against the name ("○白队"); the others leave a space."""
    return "" if i18n.TRANSLATIONS.language.startswith("zh") else " "


def phase_name(phase: str) -> str:
    return {
        "lobby": translate("texts", "Waiting for players"),
        "encrypting": translate("texts", "Encryptors write their clues"),
        "decoding": translate("texts", "Decoding"),
        "keyword_guessing": translate("texts", "Tie-break: guess the keywords"),
        "keyword_judging": translate("texts", "Tie-break: judging the guesses"),
        "game_over": translate("texts", "Game over"),
    }.get(phase, phase)


def outcome_text(reason: str, winners: list[str], *, three_player: bool = False) -> str:
    """Who won and why, in one sentence."""
    names = [team_label(w, three_player=three_player) for w in winners]
    why = {
        "two_interceptions": translate("texts", "two interceptions"),
        "two_miscommunications": translate("texts", "the other team misread its own code twice"),
        "tiebreak_score": translate("texts", "tie-break on interceptions minus miscommunications"),
        "tiebreak_keywords": translate("texts", "more keywords guessed in the tie-break"),
        "shared_victory": translate("texts", "still equal after the keyword guesses"),
        "interceptor_tokens": translate("texts", "the Interceptor gained two tokens"),
        "team_survived": translate("texts", "the team got through five rounds"),
        "aborted": translate("texts", "the host ended the game"),
    }.get(reason, reason)
    if reason == "aborted" or not names:
        return translate("texts", "Game ended, nobody wins: %1.").replace("%1", why)
    if len(names) == 2:
        return translate("texts", "Both teams win: %1.").replace("%1", why)
    if three_player and Team(winners[0]) is Team.BLACK:
        # Its own sentence: "the Interceptor" is one player, where a team's name is plural
        # in some languages ("Victoire des ○ Blancs").
        return translate("texts", "The Interceptor wins: %1.").replace("%1", why)
    return translate("texts", "%1 wins: %2.").replace("%1", names[0]).replace("%2", why)


FLAG_REASONS = tuple(r.value for r in FlagReason)
"""The engine's fixed list of reasons (R25), in its order."""


def flag_reason(reason: str) -> str:
    return {
        "spelling": translate("texts", "About spelling"),
        "letter_count": translate("texts", "About letter count"),
        "position": translate("texts", "About the keyword's position"),
        "sound": translate("texts", "About how it sounds"),
        "private_reference": translate("texts", "A private reference"),
        "translation": translate("texts", "A translation of the keyword"),
        "code": translate("texts", "It says the code or its digits"),
        "same_idea": translate("texts", "The same idea as an earlier clue of theirs"),
        "other": translate("texts", "Something else"),
    }.get(reason, reason)


def human_rules() -> list[str]:
    """Reminders of the clue rules only people can judge (R25)."""
    return [
        translate("texts", "Clues refer only to a keyword's meaning."),
        translate("texts", "Nothing about spelling, letter count or the keyword's position."),
        translate("texts", "Nothing about how the keyword sounds (rhymes, homophones)."),
        translate("texts", "No private references the opponents cannot know."),
        translate("texts", "No translations of a keyword."),
        translate("texts", "Never say the code or its digits."),
        translate("texts", "No clue with the same idea as an earlier clue of your team."),
        translate(
            "texts",
            "While your code is being decoded, write nothing your teammates see, notes included.",
        ),
    ]


def error_text(code: str, message: str, params: Mapping[str, Any] | None = None) -> str:
    """A refused action in the user's language when we know the code, else the host's words."""
    return error_texts.error_text(code, message, params)


def connect_failure_text(kind: str, address: str) -> str:
    """Why a first connection to ``address`` failed (see HostConnection.failed)."""
    return error_texts.connect_failure_text(kind, address)


def connection_text(state: str) -> str:
    return {
        "connecting": translate("texts", "Connecting…"),
        "connected": translate("texts", "Connected"),
        "lost": translate("texts", "Connection lost — reconnecting…"),
        "closed": translate("texts", "Disconnected"),
    }.get(state, state)
