"""Screenshots of the browser client in every language, at a phone's and a laptop's size.

    python tools/web_screenshots.py        # writes docs/screenshots/web/*.png

A headless host and two bots run as processes; two pages in Debian's Chromium join
and play a game, and each state (join, lobby, encrypting, decoding, game over) is
taken at 360×740 and 390×844 (phones) and 1280×800; the note sheet at the end of the
game is taken scrolled into view.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

from tests.web.browser import chromium  # noqa: E402
from tests.web.player import BrowserPlayer  # noqa: E402

OUT = ROOT / "docs" / "screenshots" / "web"
LANG = "return document.documentElement.lang"
SIZES = ((360, 740), (390, 844), (1280, 800))
LANGUAGES = ("en", "zh_CN", "fr", "nl")
NAMES = {
    "en": ("Ann", "Bo"),
    "zh_CN": ("小林", "阿明"),
    "fr": ("Zoé", "Hugo"),
    "nl": ("Fenna", "Bram"),
}


def shoot(driver: Any, language: str, state: str, element: str | None = None) -> None:
    """Take the page at every size, at its top or with ``element`` (an id) scrolled to."""
    for width, height in SIZES:
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
        )
        driver.execute_script("window.scrollTo(0, 0)")
        if element is not None:
            driver.execute_script("document.getElementById(arguments[0]).scrollIntoView()", element)
        time.sleep(0.2)  # one layout and paint at the new size
        driver.save_screenshot(str(OUT / f"{language}-{state}-{width}x{height}.png"))


def start(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    cmd = [sys.executable, "-m", "decrypto_qt", *args]
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env)


def one_language(language: str, data: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DECRYPTO_QT_DATA_DIR=str(data))
    pack = {"zh_CN": "zh"}.get(language, language)
    host = start(
        ["host", "--headless", "--interface", "127.0.0.1", "--no-discovery", "--timer", "60",
         "--start-at", "4", "--seed", "7", "--lang", pack, "--name", "Decrypto"],
        env,
    )  # fmt: skip
    url = port = None
    assert host.stdout is not None
    for line in host.stdout:
        if m := re.search(r"port: (\d+)", line):
            port = m.group(1)
        if m := re.search(r"browsers: (http://\S+)", line):
            url = m.group(1)
            break
    bots = start(["bot", "--join", f"127.0.0.1:{port}", "--count", "2", "--lang", pack], env)
    try:
        with chromium(*SIZES[0]) as a, chromium(*SIZES[1]) as b:
            first, second = NAMES[language]
            players = [BrowserPlayer(a, str(url), first, seed=7)]
            players.append(BrowserPlayer(b, str(url), second))
            for p in players:
                p.open()
                p.wait(lambda p=p: p.driver.find_element(By.ID, "lang").get_attribute("value"))
                Select(p.driver.find_element(By.ID, "lang")).select_by_value(language)
                tag = language.replace("_", "-")  # set once the strings (and font) are in
                p.wait(lambda p=p, tag=tag: p.driver.execute_script(LANG) == tag)
            time.sleep(0.3)
            shoot(a, language, "join")
            players[0].join("white")
            time.sleep(0.3)
            shoot(a, language, "lobby")  # before the last player is ready, so no start yet
            players[1].join("black")
            taken: set[str] = set()
            end = time.monotonic() + 180
            while time.monotonic() < end and not all(p.phase() == "game_over" for p in players):
                for p in players:

                    def before(kind: str, p: BrowserPlayer = p) -> None:
                        if kind not in taken:
                            taken.add(kind)
                            time.sleep(0.2)
                            shoot(p.driver, language, kind)

                    p.step(before)
                time.sleep(0.05)
            time.sleep(0.3)
            shoot(a, language, "game-over")
            shoot(a, language, "note-sheet", "sheet")
    finally:
        bots.kill()
        host.kill()


def main() -> int:
    import tempfile

    OUT.mkdir(parents=True, exist_ok=True)
    for language in sys.argv[1:] or LANGUAGES:
        with tempfile.TemporaryDirectory() as data:
            one_language(language, Path(data))
        print("screenshots:", language)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
