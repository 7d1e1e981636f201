"""The class host the classroom benchmark measures: a GameHost with N tables and the
teacher's window (shown, offscreen) following every table, as in a real classroom.

``python -m bench.network.class_host TABLES START_AT``: prints ``port N``; stops at EOF on stdin.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSocketNotifier
    from PySide6.QtWidgets import QApplication

    from decrypto_qt.engine import Settings, bundled_pack
    from decrypto_qt.net.host import GameHost
    from decrypto_qt.ui.class_window import ClassWindow

    tables, start_at = int(sys.argv[1]), int(sys.argv[2])
    app = QApplication([])
    host = GameHost(
        "Bench class",
        settings=Settings(timer_seconds=None),
        pack=bundled_pack("en"),
        data_dir=Path(tempfile.mkdtemp(prefix="decrypto-class-bench-")),
        start_at=start_at,
        tables=tables,
    )
    port = host.listen("127.0.0.1", 0)
    teacher = ClassWindow(host)
    teacher.resize(1280, 720)
    teacher.show()
    print(f"port {port}", flush=True)
    stdin = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    stdin.activated.connect(lambda *_: app.quit() if not sys.stdin.readline() else None)
    app.exec()
    teacher.close()
    host.close()


if __name__ == "__main__":
    main()
