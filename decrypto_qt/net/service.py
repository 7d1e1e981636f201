"""Hosting: a GameHost listening and advertised, the same for the app and ``--headless``,
and what the command line's host options mean (settings, word pack, the banner)."""

from __future__ import annotations

import argparse
import logging
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject

from decrypto_qt.engine import Settings, Variant, WordPack, bundled_pack, parse_word_list
from decrypto_qt.net.host import GameHost
from decrypto_qt.protocol.limits import PREFERRED_PORT

log = logging.getLogger(__name__)


class HostService(QObject):
    """A GameHost listening on the LAN, advertised with zeroconf unless told not to.

    Args:
        interfaces: addresses to listen and advertise on (tests: ``["127.0.0.1"]``);
            ``None`` listens everywhere and advertises on the real LAN interfaces.
        discovery: advertise the game with zeroconf.
        web: also serve the browser client for phones and tablets.
        tables: how many tables (a class when more than one).
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
        start_at: int | None = None,
        seed: int | None = None,
        web: bool = True,
        tables: int = 1,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.web = web
        self.host = GameHost(
            room,
            settings=settings,
            pack=pack,
            pin=pin,
            data_dir=data_dir,
            start_at=start_at,
            seed=seed,
            tables=tables,
            parent=self,
        )
        self.interfaces = interfaces
        self.discovery = discovery
        self.advertiser: object | None = None
        self.resumed = False

    def start(
        self, *, port: int | None = None, resume: bool = False, web_port: int | None = None
    ) -> int:
        """Listen (and advertise); with ``resume`` take up the autosaved game first.

        Args:
            port: listen on this port, or fail; 0: any free port; ``None``: a resumed
                game's port, else :data:`PREFERRED_PORT`, else any free port.
            web_port: the browser client's port (``None``: the game's port + 1 if free).

        Raises:
            RuleError: the autosave is damaged.
            OSError: the port (given, not ``None``) or the address cannot be used.
        """
        if resume:
            self.resumed = self.host.restore()
            if not self.resumed:
                log.warning("there is no saved game to resume; starting a new room")
        listen_on = self.interfaces[0] if self.interfaces else "0.0.0.0"
        if port is not None:
            port = self.host.listen(listen_on, port)
        else:
            # A resumed game's old port lets its windows reconnect by themselves; otherwise
            # the same port every time keeps firewall rules and typed addresses valid.
            wanted = self.host.saved_port or PREFERRED_PORT
            try:
                port = self.host.listen(listen_on, wanted)
            except OSError:
                log.warning("port %d is taken; using another free port", wanted)
                port = self.host.listen(listen_on, 0)
        if self.web:
            try:
                self.host.listen_web(listen_on, web_port)
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


def table_settings(args: argparse.Namespace) -> Settings:
    return Settings(
        variant=Variant.THREE_PLAYER if args.three_player else Variant.STANDARD,
        timer_seconds=args.timer,
        alternate_first_team=args.alternate,
        rounds_limit=args.rounds,
        allow_large_teams=args.large_teams,
    )


def word_pack(args: argparse.Namespace, default_lang: str = "en") -> WordPack:
    """``--words FILE``, else the bundled pack of ``--lang``, else of ``default_lang``.

    Raises:
        RuleError: the file is not a usable word list, or there is no such pack.
        OSError: the file cannot be read.
    """
    if args.words:
        path = Path(args.words)
        return parse_word_list(path.read_bytes(), name=path.stem)
    return bundled_pack(args.lang or default_lang)


def banner(
    room: str, addresses: Sequence[str], port: int, pin: str | None, web_port: int | None = None
) -> str:
    """What a host started from the command line prints: how to join it."""
    shown = ", ".join(addresses) or "127.0.0.1"
    first = addresses[0] if addresses else "127.0.0.1"
    text = (
        f'decrypto-qt host: room "{room}"\n'
        f"  address: {shown}  port: {port}  PIN: {pin or 'none'}\n"
        f"  join with: decrypto-qt join {first}:{port}"
    )
    if web_port is not None:
        text += f"\n  browsers: http://{first}:{web_port}/"
    return text
