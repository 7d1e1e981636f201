"""The host and bots as separate processes: whole games, clean shutdown, and crashes."""

from __future__ import annotations

import signal
import tempfile
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import bundled_pack
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.discovery import Browser
from decrypto_qt.net.host import GameHost
from tests.helpers.groups import ZEROCONF
from tests.helpers.net import LOOPBACK
from tests.helpers.processes import Proc, free_port


def start_host(qtbot: QtBot, data: Path, *extra: str) -> tuple[Proc, int]:
    host = Proc(
        "host",
        "--headless",
        "--interface",
        LOOPBACK,
        "--timer",
        "off",
        *extra,
        data_dir=data,
        env={"DECRYPTO_QT_CACHE_DIR": str(Path(tempfile.gettempdir()) / "decrypto_qt-test-cache")},
    )
    port = int(host.wait_for(qtbot, r"port: (\d+)").group(1))
    return host, port


def tokens_match_history(view: dict[str, object]) -> None:
    """The tokens shown equal what the public history says happened (R13, R14)."""
    history = view["history"]
    teams = view["teams"]
    assert isinstance(history, list) and isinstance(teams, list)
    for team in teams:
        name = team["team"]
        assert team["miscommunications"] == sum(
            1 for h in history if h["team"] == name and h["miscommunicated"]
        )
        assert team["interceptions"] == sum(
            1 for h in history if h["team"] != name and h["intercepted"]
        )


def test_a_game_between_a_host_process_and_a_bot_process(qtbot: QtBot, tmp_path: Path) -> None:
    host, port = start_host(qtbot, tmp_path, "--start-at", "6", "--no-discovery")
    table = HostConnection(LOOPBACK, port)
    table.open()
    bots = Proc("bot", "--join", f"{LOOPBACK}:{port}", "--count", "6", "--seed", "3")
    try:
        assert bots.wait_exit(qtbot) == 0, bots.output
        assert "game over" in bots.output
        qtbot.waitUntil(
            lambda: table.last_view is not None and table.last_view.view["outcome"] is not None,
            timeout=10_000,
        )
        view = table.last_view.view  # type: ignore[union-attr]
        tokens_match_history(dict(view))
        assert len(view["teams"][0]["players"]) == len(view["teams"][1]["players"]) == 3
    finally:
        table.close()
        bots.kill()
        host.proc.send_signal(signal.SIGINT)
        assert host.wait_exit(qtbot) == 0
        assert "stopped" in host.output


@ZEROCONF
def test_sigterm_withdraws_the_record_and_exits_cleanly(qtbot: QtBot, tmp_path: Path) -> None:
    browser = Browser(interfaces=[LOOPBACK])
    browser.start()
    host, port = start_host(qtbot, tmp_path, "--name", "Goodbye room")
    try:
        # Other games on this machine's loopback may be listed too: look for ours.
        qtbot.waitUntil(lambda: any(g.port == port for g in browser.games.values()), timeout=15_000)
        game = next(g for g in browser.games.values() if g.port == port)
        assert game.room == "Goodbye room"
        with qtbot.waitSignal(
            browser.lost, timeout=15_000, check_params_cb=lambda key: key == game.key
        ):
            host.proc.send_signal(signal.SIGTERM)
        assert host.wait_exit(qtbot) == 0
    finally:
        host.kill()
        browser.stop()


def test_a_killed_bot_comes_back_to_its_seat_and_the_game_finishes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host, port = start_host(qtbot, tmp_path / "host", "--start-at", "4", "--no-discovery")
    state = tmp_path / "bots"
    join = ("--join", f"{LOOPBACK}:{port}", "--state-dir", str(state), "--delay", "0.15")
    bots = {
        name: Proc("bot", *join, "--name", name, "--team", team)
        for name, team in [("Ann", "white"), ("Bo", "white"), ("Cy", "black"), ("Di", "black")]
    }
    table = HostConnection(LOOPBACK, port)
    table.open()
    try:
        first_seat = bots["Ann"].wait_for(qtbot, r"Ann seated as (p\d+)").group(1)
        # Mid-round: some clues are out, the game is not over.
        qtbot.waitUntil(
            lambda: table.last_view is not None and table.last_view.version >= 3, timeout=20_000
        )
        bots["Ann"].kill()
        qtbot.waitUntil(
            lambda: (
                table.last_lobby is not None
                and any(p.away and p.name == "Ann" for p in table.last_lobby.players)
            ),
            timeout=10_000,
        )
        bots["Ann"] = Proc("bot", *join, "--name", "Ann", "--team", "white")
        assert bots["Ann"].wait_for(qtbot, r"Ann seated as (p\d+)").group(1) == first_seat
        for proc in bots.values():
            assert proc.wait_exit(qtbot, 60_000) == 0, proc.output
        assert table.last_view is not None
        tokens_match_history(dict(table.last_view.view))
    finally:
        table.close()
        for proc in bots.values():
            proc.kill()
        host.kill()


def test_a_killed_host_resumes_the_game_and_windows_reconnect_by_themselves(
    qtbot: QtBot, tmp_path: Path
) -> None:
    port = free_port()
    extra = ("--port", str(port), "--start-at", "4", "--no-discovery")
    host, _ = start_host(qtbot, tmp_path, *extra)
    bots = Proc("bot", "--join", f"{LOOPBACK}:{port}", "--count", "4", "--delay", "0.15")
    table = HostConnection(LOOPBACK, port)
    table.open()
    try:
        qtbot.waitUntil(
            lambda: table.last_view is not None and table.last_view.version >= 4, timeout=20_000
        )
        seen = table.last_view.version  # type: ignore[union-attr]
        host.kill()
        # What the dead host left on disk (snapshot + journal) holds all the windows saw.
        on_disk = GameHost("probe", pack=bundled_pack("en"), data_dir=tmp_path)
        assert on_disk.restore(ended=True) and on_disk.state is not None
        saved = on_disk.state
        assert saved.views.table >= seen
        host, _ = start_host(qtbot, tmp_path, *extra, "--resume")
        # The bots and the table find the host again with their resume tokens.
        assert bots.wait_exit(qtbot, 60_000) == 0, bots.output
        qtbot.waitUntil(
            lambda: table.last_view is not None and table.last_view.view["outcome"] is not None,
            timeout=10_000,
        )
        final = table.last_view.view  # type: ignore[union-attr]
        tokens_match_history(dict(final))
        assert final["version"] > saved.views.table
    finally:
        table.close()
        bots.kill()
        host.kill()


@pytest.fixture(autouse=True)
def _no_stray_processes() -> None:
    """Every test above kills what it started in ``finally``."""


def test_a_headless_host_seats_its_own_computer_players(qtbot: QtBot, tmp_path: Path) -> None:
    """``host --computers 4``: four computer players sit down and play a whole game, each
    badged as a computer at the level asked for (fast pace: this is a test)."""
    host, port = start_host(
        qtbot,
        tmp_path,
        "--no-discovery",
        "--no-web",
        "--start-at",
        "4",
        "--rounds",
        "2",
        "--computers",
        "4",
        "--level",
        "easy",
        "--pace",
        "fast",
    )
    table = HostConnection(LOOPBACK, port)
    table.open()
    try:
        host.wait_for(qtbot, r"computer players seated: 4", timeout=120_000)
        qtbot.waitUntil(
            lambda: table.last_view is not None and table.last_view.view["outcome"] is not None,
            timeout=120_000,
        )
        view = table.last_view.view  # type: ignore[union-attr]
        players = [p for t in view["teams"] for p in t["players"]]
        assert len(players) == 4
        assert all(p.get("computer") and p.get("level") == "easy" for p in players)
        assert [len(t["players"]) for t in view["teams"]] == [2, 2]  # the smaller team each time
        tokens_match_history(dict(view))
    finally:
        table.close()
        host.proc.send_signal(signal.SIGTERM)
        assert host.wait_exit(qtbot) == 0, host.output
