"""The app's look in one place: palettes for a lit room, a dim room and high contrast.

Every window draws its colours from :func:`current`; :func:`apply` sets the
application palette from it and tells the windows to restyle. Colours are
chosen for a projector seen from the back of a room: text at least 4.5:1 and
other marks at least 3:1 against what lies behind them (WCAG 2.1 AA).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from decrypto_qt.engine.types import Team

translate = QCoreApplication.translate


@dataclass(frozen=True)
class TeamLook:
    """How a team is drawn. The mark tells the teams apart without colour."""

    mark: str
    background: str
    foreground: str
    border: str


@dataclass(frozen=True)
class Theme:
    """One palette.

    Attributes:
        window: the windows' background; text: ordinary text on it.
        muted: secondary text (a reveal step not shown yet), still readable.
        panel: lists and boards; good/bad/neutral: reveal results as text.
        intercept/miscomm: the token chips; urgent: the timer's last seconds.
        accent: focus and highlights; flash: a cue's background (text on it: ``text_on_flash``).
    """

    key: str
    window: str
    text: str
    muted: str
    panel: str
    good: str
    bad: str
    neutral: str
    intercept: str
    miscomm: str
    chip_mark: str
    urgent: str
    accent: str
    flash: str
    text_on_flash: str
    teams: dict[str, TeamLook] = field(default_factory=dict)
    """Each team's look, by the team's name ("white", "black"): the start window shows a
    theme before any of the engine is loaded."""

    def look(self, team: Team) -> TeamLook:
        return self.teams[team.value]


LIGHT = Theme(
    key="light",
    window="#f2efe8",
    text="#1a1a1a",
    muted="#595959",
    panel="#ffffff",
    good="#1b6b22",
    bad="#b3261e",
    neutral="#37474f",
    intercept="#1f5fa8",
    miscomm="#b3261e",
    chip_mark="#ffffff",
    urgent="#b3261e",
    accent="#1f5fa8",
    flash="#ffd54f",
    text_on_flash="#000000",
    teams={
        "white": TeamLook("○", "#fdfbf6", "#1a1a1a", "#3d3a33"),
        "black": TeamLook("■", "#1f2227", "#f5f5f5", "#1f2227"),
    },
)

DARK = Theme(
    key="dark",
    window="#15181d",
    text="#eceff1",
    muted="#a7b1bb",
    panel="#1e232a",
    good="#81c784",
    bad="#ff8a80",
    neutral="#b0bec5",
    intercept="#64b5f6",
    miscomm="#ff8a80",
    chip_mark="#15181d",
    urgent="#ff8a80",
    accent="#64b5f6",
    flash="#ffd54f",
    text_on_flash="#000000",
    teams={
        "white": TeamLook("○", "#f3efe4", "#1a1a1a", "#f3efe4"),
        "black": TeamLook("■", "#2a2f37", "#f5f5f5", "#9aa6b2"),
    },
)

CONTRAST = Theme(
    key="contrast",
    window="#000000",
    text="#ffffff",
    muted="#d6d6d6",
    panel="#000000",
    good="#7cff7c",
    bad="#ff7b7b",
    neutral="#ffffff",
    intercept="#00e5ff",
    miscomm="#ff7b7b",
    chip_mark="#000000",
    urgent="#ffff00",
    accent="#ffff00",
    flash="#ffff00",
    text_on_flash="#000000",
    teams={
        "white": TeamLook("○", "#ffffff", "#000000", "#ffffff"),
        "black": TeamLook("■", "#000000", "#ffffff", "#ffff00"),
    },
)

THEMES: dict[str, Theme] = {t.key: t for t in (LIGHT, DARK, CONTRAST)}


def theme_name(key: str) -> str:
    """The theme's name in the menu."""
    return {
        "light": translate("Theme", "&Light (lit room)"),
        "dark": translate("Theme", "&Dark (dim room)"),
        "contrast": translate("Theme", "&High contrast"),
    }[key]


class _Themes(QObject):
    """Holds the current theme; ``changed`` tells the windows to restyle."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.theme: Theme = LIGHT
        self.reduced_motion = False


_state: _Themes | None = None


def themes() -> _Themes:
    global _state
    if _state is None:
        _state = _Themes()
    return _state


def current() -> Theme:
    return themes().theme


def reduced_motion() -> bool:
    return themes().reduced_motion


def set_reduced_motion(on: bool) -> None:
    themes().reduced_motion = on


def palette(theme: Theme) -> QPalette:
    """The Qt palette of a theme, so plain widgets follow it as well."""
    pal = QPalette()
    c = QColor
    roles = {
        QPalette.ColorRole.Window: theme.window,
        QPalette.ColorRole.WindowText: theme.text,
        QPalette.ColorRole.Base: theme.panel,
        QPalette.ColorRole.AlternateBase: theme.window,
        QPalette.ColorRole.Text: theme.text,
        QPalette.ColorRole.Button: theme.window,
        QPalette.ColorRole.ButtonText: theme.text,
        QPalette.ColorRole.BrightText: theme.urgent,
        QPalette.ColorRole.Mid: theme.muted,
        QPalette.ColorRole.PlaceholderText: theme.muted,
        QPalette.ColorRole.Highlight: theme.accent,
        QPalette.ColorRole.HighlightedText: theme.window,
        QPalette.ColorRole.ToolTipBase: theme.panel,
        QPalette.ColorRole.ToolTipText: theme.text,
        QPalette.ColorRole.Link: theme.accent,
    }
    for role, colour in roles.items():
        pal.setColor(role, c(colour))
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        pal.setColor(QPalette.ColorGroup.Disabled, role, c(theme.muted))
    return pal


def apply(key: str | None) -> Theme:
    """Make ``key``'s theme (default: light) the app's, and tell the windows."""
    state = themes()
    state.theme = THEMES.get(key or "", LIGHT)
    app = QApplication.instance()
    if isinstance(app, QApplication):
        # Setting either restyles every widget: only when the look really changes.
        pal = palette(state.theme)
        css = _with_frames(app.styleSheet(), state.theme)
        if app.palette() != pal:
            app.setPalette(pal)
            # The palette reaches the windows by posted events: deliver them now, so every
            # window holds the new colours before it restyles itself below and before
            # anything is drawn; a style sheet (even unchanged) repolishes them all.
            QCoreApplication.sendPostedEvents(None, QEvent.Type.ApplicationPaletteChange)
            if css or app.styleSheet():
                app.setStyleSheet(css)
        elif css != app.styleSheet():
            app.setStyleSheet(css)
    state.changed.emit()
    return state.theme


_FRAMES_START, _FRAMES_END = "/* theme frames */", "/* end theme frames */"


def _with_frames(css: str, theme: Theme) -> str:
    """On black, the style's own frames vanish: draw them in the text colour instead.

    Only the block between our markers is replaced, so other application styles stay.
    """
    if _FRAMES_START in css:
        head, _, rest = css.partition(_FRAMES_START)
        css = head + rest.partition(_FRAMES_END)[2]
    if theme.key != "contrast":
        return css
    from decrypto_qt.ui.focus import RING_WIDTH_PX

    # What can take the focus gets frames as wide as the focus ring, which stands just
    # outside them (ui/focus.py).
    frames = (
        "QGroupBox, QTabWidget::pane"
        f"{{border:1px solid {theme.text};}}"
        "QAbstractScrollArea, QLineEdit, QComboBox, QSpinBox, QPushButton, QToolButton, "
        f"QTabBar::tab{{border:{RING_WIDTH_PX}px solid {theme.text};}}"
        f"QPushButton, QToolButton{{padding:4px 10px;}}"
        f"QPushButton:disabled{{border-color:{theme.muted};}}"
    )
    return f"{css}{_FRAMES_START}{frames}{_FRAMES_END}"


def contrast(a: str, b: str) -> float:
    """The WCAG 2.1 contrast ratio of two colours, 1.0 to 21.0."""

    def luminance(colour: str) -> float:
        q = QColor(colour)

        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

        return (
            0.2126 * channel(q.redF()) + 0.7152 * channel(q.greenF()) + 0.0722 * channel(q.blueF())
        )

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
