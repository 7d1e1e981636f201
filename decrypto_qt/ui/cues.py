"""Sound and visual cues (the timer's last seconds, a reveal, your turn), with mute."""

from __future__ import annotations

from enum import Enum
from typing import Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from decrypto_qt.ui import theme
from decrypto_qt.ui.style import set_style_sheet

FLASH_MS = 900


class Sound(Enum):
    """What a cue sounds for."""

    BEEP = "beep"
    """A reveal, the timer's last seconds, the game's end."""
    YOUR_TURN = "your_turn"
    """This window must act: its encryptor writes clues, or the sand timer runs against it."""


class SoundPlayer(Protocol):
    """Plays a sound; the app's is :class:`SystemSound`, tests give their own."""

    def play(self, sound: Sound) -> None: ...


class SystemSound:
    """The desktop's own alert sound (the app ships the Qt wheel without Qt Multimedia)."""

    def play(self, sound: Sound) -> None:
        QApplication.beep()


class Cues(QObject):
    """Beeps unless muted, and briefly highlights a widget so a cue is seen as well as heard.

    Args:
        muted: no sound at all (View ▸ Mute sounds).
        turn_sound: a sound when it is this window's turn (View ▸ Sound on my turn); the
            reduced-motion look keeps it quiet as well.
        player: plays the sounds (:class:`SystemSound` unless given).
    """

    def __init__(
        self,
        muted: bool = False,
        parent: QObject | None = None,
        *,
        turn_sound: bool = True,
        player: SoundPlayer | None = None,
    ) -> None:
        super().__init__(parent)
        self.muted = muted
        self.turn_sound = turn_sound
        self.player: SoundPlayer = player or SystemSound()
        self.beeps = 0
        """How many beeps were asked for while not muted (tests, diagnostics)."""

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute every window of the app, and remember it for the next start."""
        from decrypto_qt.ui.prefs import Prefs

        self.muted = muted
        Prefs().muted = muted

    def set_turn_sound(self, on: bool) -> None:
        """Sound on one's turn or not, in every window, remembered for the next start."""
        from decrypto_qt.ui.prefs import Prefs

        self.turn_sound = on
        Prefs().turn_sound = on

    def beep(self) -> None:
        if not self.muted:
            self.beeps += 1
            self.player.play(Sound.BEEP)

    def your_turn(self, window: QWidget) -> None:
        """Call a person to ``window``: its taskbar entry asks for attention until the window
        is looked at, and a short sound plays unless sounds are off or the look is quiet."""
        QApplication.alert(window, 0)
        if not self.muted and self.turn_sound and not theme.reduced_motion():
            self.player.play(Sound.YOUR_TURN)

    def flash(self, widget: QWidget) -> None:
        widget.setProperty("flash", True)
        current = theme.current()
        set_style_sheet(
            widget,
            widget.styleSheet()
            + f"\n/*flash*/*{{background:{current.flash};color:{current.text_on_flash};}}",
        )

        def clear() -> None:
            css = widget.styleSheet()
            set_style_sheet(widget, css.split("\n/*flash*/")[0])
            widget.setProperty("flash", False)

        QTimer.singleShot(FLASH_MS, widget, clear)
