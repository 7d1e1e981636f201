"""Where the app's bundled resources (word packs, translations, icons) live."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def resources_dir() -> Path:
    """The ``resources/`` folder: inside the installed package, or beside it in a checkout."""
    installed = _PACKAGE / "resources"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / "resources"
