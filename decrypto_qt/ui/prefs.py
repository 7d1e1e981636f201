"""What the app remembers between runs (QSettings): name, language, sound, look, recent hosts."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QWidget

MAX_RECENT = 8


@dataclass(frozen=True)
class RecentHost:
    """A game joined before; ``resume`` claims the same seats back if the game is still on."""

    host: str
    port: int
    room: str = ""
    resume: str | None = None
    names: tuple[str, ...] = ()
    pin: str | None = None

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"


class Prefs:
    """Typed access to the app's QSettings."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self.qs = settings or QSettings()

    def _get(self, key: str, default: Any) -> Any:
        value = self.qs.value(key, default)
        return default if value is None else value

    @property
    def name(self) -> str:
        return str(self._get("player/name", ""))

    @name.setter
    def name(self, value: str) -> None:
        self.qs.setValue("player/name", value)

    @property
    def language(self) -> str | None:
        value = self._get("ui/language", "")
        return str(value) or None

    @language.setter
    def language(self, value: str) -> None:
        self.qs.setValue("ui/language", value)

    @property
    def web_client(self) -> bool:
        """Whether a hosted game also serves the browser client (phones, tablets)."""
        return str(self._get("host/web_client", "true")).lower() in {"true", "1"}

    @web_client.setter
    def web_client(self, value: bool) -> None:
        self.qs.setValue("host/web_client", value)

    @property
    def muted(self) -> bool:
        return str(self._get("ui/muted", "false")).lower() in {"true", "1"}

    @muted.setter
    def muted(self, value: bool) -> None:
        self.qs.setValue("ui/muted", "true" if value else "false")

    @property
    def turn_sound(self) -> bool:
        """A sound when it is one's turn (the reduced-motion look keeps it quiet anyway)."""
        return str(self._get("ui/turn_sound", "true")).lower() in {"true", "1"}

    @turn_sound.setter
    def turn_sound(self, value: bool) -> None:
        self.qs.setValue("ui/turn_sound", "true" if value else "false")

    @property
    def theme(self) -> str:
        """The look: ``light``, ``dark`` or ``contrast``."""
        return str(self._get("ui/theme", "light"))

    @theme.setter
    def theme(self, value: str) -> None:
        self.qs.setValue("ui/theme", value)

    @property
    def reduced_motion(self) -> bool:
        return str(self._get("ui/reduced_motion", "false")).lower() in {"true", "1"}

    @reduced_motion.setter
    def reduced_motion(self, value: bool) -> None:
        self.qs.setValue("ui/reduced_motion", "true" if value else "false")

    def recent_hosts(self) -> list[RecentHost]:
        try:
            raw = json.loads(str(self._get("net/recent", "[]")))
            return [
                RecentHost(
                    str(r["host"]),
                    int(r["port"]),
                    str(r.get("room", "")),
                    r.get("resume"),
                    tuple(r.get("names", ())),
                    r.get("pin"),
                )
                for r in raw
            ][:MAX_RECENT]
        except (ValueError, TypeError, KeyError):
            return []  # a damaged entry is forgotten, not fatal

    def remember_host(self, entry: RecentHost) -> None:
        same = (entry.address, entry.names)
        rest = [r for r in self.recent_hosts() if (r.address, r.names) != same]
        items = [entry, *rest][:MAX_RECENT]
        self.qs.setValue("net/recent", json.dumps([asdict(r) for r in items]))

    def forget_hosts(self) -> None:
        self.qs.remove("net/recent")

    def geometry(self, key: str) -> bytes | None:
        value = self.qs.value(f"geometry/{key}")
        return bytes(value) if value is not None else None

    def set_geometry(self, key: str, data: bytes) -> None:
        self.qs.setValue(f"geometry/{key}", data)


def restore_geometry(window: QWidget, key: str) -> None:
    """Put a window back where the person left it last time, within the screen it has now
    (the last time may have been on a larger one)."""
    from decrypto_qt.ui.placement import keep_within_screen

    data = Prefs().geometry(key)
    if data:
        window.restoreGeometry(QByteArray(data))
        keep_within_screen(window)


def save_geometry(window: QWidget, key: str) -> None:
    if not window.isFullScreen():
        Prefs().set_geometry(key, bytes(window.saveGeometry().data()))
