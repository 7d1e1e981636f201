"""Normalisation and keyword matching (R20, R23)."""

import pytest

from decrypto_qt.engine import contains_keyword, normalize
from decrypto_qt.engine.normalize import printable_problem


@pytest.mark.rule("R20", "R23")
@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Dragonfly", "dragonfly"),  # case
        ("ＤＲＡＧＯＮ", "dragon"),  # full-width letters
        ("Éléphant", "elephant"),  # accents
        ("  ice   cream ", "ice cream"),  # surrounding and inner whitespace
        ("STRASSE", "straße"),  # case folding beyond lower()
        ("pingüino", "pinguino"),
        ("咖啡　", "咖啡"),  # ideographic space
        ("bla\u200bck", "black"),  # zero-width space
        ("soft\u00adhyphen", "softhyphen"),
        ("\u200fmoon\u200e", "moon"),  # direction marks
        ("cœur", "coeur"),  # ligatures, as typed on a keyboard without them
        ("CŒUR", "coeur"),
        ("Æsir", "aesir"),
        ("ǣ", "ae"),  # a ligature with an accent
        ("STRAẞE", "strasse"),
        ("ŒUF", "oeuf"),
    ],
)
def test_texts_that_look_the_same_normalise_the_same(a: str, b: str) -> None:
    assert normalize(a) == normalize(b)


def test_different_words_stay_different() -> None:
    assert normalize("cat") != normalize("cats")
    assert normalize("ice cream") != normalize("icecream")


@pytest.mark.rule("R20")
@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("ばか", "はか"),  # Japanese dakuten is a letter, not an accent
        ("ข้าว", "ขาว"),  # Thai tone mark: "rice" is not "white"
        ("पक्का", "पकका"),  # Devanagari virama
    ],
)
def test_marks_that_are_letters_in_other_scripts_are_kept(a: str, b: str) -> None:
    assert normalize(a) != normalize(b)


@pytest.mark.rule("R23")
@pytest.mark.parametrize(
    ("text", "keyword", "found"),
    [
        ("dragonfly", "dragonfly", True),
        ("a Dragonfly's wing", "dragonfly", True),
        ("sombrero-shaped", "sombrero", True),
        ("dragonflies", "dragonfly", False),  # not the whole word
        ("blackboard", "black", False),
        ("black board", "black", True),
        ("ice cream van", "ice cream", True),
        ("ice-cream", "ice cream", True),
        ("nice creamery", "ice cream", False),
        ("Éclair au café", "cafe", True),
        ("一杯咖啡", "咖啡", True),  # Chinese: the characters together, in order
        ("咖奶啡", "咖啡", False),  # not together
        ("咖，啡", "咖啡", False),  # punctuation between: not together
        ("熊猫馆", "熊猫", True),
        ("coeur brisé", "cœur", True),  # ligatures fold before the word check
        ("un œil", "oeil", True),
        ("coeurs", "cœur", False),
        ("咖 啡店", "咖啡", True),
        ("啡咖", "咖啡", False),
        ("cafe", "", False),
        ("black猫", "black", True),  # a script change separates words
        ("black_bird", "black", True),
        ("कमला", "कमल", False),  # an Indic vowel sign is part of the word
        ("bla\u200bck cat", "black", True),
    ],
)
def test_contains_keyword(text: str, keyword: str, found: bool) -> None:
    assert contains_keyword(text, keyword) is found


@pytest.mark.rule("R23")
@pytest.mark.parametrize(
    ("first", "last"),
    [
        (0x2E80, 0x9FFF),  # CJK radicals, kana, ideographs
        (0xAC00, 0xD7AF),  # Hangul syllables
        (0xF900, 0xFAFF),  # CJK compatibility ideographs
        (0x20000, 0x3FFFF),  # CJK extensions
        (0x0E00, 0x0EFF),  # Thai, Lao
        (0x1000, 0x109F),  # Myanmar
        (0x1780, 0x17FF),  # Khmer
    ],
)
def test_scripts_written_without_spaces_are_known_to_their_last_character(
    first: int, last: int
) -> None:
    from decrypto_qt.engine.normalize import is_unspaced_script

    assert is_unspaced_script(chr(first)) and is_unspaced_script(chr(last))
    assert not is_unspaced_script(chr(first - 1))
    assert not is_unspaced_script(chr(last + 1))


@pytest.mark.rule("R23")
def test_a_keyword_of_signs_only_is_found_as_it_is_written() -> None:
    assert contains_keyword("what?!", "?!")
    assert not contains_keyword("what", "?!")


@pytest.mark.rule("R23")
def test_plain_ascii_text_folds_exactly_as_the_full_unicode_pass_folds_it() -> None:
    """Clues in plain ASCII take a short way through normalisation; it must give what
    the character-by-character pass gives, controls, punctuation and spaces included."""
    import random
    import sys

    folding = sys.modules["decrypto_qt.engine.normalize"]
    rng = random.Random(23)
    texts = [chr(c) for c in range(128)] + [
        "".join(chr(rng.randrange(128)) for _ in range(rng.randrange(1, 24))) for _ in range(3000)
    ]
    texts += ["  Ice   CREAM\tvan ", "snake_case", "R2-D2", "don't", "x\x1fy", "\x0b", ""]
    for text in texts:
        assert folding.normalize(text) == folding._fold(text), repr(text)
        full = folding._unicode_words(folding._fold(text))
        assert folding.words(text) == list(full), repr(text)


@pytest.mark.rule("R22")
def test_plain_ascii_text_is_judged_printable_as_the_character_pass_judges_it() -> None:
    """ASCII text takes a short way through the printable check; clues, notes and names
    with a control character (tabs and newlines where allowed) are still refused."""
    import unicodedata

    def by_character(text: str, newlines: bool) -> bool:
        return any(
            unicodedata.category(ch) == "Cc" and not (newlines and ch in "\n\t") for ch in text
        )

    texts = [chr(c) for c in range(128)] + [f"clue{chr(c)}word" for c in range(128)]
    texts += ["", "ice cream", "line\nline", "tab\there", "bell\x07", "del\x7f"]
    for text in texts:
        for newlines in (False, True):
            refused = printable_problem(text, newlines=newlines) is not None
            assert refused == by_character(text, newlines), (repr(text), newlines)
    assert printable_problem("bell\x07") == "holds a control character"
    assert printable_problem("line\nline", newlines=True) is None
