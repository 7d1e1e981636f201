"""Advertising and browsing with real zeroconf, on 127.0.0.1 only."""

import logging
import socket
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from zeroconf import ServiceInfo, Zeroconf

from decrypto_qt.net.discovery import (
    Advertiser,
    Browser,
    GameInfo,
    interfaces_report,
    lan_addresses,
)
from decrypto_qt.protocol.limits import SERVICE_TYPE
from tests.helpers.groups import ZEROCONF
from tests.helpers.net import LOOPBACK, make_host
from tests.helpers.processes import free_port, run_script
from tests.helpers.raw_peer import RawPeer

pytestmark = ZEROCONF


def test_a_room_appears_changes_and_disappears_with_its_details(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_host(tmp_path, start_at=None, pin="77")
    browser = Browser(interfaces=[LOOPBACK])
    browser.start()
    advertiser = Advertiser(host, addresses=[LOOPBACK])
    try:
        # Only our game counts (another may be advertised on this machine's loopback).
        with qtbot.waitSignal(
            browser.found, timeout=15_000, check_params_cb=lambda g: g.port == host.port
        ) as found:
            advertiser.start()
        game: GameInfo = found.args[0]
        assert (game.room, game.port, game.pin, game.phase, game.players) == (
            "Test room",
            host.port,
            True,
            "lobby",
            0,
        )
        assert game.addresses == (LOOPBACK,) and game.protocol == 1 and game.compatible
        # Joinable only once a TCP connection to it succeeded.
        qtbot.waitUntil(lambda: browser.games[game.key].reachable, timeout=5000)
        # A player sits down: the record's player count follows.
        peer = RawPeer(host.port)
        peer.hello("Ann", pin="77")
        qtbot.waitUntil(lambda: browser.games[game.key].players == 1, timeout=15_000)
        with qtbot.waitSignal(
            browser.lost, timeout=15_000, check_params_cb=lambda key: key == game.key
        ) as lost:
            advertiser.stop()
        assert lost.args[0] == game.key and game.key not in browser.games
    finally:
        browser.stop()
        host.close()


def test_a_host_started_before_the_network_is_advertised_once_it_comes(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    # The computer's interfaces are what changes here: the list of them is the one part
    # replaced (a real interface cannot come and go in a test); zeroconf runs for real.
    lan: list[str] = []
    monkeypatch.setattr("decrypto_qt.net.discovery.lan_addresses", lambda: list(lan))
    host = make_host(tmp_path, start_at=None)
    browser = Browser(interfaces=[LOOPBACK])
    browser.start()
    advertiser = Advertiser(host)  # following the LAN, as a host with no --interface
    try:
        with caplog.at_level(logging.WARNING):
            advertiser.start()
        assert "no LAN address to advertise on; join by address still works" in caplog.text
        lan.append(LOOPBACK)  # the Wi-Fi comes up
        advertiser._check_interfaces()  # what its poll timer does every few seconds
        qtbot.waitUntil(
            lambda: any(
                g.port == host.port and g.addresses == (LOOPBACK,) and g.reachable
                for g in browser.games.values()
            ),
            timeout=15_000,
        )
        assert advertiser.addresses == [LOOPBACK]
    finally:
        advertiser.stop()
        browser.stop()
        host.close()


def test_an_odd_record_is_listed_as_another_version_and_never_joinable(
    qtbot: QtBot,
) -> None:
    nobody = free_port()  # nothing listens there
    zc = Zeroconf(interfaces=[LOOPBACK])
    info = ServiceInfo(
        SERVICE_TYPE,
        f"Odd {nobody}.{SERVICE_TYPE}",
        addresses=[socket.inet_aton(LOOPBACK)],
        port=nobody,
        properties={"proto": "two", "players": "many", "phase": "lobby", "pin": "maybe"},
        server="odd.local.",
    )
    zc.register_service(info)
    browser = Browser(interfaces=[LOOPBACK])
    try:
        with qtbot.waitSignal(
            browser.found, timeout=15_000, check_params_cb=lambda g: g.port == nobody
        ) as found:
            browser.start()
        game: GameInfo = found.args[0]
        # No room in the record: the service name stands in; numbers that are not numbers: 0.
        assert (game.room, game.players, game.protocol, game.pin) == (f"Odd {nobody}", 0, 0, False)
        assert not game.compatible
        qtbot.waitUntil(lambda: game.key not in browser._probes, timeout=10_000)  # probe over
        assert not browser.games[game.key].reachable
    finally:
        browser.stop()
        zc.unregister_service(info)
        zc.close()


def test_only_real_lan_addresses_are_advertised() -> None:
    report = interfaces_report()
    lan = lan_addresses()
    assert LOOPBACK not in lan
    assert {e.address for e in report if e.advertised} == set(lan)
    loop = [e for e in report if e.address == LOOPBACK]
    assert loop and loop[0].why_not == "loopback" and not loop[0].advertised


def test_a_class_record_s_table_seats_are_read_and_damaged_ones_ignored() -> None:
    from decrypto_qt.net.discovery import TableSeats, parse_seats

    assert parse_seats("4:4:l,8:0:l,6:1:p", 3) == (
        TableSeats(1, 4, 4, False),
        TableSeats(2, 8, 0, False),
        TableSeats(3, 6, 1, True),
    )
    # Not one entry per table, a missing field, a word, a minus: nothing is claimed.
    for damaged in ("4:4:l", "4:4:l,8:0", "4:x:l,1:1:l", "4:-1:l,1:1:l", "4:4:q,1:1:l", ""):
        assert parse_seats(damaged, 2) == ()


# A crash is what is tested for, so it runs in a process of its own.
_BROWSER_HELD_BY_ITS_PROBE = """
import socket
from PySide6.QtCore import QCoreApplication, QEvent
from decrypto_qt.net.discovery import Browser, GameInfo

app = QCoreApplication([])
listener = socket.create_server(("127.0.0.1", 0))

def probe_then_drop() -> None:
    browser = Browser(interfaces=["127.0.0.1"])  # never started: no zeroconf here
    game = GameInfo("k", "Room", "pc", ("127.0.0.1",), listener.getsockname()[1], 0,
                    "lobby", False, 1, "t")
    browser.games[game.key] = game
    browser._probe(game)
    while not browser.games[game.key].reachable:
        app.processEvents()  # connected: the probe's socket now awaits deletion

probe_then_drop()  # the probe's handlers hold the browser's last reference
QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
print("deleted")
"""


def test_a_browser_let_go_of_while_its_finished_probe_awaits_deletion_goes_cleanly() -> None:
    # Where a test ended just after a probe reached its game, the process died in Qt's
    # event processing (a bus error) about one run in ten: the probe's socket, deleted,
    # let go of the browser, and the browser deleted the socket a second time.
    done = run_script(_BROWSER_HELD_BY_ITS_PROBE)
    assert (done.returncode, done.stdout.strip()) == (0, "deleted"), done.stderr


def test_a_host_stopped_while_its_record_registers_never_announces_it(
    qtbot: QtBot, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """SIGTERM right after the start: the registration under way is withdrawn, not
    announced ("advertised" after "shutting down"), and no record outlives the host."""
    host = make_host(tmp_path, start_at=None)
    advertiser = Advertiser(host, addresses=[LOOPBACK])
    announced: list[str] = []
    advertiser.registered.connect(announced.append)
    try:
        with caplog.at_level(logging.INFO, logger="decrypto_qt.net.discovery"):
            advertiser.start()
            advertiser.stop()  # zeroconf is still probing the name (over a second)
        assert not any(r.getMessage().startswith("advertised") for r in caplog.records)
        assert announced == [] and advertiser._zc is None and advertiser._info is None
        advertiser.stop()  # twice is harmless
        host.lobby_changed.emit()  # news after the stop is not sent to a closed worker
    finally:
        host.close()
