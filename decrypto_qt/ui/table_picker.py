"""Joining a class: choose a table, or let the host seat you where there is room."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from decrypto_qt.net.discovery import TableSeats

translate = QCoreApplication.translate

ROLE = 256


def free_seats_text(free: int) -> str:
    """ "9 free seats", "1 free seat", or "full"."""
    if free <= 0:
        return translate("TablePicker", "full")
    if free == 1:
        return translate("TablePicker", "1 free seat")
    return translate("TablePicker", "%1 free seats").replace("%1", str(free))


def class_text(room: str, tables: int, free: int | None) -> str:
    """A class in the game list: "Class 3B · 4 tables · 9 free seats"."""
    text = translate("TablePicker", "%1 · %2 tables").replace("%1", room).replace("%2", str(tables))
    return text if free is None else f"{text} · {free_seats_text(free)}"


def table_text(table: TableSeats) -> str:
    """One table in the picker: "Table 2 · 5 seated · 3 free seats · in play"."""
    text = (
        translate("TablePicker", "Table %1 · %2 seated")
        .replace("%1", str(table.number))
        .replace("%2", str(table.players))
    )
    text += " · " + free_seats_text(table.free)
    if table.started:
        text += " · " + translate("TablePicker", "in play")
    return text


class TablePicker(QDialog):
    """Which table of the class to join; "any table" (the host balances) comes first and is
    chosen unless the student picks another. A full table is listed, greyed out.

    ``tables`` may be empty (the host did not say how its tables are filled): the
    numbers 1…``count`` are offered then. ``reason`` says why the picker is back (the
    host refused the table chosen before)."""

    def __init__(
        self,
        room: str,
        count: int,
        tables: Sequence[TableSeats] = (),
        *,
        reason: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("TablePicker", "Join “%1”").replace("%1", room))
        layout = QVBoxLayout(self)
        self.reason = QLabel(reason, self)
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("color:#c62828;")
        self.reason.setVisible(bool(reason))
        layout.addWidget(self.reason)
        self.prompt = QLabel(
            translate("TablePicker", "&Which table of “%1” do you join?").replace("%1", room), self
        )
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        self.list = QListWidget(self)
        self.list.setAccessibleName(translate("TablePicker", "Tables"))
        self.prompt.setBuddy(self.list)
        layout.addWidget(self.list, 1)
        any_item = QListWidgetItem(
            translate("TablePicker", "Any table — the host seats you where there is room")
        )
        any_item.setData(ROLE, None)
        self.list.addItem(any_item)
        known = {t.number: t for t in tables}
        for number in range(1, count + 1):
            seats = known.get(number)
            if seats is None:
                item = QListWidgetItem(
                    translate("TablePicker", "Table %1").replace("%1", str(number))
                )
            else:
                item = QListWidgetItem(table_text(seats))
                if seats.free <= 0:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                    item.setToolTip(translate("TablePicker", "This table has no free seat."))
            item.setData(ROLE, number)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(translate("TablePicker", "&Join"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            translate("TablePicker", "Cancel")
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.list.setFocus()
        self.resize(480, 320)

    def chosen(self) -> int | None:
        """The table number chosen, or ``None`` for any table."""
        item = self.list.currentItem()
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return None
        value = item.data(ROLE)
        return None if value is None else int(value)

    def accept(self) -> None:
        item = self.list.currentItem()
        if item is not None and not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return  # a full table: stay, the student picks another
        super().accept()
