"""Text put in rich text is escaped exactly as ``html.escape`` would."""

from __future__ import annotations

import html

from hypothesis import given
from hypothesis import strategies as st

from decrypto_qt.ui.rich_text import escape


@given(st.text())
def test_escape_says_what_html_escape_says(text: str) -> None:
    assert escape(text) == html.escape(text)


def test_markup_in_a_name_shows_as_text() -> None:
    assert escape('<b>Ann & "Bob"</b>\'s') == (
        "&lt;b&gt;Ann &amp; &quot;Bob&quot;&lt;/b&gt;&#x27;s"
    )
