"""Shared test configuration."""

import os
import tempfile

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Nothing a test runs (in process or as a child process) writes the user's own saved
# game, word memory or log: tests that need their own folder set it themselves.
os.environ["DECRYPTO_QT_DATA_DIR"] = tempfile.mkdtemp(prefix="decrypto_qt-tests-")
# Nor its cache (embedded vocabularies, badge images): one kept between runs.
os.environ.setdefault(
    "DECRYPTO_QT_CACHE_DIR", os.path.join(tempfile.gettempdir(), "decrypto_qt-test-cache")
)

# CI runs the same examples every time, so a red build is reproducible.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Fail a grouped test (tests/helpers/groups.py) that pytest-xdist did not group.

    In each worker process pytest-xdist tags a grouped test's id for its scheduler; with a
    pytest it does not work with, nothing is tagged and the group's tests would silently
    run side by side. Better a clear failure than an unreliable run.
    """
    mark = item.get_closest_marker("xdist_group")
    if mark is None or not getattr(item.config.option, "loadgroup", False):
        return  # one process, or not grouping: nothing to check
    if not item.nodeid.endswith(f"@{mark.args[0]}"):
        pytest.fail(
            f"in the test group {mark.args[0]!r}, but pytest-xdist did not group it: this "
            "pytest and pytest-xdist do not work together (see the pytest pin in "
            "pyproject.toml)",
            pytrace=False,
        )
