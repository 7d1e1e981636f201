"""Properties run thousands of examples; coverage needs only the first ones to see the code.

Under ``pytest --cov`` every line of the engine is traced, which makes a property over
1,500 random games several times slower for no gain in what is measured: the first
examples already reach every line and branch the later ones do. :func:`traced_first`
lets coverage trace the first examples of a property and runs the rest untraced; every
example still runs and is checked.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


def _active_coverage() -> object | None:
    try:
        from coverage import Coverage
    except ImportError:
        return None
    return Coverage.current()


@contextmanager
def untraced() -> Iterator[None]:
    """Run the block with coverage (if it runs) paused.

    A process may measure with more than one :class:`~coverage.Coverage` at once: a pytest
    worker process started by pytest-xdist is a Python child of the measured run, so
    coverage's ``patch = ["subprocess"]`` starts one in it as it starts, and pytest-cov
    then starts its own. Stopping the latest alone hands the tracing back to the one
    before it; every one is paused, and started again in the order they were.
    """
    paused = []
    while (cov := _active_coverage()) is not None:
        cov.stop()  # type: ignore[attr-defined]
        paused.append(cov)
    try:
        yield
    finally:
        for cov in reversed(paused):
            cov.start()  # type: ignore[attr-defined]


def traced_first(n: int) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Trace (when coverage runs) only the first ``n`` calls of the decorated test body."""

    def wrap(body: Callable[P, R]) -> Callable[P, R]:
        calls = 0

        @functools.wraps(body)
        def run(*args: P.args, **kwargs: P.kwargs) -> R:
            nonlocal calls
            calls += 1
            if calls <= n:
                return body(*args, **kwargs)
            with untraced():
                return body(*args, **kwargs)

        return run

    return wrap
