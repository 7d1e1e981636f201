"""Values kept by identity: found for the same object only, and bounded."""

from __future__ import annotations

from decrypto_qt.engine.memo import IdentityMemo


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
