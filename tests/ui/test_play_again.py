"""Play again from the desktop: the host's controls at game over, the team windows and the
projector following into the new game, and the teacher's window, on real windows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Settings, Team
from decrypto_qt.net import classroom
from decrypto_qt.ui.app import App
from decrypto_qt.ui.team_window import TeamWindow
from tests.helpers.ui import (
    WAIT,
    controls_of,
    game_of_pairs,
    host_of,
    host_table,
    seat_and_start,
    settle,
    visible_texts,
)
from tests.net.test_class_host import KEYWORDS, class_bot


def screen_words(window: TeamWindow) -> list[str]:
    """The keywords on the window's screen, as a person reads them (number, word)."""
    return [c.text().split("\n")[1] for c in window.screen_panel.cards if c.isVisible()]


def test_the_host_plays_again_and_every_window_follows_into_the_new_game(
    qtbot: QtBot, app: App
) -> None:
    table, host, windows = game_of_pairs(qtbot, app, "Again", Settings(timer_seconds=None))
    controls = controls_of(table)
    white, black = windows
    # While the game is played there is nothing to play again.
    assert not controls.again_button.isVisible() and not controls.shuffle_button.isVisible()
    white.notes.setCurrentIndex(1)
    white.notes.theirs.notes[0].setText("a hunch about their keyword 1")
    old = {w: screen_words(w) for w in windows}
    assert all(len(words) == 4 for words in old.values())
    controls.end_game(confirm=False)
    settle(qtbot, host, windows, table)
    # Game over: the host's controls offer both, and every player's window says so.
    assert controls.again_button.isVisible() and controls.shuffle_button.isVisible()
    assert controls.again_button.text() == "Pla&y again"
    assert controls.shuffle_button.text() == "Play again, s&huffled teams"
    for w in windows:
        assert w.stack.currentWidget() is w.game_over
        assert w.game_over.again_note.isVisible()
        assert "The host can start another game at this table" in w.game_over.again_note.text()
    assert table.stack.currentWidget() is table.game_over
    assert not table.game_over.again_note.isVisible()  # the projector shows the result only
    seats = {w: (w.session.seat_ids, w.session.resume_token) for w in windows}
    welcomes = [w.session.connection.welcome for w in windows]

    # By keyboard: Tab reaches the button, Space presses it.
    assert controls.again_button.focusPolicy() & Qt.FocusPolicy.TabFocus
    controls.again_button.setFocus()
    QTest.keyClick(controls.again_button, Qt.Key.Key_Space)

    assert host.state is not None and host.state.setup.game == 2
    settle(qtbot, host, windows, table)
    assert not controls.again_button.isVisible()
    assert controls.pause_button.isEnabled() and controls.end_button.isEnabled()
    for w in windows:
        team = w.session.team
        assert team is not None
        new = screen_words(w)
        # Four new keywords on the screen, none of the last game's; nobody joined again.
        assert len(new) == 4 and not set(new) & set(old[w])
        assert new == list(host.state.keywords(team))
        assert (w.session.seat_ids, w.session.resume_token) == seats[w]
        assert w.session.connection.welcome is welcomes[windows.index(w)]
        assert w.stack.currentWidget() is not w.game_over
        assert w.round_label.text().startswith("Round 1 of 8")
        assert w.statusBar().currentMessage() == "The host started a new game at this table."
        # A fresh note sheet: no clue of the last game, no note.
        assert all(n.text() == "" for n in w.notes.theirs.notes)
        assert w.notes.currentIndex() == 0
    assert white.session.team is Team.WHITE and black.session.team is Team.BLACK
    # The encryptor's window is asked for clues again, in round 1, with empty fields.
    encryptor = host.state.round.code_of(Team.WHITE).encryptor  # type: ignore[union-attr]
    assert encryptor in white.session.seat_ids
    assert white.stack.currentWidget() is white.encrypt
    assert all(f.text() == "" for f in white.encrypt.fields)
    # The projector follows: round 1, both teams writing, the game over page gone.
    assert table.stack.currentWidget() is table.play
    assert table.round_label.text() == "Round 1 of 8"
    assert table.session.view is not None and table.session.view["history"] == []
    # Nothing secret reached the projector on the way.
    shown = "\n".join(visible_texts(table))
    assert not any(k in shown for t in Team for k in host.state.keywords(t))


def test_two_shared_laptops_cannot_be_shuffled_and_the_host_is_told(qtbot: QtBot, app: App) -> None:
    table, host, windows = game_of_pairs(qtbot, app, "Pairs", Settings(timer_seconds=None))
    controls = controls_of(table)
    controls.end_game(confirm=False)
    settle(qtbot, host, windows, table)
    controls.shuffle_button.click()
    settle(qtbot, host, windows, table)
    assert host.state is not None and host.state.setup.game == 2
    assert "could not be shuffled" in controls.message.text()
    assert [w.session.team for w in windows] == [Team.WHITE, Team.BLACK]


def test_shuffled_teams_move_the_windows_to_their_new_teams(qtbot: QtBot, app: App) -> None:
    table = host_table(app, "Shuffle", settings=Settings(timer_seconds=None))
    host = host_of(app)
    windows = seat_and_start(qtbot, app, table, [("Ann",), ("Bo",), ("Cy",), ("Dee",)])
    before = {w.session.seat_ids[0]: w.session.team for w in windows}
    controls_of(table).end_game(confirm=False)
    settle(qtbot, host, windows, table)
    controls_of(table).shuffle_button.click()
    settle(qtbot, host, windows, table)
    after = {w.session.seat_ids[0]: w.session.team for w in windows}
    assert after != before
    assert sorted(t.value for t in after.values() if t) == ["black", "black", "white", "white"]
    for w in windows:
        team = w.session.team
        assert team is not None and w.badge.text().endswith(team.value.capitalize())
        assert screen_words(w) == list(host.state.keywords(team))  # type: ignore[union-attr]
    # The table's roster shows the new teams.
    assert table.session.view is not None
    roster = {p["id"]: tv["team"] for tv in table.session.view["teams"] for p in tv["players"]}
    assert roster == {pid: t.value for pid, t in after.items() if t}
    assert "could not be shuffled" not in controls_of(table).message.text()


def test_the_teacher_plays_again_at_one_table_and_at_every_finished_one(
    qtbot: QtBot, app: App
) -> None:
    host_table(app, "Class 3C", tables=2, pack=KEYWORDS, settings=Settings(timer_seconds=None))
    host = host_of(app)
    assert app.class_desk is not None
    window = app.class_desk.window
    for t in host.tables:
        t.start_at = 4
    bots = [
        class_bot(host.port, f"T{n}P{i}", "white" if i % 2 == 0 else "black", n, seed=n)
        for n in (1, 2)
        for i in range(4)
    ]
    try:
        qtbot.waitUntil(lambda: all(t.started for t in host.tables), timeout=WAIT * 2)
        card1 = window.cards[0]
        card1.buttons["pause"].click()  # table 1 waits; table 2 plays on
        assert not window.all_buttons["again"].isEnabled()
        assert not card1.buttons["again"].isEnabled()
        card1.buttons["resume"].click()
        card1.buttons["end"].click()
        qtbot.waitUntil(lambda: card1.buttons["again"].isEnabled(), timeout=WAIT)
        assert card1.buttons["again_shuffled"].isEnabled()
        assert window.all_buttons["again"].isEnabled()
        assert card1.buttons["again"].text() == "Play again"
        card1.buttons["again_shuffled"].click()
        assert host.tables[0].state.setup.game == 2  # type: ignore[union-attr]
        qtbot.waitUntil(lambda: not card1.buttons["again"].isEnabled(), timeout=WAIT)
        qtbot.waitUntil(lambda: card1.status.text().startswith("Round "), timeout=WAIT)
        # Both tables end; one click plays again at both, and only at finished ones.
        for t in host.tables:
            if t.state is not None and t.state.outcome is None:
                classroom.control(t, "end")
        qtbot.waitUntil(lambda: window.all_buttons["again"].isEnabled(), timeout=WAIT)
        window.all_buttons["again"].click()
        assert [t.state.setup.game for t in host.tables] == [3, 2]  # type: ignore[union-attr]
        assert not window.message.isVisible()  # nothing refused
        qtbot.waitUntil(
            lambda: all(b.conn.last_view and b.conn.last_view.view["game"] > 1 for b in bots),
            timeout=WAIT,
        )
    finally:
        for b in bots:
            b.conn.close()
