"""The draw scripts beside the clue sets in ``bench/ai/data``, loaded as modules."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

DATA = Path(__file__).resolve().parents[2] / "bench" / "ai" / "data"


def data_script(name: str) -> ModuleType:
    """The script ``bench/ai/data/<name>.py`` as a module (it is not part of a package)."""
    spec = importlib.util.spec_from_file_location(f"data_{name}", DATA / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
