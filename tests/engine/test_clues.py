"""Clue checks (R22-R25)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from decrypto_qt.engine import RuleError
from decrypto_qt.engine.clues import HUMAN_RULES, check_clue, check_clues, salvage_drafts

WORDS = ("black", "dragonfly", "cocktail", "sombrero")
PIECES = (
    *("hat", "HAT", "  hat ", "ＨＡＴ", "wings", "Wings", "night", "café", "cafe", "cœur"),
    *("coeur", "black", "Black cat", "blackbird", "dragon fly", "Dragonfly", "", "   "),
    *("x\u200by", "xy", "a" * 61, "tab\there", "tab here", "猫", "黑猫"),
)
"""Clue texts that fold into each other, or hit a keyword or a limit, in many ways."""


@pytest.mark.rule("R22")
def test_a_clue_is_1_to_60_characters_after_trimming() -> None:
    assert check_clue("  night   sky ", WORDS) == "night sky"
    assert check_clue("x" * 60, WORDS) == "x" * 60
    with pytest.raises(RuleError) as err:
        check_clue("x" * 61, WORDS)
    assert err.value.code == "clue/too_long"
    assert "at most 60 characters; this one has 61" in err.value.message
    assert err.value.params == {"position": None, "limit": 60, "length": 61}
    with pytest.raises(RuleError) as err:
        check_clue("   ", WORDS, position=1)
    assert err.value.code == "clue/empty"
    assert err.value.message.startswith("The second clue:")


@pytest.mark.rule("R23")
@pytest.mark.parametrize(
    ("clue", "code", "says"),
    [
        ("Dragonfly", "clue/is_keyword", "is your keyword 2"),
        ("COCKTAIL party", "clue/contains_keyword", "contains your keyword 3"),
        ("sombréro", "clue/is_keyword", "is your keyword 4"),
    ],
)
def test_a_clue_may_not_be_or_contain_an_own_keyword(clue: str, code: str, says: str) -> None:
    with pytest.raises(RuleError, match=says) as err:
        check_clue(clue, WORDS)
    assert err.value.code == code
    assert err.value.params["keyword"] in (2, 3, 4)


@pytest.mark.rule("R23")
def test_chinese_clues_may_not_contain_a_keyword_as_a_substring() -> None:
    with pytest.raises(RuleError, match="contains your keyword 1"):
        check_clue("热咖啡", ("咖啡", "长城", "熊猫", "风筝"))
    assert check_clue("提神", ("咖啡", "长城", "熊猫", "风筝")) == "提神"


@pytest.mark.rule("R23")
def test_a_keyword_with_a_ligature_is_found_when_typed_without_it() -> None:
    keywords = ("cœur", "œuf", "œil", "Straße")
    for clue, number, code in [
        ("coeur brisé", 1, "clue/contains_keyword"),
        ("OEUF", 2, "clue/is_keyword"),
        ("mauvais oeil", 3, "clue/contains_keyword"),
        ("strasse", 4, "clue/is_keyword"),
    ]:
        with pytest.raises(RuleError) as err:
            check_clue(clue, keywords)
        assert (err.value.code, err.value.params["keyword"]) == (code, number)
    assert check_clue("coeurs", keywords) == "coeurs"


@pytest.mark.rule("R23")
def test_a_clue_that_only_resembles_a_keyword_is_left_to_people() -> None:
    assert check_clue("dragonflies", WORDS) == "dragonflies"
    assert check_clue("blackbird", WORDS) == "blackbird"


@pytest.mark.rule("R24")
def test_a_team_never_repeats_a_clue() -> None:
    with pytest.raises(RuleError, match="already given “Wings”") as err:
        check_clue("Wings", WORDS, ["wings"])
    assert err.value.code == "clue/repeated"
    with pytest.raises(RuleError, match="The third clue") as err:
        check_clues(["hat", "night", "HAT"], WORDS, [])
    assert err.value.code == "clue/repeated"


@pytest.mark.rule("R22")
def test_a_submission_is_exactly_three_text_clues() -> None:
    with pytest.raises(RuleError) as err:
        check_clues(["hat", "night"], WORDS, [])
    assert err.value.code == "clue/count"
    with pytest.raises(RuleError) as err:
        check_clues(["hat", 3, "night"], WORDS, [])  # type: ignore[list-item]
    assert err.value.code == "clue/invalid"


@pytest.mark.rule("R8")
def test_drafts_taken_at_time_out_keep_good_clues_and_empty_the_rest() -> None:
    clues, dropped = salvage_drafts(["night", "", "Dragonfly"], WORDS, ["hat"])
    assert clues == ("night", "", "")
    assert dropped == (2,)
    clues, dropped = salvage_drafts(["hat", "wings", "wings"], WORDS, ["hat"])
    assert clues == ("", "wings", "")
    assert dropped == (0, 2)


@pytest.mark.rule("R25")
def test_the_rules_only_people_can_judge_are_spelled_out_as_reminders() -> None:
    text = " ".join(HUMAN_RULES).lower()
    for topic in (
        "meaning",
        "spelling",
        "letter count",
        "position",
        "sound",
        "private",
        "translation",
        "the code or its digits",
        "same idea as an earlier clue",
        "write nothing your teammates see",
    ):
        assert topic in text


@pytest.mark.rule("R23", "R24")
def test_invisible_characters_do_not_get_round_the_checks() -> None:
    with pytest.raises(RuleError) as err:
        check_clue("bla\u200bck", WORDS)
    assert err.value.code == "clue/is_keyword"
    with pytest.raises(RuleError) as err:
        check_clue("moon\u200b", WORDS, ["moon"])
    assert err.value.code == "clue/repeated"
    with pytest.raises(RuleError) as err:
        check_clue("\u200b\u200d", WORDS)
    assert err.value.code == "clue/empty"


@pytest.mark.rule("R22")
@pytest.mark.parametrize(
    "text",
    ["\ud800", "a\x00b", "\x1b[2J", "bell\x07", "tab\there", "two\nlines", "end\r\n", "a\x1fb"],
)
def test_control_characters_and_broken_text_are_not_clues(text: str) -> None:
    """Tabs and line breaks are control characters too: a clue is one line of text, and a
    submission is judged as its drafts are (they were never tidied into spaces)."""
    with pytest.raises(RuleError) as err:
        check_clue(text, WORDS)
    assert err.value.code == "clue/invalid"


@pytest.mark.rule("R22", "R23", "R24")
@settings(max_examples=300, deadline=None)
@given(
    clues=st.lists(st.sampled_from(PIECES), min_size=3, max_size=3),
    earlier=st.lists(st.sampled_from(PIECES), max_size=6),
)
def test_the_host_judges_a_submission_as_the_window_judges_it_clue_by_clue(
    clues: list[str], earlier: list[str]
) -> None:
    """The encryptor's window checks each clue as it is typed, against the team's earlier
    clues and the clues before it (check_clue); the host checks the three at once. A
    window must never show a submission as fine that the host refuses, or the reverse."""
    seen = list(earlier)
    expected: tuple[str, ...] | str
    try:
        for i, text in enumerate(clues):
            seen.append(check_clue(text, WORDS, seen, position=i))
        expected = tuple(seen[len(earlier) :])
    except RuleError as exc:
        expected = exc.message
    try:
        got: tuple[str, ...] | str = check_clues(clues, WORDS, earlier)
    except RuleError as exc:
        got = exc.message
    assert got == expected
