"""Plain text made safe to put in Qt's rich text.

:func:`escape` does what ``html.escape`` does. Importing ``html`` also loads its table of
some 2,000 named entities (for ``html.unescape``, which the app never needs): about
0.4 MiB in every window.
"""

from __future__ import annotations


def escape(text: str) -> str:
    """``text`` with ``&``, ``<``, ``>``, ``"`` and ``'`` written as entities."""
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )
