"""A QR code of the browsers' join address, with the address beside it in text."""

from __future__ import annotations

import segno
from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

translate = QCoreApplication.translate

QUIET_ZONE = 4
"""Light modules around the code, as the QR standard asks, so phones find its edges."""


class QrCode(QWidget):
    """Paints one QR code as square modules, as large as the widget allows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[int, ...]] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def set_text(self, text: str) -> None:
        code = segno.make(text, error="m", micro=False)
        self.rows = [tuple(row) for row in code.matrix_iter(border=QUIET_ZONE)]
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        side = max(len(self.rows), 1) * 5
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:
        side = max(len(self.rows), 1) * 3  # 3 px a module still scans from a phone
        return QSize(side, side)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def paintEvent(self, _event: QPaintEvent) -> None:
        n = len(self.rows)
        if not n:
            return
        module = max(1, min(self.width(), self.height()) // n)
        side = module * n
        left = (self.width() - side) // 2
        top = (self.height() - side) // 2
        p = QPainter(self)
        p.fillRect(QRect(left, top, side, side), QColor("#ffffff"))
        dark = QColor("#000000")
        for y, row in enumerate(self.rows):
            for x, on in enumerate(row):
                if on:
                    p.fillRect(left + x * module, top + y * module, module, module, dark)
        p.end()


class JoinQr(QWidget):
    """The browsers' join address as a QR code and as text; hidden while there is none.

    Args:
        large: projector type (the table window) rather than a side panel's.
    """

    def __init__(self, *, large: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.url: str | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.code = QrCode(self)
        side = 220 if large else 140
        self.code.setFixedSize(side, side)
        layout.addWidget(self.code)
        texts = QVBoxLayout()
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        if large:
            font.setPointSizeF(font.pointSizeF() * 1.3)
        self.title.setFont(font)
        self.address = QLabel(self)
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.address.font()
        font.setPointSizeF(font.pointSizeF() * (1.5 if large else 1.1))
        self.address.setFont(font)
        texts.addStretch(1)
        texts.addWidget(self.title)
        texts.addWidget(self.address)
        texts.addStretch(1)
        layout.addLayout(texts, 1)
        self.retranslate()
        self.set_url(None)

    def set_url(self, url: str | None) -> None:
        """Show ``url`` (``None``: the web client is off, so show nothing)."""
        self.url = url
        self.setVisible(url is not None)
        if url is not None:
            self.code.set_text(url)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(translate("JoinQr", "Join from a phone or tablet: scan the code"))
        self.address.setText(
            translate("JoinQr", "or open %1 in a browser").replace("%1", self.url or "")
        )
        self.code.setAccessibleName(
            translate("JoinQr", "QR code of the address %1").replace("%1", self.url or "")
        )
