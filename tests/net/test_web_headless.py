"""A headless host prints the browsers' address and serves it; ``--no-web`` serves nothing."""

from __future__ import annotations

import http.client
import socket
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.helpers.net import LOOPBACK
from tests.helpers.processes import Proc, free_port
from tests.helpers.web import InThread


def fetch(url_port: int) -> int:
    c = http.client.HTTPConnection(LOOPBACK, url_port, timeout=5)
    c.request("GET", "/")
    status = c.getresponse().status
    c.close()
    return status


def test_a_headless_host_prints_and_serves_the_browser_address(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = Proc("host", "--headless", "--interface", LOOPBACK, "--no-discovery", data_dir=tmp_path)
    try:
        port = int(host.wait_for(qtbot, r"port: (\d+)").group(1))
        m = host.wait_for(qtbot, r"browsers: http://([\d.]+):(\d+)/")
        assert m.group(1) == LOOPBACK
        web_port = int(m.group(2))
        assert web_port != port  # the one after it, unless that one is taken
        job = InThread(lambda: fetch(web_port))
        qtbot.waitUntil(job.done, timeout=5000)
        assert job.value() == 200
    finally:
        host.kill()


def test_no_web_serves_no_page(qtbot: QtBot, tmp_path: Path) -> None:
    port = free_port()  # the next one is free too: nothing else would answer there
    host = Proc(
        "host", "--headless", "--interface", LOOPBACK, "--no-discovery", "--no-web",
        "--port", str(port), data_dir=tmp_path,
    )  # fmt: skip
    try:
        assert int(host.wait_for(qtbot, r"port: (\d+)").group(1)) == port
        host.wait_for(qtbot, r"join with:")
        assert "browsers:" not in host.output

        def refused() -> bool:
            try:
                socket.create_connection((LOOPBACK, port + 1), timeout=2).close()
            except OSError:
                return True
            return False

        job = InThread(refused)
        qtbot.waitUntil(job.done, timeout=5000)
        assert job.value()
    finally:
        host.kill()
