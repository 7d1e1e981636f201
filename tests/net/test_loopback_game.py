"""Whole games between a host, bot windows and a table window over 127.0.0.1."""

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase
from decrypto_qt.net.client import HostConnection
from tests.helpers.net import LOOPBACK, make_host, table_of


@pytest.mark.parametrize("players", [4, 5, 8])
def test_bots_play_a_complete_game_watched_by_a_table_window(
    qtbot: QtBot, tmp_path: Path, players: int
) -> None:
    host = make_host(tmp_path, start_at=players, seed=players)
    table = HostConnection(LOOPBACK, host.port)
    table.open()
    try:
        with table_of(host, players, seed=players) as bots:
            qtbot.waitUntil(lambda: all(b.outcome for b in bots), timeout=30_000)
            assert host.state is not None and host.state.phase is Phase.GAME_OVER
            qtbot.waitUntil(
                lambda: (
                    table.last_view is not None
                    and table.welcome is not None
                    and table.last_view.version == host.view_version(table.welcome.window)
                ),
                timeout=5_000,
            )
            outcome = table.last_view.view["outcome"]  # type: ignore[union-attr]
            assert outcome == bots[0].outcome
            assert outcome["reason"] != "aborted"
            # Everyone, the table included, sees both screens once the game is over (V1).
            assert all(t["keywords"] for t in table.last_view.view["teams"])  # type: ignore[union-attr]
            assert len(host.book.seats) == players
    finally:
        table.close()
        host.close()
