"""Text normalisation for matching clues and keyword guesses (R20, R23, R24).

Two texts "match" when they are equal after :func:`normalize`: Unicode
compatibility folding (full-width letters become ordinary ones), case folding,
ligatures spelled out (œ = oe, æ = ae, ß = ss, capitals too, as R20 says, so
"coeur" typed on any keyboard matches the keyword "cœur"),
accents on Latin, Greek and Cyrillic letters removed, invisible format
characters (zero-width spaces, soft hyphens, direction marks) dropped, and runs
of whitespace collapsed to one space and trimmed. Marks that are letters or
tones in other scripts (Japanese dakuten, Thai tones, Indic vowel signs) stay.
"""

from __future__ import annotations

import functools
import re
import unicodedata

_SPACE_RUN = re.compile(r"\s+")
LIGATURES = {"œ": "oe", "æ": "ae", "ß": "ss"}
"""Letters written as two (R20); case folding has made the capitals Œ, Æ, ẞ small already."""


def _accented_script(ch: str) -> bool:
    """Latin, Greek and Cyrillic letters, whose combining marks are accents."""
    cp = ord(ch)
    return cp < 0x0530 or 0x1E00 <= cp <= 0x1FFF


_ASCII_WORD = re.compile(r"[a-z0-9]+")


def normalize(text: str) -> str:
    """Fold width, case, ligatures, accents, invisible characters and whitespace."""
    if text.isascii():
        # Nothing to fold but case and spaces (most clues in English and Dutch): the
        # same result as below, without a Unicode pass per character, and quicker
        # than looking it up (``split`` and ``\s`` know the same whitespace).
        return " ".join(text.lower().split())
    return _fold(text)


@functools.lru_cache(maxsize=8192)
def _fold(text: str) -> str:
    """:func:`normalize` for any text, character by character. Remembered for the last
    few thousand texts: a host checks every clue against the same keywords again and
    again."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    out: list[str] = []
    base = ""
    for ch in unicodedata.normalize("NFKD", folded):
        category = unicodedata.category(ch)
        if category == "Cf":
            continue  # zero-width and direction marks, soft hyphens
        if unicodedata.combining(ch):
            if not base or _accented_script(base):
                continue  # an accent, or a mark with no letter to sit on
        else:
            base = ch
            ch = LIGATURES.get(ch, ch)
        out.append(ch)
    return _SPACE_RUN.sub(" ", unicodedata.normalize("NFC", "".join(out))).strip()


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


def _word_char(ch: str) -> bool:
    return unicodedata.category(ch)[0] in "LMN" and not is_unspaced_script(ch)


def words(text: str) -> list[str]:
    """The normalised words of ``text``: runs of letters, marks and digits.

    Anything else separates words: spaces, punctuation, underscores, and
    characters of scripts written without spaces ("black猫" holds "black").
    """
    return list(_words(text))


@functools.lru_cache(maxsize=8192)
def _words(text: str) -> tuple[str, ...]:
    folded = normalize(text)
    if folded.isascii():
        return tuple(_ASCII_WORD.findall(folded))  # letters and digits, as _word_char says
    return _unicode_words(folded)


def _unicode_words(folded: str) -> tuple[str, ...]:
    out: list[str] = []
    current: list[str] = []
    for ch in folded:
        if _word_char(ch):
            current.append(ch)
        elif current:
            out.append("".join(current))
            current = []
    if current:
        out.append("".join(current))
    return tuple(out)


@functools.lru_cache(maxsize=8192)
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
    key_words = _words(key)
    if not key_words:
        return key in normalize(text)
    text_words = _words(text)
    n = len(key_words)
    return any(text_words[i : i + n] == key_words for i in range(len(text_words) - n + 1))


def printable_problem(text: str, *, newlines: bool = False) -> str | None:
    """What makes ``text`` unfit to show (control characters, broken surrogates), or None."""
    if text.isascii() and text.isprintable():
        return None  # ASCII is unprintable only for its control characters
    for ch in text:
        category = unicodedata.category(ch)
        if category == "Cs":
            return "holds a broken character"
        if category == "Cc" and not (newlines and ch in "\n\t"):
            return "holds a control character"
    return None
