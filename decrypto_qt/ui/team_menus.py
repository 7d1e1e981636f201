"""A team window's menus: Game (flag a clue, export, leave), View (full screen, sounds,
the note sheet's side, the look), Language and Help, with their shortcuts."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from decrypto_qt.ui.cues import Cues
from decrypto_qt.ui.help_menu import HelpMenu
from decrypto_qt.ui.language_menu import LanguageMenu
from decrypto_qt.ui.look_menu import LookMenu
from decrypto_qt.ui.note_sheet import NoteSheet

translate = QCoreApplication.translate


class TeamMenus(QObject):
    """The menu bar of ``window``; its actions call what the window hands in."""

    def __init__(
        self,
        window: QMainWindow,
        cues: Cues,
        notes: NoteSheet,
        *,
        flag: Callable[[], object],
        export_pdf: Callable[[], object],
        export_json: Callable[[], object],
    ) -> None:
        super().__init__(window)
        self.window = window
        bar = window.menuBar()
        self.game_menu = bar.addMenu("")
        self.flag_action = QAction(window)
        self.flag_action.setShortcut(QKeySequence("Ctrl+F"))
        self.flag_action.triggered.connect(flag)
        self.pdf_action = QAction(window)
        self.pdf_action.setShortcut(QKeySequence("Ctrl+P"))
        self.pdf_action.triggered.connect(export_pdf)
        self.json_action = QAction(window)
        self.json_action.setShortcut(QKeySequence("Ctrl+S"))
        self.json_action.triggered.connect(export_json)
        self.leave_action = QAction(window)
        self.leave_action.setShortcut(QKeySequence("Ctrl+W"))
        self.leave_action.triggered.connect(window.close)
        for a in (self.flag_action, self.pdf_action, self.json_action, self.leave_action):
            self.game_menu.addAction(a)
        self.view_menu = bar.addMenu("")
        self.full_action = QAction(window)
        self.full_action.setShortcut(QKeySequence("F11"))
        self.full_action.triggered.connect(self.toggle_full_screen)
        self.mute_action = QAction(window, checkable=True)
        self.mute_action.setShortcut(QKeySequence("Ctrl+M"))
        self.mute_action.setChecked(cues.muted)
        self.mute_action.toggled.connect(cues.set_muted)
        self.turn_sound_action = QAction(window, checkable=True)
        self.turn_sound_action.setChecked(cues.turn_sound)
        self.turn_sound_action.toggled.connect(cues.set_turn_sound)
        self.notes_action = QAction(window)
        self.notes_action.setShortcut(QKeySequence("Ctrl+N"))
        self.notes_action.triggered.connect(lambda: notes.setCurrentIndex(1 - notes.currentIndex()))
        for a in (self.full_action, self.mute_action, self.turn_sound_action, self.notes_action):
            self.view_menu.addAction(a)
        self.view_menu.addMenu(LookMenu(window))  # the theme is the app's: every window follows
        window.addActions([self.full_action, self.mute_action, self.notes_action, self.flag_action])
        self.language_menu = LanguageMenu(window)
        bar.addMenu(self.language_menu)
        self.help_menu = HelpMenu(window)
        bar.addMenu(self.help_menu)

    def toggle_full_screen(self) -> None:
        w = self.window
        w.setWindowState(w.windowState() ^ Qt.WindowState.WindowFullScreen)

    def retranslate(self) -> None:
        self.game_menu.setTitle(translate("TeamWindow", "&Game"))
        self.view_menu.setTitle(translate("TeamWindow", "&View"))
        self.flag_action.setText(translate("TeamWindow", "&Flag a clue…"))
        self.pdf_action.setText(translate("TeamWindow", "Export note sheets (&PDF)…"))
        self.json_action.setText(translate("TeamWindow", "Export the game (&JSON)…"))
        self.leave_action.setText(translate("TeamWindow", "&Leave the game"))
        self.full_action.setText(translate("TeamWindow", "&Full screen"))
        self.mute_action.setText(translate("TeamWindow", "&Mute sounds"))
        self.turn_sound_action.setText(translate("TeamWindow", "Sound when it is my &turn"))
        self.turn_sound_action.setToolTip(
            translate("TeamWindow", "Silent while Reduced motion is on")
        )
        self.notes_action.setText(translate("TeamWindow", "Switch note sheet &side"))
        self.language_menu.retranslate()
        self.help_menu.retranslate()
