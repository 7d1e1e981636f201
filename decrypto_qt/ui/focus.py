"""Playing by keyboard: a focus ring anyone can see, and Enter on a focused button presses it.

The ring is one small widget that follows the keyboard's focus from widget to widget, in
every window: a band of :data:`FOCUS_COLOUR`, :data:`RING_WIDTH_PX` wide, just outside
the focused widget, so it never covers or squeezes what it surrounds. On a tab bar it
goes round the current tab.

It used to be a rule in the application's style sheet; but any application style sheet
puts every widget of every window under Qt's style-sheet style, which keeps a cache of
rules per widget (some 1.8 MiB in a team window), for one rule on ``:focus``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QColor, QKeyEvent, QMoveEvent, QPalette, QRegion
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QTabBar, QWidget

FOCUS_COLOUR = "#1565c0"
"""A blue with 5.7:1 contrast on white and 3.3:1 on the dark team colour."""
RING_WIDTH_PX = 3
CLICKS_THROUGH_MS = 1000
RINGED = (
    "QAbstractButton",
    "QComboBox",
    "QLineEdit",
    "QAbstractSpinBox",
    "QAbstractItemView",
    "QTextEdit",
    "QPlainTextEdit",
    "QTabBar",
    "DigitPicker",
)
"""What the ring goes round (by Qt class name, so that the app's own controls need not be
imported here): the controls a person works by keyboard. A scroll area or a panel that
takes the focus only to pass it on (the projector's board) gets none."""
_FOLLOWED = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide)
_MOUSE = (
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.MouseMove,
    QEvent.Type.Wheel,
)


class FocusRing(QWidget):
    """The ring round the focused widget (one for the whole app: :func:`install_focus_ring`).

    It stands in the focused widget's window, or in the scroll area the widget scrolls
    in, above everything there, and it moves whenever the widget or one of its parents
    up to there moves, resizes, shows or hides.
    """

    def __init__(self) -> None:
        super().__init__()  # a widget takes no focus by default: nor does the ring
        # The band is the widget's own background, in the ring's colour, through a mask:
        # no painting of its own (a pen or a brush would load the Qt namespace's enums
        # before the first frame).
        colours = self.palette()
        colours.setColor(QPalette.ColorRole.Window, QColor(FOCUS_COLOUR))
        self.setPalette(colours)
        self.setAutoFillBackground(True)
        self.target: QWidget | None = None
        self._watched: list[QWidget] = []
        self._band_size = QSize()
        # Clicks go through the band to whatever is beneath, once the Qt namespace (some
        # 15 ms of enums) is loaded: a second after the ring is made, after the window's
        # first frame. A click that comes sooner lets the next ones through (that one
        # goes to the window beneath the ring, not to a control under its band).
        QTimer.singleShot(CLICKS_THROUGH_MS, self, self._let_clicks_through)

    def _let_clicks_through(self) -> None:
        from PySide6.QtCore import Qt

        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def event(self, event: QEvent) -> bool:
        if event.type() in _MOUSE:
            self._let_clicks_through()
            event.ignore()
            return False
        return super().event(event)

    def moveEvent(self, event: QMoveEvent) -> None:
        # A view's viewport scrolls by moving its children, the ring among them: back
        # round the target.
        super().moveEvent(event)
        self.place()

    def follow(self, widget: QWidget | None) -> None:
        """Go round ``widget`` (nothing if it is None, a window or not :data:`RINGED`)."""
        from shiboken6 import isValid

        for watched in self._watched:
            if isValid(watched):
                watched.removeEventFilter(self)
        self._watched = []
        self.target = widget if widget is not None and _ringed(widget) else None
        if self.target is None:
            self.hide()
            return
        chain = [self.target]
        while not _holds_ring(chain[-1]):
            parent = chain[-1].parentWidget()
            if parent is None:
                break
            chain.append(parent)
        holder = chain.pop()
        self._watched = chain
        for watched in chain:
            watched.installEventFilter(self)
        if self.parentWidget() is not holder:
            self.setParent(holder)
        self.place()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _FOLLOWED or (
            event.type() == QEvent.Type.Paint and isinstance(watched, QTabBar)
        ):
            self.place()  # a tab bar repaints when its current tab changes
        return False

    def place(self) -> None:
        """Round the target (or a tab bar's current tab), where it now is."""
        widget, holder = self.target, self.parentWidget()
        if widget is None or holder is None:
            return
        inner = QRect(widget.mapTo(holder, QPoint(0, 0)), widget.size())
        if isinstance(widget, QTabBar) and widget.currentIndex() >= 0:
            inner = widget.tabRect(widget.currentIndex()).translated(inner.topLeft())
        self.setVisible(widget.isVisibleTo(holder) and not inner.isEmpty())
        w = RING_WIDTH_PX
        outer = inner.adjusted(-w, -w, w, w)
        if self.geometry() != outer:
            self.setGeometry(outer)
        if outer.size() != self._band_size:
            self._band_size = outer.size()
            self.setMask(_band(outer.width(), outer.height()))


def _band(width: int, height: int) -> QRegion:
    """A band :data:`RING_WIDTH_PX` wide round a ``width`` × ``height`` box, its corners
    rounded off by a pixel or two."""
    w = RING_WIDTH_PX
    band = QRegion(0, 0, width, height).subtracted(QRegion(w, w, width - 2 * w, height - 2 * w))
    for x, y in ((0, 0), (width - 2, 0), (0, height - 1), (width - 2, height - 1)):
        band = band.subtracted(QRegion(x, y, 2, 1))
    for x, y in ((0, 0), (width - 1, 0), (0, height - 2), (width - 1, height - 2)):
        band = band.subtracted(QRegion(x, y, 1, 2))
    return band


def _ringed(widget: QWidget) -> bool:
    """Whether the ring goes round ``widget``: a :data:`RINGED` control, not a window nor
    in an open popup (a combo box's list)."""
    popup = QApplication.activePopupWidget()
    return (
        any(widget.inherits(name) for name in RINGED)
        and not widget.isWindow()
        and (popup is None or widget.window() is not popup)
    )


def _holds_ring(widget: QWidget) -> bool:
    """Whether the ring stands in ``widget``: a window, or a scroll area's viewport."""
    parent = widget.parentWidget()
    return widget.isWindow() or (
        isinstance(parent, QAbstractScrollArea) and parent.viewport() is widget
    )


class _Installed:
    app: QApplication | None = None
    ring: FocusRing | None = None


def install_focus_ring() -> None:
    """Let the ring follow the focus in every window of the running application (idempotent).

    If the window or panel the ring last stood in is deleted, the ring goes with it; a new
    one takes its place at the next change of focus.
    """
    app = QApplication.instance()
    if isinstance(app, QApplication) and _Installed.app is not app:
        _Installed.app = app
        app.focusChanged.connect(_follow)


def remove_focus_ring() -> None:
    """No ring any more (as in a process that has opened no window yet)."""
    if _Installed.app is not None:
        _Installed.app.focusChanged.disconnect(_follow)
        _Installed.app = None
    _follow(None, None)


def _follow(old: QWidget | None, new: QWidget | None) -> None:
    from shiboken6 import isValid

    if _Installed.ring is None or not isValid(_Installed.ring):
        if new is None:
            return
        _Installed.ring = FocusRing()
    _Installed.ring.follow(new)


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
