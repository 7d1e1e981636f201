"""Every language says one idea with one term: the glossary in docs/translations.md, held.

The glossary's tables name, per idea, how an English text asks for it and, per language,
the term to use and the variants that must not appear. This test reads those tables and
checks every translation in the .ts files, which hold the windows' texts and the browser
page's alike (``decrypto_qt/web/strings.py`` is read by lupdate too), and the punctuation
of the house style. The user's guides are held to the "must not" lists.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "translations.md"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = {"简体中文": "zh_CN", "Français": "fr", "Nederlands": "nl"}
GUIDES = {"zh_CN": "guide.zh_CN.md", "fr": "guide.fr.md", "nl": "guide.nl.md"}
HAN = "\u4e00-\u9fff"


@dataclass
class Terms:
    """One glossary cell: the terms to use (any one of them) and the ones never to use."""

    use: list[re.Pattern[str]] = field(default_factory=list)
    never: list[re.Pattern[str]] = field(default_factory=list)


@dataclass
class Idea:
    name: str
    english: Terms
    languages: dict[str, Terms]


def _pattern(item: str) -> re.Pattern[str]:
    """A `term` is matched as it is written; a `/regex/` as a regular expression."""
    if len(item) > 1 and item.startswith("/") and item.endswith("/"):
        return re.compile(item[1:-1], re.IGNORECASE)
    return re.compile(re.escape(item), re.IGNORECASE)


def parse_cell(cell: str) -> Terms:
    """A cell such as "`a`, `b`; not `c`": use a or b, never c."""
    use_part, *never_part = re.split(r";\s*not\s+", cell, maxsplit=1)
    return Terms(_items(use_part), _items(never_part[0]) if never_part else [])


def _items(text: str) -> list[re.Pattern[str]]:
    return [_pattern(m) for m in re.findall(r"`([^`]+)`", text)]


def _cells(line: str) -> list[str]:
    """A markdown table row's cells; "\\|" is a bar inside a cell."""
    parts = re.split(r"(?<!\\)\|", line.strip().strip("|"))
    return [p.strip().replace("\\|", "|") for p in parts]


def read_glossary(text: str) -> list[Idea]:
    """The ideas of every table that has a "Found in English by" column."""
    ideas: list[Idea] = []
    header: list[str] | None = None
    for line in text.splitlines():
        if not line.startswith("|"):
            header = None
            continue
        cells = _cells(line)
        if header is None:
            header = cells
            continue
        if set("".join(cells)) <= set("-: ") or "Found in English by" not in header:
            continue
        row = dict(zip(header, cells, strict=False))
        ideas.append(
            Idea(
                name=row["English"],
                english=parse_cell(row["Found in English by"]),
                languages={code: parse_cell(row[col]) for col, code in LANGUAGES.items()},
            )
        )
    return ideas


def plain(text: str) -> str:
    """Without Qt's Alt-key markers ("&Start", "开始(&S)"), "&&" kept as one "&"."""
    text = re.sub(r"\(&\w\)", "", text)
    return re.sub(r"&(?!amp;|lt;|gt;|&)(?=\w)", "", text).replace("&&", "&")


def read_ts(path: Path) -> list[tuple[str, str, str]]:
    """(context, English source, translation) of every message of a .ts file."""
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            out.append((name, plain(source), plain(message.findtext("translation") or "")))
    return out


def glossary_problems(ideas: list[Idea], lang: str, messages: list[tuple[str, str, str]]):
    """Why each text breaks the glossary, one line per slip."""
    problems = []
    for context, source, translation in messages:
        for idea in ideas:
            terms = idea.languages[lang]
            for bad in terms.never:
                if bad.search(translation):
                    problems.append(
                        f"[{context}] {source!r}: {translation!r} uses {bad.pattern!r},"
                        f" not the glossary's term for {idea.name!r}"
                    )
            asked = any(p.search(source) for p in idea.english.use)
            if asked and terms.use and not any(p.search(translation) for p in terms.use):
                wanted = " / ".join(p.pattern.replace("\\", "") for p in terms.use)
                problems.append(
                    f"[{context}] {source!r}: {translation!r} lacks {wanted!r} for {idea.name!r}"
                )
    return problems


def english_problems(ideas: list[Idea], messages: list[tuple[str, str, str]]):
    return [
        f"[{context}] {source!r} uses {bad.pattern!r}, not the term for {idea.name!r}"
        for context, source, _ in messages
        for idea in ideas
        for bad in idea.english.never
        if bad.search(source)
    ]


# House style: punctuation and spacing a native reader notices at once.
STYLE: dict[str, list[tuple[str, str]]] = {
    "zh_CN": [
        (
            rf"[{HAN}][,:?!]|[{HAN}];(?!;)|[,:?!][{HAN}]|(?<!;);[{HAN}]",
            "half-width punctuation in Chinese text",
        ),
        (rf"[{HAN}]\((?!&)|\)[{HAN}]", "half-width brackets in Chinese text"),
        (rf"[{HAN}] (?:\d|%\d)|(?<![\w-])(?:\d+|%\d) [{HAN}]", "a space beside a number"),
        (rf"[{HAN}] —|— [{HAN}]", "a half-width dash in Chinese text (use ——)"),
        (r"\(&\w\)(?!…|$)", "the Alt-key marker not at the end"),
    ],
    "fr": [
        (r" [:;?!]", "an ordinary space before : ; ? ! (use a non-breaking one)"),
        (r"[^\s\u00a0\d):;/]:(?!//)|[^\s\u00a0)!?;][;?!](?![;])", "no space before : ; ? !"),
        (r"«(?!\u00a0)|(?<!\u00a0)»", "guillemets without a non-breaking space"),
        (r"’", "a curly apostrophe (use ')"),
    ],
    "nl": [
        (r"[‘„]|’(?!s\b)", "Dutch quotes are “ ”"),
    ],
}

# Chinese addresses and paths are Latin: "正在连接 %1…" keeps its spaces.
LATIN_PLACEHOLDER = re.compile(
    r"address|Connecting to|Exported to|Could not join|computer called|Nothing answered at"
    r"|did not answer|cannot be reached|answered, but|Hosting on TCP|in a browser",
    re.IGNORECASE,
)


def style_problems(lang: str, messages: list[tuple[str, str, str]]):
    problems = []
    for context, source, translation in messages:
        for rule, why in STYLE[lang]:
            if why == "a space beside a number" and LATIN_PLACEHOLDER.search(source):
                continue
            for hit in re.finditer(rule, translation):
                problems.append(f"[{context}] {translation!r}: {why} at {hit.group()!r}")
    return problems


IDEAS = read_glossary(GLOSSARY.read_text(encoding="utf-8"))


def messages_of(lang: str) -> list[tuple[str, str, str]]:
    # The raw translation (with its markers) for the style rules on markers.
    return read_ts(TRANSLATIONS / f"decrypto_qt_{lang}.ts")


def test_the_glossary_is_read() -> None:
    names = {idea.name for idea in IDEAS}
    assert len(IDEAS) >= 30
    assert {"clue", "flag (a clue)", "PIN", "force advance"} <= names
    clue = next(i for i in IDEAS if i.name == "clue")
    assert clue.languages["zh_CN"].never and clue.languages["nl"].never


@pytest.mark.parametrize("lang", sorted(GUIDES))
def test_translations_use_the_glossary_terms(lang: str) -> None:
    problems = glossary_problems(IDEAS, lang, messages_of(lang))
    assert not problems, "\n".join(problems)


def test_english_texts_use_one_term_per_idea() -> None:
    problems = english_problems(IDEAS, messages_of("fr"))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", sorted(GUIDES))
def test_translations_follow_the_house_style(lang: str) -> None:
    path = TRANSLATIONS / f"decrypto_qt_{lang}.ts"
    raw = []
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            raw.append(
                (
                    context.findtext("name") or "",
                    message.findtext("source") or "",
                    message.findtext("translation") or "",
                )
            )
    problems = style_problems(lang, raw)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", sorted(GUIDES))
def test_the_guides_avoid_the_variants(lang: str) -> None:
    text = (ROOT / "docs" / GUIDES[lang]).read_text(encoding="utf-8")
    problems = []
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        # Commands and options are not words: skip code blocks and `code` spans.
        if line.lstrip().startswith("```"):
            fenced = not fenced
        if fenced:
            continue
        line = re.sub(r"`[^`]*`", "", line)
        for idea in IDEAS:
            for bad in idea.languages[lang].never:
                if bad.search(plain(line)):
                    problems.append(f"{GUIDES[lang]}:{number}: {bad.pattern!r} ({idea.name})")
    assert not problems, "\n".join(problems)


def test_the_web_strings_are_in_the_translations() -> None:
    """The page's texts are checked through the .ts files: every one of them must be there."""
    from decrypto_qt.web.strings import STRINGS

    held = {(context, source) for context, source, _ in read_ts(TRANSLATIONS / "decrypto_qt_fr.ts")}
    missing = [e for e in STRINGS.values() if (e[0], plain(e[1])) not in held]
    assert not missing
