"""Every error code the host or the engine sends, said in the reader's language.

The host and the engine speak English and add a stable code (and the values the
message was built from); windows, the projector included, show the text this
table gives for the code. An unknown code (a newer host) falls back on the
host's own words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from decrypto_qt.engine.clues import MAX_CLUE_LENGTH
from decrypto_qt.engine.deal import MAX_NAME_LENGTH
from decrypto_qt.engine.rules import MAX_NOTE_LENGTH
from decrypto_qt.engine.settings import MAX_ROUNDS_LIMIT, MAX_TIMER_SECONDS
from decrypto_qt.engine.wordpack import MAX_WORD_LENGTH, MIN_WORDS
from decrypto_qt.protocol.limits import MAX_NAMES_PER_WINDOW, MAX_PIN_LENGTH

translate = QCoreApplication.translate

Params = Mapping[str, Any]


def _arg(params: Params, name: str, default: object) -> str:
    value = params.get(name, default)
    return str(value if isinstance(value, (int, str)) and not isinstance(value, bool) else default)


def _texts() -> dict[str, Callable[[Params], str]]:
    """Code → the text for it, built from the message's values (``%1``, ``%2``)."""

    def t(text: str) -> Callable[[Params], str]:
        return lambda _p: text

    too_many = translate("errors", "A team has at most %1 players.")
    too_many_hint = translate("errors", "A team has at most %1 players (or allow large teams).")
    return {
        # the table before the game
        "table/too_few": t(translate("errors", "Each team needs at least 2 players.")),
        "table/too_many": lambda p: (
            too_many_hint if _arg(p, "limit", 4) == "4" else too_many
        ).replace("%1", _arg(p, "limit", 4)),
        "table/unbalanced": lambda p: (
            translate(
                "errors",
                "Teams should be as equal as possible: %1 against %2; "
                "move a player to the smaller team.",
            )
            .replace("%1", _arg(p, "white", "?"))
            .replace("%2", _arg(p, "black", "?"))
        ),
        "table/three_player": t(
            translate(
                "errors",
                "The three-player game needs two players in the team (White) "
                "and one Interceptor (Black).",
            )
        ),
        "table/no_team": lambda p: translate("errors", "%1 has not chosen a team.").replace(
            "%1", _arg(p, "name", "?")
        ),
        "table/duplicate_name": t(translate("errors", "Two players have the same name.")),
        "table/bad_team": t(translate("errors", "Every player sits in team White or team Black.")),
        "table/bad_ids": t(translate("errors", "Every seat needs its own id.")),
        "setup/invalid": t(translate("errors", "The game could not be dealt.")),
        "pack/too_few": t(
            translate(
                "errors", "A word list needs at least %1 different words, one per line."
            ).replace("%1", str(MIN_WORDS))
        ),
        "pack/too_big": t(translate("errors", "This file is too big for a word list.")),
        "pack/binary": t(translate("errors", "This file is not a word list.")),
        "pack/encoding": t(
            translate("errors", "This file is not UTF-8 text. Save it as UTF-8, one word a line.")
        ),
        "pack/unknown": t(translate("errors", "There is no word list for this language.")),
        "settings/variant": t(
            translate("errors", "Choose the standard game or the three-player one.")
        ),
        "settings/option": t(translate("errors", "An option is either on or off.")),
        "settings/timer": t(
            translate("errors", "The timer runs from 5 to %1 seconds, or is off.").replace(
                "%1", f"{MAX_TIMER_SECONDS:.0f}"
            )
        ),
        "settings/rounds": t(
            translate("errors", "A game lasts from 1 to %1 rounds.").replace(
                "%1", str(MAX_ROUNDS_LIMIT)
            )
        ),
        "save/invalid": t(
            translate("errors", "The saved game cannot be read: it is damaged or not one of ours.")
        ),
        "save/version": t(
            translate("errors", "This game was saved by another version of the app.")
        ),
        "name/empty": t(translate("errors", "A name cannot be empty.")),
        "name/too_long": t(
            translate("errors", "A name has at most %1 characters.").replace(
                "%1", str(MAX_NAME_LENGTH)
            )
        ),
        "name/invalid": t(translate("errors", "A name may only hold printable characters.")),
        "name/taken": t(translate("errors", "Someone at this table already has that name.")),
        # joining
        "hello/pin": t(translate("errors", "Wrong PIN: this room has a PIN; ask the host for it.")),
        "hello/name": t(
            translate("errors", "Someone at this table already has that name, or it is unusable.")
        ),
        "hello/no_free_seat": t(
            translate(
                "errors",
                "The game has started and there is no free seat; ask the host to open one.",
            )
        ),
        "hello/room_full": t(translate("errors", "This room is full.")),
        "hello/pin_wait": t(
            translate(
                "errors",
                "Too many wrong PINs were tried here: wait a moment, then type the PIN again.",
            )
        ),
        "hello/no_table": t(translate("errors", "This class has no table with that number.")),
        "hello/table_full": t(
            translate("errors", "That table is full: choose another table, or any table.")
        ),
        "class/no_table": t(translate("errors", "There is no table with that number.")),
        "class/table_full": t(
            translate("errors", "That table is full: it has room for 16 players at most.")
        ),
        "class/started": t(
            translate(
                "errors", "The tables have started: students are moved and dealt only before."
            )
        ),
        "class/tables": t(translate("errors", "A host runs 1 to 16 tables.")),
        "class/control": t(translate("errors", "The host could not do that.")),
        "hello/too_many_names": t(
            translate("errors", "One window serves at most %1 players.").replace(
                "%1", str(MAX_NAMES_PER_WINDOW)
            )
        ),
        "hello/version": t(
            translate("errors", "The host runs another version of the app; update both.")
        ),
        "host/closing": t(translate("errors", "The host has closed the game.")),
        "host/kicked": t(translate("errors", "The host took you off the table.")),
        "host/replaced": t(
            translate("errors", "This window was opened again on another computer.")
        ),
        "host/internal": t(
            translate("errors", "The host could not handle this; nothing changed. Try again.")
        ),
        "host/pin": t(
            translate("errors", "A PIN has at most %1 characters.").replace(
                "%1", str(MAX_PIN_LENGTH)
            )
        ),
        "host/already_paused": t(translate("errors", "The game is paused already.")),
        "host/not_paused": t(translate("errors", "The game is not paused.")),
        # the lobby and seats
        "lobby/started": t(translate("errors", "The game has started; the teams are settled.")),
        "lobby/not_started": t(translate("errors", "There is no game yet.")),
        "lobby/no_team": t(translate("errors", "The table has no team to choose.")),
        "seat/not_yours": t(translate("errors", "This window does not serve that player.")),
        "seat/none": t(translate("errors", "This window serves no player.")),
        "seat/unknown": t(translate("errors", "There is no such player at this table.")),
        "seat/name": t(translate("errors", "That name is empty, too long or taken.")),
        "window/invalid": t(translate("errors", "This window is not part of this game.")),
        # the game
        "action/unknown": t(translate("errors", "The host does not know this action.")),
        "action/stale": t(
            translate("errors", "The game has moved on since; look again and retry.")
        ),
        "phase/wrong_phase": t(translate("errors", "Not now: the game is at another step.")),
        "game/over": t(translate("errors", "The game is over.")),
        "game/not_over": t(
            translate("errors", "The game is not over yet: play again once it has ended.")
        ),
        "game/paused": t(translate("errors", "The game is paused; wait for the host.")),
        "role/not_encryptor": t(
            translate("errors", "Only this round's encryptor writes the clues.")
        ),
        "role/encryptor_guess": t(
            translate(
                "errors",
                "You wrote these clues, so you sit this guess out; your teammates decode them.",
            )
        ),
        "role/encryptor_silent": t(
            translate(
                "errors",
                "Your clues are being decoded: write nothing your team sees until the code is revealed.",
            )
        ),
        "role/encryptor_notes": t(
            translate(
                "errors",
                "You know this round's code: write notes again once it is revealed.",
            )
        ),
        "clue/count": t(
            translate("errors", "Write exactly three clues, one for each digit of the code.")
        ),
        "clue/empty": t(translate("errors", "A clue cannot be empty.")),
        "clue/too_long": t(
            translate("errors", "A clue has at most %1 characters.").replace(
                "%1", str(MAX_CLUE_LENGTH)
            )
        ),
        "clue/invalid": t(translate("errors", "This clue has characters that cannot be shown.")),
        "clue/is_keyword": lambda p: translate(
            "errors", "This is your keyword %1; a clue may not be a keyword."
        ).replace("%1", _arg(p, "keyword", "?")),
        "clue/contains_keyword": lambda p: translate(
            "errors", "This contains your keyword %1; a clue may not contain a keyword."
        ).replace("%1", _arg(p, "keyword", "?")),
        "clue/repeated": t(translate("errors", "Your team has given this clue before.")),
        "clue/already_submitted": t(
            translate("errors", "Your clues are in; they cannot be changed.")
        ),
        "clue/time_up": t(translate("errors", "Time ran out: the clues were taken as they stood.")),
        "code/invalid": t(translate("errors", "A guess is three different digits from 1 to 4.")),
        "guess/not_decoding": t(translate("errors", "That code is not the one being decoded now.")),
        "guess/no_interception_round_1": t(
            translate("errors", "There is no interception in round 1: there are no clues yet.")
        ),
        "guess/target": t(translate("errors", "Say whose code you guess: White's or Black's.")),
        "guess/locked": t(translate("errors", "Your team has locked in its guess already.")),
        "flag/team": t(translate("errors", "Say whose clue you flag: White's or Black's.")),
        "flag/round": t(translate("errors", "Say which round's clue you flag.")),
        "flag/own_clue": t(translate("errors", "Only the opponents may flag a clue.")),
        "flag/reason": t(translate("errors", "Say why the clue is flagged.")),
        "flag/not_revealed": t(
            translate("errors", "Only a clue that has been decoded can be flagged.")
        ),
        "flag/no_clue": t(translate("errors", "There is no such clue to flag.")),
        "flag/already": t(translate("errors", "Your team has already flagged this clue.")),
        "note/keyword": t(translate("errors", "Notes go under keywords 1 to 4.")),
        "note/too_long": t(
            translate("errors", "A note has at most %1 characters.").replace(
                "%1", str(MAX_NOTE_LENGTH)
            )
        ),
        "note/invalid": t(translate("errors", "A note may only hold printable characters.")),
        "keyword_guess/count": t(
            translate("errors", "Write one guess for each of the 4 keywords.")
        ),
        "keyword_guess/too_long": t(
            translate("errors", "A keyword guess has at most %1 characters.").replace(
                "%1", str(MAX_WORD_LENGTH)
            )
        ),
        "keyword_guess/invalid": t(
            translate("errors", "A guess may only hold printable characters.")
        ),
        "keyword_guess/submitted": t(
            translate("errors", "Your team has handed in its keyword guesses.")
        ),
        "judge/finished": t(translate("errors", "Your team has finished judging.")),
        "judge/keyword": t(translate("errors", "Judge the guesses at keywords 1 to 4.")),
        "judge/empty": t(translate("errors", "There is no guess at that keyword to accept.")),
        "judge/already_right": t(translate("errors", "That guess matches the keyword already.")),
    }


PROTOCOL_PREFIX = "proto/"


def error_text(code: str, message: str = "", params: Params | None = None) -> str:
    """The reader's words for an error code; the host's ``message`` for a code we do not know."""
    params = params or {}
    if code.startswith(PROTOCOL_PREFIX):
        return translate(
            "errors", "The host did not understand this window (%1). Update both apps."
        ).replace("%1", code)
    known = _texts().get(code)
    if known is None:
        return message or code
    text = known(params)
    position = params.get("position")
    if code.startswith("clue/") and isinstance(position, int) and 0 <= position <= 2:
        text = (
            translate("errors", "Clue %1: %2").replace("%1", str(position + 1)).replace("%2", text)
        )
    return text


def exception_text(exc: BaseException) -> str:
    """A refused input (a RuleError: by its code) or a system error, for a person to read."""
    code, message = getattr(exc, "code", None), getattr(exc, "message", None)
    if isinstance(code, str) and isinstance(message, str):
        return error_text(code, message, getattr(exc, "params", None))
    return str(exc)


def known_codes() -> frozenset[str]:
    return frozenset(_texts())


CONNECT_FAILURES = ("refused", "unknown_host", "unreachable", "timeout", "not_a_game")


def connect_failure_text(kind: str, address: str) -> str:
    """Why a join by address got nowhere, and what to check."""
    text = {
        "refused": translate(
            "errors",
            "Nothing answered at %1: no game is running there, or the port is wrong. "
            "Check the address shown on the table.",
        ),
        "unknown_host": translate(
            "errors", "There is no computer called %1 on this network. Check the address."
        ),
        "unreachable": translate(
            "errors",
            "%1 cannot be reached from this computer. Is it on the same network as you?",
        ),
        "timeout": translate(
            "errors",
            "%1 did not answer in time. Check the address, that both computers are on the "
            "same network, and that no firewall blocks the game.",
        ),
        "not_a_game": translate(
            "errors", "%1 answered, but it is not a game of this app (or another version)."
        ),
    }.get(kind, translate("errors", "Could not join %1."))
    return text.replace("%1", address)
