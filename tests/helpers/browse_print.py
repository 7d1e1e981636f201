"""Print what a Browser sees, one line per event: run inside a network namespace by tests."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication

from decrypto_qt.net.discovery import Browser, GameInfo


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QCoreApplication(sys.argv[:1])
    browser = Browser()

    def show(kind: str, game: GameInfo) -> None:
        print(f"{kind} {game.room} {','.join(game.addresses)} {game.port}", flush=True)

    browser.found.connect(lambda g: show("found", g))
    browser.changed.connect(lambda g: show("changed", g))
    browser.lost.connect(lambda key: print(f"lost {key}", flush=True))
    browser.start()
    print("browsing", flush=True)
    app.exec()


if __name__ == "__main__":
    main()
