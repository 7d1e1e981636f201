"""Text normalisation for matching clues and keyword guesses (R20, R23, R24).

Two texts "match" when they are equal after :func:`normalize`: Unicode
compatibility folding (full-width letters become ordinary ones), case folding,
accents removed, and runs of whitespace collapsed to one space and trimmed.
"""

from __future__ import annotations

import re
import unicodedata

_SPACE_RUN = re.compile(r"\s+")
_WORD = re.compile(r"\w+")


def normalize(text: str) -> str:
    """Fold width, case, accents and whitespace so that equal-looking texts compare equal."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    decomposed = unicodedata.normalize("NFKD", folded)
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _SPACE_RUN.sub(" ", unicodedata.normalize("NFC", bare)).strip()


def is_unspaced_script(ch: str) -> bool:
    """True for characters of scripts written without spaces between words (CJK, kana, Thai…)."""
    cp = ord(ch)
    return (
        0x2E80 <= cp <= 0x9FFF  # CJK radicals, kana, CJK ideographs
        or 0xAC00 <= cp <= 0xD7AF  # Hangul syllables (spaced, but compounds run together)
        or 0xF900 <= cp <= 0xFAFF  # CJK compatibility ideographs
        or 0x20000 <= cp <= 0x3FFFF  # CJK extensions
        or 0x0E00 <= cp <= 0x0EFF  # Thai, Lao
        or 0x1000 <= cp <= 0x109F  # Myanmar
        or 0x1780 <= cp <= 0x17FF  # Khmer
    )


def words(text: str) -> list[str]:
    """The normalised words of ``text``: runs of letters and digits."""
    return _WORD.findall(normalize(text))


def contains_keyword(text: str, keyword: str) -> bool:
    """Does ``text`` contain ``keyword`` the way R23 forbids?

    For a keyword in a script written with spaces the keyword must appear as a
    whole word, or as a whole run of words ("ice cream" in "ice cream van"),
    so "cats" does not contain "cat". For a keyword written in a script
    without spaces, such as Chinese, the keyword's characters must appear
    together, in order, anywhere in the text (a substring), ignoring spaces.
    """
    key = normalize(keyword)
    if not key:
        return False
    if any(is_unspaced_script(ch) for ch in key):
        squeeze = normalize(text).replace(" ", "")
        return key.replace(" ", "") in squeeze
    key_words = _WORD.findall(key)
    if not key_words:
        return key in normalize(text)
    text_words = words(text)
    n = len(key_words)
    return any(text_words[i : i + n] == key_words for i in range(len(text_words) - n + 1))
