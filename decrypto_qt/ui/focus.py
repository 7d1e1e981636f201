"""Playing by keyboard: a focus ring anyone can see, and Enter on a focused button presses it.

The ring is one style-sheet rule on ``:focus`` added to the application's style
sheet, so it holds in every window and theme; a theme that replaces the
application's style sheet appends :data:`FOCUS_RING_CSS` to its own (see
:func:`with_focus_ring`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

FOCUS_COLOUR = "#1565c0"
"""A blue with 5.7:1 contrast on white and 3.3:1 on the dark team colour."""
RING_WIDTH_PX = 3

_VIEWS = (
    "QListWidget",
    "QListView",
    "QTreeWidget",
    "QTreeView",
    "QTableWidget",
    "QTableView",
    "QTextEdit",
    "QPlainTextEdit",
)
"""Scroll areas set their frame's width once: they keep a ring's width, in the window's
colour, when they do not have the focus."""
_FOCUSABLE = (
    "QPushButton",
    "QToolButton",
    "QCheckBox",
    "QRadioButton",
    "QComboBox",
    "QLineEdit",
    "QSpinBox",
    "QDoubleSpinBox",
    "QListWidget",
    "QListView",
    "QTreeWidget",
    "QTreeView",
    "QTableWidget",
    "QTableView",
    "QTextEdit",
    "QPlainTextEdit",
    "DigitPicker",
)
MARKER = "/* focus ring */"
FOCUS_RING_CSS = (
    MARKER
    + ", ".join(_VIEWS)
    + f"{{border:{RING_WIDTH_PX}px solid palette(mid);border-radius:4px;}}"
    + ", ".join(f"{name}:focus" for name in _FOCUSABLE)
    + f"{{border:{RING_WIDTH_PX}px solid {FOCUS_COLOUR};border-radius:4px;}}"
    # Check boxes keep the ring's room at all times, so focus does not squeeze their text.
    + f"QCheckBox, QRadioButton{{border:{RING_WIDTH_PX}px solid transparent;border-radius:4px;}}"
    # A focused button drawn by the style sheet keeps a face, and its text the room it had.
    + "QPushButton:focus{background:palette(button);padding:0px 1px;}"
    # A tab bar has the focus as a whole: the ring goes round its current tab. Tabs keep
    # the ring's width at all times, so the focused one is not squeezed (or its accents cut).
    + f"QTabBar::tab{{border:{RING_WIDTH_PX}px solid palette(midlight);border-radius:4px;"
    "padding:3px 10px;margin-right:2px;background:palette(button);}"
    "QTabBar::tab:selected{background:palette(base);border-color:palette(mid);}"
    f"QTabBar::tab:focus{{border-color:{FOCUS_COLOUR};}}"
)


def with_focus_ring(css: str) -> str:
    """``css`` with the focus ring rule added once (for themes that set the app's sheet)."""
    return css if MARKER in css else css + "\n" + FOCUS_RING_CSS


def install_focus_ring() -> None:
    """Add the focus ring to the running application's style sheet (idempotent)."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        sheet = app.styleSheet()
        if MARKER not in sheet:
            app.setStyleSheet(with_focus_ring(sheet))


class EnterPresses(QObject):
    """Installed on a window: Return or Enter on a focused button presses it.

    Buttons ignore Return outside dialogs, so the key reaches the window, where
    this filter presses the button that has the focus.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        # The Qt namespace takes some 15 ms to load: not before the window's first key.
        from PySide6.QtCore import Qt

        enter = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        plain = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        if event.key() not in enter or event.modifiers() not in plain:
            return False
        button = QApplication.focusWidget()
        if (
            isinstance(button, QAbstractButton)
            and button.isEnabled()
            and button.isVisible()
            and isinstance(watched, QWidget)
            and button.window() is watched.window()
        ):
            button.click()
            return True
        return False


def keyboard_friendly(window: QWidget) -> None:
    """Give ``window`` the focus ring and Enter on buttons."""
    install_focus_ring()
    presses = EnterPresses(window)
    window.installEventFilter(presses)
