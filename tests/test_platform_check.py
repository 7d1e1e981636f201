"""A Linux desktop without the libraries of Qt's X11 plugin gets the command that installs them."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from decrypto_qt import cli, platform_check
from decrypto_qt.platform_check import (
    XCB_LIBRARIES,
    check_display_libraries,
    install_command,
    missing_libraries,
    uses_xcb,
)

X11 = {"DISPLAY": ":0"}
FRESH = {"libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"}
"""What a fresh desktop lacked, with Qt 6.5 and newer."""


def loader(absent: set[str]):  # type: ignore[no-untyped-def]
    """A stand-in for ``ctypes.CDLL`` that cannot load ``absent`` and notes what it was asked."""
    asked: list[str] = []

    def load(name: str) -> object:
        asked.append(name)
        if name in absent:
            raise OSError(f"{name}: cannot open shared object file: No such file or directory")
        return object()

    load.asked = asked  # type: ignore[attr-defined]
    return load


def test_a_desktop_without_the_xcb_libraries_is_told_the_one_command_that_installs_them() -> None:
    out = io.StringIO()
    ok = check_display_libraries(X11, "linux", loader(FRESH), out)
    assert not ok
    text = out.getvalue()
    command = "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1"
    assert f"    {command}\n" in text, text
    assert all(name in text for name in FRESH)
    assert install_command(sorted(FRESH)).count("libxcb") == 3


def test_a_desktop_with_them_hears_nothing() -> None:
    out = io.StringIO()
    load = loader(set())
    assert check_display_libraries(X11, "linux", load, out)
    assert out.getvalue() == ""
    assert load.asked == list(XCB_LIBRARIES)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("environ", "platform", "checked"),
    [
        ({"DISPLAY": ":0"}, "linux", True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland;xcb"}, "linux", False),
        ({}, "linux", False),  # no desktop: Qt says so itself
        ({"DISPLAY": ":0"}, "darwin", False),
        ({"DISPLAY": ":0"}, "win32", False),
    ],
)
def test_only_windows_opened_through_xcb_are_checked(
    environ: dict[str, str], platform: str, checked: bool
) -> None:
    assert uses_xcb(environ, platform) is checked
    load = loader(FRESH)
    assert check_display_libraries(environ, platform, load, io.StringIO()) is not checked
    assert bool(load.asked) is checked  # type: ignore[attr-defined]


def test_every_library_has_its_package_and_a_missing_one_is_named() -> None:
    assert all(pkg and name.startswith("lib") for name, pkg in XCB_LIBRARIES.items())
    assert missing_libraries(loader({"libxcb-util.so.1"})) == ["libxcb-util.so.1"]


def test_the_app_exits_with_status_1_before_qt_aborts(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setenv("DECRYPTO_QT_DATA_DIR", str(tmp_path))  # its log file
    monkeypatch.setattr(platform_check, "missing_libraries", lambda _load: ["libxcb-cursor.so.0"])
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(platform_check.sys, "platform", "linux")
    started: list[object] = []
    monkeypatch.setattr("decrypto_qt.ui.app.run_app", lambda **kw: started.append(kw) or 0)
    assert cli.main(["--no-discovery"]) == 1
    assert "sudo apt install libxcb-cursor0" in capsys.readouterr().err
    assert started == [], "no window is attempted"
