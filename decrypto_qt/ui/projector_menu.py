"""The projector's View menu: full screen, the host controls, sounds, the reveal's pace, the look.

The menu holds the actions and their words; the table window connects the ones that act
on it (full screen, the host controls' panel, skipping the reveals) and adds the actions
to itself too, so their keys work in full screen with the menu bar hidden.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from decrypto_qt.ui.cues import Cues
from decrypto_qt.ui.look_menu import LookMenu
from decrypto_qt.ui.reveal_board import PACES, RevealBoard

translate = QCoreApplication.translate


class ProjectorMenu(QMenu):
    """View ▸ Full screen (F11), host controls shown or hidden (Ctrl+H) or in a window of
    their own (Ctrl+Shift+H), mute (Ctrl+M), Reveal pace ▸ (and skip to the end,
    Ctrl+Right), Look ▸.

    Args:
        cues: the sounds the mute action switches off.
        reveal: the board whose pace the pace actions set.
        controls: whether the window has host controls (else their actions are disabled).
    """

    def __init__(
        self, *, cues: Cues, reveal: RevealBoard, controls: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.reveal = reveal
        self.full_action = QAction(self)
        self.full_action.setShortcut(QKeySequence("F11"))
        self.addAction(self.full_action)
        self.controls_action = QAction(self)
        self.controls_action.setShortcut(QKeySequence("Ctrl+H"))
        self.controls_action.setEnabled(controls)
        self.addAction(self.controls_action)
        self.float_action = QAction(self, checkable=True)
        self.float_action.setShortcut(QKeySequence("Ctrl+Shift+H"))
        self.float_action.setEnabled(controls)
        self.addAction(self.float_action)
        self.mute_action = QAction(self, checkable=True)
        self.mute_action.setShortcut(QKeySequence("Ctrl+M"))
        self.mute_action.setChecked(cues.muted)
        self.mute_action.toggled.connect(cues.set_muted)
        self.addAction(self.mute_action)
        self.pace_menu = QMenu(self)
        self.pace_actions: dict[str, QAction] = {}
        paces = QActionGroup(self)
        for key in PACES:
            action = QAction(self, checkable=True)
            action.setChecked(key == reveal.pace)
            action.triggered.connect(lambda _c=False, k=key: self.set_pace(k))
            paces.addAction(action)
            self.pace_menu.addAction(action)
            self.pace_actions[key] = action
        self.skip_action = QAction(self)
        self.skip_action.setShortcut(QKeySequence("Ctrl+Right"))
        self.pace_menu.addSeparator()
        self.pace_menu.addAction(self.skip_action)
        self.addMenu(self.pace_menu)
        self.look_menu = LookMenu(self)
        self.addMenu(self.look_menu)

    @property
    def window_actions(self) -> list[QAction]:
        """The actions whose keys must work with the menu bar hidden."""
        return [
            self.full_action,
            self.controls_action,
            self.float_action,
            self.mute_action,
            self.skip_action,
        ]

    def set_pace(self, pace: str) -> None:
        """How long each step of a reveal stays up, from the next reveal on."""
        self.reveal.pace = pace
        self.pace_actions[pace].setChecked(True)

    def show_floating(self, floating: bool) -> None:
        """Tick the float action as the host controls' panel is, without acting on it."""
        self.float_action.blockSignals(True)
        self.float_action.setChecked(floating)
        self.float_action.blockSignals(False)

    def retranslate(self) -> None:
        self.setTitle(translate("TableWindow", "&View"))
        self.full_action.setText(translate("TableWindow", "&Full screen"))
        self.controls_action.setText(translate("TableWindow", "Show or hide the &host controls"))
        self.float_action.setText(
            translate("TableWindow", "Host controls in their own &window (second screen)")
        )
        self.mute_action.setText(translate("TableWindow", "&Mute sounds"))
        self.pace_menu.setTitle(translate("TableWindow", "&Reveal pace"))
        for key, text in (
            ("brisk", translate("TableWindow", "&Brisk: a second a step")),
            ("room", translate("TableWindow", "For the &room: two seconds a step")),
            ("slow", translate("TableWindow", "&Slow: for reading aloud")),
        ):
            self.pace_actions[key].setText(text)
        self.skip_action.setText(translate("TableWindow", "S&kip to the end of the reveal"))
        self.look_menu.retranslate()
