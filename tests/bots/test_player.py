"""A bot deciding on a worker thread is shut down when its seat goes away."""

from __future__ import annotations

import random
from pathlib import Path

from pytestqt.qtbot import QtBot

from decrypto_qt.bots.player import Bot
from decrypto_qt.net.client import HostConnection
from tests.helpers.net import LOOPBACK, WORDS, make_bot, make_host


def test_a_shut_down_bot_drops_the_look_it_had_scheduled(qtbot: QtBot, tmp_path: Path) -> None:
    """Removing a computer seat mid-game: its pending look must not reach the stopped worker."""
    host = make_host(tmp_path)
    conn = HostConnection(LOOPBACK, host.port, names=("Cy",), team="black")
    threaded = Bot(conn, WORDS, rng=random.Random(1), threaded=True, delay=5.0)
    others = [
        make_bot(host.port, n, t) for n, t in (("Ann", "white"), ("Bo", "white"), ("Di", "black"))
    ]
    conn.open()
    try:
        qtbot.waitUntil(lambda: conn.last_view is not None, timeout=10_000)
        assert threaded._pending.isActive()  # it means to look at the view in 5 s
        threaded.shutdown()
        assert not threaded._pending.isActive()
        threaded._act()  # what the timer would have done: nothing, and no error
        threaded._schedule(0)  # a later view schedules no look either
        assert not threaded._pending.isActive()
        assert threaded._deciding is None
    finally:
        conn.close()
        for b in others:
            b.conn.close()
        host.close()
