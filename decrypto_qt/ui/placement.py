"""Where a window opens: inside the screen's available area, beside what it must not cover.

The available area is the screen without its taskbar, dock or panels
(:meth:`QScreen.availableGeometry`); a 1366×768 laptop with a taskbar leaves
about 1366×720 of it, and a window's title bar takes some 30 pixels more. The
sums are pure functions of rectangles, so that a test can ask them about any
screen; :func:`available_geometry` is the one place that asks the real screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import QWidget

FRAME = QMargins(2, 30, 2, 2)
"""The frame a window manager adds, as long as the window has not been shown (before that
Qt does not know it): a title bar of about 30 px and thin borders."""


def available_geometry(widget: QWidget | None = None) -> QRect:
    """The area of ``widget``'s screen (else the primary screen) that windows may take."""
    screen = widget.screen() if widget is not None else None
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 720)


def frame_of(window: QWidget) -> QMargins:
    """The frame around ``window``'s contents: measured once it is shown, else estimated."""
    outer, inner = window.frameGeometry(), window.geometry()
    if window.isVisible() and outer != inner:
        return QMargins(
            inner.left() - outer.left(),
            inner.top() - outer.top(),
            outer.right() - inner.right(),
            outer.bottom() - inner.bottom(),
        )
    return FRAME


def initial_geometry(preferred: QSize, available: QRect, *, frame: QMargins = FRAME) -> QRect:
    """The contents' rectangle of a window that would like ``preferred``: as large as that
    but, frame and all, no larger than ``available``, and centred in it."""
    room = available.marginsRemoved(frame)
    size = preferred.boundedTo(room.size())
    x = room.left() + (room.width() - size.width()) // 2
    y = room.top() + (room.height() - size.height()) // 2
    return QRect(QPoint(x, y), size)


def beside(
    avoid: QRect,
    available: QRect,
    preferred: QSize,
    minimum: QSize,
    *,
    frame: QMargins = FRAME,
) -> QRect:
    """The contents' rectangle of a window that must leave ``avoid`` in sight.

    The window takes the wider of the two columns left and right of ``avoid``, as
    wide as it would like (and never narrower than ``minimum``), pressed against
    ``avoid``. When even ``minimum`` is wider than that column, the window goes to
    the far edge of the screen, so that it covers as little of ``avoid`` as it can.
    """
    room = available.marginsRemoved(frame)
    gap_left = avoid.left() - available.left()
    gap_right = available.right() - avoid.right()
    on_left = gap_left >= gap_right
    column = max(gap_left, gap_right) - frame.left() - frame.right()
    width = max(minimum.width(), min(preferred.width(), column))
    width = min(width, room.width())
    height = min(max(minimum.height(), preferred.height()), room.height())
    if on_left:
        x = avoid.left() - frame.right() - width
        x = max(x, room.left())
    else:
        x = avoid.right() + 1 + frame.left()
        x = min(x, room.right() + 1 - width)
    y = room.top() + (room.height() - height) // 2
    return QRect(x, y, width, height)


def against_edge(frame: QRect, part: QRect, available: QRect) -> QRect:
    """``frame`` (a window's, frame and all) moved sideways until the side ``part`` of it
    lies on (its docked host controls, say) touches the edge of ``available``: the room
    on the other side is then as wide as the window lets it be. A window wider than
    ``available`` is left where it is."""
    if frame.width() > available.width():
        return QRect(frame)
    if part.center().x() >= frame.center().x():
        return frame.translated(available.right() - frame.right(), 0)
    return frame.translated(available.left() - frame.left(), 0)


def on_screen(widget: QWidget) -> QRect:
    """Where ``widget`` lies on the screen: a window with its frame, a child its own rectangle."""
    if widget.isWindow():
        return widget.frameGeometry()
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def make_room(window: QWidget, part: QWidget, width: int) -> None:
    """Move ``window`` sideways so that ``part`` of it lies against the screen's edge, when
    the room beside ``part`` is narrower than ``width`` (a window, frame and all, that is to
    open there). A maximised or full-screen window stays; so does a part that floats."""
    from PySide6.QtCore import Qt  # the Qt namespace is slow to import: not before the paint

    if part.isWindow() or window.windowState() & (
        Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
    ):
        return
    available = available_geometry(window)
    avoid = on_screen(part)
    room = max(avoid.left() - available.left(), available.right() - avoid.right())
    if room >= width:
        return
    frame = window.frameGeometry()
    moved = against_edge(frame, avoid, available)
    if moved != frame:
        window.move(moved.topLeft())


class _KeptBeside(QObject):
    """Places its window beside what ``avoid`` gives, now and each time the window's layout
    makes it larger than it was (its minimum grew past its size)."""

    def __init__(self, window: QWidget, avoid: Callable[[], QRect | None]) -> None:
        super().__init__(window)
        self.window = window
        self.avoid = avoid
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize:
            old = cast(QResizeEvent, event).oldSize()
            minimum = self.window.minimumSize()
            if old.isValid() and (old.width() < minimum.width() or old.height() < minimum.height()):
                # Qt grew it where it was, over what it was beside: put it back beside.
                QTimer.singleShot(0, self, self.again)
        return False

    def place(self, preferred: QSize) -> None:
        avoid = self.avoid()
        if avoid is None:
            return
        window = self.window
        minimum = window.minimumSizeHint().expandedTo(window.minimumSize())
        frame = frame_of(window)
        place(window, beside(avoid, available_geometry(window), preferred, minimum, frame=frame))

    def again(self) -> None:
        self.place(self.window.size())


def keep_beside(window: QWidget, avoid: Callable[[], QRect | None], preferred: QSize) -> None:
    """Open ``window`` (as large as ``preferred``) beside ``avoid()``, the rectangle it must
    leave in sight, or None when there is none, and keep it beside it when the window grows:
    a team window needs more width in play than in the lobby, and Qt widens it to the
    right, over what it was put beside."""
    _KeptBeside(window, avoid).place(preferred)


def place(window: QWidget, rect: QRect) -> None:
    """Put ``window``'s contents at ``rect`` (its frame around them)."""
    frame = frame_of(window)
    window.resize(rect.size())
    window.move(rect.topLeft() - QPoint(frame.left(), frame.top()))


def open_within_screen(window: QWidget, preferred: QSize) -> None:
    """Size and centre a new window within its screen's available area."""
    place(window, initial_geometry(preferred, available_geometry(window), frame=frame_of(window)))


def keep_within_screen(window: QWidget) -> None:
    """Shrink and move ``window`` (say, put back where a larger screen had it) until it lies
    within its screen's available area."""
    available = available_geometry(window)
    frame = frame_of(window)
    room = available.marginsRemoved(frame)
    size = window.size().boundedTo(room.size())
    rect = QRect(window.geometry().topLeft(), size)
    if not room.contains(rect):
        rect.moveLeft(min(max(rect.left(), room.left()), room.right() + 1 - size.width()))
        rect.moveTop(min(max(rect.top(), room.top()), room.bottom() + 1 - size.height()))
    if rect != window.geometry():
        place(window, rect)
