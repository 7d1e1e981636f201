"""Hosting from the app serves the browser client unless the setting turns it off."""

from __future__ import annotations

import http.client

from pytestqt.qtbot import QtBot

from decrypto_qt.ui.app import App
from decrypto_qt.ui.join_qr import JoinQr
from tests.helpers.ui import host_of
from tests.helpers.web import InThread


def status_of(port: int) -> int:
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    c.request("GET", "/")
    status = c.getresponse().status
    c.close()
    return status


def test_a_hosted_game_serves_the_page_and_shows_its_qr_code(qtbot: QtBot, app: App) -> None:
    table = app.host_game("Web room", resume=False)
    assert table is not None
    port = host_of(app).web_port
    assert port is not None and port != host_of(app).port
    url = f"http://127.0.0.1:{port}/"
    assert table.join_qr.url == url
    qtbot.waitUntil(lambda: table.join_qr.isVisible())
    # Once: the host controls beside the table do not show the same code again.
    assert [q for q in table.findChildren(JoinQr) if q.isVisible()] == [table.join_qr]
    job = InThread(lambda: status_of(port))
    qtbot.waitUntil(job.done, timeout=5000)
    assert job.value() == 200


def test_the_setting_turns_the_page_and_the_qr_code_off(qtbot: QtBot, app: App) -> None:
    app.prefs.web_client = False
    table = app.host_game("Desktop only", resume=False)
    assert table is not None
    assert host_of(app).web_port is None
    assert table.join_qr.url is None and not table.join_qr.isVisible()
    assert not any(q.isVisible() for q in table.findChildren(JoinQr))
