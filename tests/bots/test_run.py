"""``decrypto-qt bot --ai``: computer players in their own process, through the protocol."""

from __future__ import annotations

import os
import random
import tempfile
from pathlib import Path

from pytestqt.qtbot import QtBot

from decrypto_qt.bots.player import Bot
from decrypto_qt.bots.vocabulary import clue_vocabulary
from decrypto_qt.engine import Settings, bundled_pack
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.host import GameHost
from tests.helpers.net import LOOPBACK
from tests.helpers.processes import Proc

CACHE = os.environ.get(
    "DECRYPTO_QT_CACHE_DIR", str(Path(tempfile.gettempdir()) / "decrypto_qt-test-cache")
)


def test_a_computer_team_process_plays_a_game_to_the_end(qtbot: QtBot, tmp_path: Path) -> None:
    """Two computer players (one ``bot --ai`` process) against two scripted players, in French."""
    host = GameHost(
        "Practice",
        settings=Settings(timer_seconds=None, rounds_limit=3),
        pack=bundled_pack("fr"),
        data_dir=tmp_path,
        start_at=4,
        seed=8,
    )
    host.listen(LOOPBACK, 0)
    others = [
        Bot(
            HostConnection(LOOPBACK, host.port, names=(n,), team="white"),
            clue_vocabulary("fr", bundled_pack("fr").words),
            rng=random.Random(n),
            secret="others",
        )
        for n in ("Ann", "Bob")
    ]
    computers = Proc(
        "bot", "--ai", "--level", "hard", "--lang", "fr", "--team", "black", "--count", "2",
        "--delay", "0", "--join", f"{LOOPBACK}:{host.port}",
        env={"DECRYPTO_QT_CACHE_DIR": CACHE},
    )  # fmt: skip
    try:
        for p in others:
            p.conn.open()
        computers.wait_for(qtbot, r"word model ready", timeout=120_000)
        assert computers.wait_exit(qtbot, timeout=120_000) == 0, computers.output
        assert "game over" in computers.output
        state = host.state
        assert state is not None and state.outcome is not None
        names = {p.name for p in state.players}
        assert names == {"Ann", "Bob", "Bot1", "Bot2"}
        black_clues = [c for r in state.rounds for c in (r.codes[1].clues or ())]
        assert black_clues and all(black_clues)
    finally:
        computers.kill()
        for p in others:
            p.conn.close()
        host.close()
