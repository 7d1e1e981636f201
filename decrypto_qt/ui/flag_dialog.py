"""Flag one of the opponents' revealed clues (R25): which clue, and why."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from decrypto_qt.engine.views import HistoryEntry
from decrypto_qt.ui import texts

translate = QCoreApplication.translate


class FlagDialog(QDialog):
    """Lists the opponents' revealed clues that are not empty and not flagged by us yet."""

    def __init__(self, entries: list[HistoryEntry], me: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("FlagDialog", "Flag a clue"))
        form = QFormLayout(self)
        self.clue = QComboBox(self)
        self.choices: list[tuple[str, int, int]] = []
        for e in reversed(entries):
            flagged = {f["clue"] for f in e["flags"] if f["by"] == me}
            for i, clue in enumerate(e["clues"]):
                if clue and i + 1 not in flagged:
                    label = translate("FlagDialog", "Round %1, clue %2: %3")
                    self.clue.addItem(
                        label.replace("%1", str(e["round"]))
                        .replace("%2", str(i + 1))
                        .replace("%3", clue)
                    )
                    self.choices.append((e["team"], e["round"], i + 1))  # clues count from 1
        self.reason = QComboBox(self)
        for r in texts.FLAG_REASONS:
            self.reason.addItem(texts.flag_reason(r), r)
        form.addRow(translate("FlagDialog", "Clue"), self.clue)
        form.addRow(translate("FlagDialog", "Why"), self.reason)
        self.clue.setAccessibleName(translate("FlagDialog", "Clue"))
        self.reason.setAccessibleName(translate("FlagDialog", "Why"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.choices))
        form.addRow(buttons)

    def choice(self) -> tuple[str, int, int, str] | None:
        i = self.clue.currentIndex()
        if i < 0 or i >= len(self.choices):
            return None
        team, rnd, clue = self.choices[i]
        return team, rnd, clue, str(self.reason.currentData())
