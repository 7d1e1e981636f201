"""Debian's Chromium through chromium-driver, for the browser tests (never a downloaded browser)."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--hide-scrollbars",
)


def need_chromium() -> None:
    """Skip when there is no Chromium here; under CI it must be there (.ci/run installs it)."""
    present = os.path.exists(CHROMIUM) and os.path.exists(DRIVER)
    if not present:
        if os.environ.get("CI"):
            pytest.fail("CI is set but chromium and chromium-driver are not installed")
        pytest.skip("chromium and chromium-driver are not installed (apt-get install them)")


@contextmanager
def chromium(width: int = 390, height: int = 844, language: str = "en") -> Iterator[object]:
    """A fresh headless Chromium with its own profile, at this window size."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="decrypto-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument(f"--window-size={width},{height}")
    options.add_argument(f"--lang={language.replace('_', '-')}")
    driver = webdriver.Chrome(options=options, service=Service(DRIVER))
    # Headless windows have a minimum width; the page is laid out at the exact size asked.
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
    )
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
