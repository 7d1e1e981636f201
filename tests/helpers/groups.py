"""Tests that must not run beside each other when the suite runs in several processes.

``pytest`` runs the suite in worker processes side by side (pytest-xdist, ``--dist
loadgroup``); a group's tests all run in one worker, one after another.
"""

from __future__ import annotations

import pytest

ZEROCONF = pytest.mark.xdist_group("zeroconf")
"""Advertises or browses with zeroconf: on 127.0.0.1 every process on the machine sees every
record, so a test that expects to find nothing, or to see a record change, could see another
test's game instead. Tests in a LAN of network namespaces are here too: they are the heaviest
zeroconf tests and each builds a bridge and veth links with ``ip``."""

CHROMIUM = pytest.mark.xdist_group("chromium")
"""Drives a real Chromium: one browser at a time, so that pages wait on the game, not on a
second browser competing for the same cores."""

LOOK = pytest.mark.xdist_group("look")
"""Changes the app's theme, which restyles every widget alive in the process, windows left
closed by earlier tests included: the look tests run together, and early, since pytest-xdist
hands out groups (largest first) before single tests, so few widgets are there yet."""

FUZZ = pytest.mark.xdist_group("fuzz")
"""The fuzz run: its examples share one live host and keep a tally that the module's last
test reads, so they run in one worker, in file order."""
