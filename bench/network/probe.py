"""Helpers run inside network namespaces for the discovery benchmark."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path


def advertise(room: str) -> None:
    from PySide6.QtCore import QCoreApplication, Qt

    from decrypto_qt.engine import bundled_pack
    from decrypto_qt.net.discovery import Advertiser, lan_addresses
    from decrypto_qt.net.host import GameHost

    app = QCoreApplication([])
    host = GameHost(room, pack=bundled_pack("en"), data_dir=Path(tempfile.mkdtemp()))
    host.listen(lan_addresses()[0], 0)
    adv = Advertiser(host)
    # Direct: the main thread waits on stdin, not in an event loop; print from the worker.
    adv.registered.connect(
        lambda _name: print(f"registered {time.time():.6f}", flush=True),
        Qt.ConnectionType.DirectConnection,
    )
    print(f"start {time.time():.6f}", flush=True)
    adv.start()
    line = sys.stdin.readline()  # wait until told to stop
    del line
    adv.stop()
    host.close()
    del app


def browse(room: str) -> None:
    from PySide6.QtCore import QCoreApplication

    from decrypto_qt.net.discovery import Browser

    app = QCoreApplication([])
    browser = Browser()

    def seen(game: object) -> None:
        if getattr(game, "room", None) == room:
            print(f"found {time.time():.6f}", flush=True)
            app.quit()

    browser.found.connect(seen)
    browser.start()
    print("browsing", flush=True)
    app.exec()
    browser.stop()


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    {"advertise": advertise, "browse": browse}[sys.argv[1]](sys.argv[2])
