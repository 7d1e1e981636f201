"""A shared laptop names its roles; headings fit the role and the round; the note sheet
turns to the side being decoded; no rule numbers on screen."""

from __future__ import annotations

import re

from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase, Settings, Team, flow
from decrypto_qt.ui.app import App
from decrypto_qt.ui.team_window import TeamWindow
from decrypto_qt.ui.token_chips import INTERCEPT, MISCOMM
from tests.helpers.ui import (
    WAIT,
    game_of_pairs,
    host_table,
    seat_and_start,
    settle,
    visible_texts,
    write_clues,
)


def names_of(window: TeamWindow, pid: str) -> str:
    return window.session.player_name(pid)


def test_a_shared_laptop_says_who_encrypts_who_decodes_and_who_stays_silent(
    qtbot: QtBot, app: App
) -> None:
    table, host, windows = game_of_pairs(qtbot, app, "Pairs", Settings(timer_seconds=None))
    assert host.state is not None
    white, black = windows
    # The tokens' legend names the counters' own chip icons in words (no other marks).
    counter_kinds = {k for _rect, k, _text in white.tokens[0].chips._layout() if k}
    assert [icon.kind for icon in white.token_legend.icons] == [INTERCEPT, MISCOMM]
    assert counter_kinds == {INTERCEPT, MISCOMM}
    assert [label.text() for label in white.token_legend.labels] == [
        "interception",
        "miscommunication",
    ]
    assert "(two of a kind end the game)" in visible_texts(white)
    assert not any("◆" in text for text in visible_texts(white))
    code = host.state.round.code_of(Team.WHITE)
    assert code is not None
    writer = names_of(white, code.encryptor)
    other = next(names_of(white, p) for p in white.session.seat_ids if p != code.encryptor)
    assert white.players_label.text() == f"{writer} is encrypting — {other} decodes"
    assert white.encrypt.heading.text() == f"{writer}, you are the encryptor: write three clues"
    write_clues(white, ("violin", "harbour", "pepper"))
    black_code = host.state.round.code_of(Team.BLACK)
    assert black_code is not None
    write_clues(black, ("oak", "pine", "elm"))
    qtbot.waitUntil(lambda: host.state.phase is Phase.DECODING, timeout=WAIT)  # type: ignore[union-attr]
    settle(qtbot, host, windows, table)
    first = flow.decoding_code(host.state).team
    mine, theirs = (white, black) if first is Team.WHITE else (black, white)
    enc = host.state.round.code_of(first).encryptor  # type: ignore[union-attr]
    enc_name = names_of(mine, enc)
    decoder = next(names_of(mine, p) for p in mine.session.seat_ids if p != enc)
    # The own code: the teammate decodes on the keypad, the encryptor is told to stay silent.
    assert mine.guess.heading.text() == f"{decoder} decodes — {enc_name} stays silent"
    assert mine.guess.picker.isVisible()
    # Round 1: the other team listens; no "Intercept" heading and no keypad.
    assert "Intercept" not in theirs.guess.heading.text()
    assert theirs.guess.heading.text().startswith("The clues of")
    assert not theirs.guess.picker.isVisible()
    # Each note sheet shows the side being decoded.
    assert mine.notes.currentIndex() == 0 and theirs.notes.currentIndex() == 1


def test_a_lone_encryptor_reads_that_the_teammates_decode_and_gets_no_keypad(
    qtbot: QtBot, app: App
) -> None:
    table = host_table(app, "Singles", settings=Settings(timer_seconds=None))
    windows = seat_and_start(qtbot, app, table, [("Ann",), ("Cleo",), ("Bob",), ("Dan",)])
    host = app.service.host  # type: ignore[union-attr]
    assert host.state is not None
    by_id = {w.session.seat_ids[0]: w for w in windows}
    for team, clues in (
        (Team.WHITE, ("violin", "harbour", "pepper")),
        (Team.BLACK, ("a", "b", "c")),
    ):
        code = host.state.round.code_of(team)
        assert code is not None
        write_clues(by_id[code.encryptor], clues)
    qtbot.waitUntil(lambda: host.state.phase is Phase.DECODING, timeout=WAIT)  # type: ignore[union-attr]
    settle(qtbot, host, windows, table)
    first = flow.decoding_code(host.state)
    lone = by_id[first.encryptor]
    assert lone.guess.heading.text() == "Your teammates decode your clues"
    assert "Decode your team's clues" not in visible_texts(lone)
    assert not lone.guess.picker.isVisible()
    mate = next(w for w in windows if w.session.team is first.team and w is not lone)
    assert mate.guess.heading.text() == "Decode your team's clues"
    assert names_of(mate, first.encryptor) in mate.guess.hint.text()
    assert mate.guess.picker.isVisible()


def test_no_rule_numbers_on_screen(qtbot: QtBot, app: App) -> None:
    table, _host, windows = game_of_pairs(qtbot, app, "Rules", Settings(timer_seconds=None))
    for window in windows:
        window.encrypt.retranslate()
        window.tiebreak.retranslate()
    for window in [*windows, table]:  # the table holds the host controls
        shown = [t for t in visible_texts(window) if re.search(r"\bR\d{1,2}\b", t)]
        assert shown == []
