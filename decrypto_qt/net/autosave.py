"""The host's files in the data folder (:func:`decrypto_qt.paths.data_dir`), and writing
them so that a crash never leaves half a file."""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from decrypto_qt import paths
from decrypto_qt.engine import RuleError
from decrypto_qt.paths import DATA_DIR_ENV, SAVE_FILES, USED_WORDS_FILE, legacy_data_dirs

log = logging.getLogger(__name__)

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


_migrated: set[Path] = set()


def data_dir() -> Path:
    """The one data folder (:func:`decrypto_qt.paths.data_dir`). The first time in a
    process, a saved game or word memory left in an earlier version's folder is moved
    here (see :func:`migrate`), unless ``$DECRYPTO_QT_DATA_DIR`` names the folder."""
    path = paths.data_dir()
    if not os.environ.get(DATA_DIR_ENV) and path not in _migrated:
        _migrated.add(path)
        for old in legacy_data_dirs(path):
            try:
                migrate(old, path)
            except OSError as exc:
                log.warning("could not move the saved game from %s: %s", old, exc)
    return path


def _mtime(folder: Path) -> float:
    times = [(folder / n).stat().st_mtime for n in SAVE_FILES if (folder / n).exists()]
    return max(times, default=0.0)


def migrate(old: Path, new: Path) -> list[str]:
    """Move a saved game and the used-word memory from ``old`` into ``new``.

    The saved game (snapshot and journal together) moves if ``new`` has none, or an
    older one, which is kept beside it as ``*.bak``; a newer one in ``new`` is never
    overwritten, and the old one then stays where it is. Word memories are merged.
    Returns what was done, in words; each step is logged.
    """
    done: list[str] = []
    if not old.is_dir():
        return done
    if (old / SAVE_FILES[0]).exists():
        if (new / SAVE_FILES[0]).exists() and _mtime(new) >= _mtime(old):
            done.append(f"kept the newer saved game in {new}; an older one stays in {old}")
        else:
            for name in SAVE_FILES:
                if (new / name).exists():
                    os.replace(new / name, new / f"{name}.bak")
            for name in SAVE_FILES:
                if (old / name).exists():
                    os.replace(old / name, new / name)
            done.append(f"moved the saved game from {old} to {new}")
    if (old / USED_WORDS_FILE).exists():
        merged = load_used_words(old)
        for pack, words in load_used_words(new).items():
            merged[pack] = sorted(set(merged.get(pack, [])) | set(words))
        save_used_words(new, merged)
        (old / USED_WORDS_FILE).unlink()
        done.append(f"merged the used-word memory from {old} into {new}")
    for line in done:
        log.info("data folder: %s", line)
    return done
