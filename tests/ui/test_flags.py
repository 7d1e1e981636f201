"""Flagging an opponent's clue from a team window (R25): everyone sees the flag."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QListWidgetItem
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Phase, Settings, Team
from decrypto_qt.ui.app import App
from decrypto_qt.ui.flag_dialog import FlagDialog
from tests.helpers.ui import WAIT, game_of_pairs, settle


@pytest.mark.rule("R25")
def test_a_flagged_clue_shows_on_the_table_and_both_note_sheets(
    qtbot: QtBot, app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, host, windows = game_of_pairs(qtbot, app, "Flags", Settings(timer_seconds=None))
    white, black = windows
    assert host.state is not None
    for w, team, clues in (
        (white, Team.WHITE, ("lamp", "", "sofa")),
        (black, Team.BLACK, ("a", "b", "c")),
    ):
        code = host.state.round.code_of(team)
        assert code is not None
        if "" in clues:
            w.session.draft_clues(clues)  # an empty clue, handed in by force below
        else:
            w.session.submit_clues(clues)
    qtbot.waitUntil(lambda: host.state.round.code_of(Team.WHITE).drafts[2] == "sofa", timeout=WAIT)  # type: ignore[union-attr]
    table.controls.force_button.click()  # type: ignore[union-attr]
    settle(qtbot, host, windows, table)
    # White's clues were taken as they stood: both windows say so while they are decoded.
    taken = "Time ran out: the clues were taken as they stood."
    assert taken in white.guess.hint.text() and taken in black.guess.hint.text()
    while host.state.phase is Phase.DECODING:
        settle(qtbot, host, windows, table)
        decoding = next(c for c in host.state.round.codes if c.clues is not None and not c.revealed)
        owner = white if decoding.team is Team.WHITE else black
        owner.session.lock_guess(decoding.team, decoding.code)
        before = host.state.version
        qtbot.waitUntil(lambda b=before: host.state.version > b, timeout=WAIT)  # type: ignore[union-attr]
    settle(qtbot, host, windows, table)
    # Black flags White's "sofa": the dialog offers White's clues but not the empty one.
    dialog = FlagDialog(
        [h for h in black.session.view["history"] if h["team"] == "white"],  # type: ignore[index]
        "black",
    )
    qtbot.addWidget(dialog)
    offered = [dialog.clue.itemText(i) for i in range(dialog.clue.count())]
    assert any("lamp" in o for o in offered) and any("sofa" in o for o in offered)
    assert len(offered) == 2
    choose = next(i for i, o in enumerate(offered) if "sofa" in o)

    def pick(self: FlagDialog) -> int:
        self.clue.setCurrentIndex(choose)
        self.reason.setCurrentIndex(self.reason.findData("sound"))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(FlagDialog, "exec", pick)
    black.flag_button.click()
    qtbot.waitUntil(lambda: any(h["flags"] for h in table.session.view["history"]), timeout=WAIT)  # type: ignore[index]
    settle(qtbot, host, windows, table)
    board = table.boards[Team.WHITE]

    def filed() -> list[QListWidgetItem]:
        return [board.lists[k].item(i) for k in range(4) for i in range(board.lists[k].count())]

    # The board files the clues once the reveal has shown the code.
    qtbot.waitUntil(lambda: any(i.text().startswith("sofa") for i in filed()), timeout=WAIT)
    sofa = next(item for item in filed() if item.text().startswith("sofa"))
    assert sofa.text() == "sofa ⚑" and sofa.toolTip() == "About how it sounds"
    for w, side in ((white, white.notes.ours), (black, black.notes.theirs)):
        cells = [side.table.item(0, c) for c in range(3)]
        marked = [c for c in cells if c is not None and c.text().endswith("⚑")]
        assert [c.text() for c in marked] == ["sofa ⚑"], w.session.seat_ids
        # The reason is written out under the table, and ⚑ marks the clue in the index.
        assert "⚑" in side.flags_label.text() and "About how it sounds" in side.flags_label.text()
        assert "sofa" in side.flags_label.text() and side.flags_label.isVisibleTo(side)
        index = [side.lists[k].item(i) for k in range(4) for i in range(side.lists[k].count())]
        marked_index = [item for item in index if item.text().endswith("⚑")]
        assert [i.text() for i in marked_index] == ["sofa ⚑"]
        assert marked_index[0].toolTip() == "About how it sounds"
