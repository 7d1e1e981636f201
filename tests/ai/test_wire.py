"""Computer players over real sockets: a whole game, and nothing reaches them beyond their view."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.ai.levels import LEVELS
from decrypto_qt.ai.model import Model
from decrypto_qt.ai.player import ComputerPlayer
from decrypto_qt.ai.seats import ComputerSeats
from decrypto_qt.ai.vocabulary import Vocabulary
from decrypto_qt.bots.player import Bot
from decrypto_qt.engine import (
    Phase,
    Settings,
    Team,
    Variant,
    bundled_pack,
    view_for,
    view_version,
)
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.host import GameHost
from decrypto_qt.net.seats import with_computers
from tests.helpers.net import LOOPBACK
from tests.net.test_wire_leaks import check_windows, states_by_version


class Recording(ComputerSeats):
    """Computer seats that remember every view their players were handed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.given: list[tuple[str, dict[str, Any]]] = []

    def __call__(self, seat: Any) -> ComputerPlayer:
        player = super().__call__(seat)
        decide = player.decide

        def recorded(view: dict[str, Any]) -> list[Any]:
            self.given.append((player.me, json.loads(json.dumps(view))))
            return decide(view)

        player.decide = recorded  # type: ignore[method-assign]
        return player


@pytest.mark.rule("V1", "V2", "V3", "V4", "V5")
@pytest.mark.parametrize(("language", "three"), [("en", False), ("zh", True)])
def test_computer_players_play_over_sockets_and_see_only_their_view(
    qtbot: QtBot,
    tmp_path: Path,
    model: Model,
    vocabulary: Callable[[str], Vocabulary],
    language: str,
    three: bool,
) -> None:
    pack = bundled_pack(language)
    settings = Settings(
        variant=Variant.THREE_PLAYER if three else Variant.STANDARD, timer_seconds=None
    )
    layout = [("white", "W1"), ("white", "W2"), ("black", "B1")]
    if not three:
        layout.append(("black", "B2"))
    host = GameHost(
        "Computer room",
        settings=settings,
        pack=pack,
        data_dir=tmp_path,
        start_at=len(layout),
        seed=5,
    )
    host.listen(LOOPBACK, 0)
    seats = Recording(model, vocabulary(language), LEVELS["normal"], seed=2)
    windows: list[tuple[Team | None, HostConnection]] = []
    bots: list[Bot] = []
    for team, name in layout:
        conn = HostConnection(
            LOOPBACK, host.port, names=(name,), team=team, computer=True, level="normal"
        )
        bots.append(Bot(conn, (), rng=random.Random(0), players=seats))
        windows.append((Team(team), conn))
    table = HostConnection(LOOPBACK, host.port)
    windows.append((None, table))
    for _, conn in windows:
        conn.received = []
        conn.open()
    try:
        qtbot.waitUntil(lambda: all(b.outcome for b in bots), timeout=120_000)
        final = host.state
        assert final is not None and final.phase is Phase.GAME_OVER
        qtbot.waitUntil(
            lambda: all(
                c.last_view is not None
                and c.welcome is not None
                and c.last_view.version == host.view_version(c.welcome.window)
                for _, c in windows
            ),
            timeout=10_000,
        )
        # No move refused (a "ready" racing the start is the lobby's, not a move).
        refused = [e for b in bots for e in b.errors if not e.code.startswith("lobby/")]
        assert refused == []
        check_windows(host, windows)  # every byte each window got is its own view (V1-V5)
        # And each computer decided on exactly its window's view at some version, nothing more.
        states = states_by_version(host)
        window_of = {
            s.id: host.engine_window(c.welcome.window)
            for _, c in windows
            if c.welcome is not None
            for s in c.welcome.seats
        }
        assert seats.given
        for me, view in seats.given:
            window = window_of[me]
            # A view's version is its window's: the first game state that shows it.
            state = next(
                states[g]
                for g in sorted(states)
                if view_version(states[g], window) == view["version"]
            )
            # (with the host's mark on the computers' seats, which every window sees)
            assert view == json.loads(
                json.dumps(with_computers(view_for(state, window), host.book.computers()))
            )
        last = seats.given[-1][1]
        marked = {p["name"] for t in last["teams"] for p in t["players"] if p.get("computer")}
        assert marked == {name for _, name in layout}
    finally:
        for _, conn in windows:
            conn.close()
        host.close()
