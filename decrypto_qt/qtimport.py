"""Importing PySide without keeping the source of every module imported after it.

Once PySide 6 is imported, it looks at every module imported later for the word
"PySide6" (to know which modules its opt-in ``from __feature__ import ...`` could
concern) through ``inspect.getsource``, which leaves every line of that source in
``linecache`` for the rest of the process: some 5 MiB in a team window, and some
10 ms of the start window's start-up. The app uses no ``__feature__``.
:func:`skip_source_scan` gives PySide the same answer read from the file's bytes,
which nothing keeps.
"""

from __future__ import annotations

import sys
from types import ModuleType


def mentions_pyside(module: ModuleType) -> bool:
    """PySide's test, whether ``module``'s source mentions PySide6, on the file's bytes.

    A module without a ``.py`` file (built in, compiled, in a frozen bundle) does not,
    as for PySide.
    """
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return False


def skip_source_scan() -> None:
    """Import PySide and give it :func:`mentions_pyside` for its look at each new module.

    Call it before the app's own modules are imported; calling it again changes nothing.
    A PySide without this look (``shibokensupport.feature._mod_uses_pyside``) is left as
    it is.
    """
    import PySide6.QtCore  # noqa: F401  (it loads shibokensupport.feature)

    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = mentions_pyside  # type: ignore[attr-defined]
