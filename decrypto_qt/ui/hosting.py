"""Hosting from the desktop: the same GameHost as ``decrypto-qt host --headless``, in the app."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject

from decrypto_qt.engine import Settings, WordPack
from decrypto_qt.net.host import GameHost

log = logging.getLogger(__name__)

PREFERRED_PORT = 47123
"""The port a desktop host tries first (any free one if it is taken)."""


class HostService(QObject):
    """A GameHost listening on the LAN, advertised with zeroconf unless told not to.

    Args:
        interfaces: addresses to listen and advertise on (tests: ``["127.0.0.1"]``);
            ``None`` listens everywhere and advertises on the real LAN interfaces.
        discovery: advertise the game with zeroconf.
        web: also serve the browser client for phones and tablets.
    """

    def __init__(
        self,
        room: str,
        *,
        settings: Settings | None = None,
        pack: WordPack,
        pin: str | None = None,
        data_dir: Path | None = None,
        interfaces: list[str] | None = None,
        discovery: bool = True,
        web: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.web = web
        self.host = GameHost(
            room, settings=settings, pack=pack, pin=pin, data_dir=data_dir, parent=self
        )
        self.interfaces = interfaces
        self.discovery = discovery
        self.advertiser: object | None = None
        self.resumed = False

    def start(self, *, port: int = 0, resume: bool = False) -> int:
        """Listen (and advertise); with ``resume`` take up the autosaved game first."""
        if resume:
            self.resumed = self.host.restore()
        listen_on = self.interfaces[0] if self.interfaces else "0.0.0.0"
        # A resumed game's old port lets its windows reconnect by themselves; otherwise
        # the same port every time keeps firewall rules and typed addresses valid.
        wanted = port or self.host.saved_port or PREFERRED_PORT
        try:
            port = self.host.listen(listen_on, wanted)
        except OSError:
            if port:
                raise
            log.warning("port %d is taken; using another one", wanted)
            port = self.host.listen(listen_on, 0)
        if self.web:
            try:
                self.host.listen_web(listen_on)
            except OSError as exc:  # the desktop windows still work
                log.warning("no browser client: %s", exc)
        if self.discovery:
            from decrypto_qt.net.discovery import Advertiser

            adv = Advertiser(self.host, addresses=self.interfaces, parent=self)
            adv.start()
            self.advertiser = adv
        return port

    @property
    def web_url(self) -> str | None:
        """The address a browser opens to join, or ``None`` when the web client is off."""
        port = self.host.web_port
        if port is None:
            return None
        return f"http://{(self.addresses or ('127.0.0.1',))[0]}:{port}/"

    @property
    def addresses(self) -> tuple[str, ...]:
        if self.interfaces:
            return tuple(self.interfaces)
        from decrypto_qt.net.discovery import lan_addresses

        return tuple(lan_addresses())

    def close(self) -> None:
        adv = self.advertiser
        if adv is not None:
            adv.stop()  # type: ignore[attr-defined]
            self.advertiser = None
        self.host.close()
