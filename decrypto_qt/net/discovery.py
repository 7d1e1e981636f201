"""Finding games on the LAN with zeroconf (mDNS/DNS-SD), off the GUI thread.

The host advertises ``_decrypto._tcp.local.`` on the addresses of its real LAN
interfaces; windows browse for it. zeroconf works on its own threads: its
callbacks only hand the news to Qt signals, which arrive on the GUI thread.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import socket
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Any

import ifaddr
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QTcpSocket
from zeroconf import ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from decrypto_qt import __version__
from decrypto_qt.net.connection import dispose
from decrypto_qt.protocol.limits import MAX_TABLES, PROTOCOL_VERSION, SERVICE_TYPE

log = logging.getLogger(__name__)

VIRTUAL_PREFIXES = (
    "lo",
    "docker",
    "br-",
    "veth",
    "virbr",
    "vmnet",
    "vboxnet",
    "tun",
    "tap",
    "wg",
    "tailscale",
    "zt",
    "utun",
    "cni",
    "flannel",
    "podman",
    "lxc",
    "lxd",
)
"""Interfaces that are not the LAN: loopback, containers, VMs and VPNs."""
INTERFACE_POLL_MS = int(os.environ.get("DECRYPTO_QT_INTERFACE_POLL_MS", "5000"))
"""How often the host looks for changed interfaces (the variable is for tests)."""


def lan_addresses() -> list[str]:
    """IPv4 addresses of the real LAN interfaces (no loopback, link-local, containers or VPNs)."""
    out: set[str] = set()
    for adapter in ifaddr.get_adapters():
        name = (adapter.nice_name or adapter.name or "").lower()
        if name.startswith(VIRTUAL_PREFIXES):
            continue
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):
                continue  # IPv6 (a tuple): LAN games use IPv4
            addr = ipaddress.IPv4Address(ip.ip)
            if not (addr.is_loopback or addr.is_link_local or addr.is_unspecified):
                out.add(ip.ip)
    return sorted(out)


@dataclass(frozen=True)
class InterfaceAddress:
    """One IPv4 address of this computer, and whether games are advertised on it."""

    interface: str
    address: str
    advertised: bool
    why_not: str = ""
    """"loopback", "link-local" or "virtual" when not advertised."""


def interfaces_report() -> list[InterfaceAddress]:
    """Every IPv4 address with the reason it is or is not used (network diagnostics)."""
    out: list[InterfaceAddress] = []
    for adapter in ifaddr.get_adapters():
        name = adapter.nice_name or adapter.name or ""
        virtual = name.lower().startswith(VIRTUAL_PREFIXES)
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):
                continue
            addr = ipaddress.IPv4Address(ip.ip)
            why = (
                "loopback"
                if addr.is_loopback
                else "link-local"
                if addr.is_link_local or addr.is_unspecified
                else "virtual"
                if virtual
                else ""
            )
            out.append(InterfaceAddress(name, ip.ip, not why, why))
    return sorted(out, key=lambda i: (not i.advertised, i.interface, i.address))


def _open_seats(table: Any) -> int:
    open_seats = getattr(table, "open_seats", None)
    return int(open_seats()) if open_seats is not None else 0


def _service_name(room: str) -> str:
    safe = "".join(ch for ch in room if ch.isprintable() and ch != ".")[:50] or "Decrypto"
    return f"{safe}.{SERVICE_TYPE}"


class Advertiser(QObject):
    """Keeps the host's record on the LAN up to date, and withdraws it on :meth:`stop`.

    Signals:
        registered(str): the record is out, under this (possibly renamed) service name.
    """

    registered = Signal(str)

    def __init__(
        self, host: Any, *, addresses: list[str] | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.host = host
        # Explicit addresses (--interface) stay as given; otherwise follow the LAN.
        self._fixed = addresses is not None
        self.addresses = list(addresses if addresses is not None else lan_addresses())
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="zeroconf-advertise")
        self._zc: Zeroconf | None = None
        self._info: ServiceInfo | None = None
        self._txt: dict[str, str] = {}
        self._stopping = threading.Event()
        """Set by :meth:`stop`: a registration still under way is withdrawn, not announced."""
        self._poll = QTimer(self)
        self._poll.setInterval(INTERFACE_POLL_MS)
        self._poll.timeout.connect(self._check_interfaces)
        host.lobby_changed.connect(self._refresh)
        host.game_changed.connect(lambda _state: self._refresh())
        if hasattr(host, "class_changed"):
            host.class_changed.connect(lambda _number: self._refresh())

    def txt(self) -> dict[str, str]:
        tables = getattr(self.host, "tables", None) or [self.host]
        is_class = bool(getattr(self.host, "is_class", False))
        if is_class:
            phase = "play" if any(t.state is not None for t in tables) else "lobby"
        else:
            phase = "lobby" if self.host.state is None else self.host.state.phase.value
        return {
            "proto": str(PROTOCOL_VERSION),
            "app": __version__,
            "room": self.host.room,
            "players": str(sum(len(t.book.seats) for t in tables)),
            "phase": phase,
            "pin": "1" if self.host.pin else "0",
            "tables": str(len(tables)),
            "class": "1" if is_class else "0",
            "free": str(sum(_open_seats(t) for t in tables)),
            "seats": ",".join(
                f"{len(t.book.seats)}:{_open_seats(t)}:{'p' if t.state is not None else 'l'}"
                for t in tables
            ),
        }

    def start(self) -> None:
        if not self.addresses:
            log.warning("no LAN address to advertise on; join by address still works")
        self._txt = self.txt()
        self._pool.submit(self._register, list(self.addresses), dict(self._txt))
        if not self._fixed:
            self._poll.start()

    def stop(self) -> None:
        """Withdraw the record, then close zeroconf (waits for the worker). A record
        still being registered is withdrawn as soon as it is out; none outlives this."""
        if self._stopping.is_set():
            return
        self._stopping.set()
        self._poll.stop()
        self._pool.submit(self._unregister)
        self._pool.shutdown(wait=True)

    # --- worker thread ---------------------------------------------------------

    def _register(self, addresses: list[str], txt: dict[str, str]) -> None:
        if self._stopping.is_set():
            return  # the host is closing: nothing to announce
        try:
            self._zc = Zeroconf(interfaces=addresses or ["127.0.0.1"])
            self._info = ServiceInfo(
                SERVICE_TYPE,
                _service_name(self.host.room),
                addresses=[socket.inet_aton(a) for a in addresses],
                port=self.host.port,
                properties=txt,
                server=f"{socket.gethostname().split('.')[0] or 'decrypto'}.local.",
            )
            self._zc.register_service(self._info, allow_name_change=True)
            if self._stopping.is_set():
                # Stopped while zeroconf probed the name: _unregister, queued behind this,
                # withdraws the record; it was never the host's to announce.
                log.info("withdrawing %s: the host is closing", self._info.name)
                return
            log.info("advertised %s on %s", self._info.name, ", ".join(addresses))
            self.registered.emit(self._info.name)
        except Exception:  # discovery failing must never stop the game
            log.exception("could not advertise the game; join by address still works")

    def _update(self, txt: dict[str, str]) -> None:
        if self._zc is None or self._info is None:
            return
        try:
            self._info = replace_properties(self._info, txt)
            self._zc.update_service(self._info)
        except Exception:
            log.exception("could not update the advertised record")

    def _unregister(self) -> None:
        if self._zc is None:
            return
        try:
            if self._info is not None:
                self._zc.unregister_service(self._info)
        except Exception:
            log.exception("could not withdraw the advertised record")
        finally:
            self._zc.close()
            self._zc = None
            self._info = None

    # --- GUI thread ----------------------------------------------------------------

    def _refresh(self) -> None:
        if self._stopping.is_set():
            return
        txt = self.txt()
        if txt != self._txt:
            self._txt = txt
            self._pool.submit(self._update, dict(txt))

    def _check_interfaces(self) -> None:
        if self._stopping.is_set():
            return
        now = lan_addresses()
        if now != self.addresses:
            log.info("network interfaces changed: %s -> %s", self.addresses, now)
            self.addresses = now
            self._pool.submit(self._unregister)
            self._pool.submit(self._register, list(now), dict(self.txt()))


def replace_properties(info: ServiceInfo, txt: dict[str, str]) -> ServiceInfo:
    return ServiceInfo(
        info.type,
        info.name,
        addresses=info.addresses,
        port=info.port,
        properties=txt,
        server=info.server,
    )


@dataclass(frozen=True)
class GameInfo:
    """A game seen on the LAN.

    Attributes:
        key: the service name, the same from every interface it is seen on.
        reachable: a TCP connection to it succeeded (only then is it joinable).
    """

    key: str
    room: str
    server: str
    addresses: tuple[str, ...]
    port: int
    players: int
    phase: str
    pin: bool
    protocol: int
    app: str
    reachable: bool = False
    compatible: bool = field(default=True)
    tables: int = 1
    """How many tables the host runs: more than one is a class."""
    free: int = 0
    """Seats a newcomer can take now, over every table."""
    seats: tuple[TableSeats, ...] = ()
    """At a class, each table's players and free seats (empty if the host did not say)."""


@dataclass(frozen=True)
class TableSeats:
    """One table of a class as the game list shows it: counts only."""

    number: int
    players: int
    free: int
    started: bool


def parse_seats(text: str, tables: int) -> tuple[TableSeats, ...]:
    """The TXT ``seats`` value (``players:free:l|p`` per table, comma-separated); a value
    that does not fit (damaged, or not one entry per table) gives nothing."""
    out = []
    for number, entry in enumerate(text.split(","), start=1):
        parts = entry.split(":")
        if len(parts) != 3 or not parts[0].isdigit() or not parts[1].isdigit():
            return ()
        if parts[2] not in ("l", "p"):
            return ()
        out.append(TableSeats(number, int(parts[0]), int(parts[1]), parts[2] == "p"))
    return tuple(out) if len(out) == tables else ()


def _decode_txt(props: dict[bytes, bytes | None]) -> dict[str, str]:
    return {
        k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
        for k, v in props.items()
    }


def _int(text: str, default: int = 0) -> int:
    try:
        return int(text)
    except ValueError:
        return default


class Browser(QObject):
    """Reports games appearing, changing and disappearing, on the GUI thread.

    Signals:
        found(object): a new GameInfo.
        changed(object): a GameInfo whose details or reachability changed.
        lost(str): the key of a game that is gone.
    """

    found = Signal(object)
    changed = Signal(object)
    lost = Signal(str)
    _resolved = Signal(object)
    _removed = Signal(str)
    _state = Signal(str, str)

    def __init__(
        self, *, interfaces: list[str] | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.interfaces = interfaces
        self.games: dict[str, GameInfo] = {}
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="zeroconf-browse")
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._probes: dict[str, QTcpSocket] = {}
        self._resolved.connect(self._on_resolved)
        self._removed.connect(self._on_removed)
        self._state.connect(self._on_state)

    def start(self) -> None:
        self._zc = Zeroconf(
            interfaces=self.interfaces if self.interfaces else lan_addresses() or ["127.0.0.1"]
        )
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._handler])

    def stop(self) -> None:
        # Clear the references first: news zeroconf queued before the cancel still
        # reaches _on_state afterwards, and must find the browser stopped.
        browser, self._browser = self._browser, None
        zc, self._zc = self._zc, None
        if browser is not None:
            browser.cancel()
        if zc is not None:
            zc.close()
        self._pool.shutdown(wait=True, cancel_futures=True)
        for key, probe in list(self._probes.items()):
            self._end_probe(key, probe)

    # zeroconf's thread: hand over and return.
    def _handler(
        self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        self._state.emit(name, state_change.name)

    def _on_state(self, name: str, change: str) -> None:
        if change == "Removed":
            self._removed.emit(name)
        elif self._zc is not None:
            self._pool.submit(self._resolve, name)

    def _resolve(self, name: str) -> None:  # worker thread
        zc = self._zc
        if zc is None:
            return
        try:
            info = zc.get_service_info(SERVICE_TYPE, name, timeout=3000)
        except Exception:
            log.exception("could not resolve %s", name)
            return
        if info is None:
            return
        txt = _decode_txt(info.properties)
        tables = min(MAX_TABLES, max(1, _int(txt.get("tables", "1"), 1)))
        game = GameInfo(
            key=name,
            room=txt.get("room") or name.removesuffix("." + SERVICE_TYPE),
            server=(info.server or "").removesuffix("."),
            addresses=tuple(sorted(set(info.parsed_addresses()))),
            port=int(info.port or 0),
            players=_int(txt.get("players", "0")),
            phase=txt.get("phase", ""),
            pin=txt.get("pin") == "1",
            protocol=_int(txt.get("proto", "0")),
            app=txt.get("app", ""),
            tables=tables,
            free=max(0, _int(txt.get("free", "0"))),
            seats=parse_seats(txt.get("seats", ""), tables),
        )
        self._resolved.emit(game)

    # GUI thread
    def _on_resolved(self, game: GameInfo) -> None:
        old = self.games.get(game.key)
        merged = game
        if old is not None:
            addresses = tuple(sorted(set(old.addresses) | set(game.addresses)))
            merged = replace(game, addresses=addresses, reachable=old.reachable)
        merged = replace(merged, compatible=merged.protocol == PROTOCOL_VERSION)
        self.games[game.key] = merged
        if old is None:
            self.found.emit(merged)
        elif old != merged:
            self.changed.emit(merged)
        if not merged.reachable:
            self._probe(merged)

    def _probe(self, game: GameInfo) -> None:
        """Confirm over TCP before calling a game joinable."""
        if game.key in self._probes or not game.addresses:
            return
        socket_ = QTcpSocket(self)
        self._probes[game.key] = socket_

        def ok() -> None:
            self._end_probe(game.key, socket_)
            current = self.games.get(game.key)
            if current is not None and not current.reachable:
                current = replace(current, reachable=True)
                self.games[game.key] = current
                self.changed.emit(current)

        def failed(*_: object) -> None:
            self._end_probe(game.key, socket_)

        socket_.connected.connect(ok)
        socket_.errorOccurred.connect(failed)
        socket_.connectToHost(game.addresses[0], game.port)

    def _end_probe(self, key: str, socket_: QTcpSocket) -> None:
        """Forget a probe; its socket goes once control is back in the loop (its handlers
        hold this browser: see :func:`dispose`)."""
        if self._probes.get(key) is socket_:
            del self._probes[key]
        socket_.abort()
        dispose(socket_)

    def _on_removed(self, key: str) -> None:
        if self.games.pop(key, None) is not None:
            self.lost.emit(key)
