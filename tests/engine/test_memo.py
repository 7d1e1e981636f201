"""Values kept by identity: found for the same object only, and bounded."""

from __future__ import annotations

from decrypto_qt.engine.memo import IdentitiesMemo, IdentityMemo


def test_a_value_is_found_for_its_own_object_only_and_the_oldest_go_first() -> None:
    memo: IdentityMemo[str] = IdentityMemo(2)
    a, b, c = [1], [1], [1]  # equal lists, three objects
    memo.put(a, "a")
    assert memo.get(a) == "a" and memo.get(b) is None
    memo.put(b, "b")
    memo.put(c, "c")  # over the limit: a goes
    assert (memo.get(a), memo.get(b), memo.get(c)) == (None, "b", "c")
    memo.clear()
    assert memo.get(c) is None


def test_a_value_for_several_parts_is_found_only_while_every_part_is_the_same_object() -> None:
    memo: IdentitiesMemo[str] = IdentitiesMemo(2)
    a, b = [1], [2]
    memo.put((a, b, True), "ab")
    assert memo.get((a, b, True)) == "ab"
    assert memo.get((a, [2], True)) is None  # an equal part, but another object
    assert memo.get((a, b, False)) is None
    memo.put((b, a, True), "ba")
    memo.put((a, a, True), "aa")  # over the limit: the first goes
    assert (memo.get((a, b, True)), memo.get((b, a, True)), memo.get((a, a, True))) == (
        None,
        "ba",
        "aa",
    )
    memo.clear()
    assert memo.get((a, a, True)) is None
