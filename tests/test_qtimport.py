"""PySide looks at every module imported after it; the app's look keeps none of the source."""

from __future__ import annotations

import linecache
import sys
from pathlib import Path

import pytest

import decrypto_qt.engine.rules
import decrypto_qt.ui.focus
from decrypto_qt.qtimport import mentions_pyside, skip_source_scan


def test_a_module_mentions_pyside_when_its_source_does() -> None:
    assert mentions_pyside(decrypto_qt.ui.focus)
    assert not mentions_pyside(decrypto_qt.engine.rules)
    assert not mentions_pyside(sys)  # built in: no source, as for PySide


def test_modules_imported_after_pyside_leave_no_source_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    skip_source_scan()
    skip_source_scan()  # twice changes nothing
    (tmp_path / "uses_qt_here.py").write_text("from PySide6.QtCore import QObject\n")
    (tmp_path / "plain_here.py").write_text("ANSWER = 42\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("uses_qt_here", "plain_here"):
        monkeypatch.delitem(sys.modules, name, raising=False)
        __import__(name)  # as an import statement does: PySide sees it (import_module not)
    assert not {str(tmp_path / "uses_qt_here.py"), str(tmp_path / "plain_here.py")} & set(
        linecache.cache
    )
    # PySide got its answers all the same: 0 for a module that uses it, -1 to ignore one.
    looked = sys.modules["shibokensupport.feature"].pyside_feature_dict
    assert (looked["uses_qt_here"], looked["plain_here"]) == (0, -1)
