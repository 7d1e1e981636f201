"""Before the first window on a Linux desktop: are the libraries of Qt's X11 plugin there?

Qt 6.5 and newer opens X11 windows through a plugin ("xcb") that needs system
libraries a fresh desktop may lack (``libxcb-cursor0`` above all). Without
them Qt prints 'could not load the Qt platform plugin "xcb"' and aborts the
process. :func:`check_display_libraries` looks for them first and, if some are
missing, says the one command that installs them. No Qt here: it runs before Qt
loads anything.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from typing import TextIO

XCB_LIBRARIES: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-render.so.0": "libxcb-render0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
}
"""The libraries Qt's xcb plugin loads (its ``ldd``), and the Debian/Ubuntu package of each;
the first ones are those a fresh desktop lacked."""

Loader = Callable[[str], object]
"""Loads a shared library by file name, raising ``OSError`` if it cannot (``ctypes.CDLL``)."""


def uses_xcb(environ: Mapping[str, str], platform: str) -> bool:
    """Whether Qt will open its windows through the xcb plugin: on Linux, when asked for
    it, or on an X11 desktop when no platform is asked for (a Wayland session has its own)."""
    if not platform.startswith("linux"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "")
    if asked:
        return asked.split(":")[0].split(";")[0] == "xcb"
    return bool(environ.get("DISPLAY")) and not environ.get("WAYLAND_DISPLAY")


def missing_libraries(load: Loader | None = None) -> list[str]:
    """The libraries of :data:`XCB_LIBRARIES` that ``load`` (``ctypes.CDLL``) cannot load,
    in table order."""
    if load is None:
        import ctypes  # only on an X11 desktop: elsewhere the check costs no import

        load = ctypes.CDLL
    missing = []
    for name in XCB_LIBRARIES:
        try:
            load(name)
        except OSError:
            missing.append(name)
    return missing


def install_command(missing: list[str]) -> str:
    """The one command that installs ``missing`` on Debian or Ubuntu."""
    return "sudo apt install " + " ".join(XCB_LIBRARIES[name] for name in missing)


def check_display_libraries(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    load: Loader | None = None,
    out: TextIO | None = None,
) -> bool:
    """True if the windows can open; else say on ``out`` (stderr) what to install, False."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not uses_xcb(environ, platform):
        return True
    missing = missing_libraries(load)
    if not missing:
        return True
    out = sys.stderr if out is None else out
    print(
        "decrypto-qt: Qt cannot open windows on this desktop (its X11 plugin, xcb, needs "
        f"{', '.join(missing)}).\n"
        "On Debian or Ubuntu, install them with:\n\n"
        f"    {install_command(missing)}\n\n"
        "then start decrypto-qt again. (On other systems, install the packages that "
        "provide these files.)",
        file=out,
        flush=True,
    )
    return False
