"""Token chips drawn with QPainter: a target for an interception, a broken square for a
miscommunication, each with its count, and a legend that names them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QWidget

from decrypto_qt.ui.theme import current

translate = QCoreApplication.translate

INTERCEPT, MISCOMM = "intercept", "miscomm"


def paint_chip(p: QPainter, rect: QRectF, kind: str) -> None:
    """One chip in ``rect``: shape and colour both tell the kinds apart."""
    theme = current()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    r = QRectF(0, 0, side, side)
    r.moveCenter(rect.center())
    mark = QPen(QColor(theme.chip_mark), max(1.5, side / 11))
    mark.setCapStyle(Qt.PenCapStyle.RoundCap)
    if kind == INTERCEPT:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(theme.intercept))
        p.drawEllipse(r)
        p.setPen(mark)
        p.setBrush(Qt.BrushStyle.NoBrush)
        c = r.center()
        p.drawEllipse(c, side * 0.22, side * 0.22)
        for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0)):
            p.drawLine(
                QPointF(c.x() + dx * side * 0.3, c.y() + dy * side * 0.3),
                QPointF(c.x() + dx * side * 0.42, c.y() + dy * side * 0.42),
            )
    else:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(theme.miscomm))
        p.drawRoundedRect(r.adjusted(side * 0.04, side * 0.04, -side * 0.04, -side * 0.04), 4, 4)
        p.setPen(mark)
        path = QPainterPath()
        # A message broken in two: a line with a jagged gap.
        y = r.center().y()
        x0, x1 = r.left() + side * 0.2, r.right() - side * 0.2
        path.moveTo(x0, y)
        path.lineTo(r.center().x() - side * 0.08, y)
        path.lineTo(r.center().x() - side * 0.02, y - side * 0.18)
        path.moveTo(r.center().x() + side * 0.02, y + side * 0.18)
        path.lineTo(r.center().x() + side * 0.08, y)
        path.lineTo(x1, y)
        p.drawPath(path)
    p.restore()


class ChipIcon(QWidget):
    """One chip as large as a line of the widget's font."""

    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        h = self.fontMetrics().height()
        return QSize(h, h)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_chip(p, QRectF(self.rect()), self.kind)
        p.end()


class TokenChips(QWidget):
    """A team's tokens, compact: ``[target] 1  [broken] 0``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts: tuple[int, int | None] = (0, 0)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_counts(
        self, interceptions: int, miscommunications: int | None, team: str = ""
    ) -> None:
        """``miscommunications`` None: a side that cannot miscommunicate (the Interceptor)."""
        self.counts = (interceptions, miscommunications)
        text = translate("TokenChips", "interceptions: %1").replace("%1", str(interceptions))
        if miscommunications is not None:
            text = (
                translate("TokenChips", "interceptions: %1, miscommunications: %2")
                .replace("%1", str(interceptions))
                .replace("%2", str(miscommunications))
            )
        self.setAccessibleName(f"{team} — {text}" if team else text)
        self.setToolTip(text)
        self.updateGeometry()
        self.update()

    def _layout(self) -> list[tuple[QRectF, str, str]]:
        fm = self.fontMetrics()
        h = fm.height()
        gap = max(4, h // 5)
        x = 0.0
        out = []
        for kind, n in zip((INTERCEPT, MISCOMM), self.counts, strict=True):
            if n is None:
                continue
            text = str(n)
            out.append((QRectF(x, 0, h, h), kind, ""))
            x += h + gap
            w = fm.horizontalAdvance(text)
            out.append((QRectF(x, 0, w, h), "", text))
            x += w + gap * 3
        return out

    def sizeHint(self) -> QSize:
        parts = self._layout()
        last = parts[-1][0]
        return QSize(int(last.right()) + 2, self.fontMetrics().height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        dy = (self.height() - self.fontMetrics().height()) / 2
        p.setPen(self.palette().windowText().color())
        for rect, kind, text in self._layout():
            rect = rect.translated(0, dy)
            if kind:
                paint_chip(p, rect, kind)
            else:
                p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
        p.end()


class TokenLegend(QWidget):
    """What the chips mean, once on the screen."""

    def __init__(
        self, parent: QWidget | None = None, *, two_end: bool = False, stacked: bool = False
    ) -> None:
        """``stacked``: one meaning under the other (and what two of a kind do under them,
        wrapped), as narrow as the longest, beside the counters of a team window."""
        super().__init__(parent)
        self.icons = [ChipIcon(INTERCEPT, self), ChipIcon(MISCOMM, self)]
        self.labels = [QLabel(self), QLabel(self)]
        # The team window also says what the tokens do; the projector has room for less.
        self.two_end = QLabel(self) if two_end else None
        if stacked:
            grid = QGridLayout(self)
            grid.setContentsMargins(0, 0, 0, 0)
            grid.setVerticalSpacing(2)
            for row, (icon, label) in enumerate(zip(self.icons, self.labels, strict=True)):
                grid.addWidget(icon, row, 0)
                grid.addWidget(label, row, 1)
            if self.two_end is not None:
                self.two_end.setWordWrap(True)
                grid.addWidget(self.two_end, 2, 0, 1, 2)
            grid.setColumnStretch(1, 1)
        else:
            layout = QHBoxLayout(self)
            layout.setContentsMargins(0, 0, 0, 0)
            for icon, label in zip(self.icons, self.labels, strict=True):
                layout.addWidget(icon)
                layout.addWidget(label)
                layout.addSpacing(12)
            if self.two_end is not None:
                layout.addWidget(self.two_end)
            layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.labels[0].setText(translate("TokenChips", "interception"))
        self.labels[1].setText(translate("TokenChips", "miscommunication"))
        if self.two_end is not None:
            self.two_end.setText(translate("TokenChips", "(two of a kind end the game)"))
