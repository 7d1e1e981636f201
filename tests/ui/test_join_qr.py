"""The join QR code: decodable data of the address, shown with the address in text."""

from __future__ import annotations

import segno
from pytestqt.qtbot import QtBot

from decrypto_qt.ui.join_qr import QUIET_ZONE, JoinQr

URL = "http://192.168.1.20:47124/"


def test_the_code_holds_the_address_and_the_text_says_it(qtbot: QtBot) -> None:
    w = JoinQr()
    qtbot.addWidget(w)
    w.set_url(URL)
    w.show()
    expected = [tuple(r) for r in segno.make(URL, error="m", micro=False).matrix_iter(border=4)]
    assert w.code.rows == expected
    assert URL in w.address.text()
    assert w.isVisible()


def test_the_painted_modules_are_the_code_s(qtbot: QtBot) -> None:
    w = JoinQr()
    qtbot.addWidget(w)
    w.set_url(URL)
    image = w.code.grab().toImage()
    n = len(w.code.rows)
    module = min(image.width(), image.height()) // n
    left = (image.width() - module * n) // 2
    top = (image.height() - module * n) // 2
    for y in range(n):
        for x in range(n):
            pixel = image.pixelColor(
                left + x * module + module // 2, top + y * module + module // 2
            )
            assert (pixel.lightness() < 128) == bool(w.code.rows[y][x]), (x, y)
    # The quiet zone is light all round.
    assert not any(w.code.rows[0]) and QUIET_ZONE == 4


def test_nothing_is_shown_when_the_web_client_is_off(qtbot: QtBot) -> None:
    w = JoinQr()
    qtbot.addWidget(w)
    w.show()
    w.set_url(None)
    assert not w.isVisible()
