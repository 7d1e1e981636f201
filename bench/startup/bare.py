"""The bare baseline: a PySide6 QMainWindow with a QLabel, shown, up to its first paint.

It reports through the same hook as the app probe (bench/startup/probe.py), so the
two differ only in what they import and build.
"""

from __future__ import annotations

from bench.startup.probe import Report, in_main_window, paint_hook


def main() -> None:
    report = Report()
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    report.mark("imported")
    app = QApplication([])
    report.mark("qapp")
    hook = paint_hook(report, in_main_window)
    app.installEventFilter(hook)
    window = QMainWindow()
    window.setCentralWidget(QLabel("Decrypto on the LAN", window))
    window.show()
    app.exec()
    raise SystemExit("the event loop ended before the window was painted")


if __name__ == "__main__":
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    main()
