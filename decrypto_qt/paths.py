"""Where the app keeps things: its bundled resources, and the one folder for its data.

Every way of starting (the app's windows, ``host --headless``, ``bot``) keeps its saved
game, journal, used-word memory, log and bots' resume tokens in :func:`data_dir`. This
module only resolves folders; what is in them is the business of the layers that write it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent

APP_FOLDER = "decrypto_qt"
DATA_DIR_ENV = "DECRYPTO_QT_DATA_DIR"
"""Set it to a folder to keep the data there instead of the platform's standard place."""
SAVE_FILES = ("autosave.json", "autosave.journal")
"""The saved game: a snapshot and the actions applied since; they move together."""
USED_WORDS_FILE = "used_words.json"
CACHE_DIR_ENV = "DECRYPTO_QT_CACHE_DIR"
"""Set it to a folder to keep what the app can make again (:func:`cache_dir`) there."""


def resources_dir() -> Path:
    """The ``resources/`` folder: inside the installed package, or beside it in a checkout."""
    installed = _PACKAGE / "resources"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / "resources"


GUIDES = {"en": "guide.md", "fr": "guide.fr.md", "nl": "guide.nl.md", "zh_CN": "guide.zh_CN.md"}
"""The user's guide in each language of the app (``docs/``; English is the reference)."""


def guide_file(language: str) -> Path:
    """The user's guide in ``language`` (else in English): inside the installed package
    (``decrypto_qt/docs``), or the checkout's ``docs/``."""
    installed = _PACKAGE / "docs"
    folder = installed if installed.is_dir() else _PACKAGE.parent / "docs"
    found = folder / GUIDES.get(language, GUIDES["en"])
    return found if found.exists() else folder / GUIDES["en"]


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
    """Folders earlier versions wrote to, newest habit first (see
    :func:`decrypto_qt.net.autosave.migrate`)."""
    old = [new / APP_FOLDER]  # the app window's folder: .../decrypto_qt/decrypto_qt
    appdata = os.environ.get("APPDATA")
    if sys.platform == "win32" and appdata:
        roaming = Path(appdata) / APP_FOLDER
        old += [roaming / APP_FOLDER, roaming]
    return [p for p in old if p != new]


def data_dir() -> Path:
    """The one data folder: ``$DECRYPTO_QT_DATA_DIR`` if set, else :func:`standard_data_dir`.

    Created if missing. (Saves left by earlier versions are taken up by
    :func:`decrypto_qt.net.autosave.data_dir`, which the host and the app use.)
    """
    override = os.environ.get(DATA_DIR_ENV)
    path = Path(override) if override else standard_data_dir()
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    """The folder for what the app can make again (embedded vocabularies, drawn images):
    ``$DECRYPTO_QT_CACHE_DIR``, else ``$XDG_CACHE_HOME/decrypto_qt``, else
    ``~/.cache/decrypto_qt``. Not created here: whoever writes in it makes it, and does
    without it when it cannot be written."""
    explicit = os.environ.get(CACHE_DIR_ENV)
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / APP_FOLDER
