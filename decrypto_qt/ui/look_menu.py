"""View ▸ Look: the theme for the room and reduced motion, remembered for the next start."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from decrypto_qt.ui import theme

translate = QCoreApplication.translate


class LookMenu(QMenu):
    """Light, dark or high-contrast theme for every window, and reduced motion."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for key in theme.THEMES:
            action = QAction(self, checkable=True)
            action.triggered.connect(lambda _c=False, k=key: self.choose(k))
            self.group.addAction(action)
            self.addAction(action)
            self.theme_actions[key] = action
        self.addSeparator()
        self.motion_action = QAction(self, checkable=True)
        self.motion_action.toggled.connect(self.set_reduced_motion)
        self.addAction(self.motion_action)
        theme.themes().changed.connect(self._sync)
        self._sync()
        self.retranslate()

    def _sync(self) -> None:
        self.theme_actions[theme.current().key].setChecked(True)
        self.motion_action.blockSignals(True)
        self.motion_action.setChecked(theme.reduced_motion())
        self.motion_action.blockSignals(False)

    def choose(self, key: str) -> None:
        """Use ``key``'s theme in every window and remember it."""
        from decrypto_qt.ui.prefs import Prefs

        theme.apply(key)
        Prefs().theme = key

    def set_reduced_motion(self, on: bool) -> None:
        from decrypto_qt.ui.prefs import Prefs

        theme.set_reduced_motion(on)
        Prefs().reduced_motion = on

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setTitle(translate("LookMenu", "&Look"))
        for key, action in self.theme_actions.items():
            action.setText(theme.theme_name(key))
        self.motion_action.setText(translate("LookMenu", "&Reduced motion"))
