"""Does a window fit a screen? Its minimum size, where its children lie, whether texts fit."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QLabel,
    QListWidget,
    QMainWindow,
    QTableView,
    QTabWidget,
    QWidget,
)

from decrypto_qt.ui.table_window import TableWindow

TASKBAR = 48
TITLE_BAR = 30
SCREENS: dict[str, tuple[int, int]] = {
    "1280x720": (1280, 720),
    "1366x768": (1366, 768),
    # Also a 4K projector at device pixel ratio 2: it lays windows out at 1920×1080
    # logical pixels, the very same layout, so it needs no check of its own.
    "1920x1080": (1920, 1080),
}
AVAILABLE: dict[str, tuple[int, int]] = {
    name: (w, h - TASKBAR - TITLE_BAR) for name, (w, h) in SCREENS.items()
}
"""What a window really gets of each screen: a taskbar (or a top panel) takes about
48 px and the window's own title bar about 30 (a 1366×768 laptop leaves 1366×690).
A window is checked at these; only the projector in full screen has the whole screen."""
WORK_AREAS: dict[str, tuple[int, int]] = {
    "1280x720": (1280, 672),
    "1366x768": (1366, 690),
    "1920x1080": (1920, 1032),
}
"""What a window may take on each screen: the screen less its task bar (Windows' is 48 px
at 100 %, more with large icons; a 1366×768 laptop leaves about 1366×690)."""
SMALLEST = "1280x720"
TEAM_SCREENS = ("1280x720", "1366x768", "1920x1080")
NETBOOK = (1024, 600 - TASKBAR)
"""A 1024×600 netbook's available area: the screen less a 48 px taskbar."""
START_SCREEN = (NETBOOK[0], NETBOOK[1] - TITLE_BAR)
"""What the start window gets of a netbook maximised: 1024×522 under its title bar (it
is also checked at the smallest laptop's available area)."""


LONG_CLUES = {
    "en": ("thunderstorm", "uncharacteristically", "lighthouse keeper"),
    "zh_CN": ("雷雨交加的夜晚", "不可思议", "灯塔看守人"),
    "fr": ("anticonstitutionnellement", "orage", "gardien de phare"),
    "nl": ("onafhankelijkheidsverklaring", "onweersbui", "vuurtorenwachter"),
}
"""Long clues, so that wrapping is tested; a round number keeps them unique."""


def settle_layout() -> None:
    for _ in range(4):
        QApplication.processEvents()


def _scrolled(child: QWidget, window: QWidget) -> bool:
    """True when ``child`` sits inside a scroll area's viewport (it may scroll out of sight)."""
    w = child.parentWidget()
    while w is not None and w is not window:
        parent = w.parentWidget()
        if isinstance(parent, QAbstractScrollArea) and parent.viewport() is w:
            return True
        w = parent
    return False


def _clipped(child: QWidget) -> str | None:
    """Why ``child``'s text does not fit in it, if it does not."""
    if isinstance(child, QLabel) and child.text() and child.pixmap().isNull():
        if child.wordWrap():
            need = child.heightForWidth(child.width())
            if need > child.height() + 2:
                return f"needs {need} px of height, has {child.height()}"
            # A single word cannot wrap: it must fit the width by itself.
            room = child.contentsRect().width() - 2 * child.margin()
            fm = child.fontMetrics()
            for word in child.text().split():
                if not _cjk(word) and fm.horizontalAdvance(word) > room + 2:
                    return f"the word {word!r} needs {fm.horizontalAdvance(word)} px, has {room}"
        else:
            hint = child.sizeHint()
            if hint.width() > child.width() + 2 or hint.height() > child.height() + 2:
                return f"needs {hint.width()}×{hint.height()}, has {child.width()}×{child.height()}"
    if isinstance(child, QAbstractButton) and child.text():
        text = child.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        need = child.fontMetrics().horizontalAdvance(text)
        if need > child.width():
            return f"text needs {need} px, button has {child.width()}"
    return None


def _cjk(text: str) -> bool:
    """Chinese text wraps between any two characters."""
    return any("\u2e80" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" for ch in text)


def fit_problems(
    window: QWidget, size: tuple[int, int], where: str, *, scrolled_texts: bool = False
) -> list[str]:
    """Resize ``window`` to a screen of ``size`` and list what does not fit.

    A child inside a scroll area may lie out of sight; with ``scrolled_texts`` its text
    must still fit the child (scrolling shows it whole, never cut)."""
    w, h = size
    settle_layout()
    window.resize(w, h)
    settle_layout()
    problems = []
    need = window.minimumSizeHint().expandedTo(window.minimumSize())
    if need.width() > w or need.height() > h:
        problems.append(f"{where}: needs at least {need.width()}×{need.height()}")
    if (window.width(), window.height()) != (w, h):
        problems.append(f"{where}: became {window.width()}×{window.height()}")
    rect = window.rect()
    for child in window.findChildren(QWidget):
        if child.isWindow() or not child.isVisibleTo(window) or not child.isVisible():
            continue
        scrolled = _scrolled(child, window)
        if scrolled and not scrolled_texts:
            continue
        box = QRect(child.mapTo(window, QPoint(0, 0)), child.size())
        name = f"{type(child).__name__} {child.objectName() or _text_of(child)!r}"
        if not scrolled and box.width() > 0 and box.height() > 0 and not rect.contains(box):
            problems.append(f"{where}: {name} lies outside the window at {box.getRect()}")
        why = _clipped(child)
        if why is not None:
            problems.append(f"{where}: {name} is clipped: {why}")
    return problems


def grids_at_narrowest(window: QWidget, where: str) -> list[str]:
    """``window`` at its narrowest (as high as it is): every grid in it, each tab of a tab
    widget in turn, shows all its columns without scrolling sideways, and each column at
    least as wide as its heading."""
    settle_layout()
    before = window.size()
    narrowest = window.minimumSizeHint().expandedTo(window.minimumSize()).width()
    window.resize(narrowest, before.height())
    settle_layout()
    problems = []
    tabs = [t for t in window.findChildren(QTabWidget) if t.isVisible()]
    shown = [t.currentIndex() for t in tabs]
    pages = [(t, i) for t in tabs for i in range(t.count()) if t.isTabVisible(i)] or [(None, 0)]
    for tab, i in pages:
        if tab is not None:
            tab.setCurrentIndex(i)
            settle_layout()
        for grid in window.findChildren(QTableView):
            if not grid.isVisible():
                continue
            name = f"{where} @ {window.width()} px: grid {grid.accessibleName()!r}"
            if grid.horizontalScrollBar().maximum() > 0:
                problems.append(f"{name} scrolls sideways")
            header = grid.horizontalHeader()
            for col in range(header.count()):
                need, has = header.sectionSizeHint(col), header.sectionSize(col)
                if not header.isSectionHidden(col) and has < need:
                    label = grid.model().headerData(col, Qt.Orientation.Horizontal)
                    problems.append(f"{name}: heading {label!r} cut ({has} px of {need})")
    for tab, index in zip(tabs, shown, strict=True):
        tab.setCurrentIndex(index)
    window.resize(before)
    settle_layout()
    return problems


def small_texts(table: TableWindow, minimum: float, where: str) -> list[str]:
    """Texts on the projector (the table's central area) smaller than ``minimum`` pixels."""
    central = table.centralWidget()
    assert central is not None
    out = []
    for child in central.findChildren(QWidget):
        if not child.isVisible() or not isinstance(child, (QLabel, QListWidget)):
            continue
        if isinstance(child, QLabel) and not child.text():
            continue
        if isinstance(child, QListWidget) and child.count() == 0:
            continue
        px = QFontInfo(child.font()).pixelSize()
        if px < minimum - 0.5:
            out.append(f"{where}: {type(child).__name__} {_text_of(child)!r} is {px} px")
    return out


def _text_of(child: QWidget) -> str:
    if isinstance(child, (QLabel, QAbstractButton)):
        return child.text()[:40]
    return ""


@contextmanager
def projector(table: TableWindow) -> Iterator[None]:
    """The table as F11 shows it on a projector: no menu, no status bar, no docked controls."""
    dock = table.controls_dock
    parts: list[QWidget] = [table.menuBar(), table.statusBar()]
    if dock is not None:
        parts.append(dock)
    was = [p.isVisible() for p in parts]
    for p in parts:
        p.setVisible(False)
    try:
        yield
    finally:
        for p, v in zip(parts, was, strict=True):
            p.setVisible(v)


def check_window(window: QMainWindow, screens: tuple[str, ...], where: str) -> list[str]:
    problems = []
    for name in screens:
        problems += fit_problems(window, AVAILABLE[name], f"{where} @ {name}")
    return problems
