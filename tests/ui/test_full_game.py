"""Whole games played through the real windows over loopback (issue: desktop app).

The host runs in the app with its table window and controls; each team window
is driven with keys and clicks as a person would. At every step the test checks
what each window shows, and that no team window's text contains a word of the
other team's screen while the game is on (V1).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase, Settings, Team, Variant, loads
from decrypto_qt.engine.state import GameState
from decrypto_qt.net.host import GameHost
from decrypto_qt.ui.app import App
from decrypto_qt.ui.table_window import TableWindow
from decrypto_qt.ui.team_window import TeamWindow
from tests.helpers.ui import (
    PACK,
    WAIT,
    host_of,
    key_in_guess,
    leaked,
    seat_and_start,
    seat_window,
    settle,
    visible_texts,
    write_clues,
    wrong_code,
)


def check_no_leaks(state: GameState, windows: list[TeamWindow]) -> None:
    for w in windows:
        team = w.session.team
        assert team is not None
        theirs = state.team_setup(team.other).keywords
        assert not leaked(w, theirs), f"{w.session.seat_ids} shows {leaked(w, theirs)}"


def encrypt(qtbot: QtBot, host: GameHost, windows: list[TeamWindow], team: Team, rnd: int) -> None:
    assert host.state is not None
    code = host.state.round.code_of(team)
    assert code is not None
    window = seat_window(windows, code.encryptor)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.encrypt, timeout=WAIT)
    panel = window.encrypt
    digits = " · ".join(map(str, code.code))
    if len(window.session.seats) > 1:
        # V7: a window shared with teammates shows the code only while it is held.
        assert panel.code_label.text() == "? · ? · ?"
        QTest.mousePress(panel.hold_button, Qt.MouseButton.LeftButton)
        assert panel.code_label.text() == digits
        QTest.mouseRelease(panel.hold_button, Qt.MouseButton.LeftButton)
        assert panel.code_label.text() == "? · ? · ?"
    else:
        assert panel.code_label.text() == digits
    # R23: the live check catches a keyword before the host ever sees it.
    keyword = host.state.team_setup(team).keywords[0]
    QTest.keyClicks(panel.fields[0], keyword.lower())
    assert "✖" in panel.checks[0].text() and not panel.submit_button.isEnabled()
    write_clues(window, (f"{team.value}{rnd}a", f"{team.value}{rnd}b", f"{team.value}{rnd}c"))
    qtbot.waitUntil(
        lambda: host.state is not None and host.state.round.code_of(team).clues is not None,  # type: ignore[union-attr]
        timeout=WAIT,
    )


def guessers(windows: list[TeamWindow], host: GameHost, team: Team) -> TeamWindow:
    """A window of ``team`` that may guess its own code (not the encryptor's alone)."""
    assert host.state is not None
    code = host.state.round.code_of(team)
    enc = code.encryptor if code else None
    return next(
        w for w in windows if w.session.team is team and any(s != enc for s in w.session.seat_ids)
    )


def play_decoding(
    qtbot: QtBot,
    host: GameHost,
    windows: list[TeamWindow],
    table: TableWindow,
    *,
    intercept_right: bool,
) -> None:
    """Both teams settle their guesses on the code being decoded; the owners read it right."""
    state = host.state
    assert state is not None and state.phase is Phase.DECODING
    settle(qtbot, host, windows, table)
    decoding = next(c for c in state.round.codes if not c.revealed and c.clues is not None)
    owner = decoding.team
    clues = list(decoding.clues or ())
    # Everyone sees the clues being decoded, the table in large type (V3).
    # The next clues wait until the last reveal has been played on the table.
    qtbot.waitUntil(lambda: all(c in table.clues_label.text() for c in clues), timeout=WAIT)
    for w in windows:
        assert w.stack.currentWidget() is w.guess
        assert [lbl.text().split(maxsplit=1)[1] for lbl in w.guess.clue_labels] == clues
    enc_window = seat_window(windows, decoding.encryptor)
    if len(enc_window.session.seats) == 1:
        assert "Stay silent" in enc_window.guess.hint.text()
        assert not enc_window.guess.picker.isVisible()
    own = guessers(windows, host, owner)
    key_in_guess(own, decoding.code)
    if state.round.number > 1:
        # Every window of the other team may intercept, its encryptor's own included.
        for w in windows:
            if w.session.team is owner.other:
                assert w.guess.picker.isVisible(), w.session.seat_ids
        opp = next(w for w in windows if w.session.team is owner.other)
        guess = decoding.code if intercept_right else wrong_code(decoding.code)
        assert opp.guess.picker.isVisible()
        key_in_guess(opp, guess)
    before = sum(1 for r in state.rounds for c in r.codes if c.revealed)
    qtbot.waitUntil(
        lambda: (
            host.state is not None
            and sum(1 for r in host.state.rounds for c in r.codes if c.revealed) > before
        ),
        timeout=WAIT,
    )
    settle(qtbot, host, windows, table)
    # The reveal: the table shows the code; each team's note sheet has the row.
    code_text = " ".join(map(str, decoding.code))
    qtbot.waitUntil(lambda: code_text in table.reveal.steps[2].text(), timeout=WAIT)
    for w in windows:
        side = w.notes.ours if w.session.team is owner else w.notes.theirs
        row = state.round.number - 1
        assert [side.table.item(row, c).text() for c in range(3)] == clues
        assert side.table.item(row, 4).text() == "-".join(map(str, decoding.code))
        for clue, digit in zip(clues, decoding.code, strict=True):
            items = side.lists[digit - 1]
            assert clue in [items.item(i).text() for i in range(items.count())]


def play_rounds(
    qtbot: QtBot, app: App, table: TableWindow, windows: list[TeamWindow], *, intercept: bool
) -> None:
    host = host_of(app)
    while host.state is not None and host.state.phase in {Phase.ENCRYPTING, Phase.DECODING}:
        state = host.state
        check_no_leaks(state, windows)
        if state.phase is Phase.ENCRYPTING:
            for code in state.round.codes:
                if code.clues is None:
                    encrypt(qtbot, host, windows, code.team, state.round.number)
            qtbot.waitUntil(lambda: host.state.phase is not Phase.ENCRYPTING, timeout=WAIT)  # type: ignore[union-attr]
        else:
            play_decoding(qtbot, host, windows, table, intercept_right=intercept)
        settle(qtbot, host, windows, table)
        rnd = host.state.round.number if host.state else 0
        # The header follows the round on stage: the host's round once its reveal has ended.
        qtbot.waitUntil(lambda r=rnd: f"Round {r} of" in table.round_label.text(), timeout=WAIT)


@pytest.mark.rule("R19", "R20")
def test_a_standard_game_to_the_tiebreak_through_the_windows(
    qtbot: QtBot, app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = app.host_game(
        "Game night", resume=False, settings=Settings(timer_seconds=None, rounds_limit=2), pack=PACK
    )
    assert table is not None
    table.ask_before_closing = False
    host = host_of(app)
    host.seed = 5
    assert "Game night" in table.join_label.text() and str(host.port) in table.join_label.text()
    # One laptop shared by Ann and Bob (White); Cleo and Dan on their own (Black).
    windows = seat_and_start(qtbot, app, table, [("Ann", "Bob"), ("Cleo",), ("Dan",)])
    state = host.state
    assert state is not None
    for w in windows:
        team = w.session.team
        assert team is not None
        words = state.team_setup(team).keywords
        assert [c.text().split("\n")[1] for c in w.screen_panel.cards] == list(words)
        assert w.badge.text().endswith("White" if team is Team.WHITE else "Black")
    assert not any(
        kw in t
        for t in visible_texts(table)
        for kw in state.setup.teams[0].keywords + state.setup.teams[1].keywords
    ), "the table shows a keyword (V6)"
    play_rounds(qtbot, app, table, windows, intercept=False)
    # R19/R20: nobody scored in two rounds: the keyword tie-break.
    assert host.state is not None and host.state.phase is Phase.KEYWORD_GUESSING
    white, cleo = windows[0], windows[1]
    settle(qtbot, host, windows, table)
    check_no_leaks(host.state, windows)
    for w in windows:
        assert w.stack.currentWidget() is w.tiebreak
    black_words = host.state.team_setup(Team.BLACK).keywords
    white_words = host.state.team_setup(Team.WHITE).keywords
    for field, text in zip(
        white.tiebreak.guess_fields, [black_words[0], black_words[1], "nearly", "nope"], strict=True
    ):
        QTest.keyClicks(field, text)
    QTest.keyClick(white.tiebreak.guess_fields[3], Qt.Key.Key_Return)
    for field, text in zip(
        cleo.tiebreak.guess_fields, [white_words[0], "x", "y", "z"], strict=True
    ):
        QTest.keyClicks(field, text)
    cleo.tiebreak.submit_button.click()
    qtbot.waitUntil(lambda: host.state.phase is Phase.KEYWORD_JUDGING, timeout=WAIT)  # type: ignore[union-attr]
    settle(qtbot, host, windows, table)
    # Black judges White's guesses: exact ones are ticked already; accept "nearly".
    boxes = cleo.tiebreak.judge_boxes
    assert boxes[0].isChecked() and not boxes[0].isEnabled()
    assert "nearly" in boxes[2].text()
    boxes[2].click()
    qtbot.waitUntil(lambda: 3 in host.state.tiebreak.accepted[0], timeout=WAIT)  # type: ignore[union-attr]
    cleo.tiebreak.finish_button.click()
    white.tiebreak.finish_button.click()
    qtbot.waitUntil(lambda: host.state.phase is Phase.GAME_OVER, timeout=WAIT)  # type: ignore[union-attr]
    settle(qtbot, host, windows, table)
    # Game over: the winner and why, both screens revealed, everywhere; the table
    # first plays the last reveals to the room.
    qtbot.waitUntil(lambda: table.stack.currentWidget() is table.game_over, timeout=WAIT)
    for w in [*windows, table]:
        assert w.stack.currentWidget() is w.game_over
        assert "White wins" in w.game_over.result.text()
        assert "keywords" in w.game_over.result.text()
        assert [c.text() for c in w.game_over.screens[Team.BLACK]] == [
            f"{k + 1}. {word}" for k, word in enumerate(black_words)
        ]
    # Exports: the note sheets as PDF and the game as JSON; the host's full log replays.
    pdf = white.export_pdf(tmp_path / "notes.pdf")
    assert pdf is not None and pdf.read_bytes().startswith(b"%PDF")
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warned.append(text))
    assert white.export_pdf(tmp_path / "no-such-folder" / "notes.pdf") is None
    assert warned and "Could not write" in warned[0]
    saved = white.export_json(tmp_path / "game.json")
    assert saved is not None
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["view"]["outcome"]["reason"] == "tiebreak_keywords"
    controls = table.controls  # type: ignore[union-attr]
    log_path = controls.export_log(tmp_path / "log.json")
    final, entries = loads(log_path.read_text(encoding="utf-8"))
    assert final == host.state and len(entries) == len(host.log)


@pytest.mark.rule("R27", "R28", "R29", "R30")
def test_a_three_player_game_through_the_windows(qtbot: QtBot, app: App) -> None:
    table = app.host_game(
        "Trio",
        resume=False,
        settings=Settings(variant=Variant.THREE_PLAYER, timer_seconds=None),
        pack=PACK,
    )
    assert table is not None
    table.ask_before_closing = False
    host_of(app).seed = 9
    # Ann and Bob share one window; Cleo is the Interceptor on hers.
    windows = seat_and_start(qtbot, app, table, [("Ann", "Bob"), ("Cleo",)])
    assert "Interceptor" in table.lobby.titles[Team.BLACK].text()  # the lobby said so too
    cleo = windows[1]
    assert "Interceptor" in cleo.badge.text()
    assert "no screen" in cleo.screen_panel.note.text()
    qtbot.waitUntil(lambda: cleo.screen_panel.title.text() == "No screen", timeout=WAIT)
    assert not any(c.isVisible() for c in cleo.screen_panel.cards)
    assert not any(lst.isVisible() for lst in table.boards[Team.BLACK].lists)
    # The Interceptor keeps notes on the team only: no "our side", five rounds (R30).
    assert not cleo.notes.isTabVisible(0) and cleo.notes.currentWidget() is cleo.notes.theirs
    assert cleo.notes.theirs.table.rowCount() == 5
    play_rounds(qtbot, app, table, windows, intercept=True)
    host = host_of(app)
    assert host.state is not None and host.state.phase is Phase.GAME_OVER
    settle(qtbot, host, windows, table)
    for w in [*windows, table]:
        assert "Interceptor wins" in w.game_over.result.text()
    qtbot.waitUntil(lambda: table.boards[Team.BLACK].tokens.counts == (2, None), timeout=WAIT)
    # The Interceptor has no code of its own: no miscommunication count at game over.
    for w in [*windows, table]:
        lines = w.game_over.tokens.text().splitlines()
        interceptor = next(line for line in lines if "Interceptor" in line)
        assert interceptor == "■ Interceptor — interceptions: 2"
        assert any("miscommunications" in line for line in lines if "White" in line)
