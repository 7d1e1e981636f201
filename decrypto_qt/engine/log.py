"""The game log: the setup and every applied action with its time; replays to the same state."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from decrypto_qt.engine import actions as act
from decrypto_qt.engine.codec import CodecError, decode, encode
from decrypto_qt.engine.deal import check_setup
from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.flow import start
from decrypto_qt.engine.rules import apply
from decrypto_qt.engine.state import GameSetup, GameState

FORMAT = "decrypto_qt/game"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class LogEntry:
    """One applied action and the host time it was applied at."""

    action: act.Action
    now: float


def replay(setup: GameSetup, entries: Iterable[LogEntry]) -> GameState:
    """Rebuild the state by applying every logged action to the freshly dealt game."""
    state = start(setup)
    for entry in entries:
        state, _ = apply(state, entry.action, entry.now)
    return state


def encode_entry(entry: LogEntry) -> dict[str, Any]:
    return {
        "type": act.ACTION_NAMES[type(entry.action)],
        "now": entry.now,
        "action": encode(entry.action),
    }


def decode_entry(data: Any, path: str = "log") -> LogEntry:
    kind = data.get("type") if isinstance(data, dict) else None
    if not isinstance(kind, str) or kind not in act.ACTION_TYPES:
        raise CodecError(path, "is no known action")
    cls = act.ACTION_TYPES[data["type"]]
    action = decode(cls, data.get("action", {}), f"{path}.action")
    return LogEntry(action, decode(float, data.get("now"), f"{path}.now"))


def document(state: GameState, encoded_log: list[dict[str, Any]]) -> dict[str, Any]:
    """The saved-game document, from entries already passed through :func:`encode_entry`."""
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "state": encode(state),
        "log": encoded_log,
    }


def dumps(state: GameState, log: Iterable[LogEntry] = ()) -> str:
    """The whole game as JSON text: the state and the log that leads to it."""
    return json.dumps(
        document(state, [encode_entry(e) for e in log]), ensure_ascii=False, separators=(",", ":")
    )


def loads(text: str | bytes, *, verify: bool = True) -> tuple[GameState, tuple[LogEntry, ...]]:
    """Read :func:`dumps`'s output back; ``save/invalid`` says what is wrong with a bad file.

    With ``verify`` the setup is checked as :func:`deal` would have made it and
    the log is replayed and must lead to exactly the saved state, so a damaged
    or edited file is refused rather than played.
    """
    try:
        return _loads(text, verify)
    except RuleError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, ArithmeticError, RecursionError) as exc:
        # Whatever a crafted file trips over, it is refused, never a crash.
        raise RuleError(
            "save/invalid", f"The saved game is damaged ({type(exc).__name__})."
        ) from None


def _loads(text: str | bytes, verify: bool) -> tuple[GameState, tuple[LogEntry, ...]]:
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise RuleError("save/invalid", f"The saved game is not valid JSON ({exc}).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RuleError("save/invalid", "This file is not a saved decrypto_qt game.")
    if data.get("format_version") != FORMAT_VERSION:
        raise RuleError(
            "save/version",
            f"This game was saved in format {data.get('format_version')!r}; "
            f"this version reads format {FORMAT_VERSION}.",
        )
    raw_log = data.get("log", [])
    if not isinstance(raw_log, list):
        raise RuleError("save/invalid", "The saved game is damaged: log should be a list.")
    try:
        state = decode(GameState, data.get("state"), "state")
        log = tuple(decode_entry(e, f"log[{i}]") for i, e in enumerate(raw_log))
    except CodecError as exc:
        raise RuleError(
            "save/invalid", f"The saved game is damaged: {exc.path} {exc.problem}."
        ) from None
    if verify:
        try:
            check_setup(state.setup)
            replayed = replay(state.setup, log)
        except RuleError as exc:
            raise RuleError(
                "save/invalid", f"The saved game is damaged: its log breaks a rule ({exc.message})"
            ) from None
        if isinstance(data.get("state"), dict) and "views" not in data["state"]:
            # Saved before windows had their own view versions: take them from the log.
            state = replace(state, views=replayed.views)
        if replayed != state:
            raise RuleError("save/invalid", "The saved game is damaged: it does not match its log.")
    return state, log
