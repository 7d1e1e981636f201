"""Word packs: the bundled lists and a user's own file (R2, R3)."""

import codecs

import pytest

from decrypto_qt.engine import RuleError, bundled_pack, normalize, parse_word_list
from decrypto_qt.engine.wordpack import BUNDLED_LANGUAGES


@pytest.mark.rule("R3")
@pytest.mark.parametrize("language", BUNDLED_LANGUAGES)
def test_each_bundled_pack_has_at_least_440_distinct_usable_keywords(language: str) -> None:
    pack = bundled_pack(language)
    assert pack.language == language
    assert pack.skipped == ()
    assert len({normalize(w) for w in pack.words}) >= 440
    assert all(0 < len(w) <= 20 and w == w.strip() for w in pack.words)
    assert "—" in pack.name  # a readable name from the file's header


def test_the_chinese_pack_has_no_one_character_keywords() -> None:
    # A one-character keyword would forbid every clue containing that character (R23).
    assert all(len(w) >= 2 for w in bundled_pack("zh").words)


def test_an_unknown_bundled_language_is_refused() -> None:
    with pytest.raises(RuleError) as err:
        bundled_pack("xx")
    assert err.value.code == "pack/unknown"


WORDS = [f"word{i}" for i in range(10)]


def test_a_users_list_is_one_word_per_line_with_comments_and_blank_lines_ignored() -> None:
    text = "# name: Year 9 French\n# language: fr\n\n" + "\n".join(WORDS) + "\n  \n"
    pack = parse_word_list(text.encode(), name="list.txt")
    assert pack.name == "Year 9 French"
    assert pack.language == "fr"
    assert pack.words == tuple(WORDS)


def test_repeated_and_overlong_lines_are_left_out_and_reported() -> None:
    text = "\n".join([*WORDS, "Word1", "WORD1 ", "x" * 41])
    pack = parse_word_list(text.encode(), name="list.txt")
    assert pack.words == tuple(WORDS)
    assert pack.skipped == (
        "line 11: “Word1” is already in the list",
        "line 12: “WORD1” is already in the list",
        "line 13: longer than 40 characters",
    )


@pytest.mark.parametrize(
    "encode",
    [
        lambda t: t.encode("utf-8"),
        lambda t: codecs.BOM_UTF8 + t.encode("utf-8"),
        lambda t: t.encode("utf-16"),  # Windows "Unicode" text, with its byte-order mark
        lambda t: codecs.BOM_UTF16_BE + t.encode("utf-16-be"),
    ],
)
def test_a_users_list_may_be_saved_as_utf8_or_utf16_text(encode) -> None:  # type: ignore[no-untyped-def]
    words = ["éclair", "château", "咖啡", "fiets", "tulp", "molen", "dijk", "klomp"]
    pack = parse_word_list(encode("\r\n".join(words)), name="list.txt")
    assert pack.words == tuple(words)


@pytest.mark.parametrize(
    ("data", "code", "says"),
    [
        (b"", "pack/too_few", "has no words"),
        (b"\n\n  \n# only a comment\n", "pack/too_few", "has no words"),
        (b"a\nb\nc\nA\n", "pack/too_few", "only 3 different words"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "pack/binary", "binary data"),
        (b"caf\xe9\nthe\n", "pack/encoding", "not UTF-8 text"),
        (b"one\x07\ntwo\n", "pack/binary", "control characters"),
        (b"x" * 2_000_001, "pack/too_big", "too big"),
    ],
)
def test_unusable_files_are_refused_with_a_clear_message(data: bytes, code: str, says: str) -> None:
    with pytest.raises(RuleError, match=says) as err:
        parse_word_list(data, name="list.txt")
    assert err.value.code == code


def test_lines_that_are_no_usable_word_are_skipped() -> None:
    text = "\n".join([*WORDS, "\u200b", "\u0301", "ab\x9bcd"])
    pack = parse_word_list(text.encode(), name="list.txt")
    assert pack.words == tuple(WORDS)
    assert [s.split(":")[1].strip() for s in pack.skipped] == ["not a usable word"] * 3
