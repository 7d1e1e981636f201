"""A class on a LAN of network namespaces: students on three machines discover the class,
fill three tables and play them to the end at once, through a kill -9 of the host and
``--resume``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase, RuleError, bundled_pack
from decrypto_qt.net import autosave
from decrypto_qt.net.host import GameHost
from tests.helpers.groups import ZEROCONF
from tests.helpers.netns import Lan, namespaces_available
from tests.helpers.processes import Proc

WHY_NOT = namespaces_available()

pytestmark = ZEROCONF


def tables_started(data: Path) -> int:
    """How many of the three tables have a game in their snapshot (read, not touched)."""
    folders = [data, *(data / "tables" / f"table-0{n}" for n in (2, 3))]
    count = 0
    for folder in folders:
        try:
            saved = autosave.read_json(folder / autosave.AUTOSAVE_NAME)
        except RuleError:
            continue
        if saved.get("game") is not None:
            count += 1
    return count


def test_three_machines_play_three_tables_of_a_class_through_a_host_crash(
    qtbot: QtBot, tmp_path: Path
) -> None:
    if WHY_NOT is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the LAN test, but {WHY_NOT}")
        pytest.skip(WHY_NOT)
    data = tmp_path / "host"
    with Lan(hosts=4) as lan:
        host_ns, *pupil_ns = lan.names
        options = ("--headless", "--name", "Class 3B", "--tables", "3", "--start-at", "4")
        options += ("--timer", "off")
        host = Proc("host", *options, data_dir=data, netns=host_ns)
        machines: list[Proc] = []
        try:
            match = host.wait_for(qtbot, r"address: (\S+)\s+port: (\d+)")
            assert match.group(1) == lan.addresses[0]
            host.wait_for(qtbot, r"tables: 3")
            port = match.group(2)
            for i, ns in enumerate(pupil_ns):
                machines.append(
                    Proc(
                        "bot",
                        "--discover",
                        "Class 3B",
                        "--count",
                        "4",
                        "--name",
                        f"M{i}-",
                        "--seed",
                        str(i),
                        "--delay",
                        "0.1",
                        data_dir=tmp_path / ns,
                        netns=ns,
                    )
                )
            for proc in machines:
                proc.wait_for(qtbot, rf"found 'Class 3B' at {lan.addresses[0]}:{port}", 30_000)
            qtbot.waitUntil(lambda: tables_started(data) == 3, timeout=30_000)
            host.kill()  # SIGKILL in the middle of three games
            host = Proc("host", *options, "--resume", data_dir=data, netns=host_ns)
            host.wait_for(qtbot, rf"port: {port}")
            for proc in machines:
                assert proc.wait_exit(qtbot, 120_000) == 0, proc.output
                assert "game over" in proc.output
        finally:
            for proc in [*machines, host]:
                proc.kill()
    final = GameHost("probe", pack=bundled_pack("en"), data_dir=data)
    try:
        assert final.restore(ended=True) and len(final.tables) == 3
        for table in final.tables:
            assert table.state is not None and table.state.phase is Phase.GAME_OVER
            assert len(table.book.seats) == 4
    finally:
        final.close()
