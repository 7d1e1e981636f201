"""A class as separate processes: three tables play at once, survive kill -9 and ``--resume``."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase, RuleError, bundled_pack
from decrypto_qt.net import autosave
from decrypto_qt.net.host import GameHost
from tests.helpers.net import LOOPBACK
from tests.helpers.processes import Proc, free_port


def start_class(qtbot: QtBot, data: Path, *extra: str) -> Proc:
    host = Proc(
        "host", "--headless", "--interface", LOOPBACK, "--timer", "off", *extra, data_dir=data
    )
    host.wait_for(qtbot, r"tables: 3")
    return host


def on_disk(data: Path) -> GameHost:
    probe = GameHost("probe", pack=bundled_pack("en"), data_dir=data)
    assert probe.restore(ended=True)
    return probe


def test_a_killed_class_host_resumes_every_table_and_all_three_finish(
    qtbot: QtBot, tmp_path: Path
) -> None:
    port = free_port()
    extra = ("--port", str(port), "--tables", "3", "--start-at", "4", "--no-discovery")
    host = start_class(qtbot, tmp_path, *extra)
    # Twelve bots, no table asked for: the host balances them, four to a table.
    bots = Proc("bot", "--join", f"{LOOPBACK}:{port}", "--count", "12", "--delay", "0.1")
    try:

        def all_playing() -> bool:
            # Read the tables' snapshots without touching them: the host is running.
            folders = [tmp_path, *(tmp_path / "tables" / f"table-0{n}" for n in (2, 3))]
            try:
                saves = [autosave.read_json(f / autosave.AUTOSAVE_NAME) for f in folders]
            except RuleError:
                return False
            return all(s.get("game") is not None for s in saves)

        qtbot.waitUntil(all_playing, timeout=30_000)
        host.kill()  # SIGKILL: no goodbye, no last save
        saved = on_disk(tmp_path)
        versions = [t.state.version for t in saved.tables]  # type: ignore[union-attr]
        assert [len(t.book.seats) for t in saved.tables] == [4, 4, 4]
        saved.close()
        host = start_class(qtbot, tmp_path, *extra, "--resume")
        assert bots.wait_exit(qtbot, 90_000) == 0, bots.output
        assert "game over" in bots.output
        final = on_disk(tmp_path)
        for table, before in zip(final.tables, versions, strict=True):
            assert table.state is not None and table.state.phase is Phase.GAME_OVER
            assert table.state.version > before
        final.close()
    finally:
        bots.kill()
        host.kill()


def test_too_many_tables_is_refused_with_a_clear_message(qtbot: QtBot, tmp_path: Path) -> None:
    host = Proc("host", "--headless", "--interface", LOOPBACK, "--tables", "17", data_dir=tmp_path)
    try:
        assert host.wait_exit(qtbot) == 2
        assert "1 to 16 tables" in host.output
    finally:
        host.kill()
