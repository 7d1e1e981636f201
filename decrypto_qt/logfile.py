"""The app's log file, under the platform's standard place for app data."""

from __future__ import annotations

import logging
import os
from logging.handlers import RotatingFileHandler
from pathlib import Path

LOG_NAME = "decrypto_qt.log"
MAX_BYTES = 1_000_000
BACKUPS = 3


def log_dir() -> Path:
    """``$DECRYPTO_QT_DATA_DIR/logs`` if set, else the platform's local app-data folder."""
    override = os.environ.get("DECRYPTO_QT_DATA_DIR")
    if override:
        return Path(override) / "logs"
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    path = Path(base) if base else Path.home() / ".decrypto_qt"
    if path.name != "decrypto_qt":
        path = path / "decrypto_qt"
    return path / "logs"


def install_file_log(level: int = logging.INFO) -> Path | None:
    """Log to a rotating file as well; returns its path, or None if it cannot be written."""
    folder = log_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            folder / LOG_NAME, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.setLevel(level)
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level > level or root.level == logging.NOTSET:
        root.setLevel(level)
    return folder / LOG_NAME
