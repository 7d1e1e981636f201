"""Word packs: the bundled lists and a user's own plain-text list (R2, R3)."""

from __future__ import annotations

import codecs
from dataclasses import dataclass

from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.normalize import normalize, printable_problem
from decrypto_qt.paths import resources_dir

BUNDLED_LANGUAGES: tuple[str, ...] = ("en", "zh", "fr", "nl")
MIN_WORDS = 8
"""Two teams of four keywords, all different (R2)."""
MAX_WORD_LENGTH = 40
MAX_FILE_BYTES = 2_000_000


@dataclass(frozen=True)
class WordPack:
    """A list of distinct keywords.

    Attributes:
        name: shown when choosing a pack.
        language: a language code such as ``"fr"``, or ``""`` if not known.
        words: the keywords, distinct after normalisation, in file order.
        skipped: human-readable notes about lines that were left out.
    """

    name: str
    language: str
    words: tuple[str, ...]
    skipped: tuple[str, ...] = ()


def _decode(data: bytes) -> str:
    for bom, enc in (
        (codecs.BOM_UTF8, "utf-8-sig"),
        (codecs.BOM_UTF16_LE, "utf-16"),
        (codecs.BOM_UTF16_BE, "utf-16"),
    ):
        if data.startswith(bom):
            try:
                return data.decode(enc)
            except UnicodeDecodeError:
                break
    if b"\x00" in data:
        raise RuleError(
            "pack/binary", "This file is not a word list: it holds binary data, not text."
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RuleError(
            "pack/encoding",
            f"This file is not UTF-8 text (bad byte at position {exc.start}). "
            "Save it as UTF-8 text, one word per line.",
        ) from None


def parse_word_list(data: bytes, *, name: str, language: str = "") -> WordPack:
    """Read a plain-text list: one keyword per line, ``#`` starts a comment line.

    Header comments ``# name: …`` and ``# language: …`` set the pack's name and
    language. Blank lines are ignored; repeated words (after normalisation) and
    over-long lines are left out and reported in ``skipped``.

    Raises:
        RuleError: ``pack/too_big``, ``pack/binary``, ``pack/encoding`` or
            ``pack/too_few`` when the file cannot serve as a word pack.
    """
    if len(data) > MAX_FILE_BYTES:
        raise RuleError(
            "pack/too_big",
            f"This file is too big for a word list ({len(data)} bytes; at most {MAX_FILE_BYTES}).",
        )
    text = _decode(data)
    if any(ord(ch) < 32 and ch not in "\t\r\n\f" for ch in text):
        raise RuleError("pack/binary", "This file is not a word list: it holds control characters.")
    words: list[str] = []
    seen: set[str] = set()
    skipped: list[str] = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = " ".join(raw.split())
        if not line:
            continue
        if line.startswith("#"):
            key, _, value = line[1:].partition(":")
            if key.strip().lower() == "name" and value.strip():
                name = value.strip()
            elif key.strip().lower() == "language" and value.strip():
                language = value.strip()
            continue
        if len(line) > MAX_WORD_LENGTH:
            skipped.append(f"line {lineno}: longer than {MAX_WORD_LENGTH} characters")
            continue
        norm = normalize(line)
        if not norm or printable_problem(line):
            skipped.append(f"line {lineno}: not a usable word")
            continue
        if norm in seen:
            skipped.append(f"line {lineno}: “{line}” is already in the list")
            continue
        seen.add(norm)
        words.append(line)
    if len(words) < MIN_WORDS:
        found = "no words" if not words else f"only {len(words)} different words"
        raise RuleError(
            "pack/too_few",
            f"A word list needs at least {MIN_WORDS} different words, one per line; "
            f"this one has {found}.",
            found=len(words),
        )
    return WordPack(name=name, language=language, words=tuple(words), skipped=tuple(skipped))


def bundled_pack(language: str) -> WordPack:
    """The word pack shipped with the app for ``language`` (one of :data:`BUNDLED_LANGUAGES`)."""
    if language not in BUNDLED_LANGUAGES:
        raise RuleError("pack/unknown", f"There is no bundled word pack for language “{language}”.")
    path = resources_dir() / "words" / f"{language}.txt"
    return parse_word_list(path.read_bytes(), name=language, language=language)
