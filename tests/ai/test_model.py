"""The word model: shipped in its package, loaded once, in the background, thread-safe."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading

import numpy as np
import pytest

from decrypto_qt.ai.model import Model, shared_model


def test_embeddings_are_unit_vectors_and_cached(model: Model) -> None:
    a = model.embed(["ocean", "waves", "pencil"])
    assert a.shape == (3, 512)
    assert np.allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-5)
    assert float(a[0] @ a[1]) > float(a[0] @ a[2])  # waves are nearer the ocean than a pencil
    again = model.embed(["pencil"])
    assert np.array_equal(again[0], a[2])


def test_the_process_shares_one_model() -> None:
    assert shared_model() is shared_model()


def test_loading_in_the_background_calls_back_once_off_the_calling_thread() -> None:
    m = Model()
    calls: list[tuple[BaseException | None, str]] = []
    done = threading.Event()
    stages: list[str] = []

    def ready(error: BaseException | None) -> None:
        calls.append((error, threading.current_thread().name))
        done.set()

    m.start_loading(on_ready=ready, progress=lambda what, _f: stages.append(what))
    assert done.wait(120)
    assert calls == [(None, "word-model")]
    assert m.ready and stages == ["encoder", "encoder"]
    # Loaded already: the next caller's own work still runs, off its thread, then its callback.
    later = threading.Event()
    work: list[str] = []
    m.start_loading(
        on_ready=lambda error: later.set() if error is None else None,
        then=lambda: work.append(threading.current_thread().name),
    )
    assert later.wait(60)
    assert work == ["word-model"]
    # Work the caller can start without runs after its callback, on the same thread.
    behind = threading.Event()
    order: list[tuple[str, str]] = []
    m.start_loading(
        on_ready=lambda _e: order.append(("ready", threading.current_thread().name)),
        then=lambda: order.append(("then", threading.current_thread().name)),
        later=lambda: (order.append(("later", threading.current_thread().name)), behind.set()),
    )
    assert behind.wait(60)
    assert order == [("then", "word-model"), ("ready", "word-model"), ("later", "word-model")]


def test_embedding_from_several_threads_gives_the_same_vectors(model: Model) -> None:
    words = [f"thread test {i}" for i in range(12)]
    results: dict[int, np.ndarray] = {}

    def work(i: int) -> None:
        results[i] = model.embed(words)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(np.array_equal(results[0], r) for r in results.values())


@pytest.mark.skipif(
    os.geteuid() != 0 or shutil.which("unshare") is None,
    reason="a process without a network needs unshare, as root",
)
def test_the_model_needs_no_network() -> None:
    code = (
        "import socket\n"
        "names = [n for _, n in socket.if_nameindex()]\n"
        "print('offline' if names == ['lo'] else 'online')\n"
        "from decrypto_qt.ai.model import Model\n"
        "print(Model().embed(['no network here']).shape)\n"
    )
    out = subprocess.run(
        ["unshare", "-n", sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout.split()
    assert out[0] == "offline"
    assert out[1:] == ["(1,", "512)"]
