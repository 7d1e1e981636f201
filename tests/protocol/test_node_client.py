"""The example client of docs/examples/node-client plays a whole game against a real host.

It is written in JavaScript from docs/protocol.md alone: if the host and the document
part ways, a client in another language is the first to notice.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.helpers.net import LOOPBACK
from tests.helpers.processes import Proc

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "docs" / "examples" / "node-client" / "client.js"
NODE = shutil.which("node")


def node() -> str:
    """Node.js, which CI installs (.ci/run); elsewhere the test is skipped without it."""
    if NODE is None:
        if os.environ.get("CI"):
            pytest.fail("CI must have Node.js (the nodejs package, .ci/run) for this test")
        pytest.skip("Node.js is not installed: the JavaScript example client cannot run")
    return NODE


def test_the_node_example_plays_a_whole_game_with_four_seats(qtbot: QtBot, tmp_path: Path) -> None:
    executable = node()
    host = Proc(
        "host",
        "--headless",
        "--interface",
        LOOPBACK,
        "--port",
        "0",
        "--no-discovery",
        "--no-web",
        "--start-at",
        "4",
        "--timer",
        "off",
        "--rounds",
        "2",
        data_dir=tmp_path,
        env={"DECRYPTO_QT_CACHE_DIR": str(Path(tempfile.gettempdir()) / "decrypto_qt-test-cache")},
    )
    try:
        port = host.wait_for(qtbot, r"port: (\d+)").group(1)
        played = subprocess.run(
            [executable, str(CLIENT), "--host", LOOPBACK, "--port", port, "--seats", "4"],
            capture_output=True,
            text=True,
            timeout=90,
        )
        assert played.returncode == 0, played.stdout + played.stderr
        assert played.stderr == ""  # no `error` from the host, nothing thrown
        over = [line for line in played.stdout.splitlines() if "game over after round" in line]
        assert len(over) == 4, played.stdout
    finally:
        if host.proc.poll() is None:
            host.proc.send_signal(signal.SIGINT)
        assert host.wait_exit(qtbot) == 0, host.output
