"""Heartbeats and presence: silent windows are let go, their seats kept and shown away."""

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.helpers.net import make_host
from tests.helpers.raw_peer import RawPeer


def test_a_silent_window_is_let_go_and_shown_away_but_keeps_its_seat(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_host(tmp_path, start_at=None)
    host.silence_seconds = 0.6
    try:
        quiet, chatty = RawPeer(host.port), RawPeer(host.port)
        quiet.hello("Quiet")
        chatty.hello("Chatty")
        qtbot.waitUntil(
            lambda: bool(quiet.of_type("welcome") and chatty.of_type("welcome")), timeout=5000
        )
        seat = quiet.of_type("welcome")[0]["seats"][0]["id"]

        def keep_talking() -> bool:
            chatty.send_json(type="ping")
            return quiet.closed

        qtbot.waitUntil(keep_talking, timeout=5000)
        assert chatty.connected
        assert seat in host.book.away() and seat in host.book.seats
        qtbot.waitUntil(
            lambda: any(
                p["id"] == seat and p["away"]
                for p in (chatty.last("lobby") or {}).get("players", [])
            ),
            timeout=5000,
        )
        # It comes back with its token and is present again.
        back = RawPeer(host.port)
        back.hello(resume=quiet.of_type("welcome")[0]["resume"])
        qtbot.waitUntil(lambda: bool(back.of_type("welcome")), timeout=5000)
        assert back.of_type("welcome")[0]["seats"][0]["id"] == seat
        assert seat not in host.book.away()
    finally:
        host.close()
