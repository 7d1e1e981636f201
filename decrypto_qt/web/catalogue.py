"""The page's strings in one language, read from the same compiled translations as the windows."""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from typing import Protocol

from PySide6.QtCore import QTranslator

from decrypto_qt.languages import LANGUAGES  # the page speaks the windows' languages
from decrypto_qt.paths import resources_dir
from decrypto_qt.web.strings import STRINGS


class Room(Protocol):
    """What the page's answers need of the host: the room's name and whether it has a PIN."""

    @property
    def room(self) -> str: ...

    @property
    def pin(self) -> str | None: ...


JSON_TYPE = "application/json; charset=utf-8"
CJK_FONT_PATH = "/fonts/sans-sc.otf"
"""The app's own subset of Noto Sans CJK SC, for devices without a Chinese font."""


@cache
def cjk_font() -> bytes:
    return (resources_dir() / "fonts" / "DecryptoSansSC-Subset.otf").read_bytes()


@cache
def catalogue(language: str) -> dict[str, str]:
    """Key → text in ``language``; English (the source) where a text has no translation.

    Raises:
        KeyError: ``language`` is not one of :data:`LANGUAGES`.
    """
    if language not in LANGUAGES:
        raise KeyError(language)
    translator = QTranslator()
    if language != "en":
        translator.load(f"decrypto_qt_{language}", str(resources_dir() / "translations"))
    out: dict[str, str] = {}
    for key, (context, source) in STRINGS.items():
        out[key] = translator.translate(context, source) or source
    return out


def catalogue_json(language: str) -> bytes:
    data = {"language": language, "languages": LANGUAGES, "strings": catalogue(language)}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


def web_answers(host: Room) -> Callable[[str], tuple[bytes, str] | None]:
    """What the web server answers beyond its files: ``/strings/<lang>.json``, ``/room.json``
    and the bundled Chinese font.

    ``/room.json`` holds only what the LAN announcement says already: the room's
    name, whether it needs a PIN, and the protocol version.
    """
    from decrypto_qt.protocol.limits import PROTOCOL_VERSION

    def answer(path: str) -> tuple[bytes, str] | None:
        if path == "/room.json":
            room = {"room": host.room, "pin": host.pin is not None, "protocol": PROTOCOL_VERSION}
            return json.dumps(room, ensure_ascii=False).encode(), JSON_TYPE
        if path == CJK_FONT_PATH:
            return cjk_font(), "font/otf"
        prefix, suffix = "/strings/", ".json"
        if path.startswith(prefix) and path.endswith(suffix):
            language = path[len(prefix) : -len(suffix)]
            if language in LANGUAGES:
                return catalogue_json(language), JSON_TYPE
        return None

    return answer
