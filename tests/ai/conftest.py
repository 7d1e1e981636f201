"""One word model and one vocabulary per language for the whole test session."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

from decrypto_qt.ai.model import Model, shared_model
from decrypto_qt.ai.vocabulary import Vocabulary, vocabulary_for
from decrypto_qt.engine import bundled_pack

# Embedded vocabularies are kept between runs, as the app keeps them in the user's cache.
CACHE = Path(tempfile.gettempdir()) / "decrypto_qt-test-cache"
os.environ.setdefault("DECRYPTO_QT_CACHE_DIR", str(CACHE))


@pytest.fixture(scope="session")
def model() -> Model:
    m = shared_model()
    m.load()
    return m


@pytest.fixture(scope="session")
def vocabulary(model: Model) -> Callable[[str], Vocabulary]:
    def get(language: str) -> Vocabulary:
        return vocabulary_for(model, language, bundled_pack(language).words)

    return get
