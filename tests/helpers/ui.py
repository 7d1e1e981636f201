"""Driving the real windows as a person would: keys and clicks, and reading what is shown."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableWidget,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

from decrypto_qt.engine import WordPack, contains_keyword
from decrypto_qt.ui.team_window import TeamWindow

WORDS = (
    "Marzipan", "Kumquat", "Zeppelin", "Quasar", "Yodel", "Fjord", "Gazebo", "Walrus",
    "Nebula", "Origami", "Tundra", "Saffron", "Igloo", "Jackal", "Lantern", "Mosaic",
)  # fmt: skip
PACK = WordPack("test", "en", WORDS)
"""Unusual words, so that a keyword found in a window's text is a leak, not a coincidence."""


def visible_texts(root: QWidget) -> list[str]:
    """Every text a person could read in ``root`` or a screen reader could announce,
    shown or hidden: labels, buttons, fields, lists, tables, tabs, titles, tooltips."""
    out = [root.windowTitle()]
    for w in [root, *root.findChildren(QWidget)]:
        out += [w.toolTip(), w.accessibleName(), w.windowTitle(), w.statusTip()]
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if isinstance(w, QLineEdit):
            out += [w.text(), w.placeholderText()]
        if isinstance(w, QGroupBox):
            out.append(w.title())
        if isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
        if isinstance(w, QListWidget):
            out += [item.text() for item in (w.item(i) for i in range(w.count())) if item]
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None:
                        out += [item.text(), item.toolTip()]
        if isinstance(w, QTreeWidget):
            for i in range(w.topLevelItemCount()):
                item = w.topLevelItem(i)
                if item is not None:
                    out += [item.text(c) for c in range(w.columnCount())]
    return [t for t in out if t]


def leaked(root: QWidget, secrets: tuple[str, ...] | list[str]) -> list[tuple[str, str]]:
    """(secret, text) pairs where a window's text contains a word it must not show."""
    return [(s, t) for t in visible_texts(root) for s in secrets if contains_keyword(t, s)]


def write_clues(window: TeamWindow, clues: tuple[str, str, str]) -> None:
    """Type three clues, moving on with Enter, and hand them in with Enter in the last field."""
    panel = window.encrypt
    for i, (field, clue) in enumerate(zip(panel.fields, clues, strict=True)):
        field.clear()
        QTest.keyClicks(field, clue)
        if i < 2:
            QTest.keyClick(field, Qt.Key.Key_Return)
    QTest.keyClick(panel.fields[2], Qt.Key.Key_Return)


def key_in_guess(window: TeamWindow, digits: tuple[int, int, int], *, lock: bool = True) -> None:
    """Type a guess on the keypad (1-4) and lock it in with Enter."""
    picker = window.guess.picker
    while any(d is not None for d in picker.draft):
        QTest.keyClick(picker, Qt.Key.Key_Backspace)
    QTest.keyClicks(picker, "".join(map(str, digits)))
    if lock:
        QTest.keyClick(picker, Qt.Key.Key_Return)


def wrong_code(code: tuple[int, ...]) -> tuple[int, int, int]:
    """A guess that differs from ``code``."""
    a, b, c = code
    return (b, a, c)
