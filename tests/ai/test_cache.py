"""Kept vectors: read back as they were computed, and a damaged or stale file recomputed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
import pytest

from decrypto_qt.ai.cache import cached_vectors

WORDS = ("ocean", "wave", "pencil")


def unit_rows(texts: Sequence[str]) -> np.ndarray:
    rng = np.random.default_rng(len(texts))
    v = rng.standard_normal((len(texts), 512)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DECRYPTO_QT_CACHE_DIR", str(tmp_path))
    return tmp_path


def counting() -> tuple[list[int], Callable[[Sequence[str]], np.ndarray]]:
    calls: list[int] = []

    def compute(texts: Sequence[str]) -> np.ndarray:
        calls.append(len(texts))
        return unit_rows(texts)

    return calls, compute


def test_kept_vectors_are_read_back_as_first_given(cache: Path) -> None:
    calls, compute = counting()
    first = cached_vectors("test", WORDS, compute)
    again = cached_vectors("test", WORDS, compute)
    assert calls == [3]
    # Whether the cache held them or not, the same numbers (half precision, as kept).
    assert first.dtype == again.dtype == np.float32
    assert np.array_equal(first, again)
    assert np.array_equal(first, unit_rows(WORDS).astype(np.float16).astype(np.float32))
    full = cached_vectors("full", WORDS, compute, np.float32)
    assert np.array_equal(full, unit_rows(WORDS))
    assert np.array_equal(cached_vectors("full", WORDS, compute, np.float32), full)
    assert calls == [3, 3]


def test_other_words_are_computed_again(cache: Path) -> None:
    calls, compute = counting()
    cached_vectors("test", WORDS, compute)
    cached_vectors("test", (*WORDS, "sea"), compute)
    assert calls == [3, 4]


def _garbage(path: Path) -> None:
    path.write_bytes(b"\x93NUMPY\x01\x00garbage")


def _truncated(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:-100])


def _not_unit(path: Path) -> None:
    v = np.load(path)
    v[1] *= 3
    np.save(path, v)


def _wrong_shape(path: Path) -> None:
    np.save(path, np.load(path).reshape(-1))


def _wrong_type(path: Path) -> None:
    np.save(path, np.load(path).astype(np.float32))


def _not_finite(path: Path) -> None:
    v = np.load(path)
    v[2, 7] = np.nan
    np.save(path, v)


@pytest.mark.parametrize(
    "damage", [_garbage, _truncated, _not_unit, _wrong_shape, _wrong_type, _not_finite]
)
def test_a_damaged_file_is_computed_again_and_replaced(
    cache: Path, damage: Callable[[Path], None]
) -> None:
    calls, compute = counting()
    first = cached_vectors("test", WORDS, compute)
    (path,) = cache.glob("test-*.npy")
    damage(path)
    assert np.array_equal(cached_vectors("test", WORDS, compute), first)
    assert np.array_equal(cached_vectors("test", WORDS, compute), first)
    assert calls == [3, 3]


def test_an_unwritable_cache_computes_every_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("")
    monkeypatch.setenv("DECRYPTO_QT_CACHE_DIR", str(blocked))
    calls, compute = counting()
    first = cached_vectors("test", WORDS, compute)
    assert np.array_equal(cached_vectors("test", WORDS, compute), first)
    assert calls == [3, 3]
