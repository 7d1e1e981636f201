"""The JSON form of the engine's records checks every value it reads back."""

from dataclasses import dataclass

import pytest

from decrypto_qt.engine import Team
from decrypto_qt.engine.codec import CodecError, decode, encode


@dataclass(frozen=True)
class Sample:
    name: str
    team: Team
    ratio: float
    flag: bool
    pair: tuple[int, int]
    many: tuple[str, ...]
    tags: frozenset[int]
    extra: dict[str, int]
    maybe: int | None = None


GOOD = Sample("x", Team.BLACK, 0.5, True, (1, 2), ("a", "b"), frozenset({3, 1}), {"k": 1})


def test_records_round_trip() -> None:
    data = encode(GOOD)
    assert data["tags"] == [1, 3] and data["team"] == "black"
    assert decode(Sample, data) == GOOD
    assert decode(Sample, {**data, "ratio": 2}).ratio == 2.0


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("name", 3, "sample.name should be text"),
        ("ratio", "fast", "should be a number"),
        ("ratio", True, "should be a number"),
        ("flag", 1, "should be true or false"),
        ("pair", [1], "should have 2 items"),
        ("pair", "12", "should be a list"),
        ("many", {"a": 1}, "should be a list"),
        ("tags", 3, "should be a list"),
        ("extra", [], "should be an object"),
        ("maybe", "x", "should be a whole number"),
        ("team", "grey", "has an unknown value"),
    ],
)
def test_a_wrong_value_is_reported_with_its_path(field: str, value: object, says: str) -> None:
    data = {**encode(GOOD), field: value}
    with pytest.raises(CodecError, match=says) as err:
        decode(Sample, data, "sample")
    assert err.value.path.startswith("sample")


def test_a_record_must_be_an_object() -> None:
    with pytest.raises(CodecError, match="should be an object"):
        decode(Sample, [1, 2])
