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


def host_with_two_scripted_whites(
    tmp_path: Path, room: str, lang: str, settings: Settings, *, seed: int
) -> tuple[GameHost, list[Bot]]:
    """A host on loopback that starts with 4 seats, and two scripted players (not yet
    connected) for White: the other two seats are the bot process's."""
    host = GameHost(
        room, settings=settings, pack=bundled_pack(lang), data_dir=tmp_path, start_at=4, seed=seed
    )
    host.listen(LOOPBACK, 0)
    others = [
        Bot(
            HostConnection(LOOPBACK, host.port, names=(n,), team="white"),
            clue_vocabulary(lang, bundled_pack(lang).words),
            rng=random.Random(n),
            secret="others",
        )
        for n in ("Ann", "Bob")
    ]
    return host, others


def test_a_computer_team_process_plays_a_game_to_the_end(qtbot: QtBot, tmp_path: Path) -> None:
    """Two computer players (one ``bot --ai`` process) against two scripted players, in French."""
    host, others = host_with_two_scripted_whites(
        tmp_path, "Practice", "fr", Settings(timer_seconds=None, rounds_limit=3), seed=8
    )
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


def test_bots_told_to_stay_play_again_when_the_host_starts_another_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """``bot --stay``: at game over the bots keep their seats; when the host plays again
    they play the new game (by default they would have left, their seats shown away)."""
    from decrypto_qt.engine import EndGame

    host, others = host_with_two_scripted_whites(
        tmp_path, "Again", "en", Settings(timer_seconds=None), seed=3
    )
    bots = Proc(
        "bot", "--stay", "--team", "black", "--count", "2", "--delay", "0",
        "--join", f"{LOOPBACK}:{host.port}",
    )  # fmt: skip
    try:
        for p in others:
            p.conn.open()
        qtbot.waitUntil(lambda: host.state is not None, timeout=20_000)
        host.host_action(EndGame())
        bots.wait_for(qtbot, r"staying for the next game")
        host.play_again()  # the same teams
        # The new game is played by the same seats: its first clues come from both teams.
        qtbot.waitUntil(
            lambda: (
                host.state is not None
                and host.state.setup.game == 2
                and all(c.clues for c in host.state.rounds[0].codes)
            ),
            timeout=20_000,
        )
        assert bots.proc.poll() is None  # still there
        assert host.book.away() == ()
    finally:
        bots.kill()
        for p in others:
            p.conn.close()
        host.close()
