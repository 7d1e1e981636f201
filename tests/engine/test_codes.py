"""Codes and the code deck (R4)."""

import pytest

from decrypto_qt.engine import ALL_CODES, RuleError, check_code, format_code
from decrypto_qt.engine.codes import check_partial_code


@pytest.mark.rule("R4")
def test_a_code_deck_holds_the_24_triples_of_different_digits() -> None:
    assert len(ALL_CODES) == 24
    assert len(set(ALL_CODES)) == 24
    assert all(len(set(c)) == 3 and set(c) <= {1, 2, 3, 4} for c in ALL_CODES)


@pytest.mark.parametrize(
    ("value", "says"),
    [
        ((1, 2), "three digits"),
        ("342", "three digits"),
        ((1, 2, 5), "1, 2, 3 or 4"),
        ((0, 2, 3), "1, 2, 3 or 4"),
        ((True, 2, 3), "1, 2, 3 or 4"),
        ((3, 3, 2), "repeats"),
    ],
)
def test_an_invalid_code_is_refused_saying_what_is_wrong(value: object, says: str) -> None:
    with pytest.raises(RuleError, match=says) as err:
        check_code(value)
    assert err.value.code == "code/invalid"


def test_a_valid_code_comes_back_as_a_tuple() -> None:
    assert check_code([3, 4, 2]) == (3, 4, 2)
    assert format_code((3, 4, 2)) == "3-4-2"
    assert format_code((3, None, 2)) == "3-?-2"


def test_a_draft_guess_may_leave_places_empty_but_not_repeat_digits() -> None:
    assert check_partial_code([None, 4, None]) == (None, 4, None)
    with pytest.raises(RuleError, match="repeats"):
        check_partial_code([4, 4, None])
    with pytest.raises(RuleError):
        check_partial_code([4, 7, None])
    with pytest.raises(RuleError):
        check_partial_code(None)
