"""A LAN of network namespaces: clients find the host with zeroconf and play a whole game."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.helpers.groups import ZEROCONF
from tests.helpers.netns import Lan, namespaces_available
from tests.helpers.processes import Proc

WHY_NOT = namespaces_available()

pytestmark = ZEROCONF


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


def test_the_host_re_announces_when_its_interfaces_change(qtbot: QtBot, tmp_path: Path) -> None:
    if WHY_NOT is not None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the LAN test, but {WHY_NOT}")
        pytest.skip(WHY_NOT)
    with Lan(hosts=2) as lan:
        host = Proc(
            "host",
            "--headless",
            "--name",
            "Moving room",
            data_dir=tmp_path,
            netns=lan.names[0],
            env={"DECRYPTO_QT_INTERFACE_POLL_MS": "300"},
        )
        browser = BrowsePrint(lan.names[1])
        try:
            browser.wait_for(qtbot, rf"found Moving room {lan.addresses[0]} ", 30_000)
            # The laptop gets a second address on its LAN (a new Wi-Fi, a DHCP change).
            new = "10.199.0.77"
            subprocess.run(
                ["ip", "-n", lan.names[0], "addr", "add", f"{new}/24", "dev", "eth0"], check=True
            )
            browser.wait_for(qtbot, rf"(found|changed) Moving room \S*{new}", 30_000)
        finally:
            browser.kill()
            host.kill()


class BrowsePrint(Proc):
    """tests/helpers/browse_print.py inside a namespace."""

    def __init__(self, netns: str) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            ["ip", "netns", "exec", netns, sys.executable, "-m", "tests.helpers.browse_print"],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=env,
        )
        self.lines = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
