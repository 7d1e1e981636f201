"""Shared test configuration."""

import os
import tempfile

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Nothing a test runs (in process or as a child process) writes the user's own saved
# game, word memory or log: tests that need their own folder set it themselves.
os.environ["DECRYPTO_QT_DATA_DIR"] = tempfile.mkdtemp(prefix="decrypto_qt-tests-")

# CI runs the same examples every time, so a red build is reproducible.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")
