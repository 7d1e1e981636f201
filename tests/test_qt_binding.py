"""The Qt binding the project installs handles signals without corrupting Python."""

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    fired = Signal(object)


def test_emitting_signals_to_python_slots_keeps_reference_counts_intact() -> None:
    # PySide6 6.12.0 drops a reference to True on every emission, which aborts the
    # interpreter once the count runs out; pyproject.toml keeps that release out.
    emitter = _Emitter()
    received: list[object] = []
    emitter.fired.connect(lambda value: received.append(value))
    before = sys.getrefcount(True)
    for i in range(200):
        emitter.fired.emit(i)
    assert len(received) == 200
    assert abs(sys.getrefcount(True) - before) < 10
