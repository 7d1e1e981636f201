"""The host's "Add a computer player": computer seats in the host's process play a whole game."""

from __future__ import annotations

import os
import random
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from decrypto_qt.bots.player import Bot
from decrypto_qt.bots.vocabulary import clue_vocabulary
from decrypto_qt.engine import Phase, Settings, Team, bundled_pack
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui.computer_seats import ComputerSeatsPanel, local_address
from tests.helpers.net import LOOPBACK

os.environ.setdefault(
    "DECRYPTO_QT_CACHE_DIR", str(Path(tempfile.gettempdir()) / "decrypto_qt-test-cache")
)


def test_two_computer_players_added_by_the_host_play_to_the_end(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = GameHost(
        "Practice",
        settings=Settings(timer_seconds=None, rounds_limit=3),
        pack=bundled_pack("nl"),
        data_dir=tmp_path,
        start_at=4,
        seed=2,
    )
    host.listen(LOOPBACK, 0)
    assert local_address(host) == LOOPBACK
    panel = ComputerSeatsPanel(host, pace=0.0)
    qtbot.addWidget(panel)
    panel.show()
    assert "White" in panel.add[Team.WHITE].toolTip() and panel.isEnabled()
    panel.level.setCurrentIndex(panel.level.findData("hard"))
    qtbot.mouseClick(panel.add[Team.BLACK], Qt.MouseButton.LeftButton)
    panel.add_computer(Team.BLACK)
    assert panel.title() == "Reading the word model…"
    others = [
        Bot(
            HostConnection(LOOPBACK, host.port, names=(n,), team="white"),
            clue_vocabulary("nl", bundled_pack("nl").words),
            rng=random.Random(n),
            secret="team",
        )
        for n in ("Ann", "Bob")
    ]
    try:
        for b in others:
            b.conn.open()
        qtbot.waitUntil(lambda: len(panel.bots) == 2, timeout=120_000)
        qtbot.waitUntil(lambda: host.started, timeout=20_000)
        qtbot.waitUntil(lambda: not panel.isEnabled(), timeout=5_000)
        qtbot.waitUntil(lambda: all(b.outcome for b in panel.bots), timeout=120_000)
        state = host.state
        assert state is not None and state.phase is Phase.GAME_OVER
        black = [p for p in state.players if p.team is Team.BLACK]
        assert [p.name for p in black] == ["Computer 1", "Computer 2"]
        clues = [c for r in state.rounds for c in (r.codes[1].clues or ())]
        assert clues and all(clues)  # the computers wrote every clue of theirs
        assert panel.title() == "Computer players at the table: 2"
    finally:
        panel.close_seats()
        for b in others:
            b.conn.close()
        host.close()
