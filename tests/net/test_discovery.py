"""Advertising and browsing with real zeroconf, on 127.0.0.1 only."""

from pathlib import Path

from pytestqt.qtbot import QtBot

from decrypto_qt.net.discovery import Advertiser, Browser, GameInfo
from tests.helpers.net import LOOPBACK, make_host
from tests.helpers.raw_peer import RawPeer


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
