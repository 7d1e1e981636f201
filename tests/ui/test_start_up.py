"""What the start window loads before its first frame: only what it draws.

The game's engine, the host, zeroconf and the Qt namespace (some 15 ms of enums) load
when they are first needed, not while the app opens (``python -m bench.startup``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

FIRST_FRAME = """
import sys
import PySide6.QtCore
from decrypto_qt.cli import build_parser
from decrypto_qt.ui.app import create_application, open_app

qapp = create_application(sys.argv[:1])
app = open_app(build_parser().parse_args(["--no-discovery"]))
qapp.processEvents()  # the first frame
assert app.start_window.isVisible()
print("Qt" if "Qt" in vars(PySide6.QtCore) else "-", *sorted(sys.modules))
"""

NOT_YET = (
    "decrypto_qt.engine",
    "decrypto_qt.net",
    "decrypto_qt.protocol.messages",
    "zeroconf",
    "html",
    "ctypes",
)


def test_the_start_window_paints_without_the_engine_the_host_or_the_qt_namespace(
    tmp_path: Path,
) -> None:
    # Without the coverage hook of a --cov run: it imports modules of its own (html).
    plain = {k: v for k, v in os.environ.items() if not k.startswith(("COV_CORE", "COVERAGE"))}
    env = dict(
        plain,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        DECRYPTO_QT_DATA_DIR=str(tmp_path / "data"),
    )
    out = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, env=env, check=True
    ).stdout.split()
    namespace, modules = out[0], set(out[1:])
    assert "decrypto_qt.ui.start_window" in modules
    assert namespace == "-", "the Qt namespace was loaded before the first frame"
    early = sorted(m for m in modules for n in NOT_YET if m == n or m.startswith(n + "."))
    assert early == []
