"""Where the app keeps things: its bundled resources, and the one folder for its data.

Every way of starting (the app's windows, ``host --headless``, ``bot``) keeps its saved
game, journal, used-word memory, log and bots' resume tokens in :func:`data_dir`.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

log = logging.getLogger(__name__)

_PACKAGE = Path(__file__).resolve().parent

APP_FOLDER = "decrypto_qt"
DATA_DIR_ENV = "DECRYPTO_QT_DATA_DIR"
"""Set it to a folder to keep the data there instead of the platform's standard place."""
SAVE_FILES = ("autosave.json", "autosave.journal")
"""The saved game: a snapshot and the actions applied since; they move together."""
USED_WORDS_FILE = "used_words.json"

_migrated: set[Path] = set()


def resources_dir() -> Path:
    """The ``resources/`` folder: inside the installed package, or beside it in a checkout."""
    installed = _PACKAGE / "resources"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / "resources"


def standard_data_dir() -> Path:
    """The platform's place for the app's data, the same whoever asks.

    Linux: ``$XDG_DATA_HOME/decrypto_qt`` (``~/.local/share/decrypto_qt``);
    Windows: ``%LOCALAPPDATA%\\decrypto_qt``; macOS:
    ``~/Library/Application Support/decrypto_qt``. It does not depend on the Qt
    application's name, which the app, the headless host and the bots set differently.
    """
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return Path(base) / APP_FOLDER if base else Path.home() / f".{APP_FOLDER}"


def legacy_data_dirs(new: Path) -> list[Path]:
    """Folders earlier versions wrote to, newest habit first (see :func:`migrate`)."""
    old = [new / APP_FOLDER]  # the app window's folder: .../decrypto_qt/decrypto_qt
    appdata = os.environ.get("APPDATA")
    if sys.platform == "win32" and appdata:
        roaming = Path(appdata) / APP_FOLDER
        old += [roaming / APP_FOLDER, roaming]
    return [p for p in old if p != new]


def data_dir(*, take_old: bool = True) -> Path:
    """The one data folder: ``$DECRYPTO_QT_DATA_DIR`` if set, else :func:`standard_data_dir`.

    Created if missing. The first time in a process (unless ``take_old`` is false, as
    when the log is being set up), a saved game or word memory left in an earlier
    version's folder is moved here (see :func:`migrate`).
    """
    override = os.environ.get(DATA_DIR_ENV)
    path = Path(override) if override else standard_data_dir()
    path.mkdir(parents=True, exist_ok=True)
    if take_old and not override and path not in _migrated:
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
        from decrypto_qt.net.autosave import load_used_words, save_used_words

        merged = load_used_words(old)
        for pack, words in load_used_words(new).items():
            merged[pack] = sorted(set(merged.get(pack, [])) | set(words))
        save_used_words(new, merged)
        (old / USED_WORDS_FILE).unlink()
        done.append(f"merged the used-word memory from {old} into {new}")
    for line in done:
        log.info("data folder: %s", line)
    return done
