"""A LAN of network namespaces: clients find the host with zeroconf and play a whole game."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.helpers.netns import Lan, namespaces_available
from tests.helpers.processes import Proc

WHY_NOT = namespaces_available()


def test_clients_in_other_namespaces_discover_the_host_and_play(
    qtbot: QtBot, tmp_path: Path
) -> None:
    if WHY_NOT is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the LAN test, but {WHY_NOT}")
        pytest.skip(WHY_NOT)
    with Lan(hosts=3) as lan:
        host_ns, *client_ns = lan.names
        host = Proc(
            "host",
            "--headless",
            "--name",
            "LAN night",
            "--start-at",
            "4",
            "--timer",
            "off",
            data_dir=tmp_path / "host",
            netns=host_ns,
        )
        clients: list[Proc] = []
        try:
            # The host picks its real LAN interface by itself: eth0 in its namespace.
            match = host.wait_for(qtbot, r"address: (\S+)\s+port: (\d+)")
            assert match.group(1) == lan.addresses[0]
            port = match.group(2)
            for i, ns in enumerate(client_ns):
                clients.append(
                    Proc(
                        "bot",
                        "--discover",
                        "LAN night",
                        "--count",
                        "2",
                        "--name",
                        f"N{i}",
                        "--seed",
                        str(i),
                        data_dir=tmp_path / ns,
                        netns=ns,
                    )
                )
            for proc in clients:
                proc.wait_for(qtbot, rf"found 'LAN night' at {lan.addresses[0]}:{port}", 30_000)
            for proc in clients:
                assert proc.wait_exit(qtbot, 60_000) == 0, proc.output
                assert "game over" in proc.output
        finally:
            for proc in [*clients, host]:
                proc.kill()
