"""One person alone with three computer players plays a whole game through the app's windows.

One language here (a game takes about half a minute with the word model);
``tools/play_alone.py`` plays the same game in all four and reports.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase, Team
from decrypto_qt.ui.app import App
from tests.helpers.alone import open_alone, play_alone
from tests.helpers.ui import controls_of

os.environ.setdefault(
    "DECRYPTO_QT_CACHE_DIR", str(Path(tempfile.gettempdir()) / "decrypto_qt-test-cache")
)


def test_a_person_alone_hosts_seats_three_computers_and_plays_to_the_end(
    qtbot: QtBot, app: App
) -> None:
    def wait_until(condition: Callable[[], bool], timeout: int) -> None:
        qtbot.waitUntil(condition, timeout=timeout)

    table, host, me = open_alone(app, wait_until, lang="en")
    panel = table.controls.computers  # type: ignore[union-attr]
    try:
        # Every window marks the three computers, and not the person.
        for lobby in (table.session.lobby, me.session.lobby):
            assert lobby is not None
            marks = {p.name: (p.computer, p.level) for p in lobby.players}
            assert marks == {
                "Computer 1": (True, "hard"),
                "Computer 2": (True, "hard"),
                "Computer 3": (True, "hard"),
                "Ann": (False, None),
            }
        # The lobby lists of the table and of the person's window draw the robot and say
        # "computer · hard" beside each computer, also to a screen reader.
        for window in (table, me):
            wait_until(lambda w=window: w.lobby.rosters[Team.BLACK].count() == 2, 5_000)
            items = [
                lst.item(i) for lst in window.lobby.rosters.values() for i in range(lst.count())
            ]
            for item in items:
                computer = item.text().startswith("Computer")
                assert ("computer · hard" in item.text()) == computer
                assert (not item.icon().isNull()) == computer
                said = item.data(Qt.ItemDataRole.AccessibleTextRole)
                assert (said == f"{item.text().split('  ')[0]}, computer player, hard") == computer
            assert len(items) == 4
        seats = controls_of(table).seat_list
        assert sum(not seats.item(i).icon().isNull() for i in range(seats.count())) == 3
        seen = play_alone(host, table, me, wait_until, lang="en")
    finally:
        panel.close_seats()  # as the host's window does when it closes
    state = host.state
    assert state is not None and state.phase is Phase.GAME_OVER and state.outcome is not None
    (pid,) = me.session.seat_ids
    assert next(p.team for p in state.players if p.id == pid) is Team.WHITE
    # White's encryptors take turns (the computer joined first): the person wrote clues
    # from round 2, decoded the computer teammate's clues in the other rounds, and saw
    # its interception drafts (with its badge) and locked them in.
    rounds = state.round.number
    assert seen.wrote >= min(1, rounds - 1)
    assert seen.decoded >= 1
    assert "Computer 1" in seen.waiting_line and "computer · hard" in seen.waiting_line
    # Decoding the computer's clues, the hint names it with its badge, and a screen
    # reader hears who wrote them.
    assert "Computer 1&nbsp;<img" in seen.decode_hint and "computer · hard" in seen.decode_hint
    assert "wrote them and stays silent." in seen.decode_hint
    assert seen.decode_hint_said.startswith(
        "Computer 1, computer player, hard wrote them and stays silent. "
    )
    if rounds > 1:
        assert seen.locked_drafts and all(None not in d for d in seen.locked_drafts)
        assert "Computer 1" in seen.computer_note and "<img" in seen.computer_note
    # The person's header names the computer teammate with its badge.
    assert "Playing: Ann — with " in me.players_label.text()
    assert "Computer 1&nbsp;<img" in me.players_label.text()
    assert "computer · hard" in me.players_label.text()
    # The table shows the computers on the team boards.
    assert "computer&nbsp;·&nbsp;hard" in table.boards[Team.BLACK].roster.text()
    assert "Ann" in table.boards[Team.WHITE].roster.text()
