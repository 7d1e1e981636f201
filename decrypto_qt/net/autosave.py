"""The host's files in the data folder (:func:`decrypto_qt.paths.data_dir`), and writing
them so that a crash never leaves half a file."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from decrypto_qt.engine import RuleError
from decrypto_qt.paths import SAVE_FILES, USED_WORDS_FILE
from decrypto_qt.paths import data_dir as data_dir

AUTOSAVE_NAME = SAVE_FILES[0]
JOURNAL_NAME = SAVE_FILES[1]
"""Actions applied since the last snapshot, one JSON line each, written before any view."""
USED_WORDS_NAME = USED_WORDS_FILE
HOST_FORMAT = "decrypto_qt/host"
HOST_FORMAT_VERSION = 1


def write_atomic(path: Path, text: str | bytes) -> None:
    """Replace ``path`` with ``text`` (UTF-8 if a string) in one step: readers see the old
    file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode() if isinstance(text, str) else text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise RuleError("save/invalid", f"{path.name} cannot be read ({exc}).") from None


def load_used_words(directory: Path) -> dict[str, list[str]]:
    """The keyword memory of recent games (R2), per word pack; empty if none or unreadable."""
    path = directory / USED_WORDS_NAME
    if not path.exists():
        return {}
    try:
        data = read_json(path)
    except RuleError:
        return {}
    if not isinstance(data, dict):
        return {}
    return {
        str(k): [w for w in v if isinstance(w, str)] for k, v in data.items() if isinstance(v, list)
    }


def save_used_words(directory: Path, memory: dict[str, list[str]]) -> None:
    write_atomic(directory / USED_WORDS_NAME, json.dumps(memory, ensure_ascii=False, indent=1))


@dataclass(frozen=True)
class SavedGame:
    """An unfinished game in the autosave, offered for resuming."""

    room: str
    started: bool
    round: int
    players: int


def unfinished_game(data_dir: Path) -> SavedGame | None:
    """What the autosave holds, if it is a game not yet over (quick look, no replay)."""
    path = data_dir / AUTOSAVE_NAME
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("format") != HOST_FORMAT:
            return None
        seats = data.get("seats", {}).get("seats", [])
        game = data.get("game")
        if game is None:
            return SavedGame(str(data.get("room", "")), False, 0, len(seats)) if seats else None
        state = game.get("state", {})
        if state.get("phase") == "game_over":
            return None
        rounds = len(state.get("rounds", []))
        return SavedGame(str(data.get("room", "")), True, rounds, len(seats))
    except (OSError, ValueError, AttributeError, TypeError):
        return None
