"""A person at a browser, as a test plays them: read the page, do what it asks."""

from __future__ import annotations

import random
from typing import Any

from selenium.webdriver.common.by import By

CLUE_WORDS = (
    "orbit", "harbour", "velvet", "thunder", "maple", "lantern", "saddle", "comet",
    "meadow", "ember", "quartz", "walrus", "tundra", "bramble", "cobalt", "falcon",
    "juniper", "kettle", "marble", "nectar", "oyster", "pepperoni", "quiver", "ripple",
)  # fmt: skip

STATE = """
const a = document.getElementById('action');
return {
  phase: document.body.dataset.phase,
  clue: Boolean(document.getElementById('clue0')),
  pad: document.querySelectorAll('.digit').length,
  lock: Boolean(document.getElementById('lock')),
  tiebreak: Boolean(document.getElementById('tb0')),
  judge: document.body.dataset.phase === 'keyword_judging'
    && Boolean(a && a.querySelector('button.primary')),
  version: window.decryptoVersion || 0,
};
"""


class BrowserPlayer:
    """Joins with a name and plays every turn the page offers, with plain clicks and typing."""

    def __init__(self, driver: Any, url: str, name: str, *, seed: int = 0) -> None:
        self.driver = driver
        self.url = url
        self.name = name
        self.rng = random.Random(f"{seed}-{name}")
        self.words = list(CLUE_WORDS)
        self.rng.shuffle(self.words)
        self.turns = 0

    def open(self) -> None:
        self.driver.get(self.url)

    def join(self, team: str | None = None, pin: str | None = None) -> None:
        d = self.driver
        d.find_element(By.ID, "names").send_keys(self.name)
        if pin is not None:
            d.find_element(By.ID, "pin").send_keys(pin)
        d.find_element(By.ID, "join-button").click()
        self.wait(lambda: self.phase() == "lobby")
        if team is not None:
            button = d.find_element(By.CSS_SELECTOR, f'.choose[data-team="{team}"]')
            self.wait(lambda: button.is_displayed())
            if button.is_enabled():
                button.click()
        d.find_element(By.ID, "ready").click()

    def phase(self) -> str:
        return str(self.driver.execute_script("return document.body.dataset.phase"))

    def wait(self, condition: Any, timeout: float = 20) -> None:
        """Poll ``condition`` until true. An element the page redrew between finding it
        and reading it (stale), or not drawn yet, is looked for again on the next poll."""
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.support.ui import WebDriverWait

        WebDriverWait(
            self.driver,
            timeout,
            poll_frequency=0.05,
            ignored_exceptions=(StaleElementReferenceException,),
        ).until(lambda _d: condition())

    def can_act(self) -> bool:
        state = self.driver.execute_script(STATE)
        if state["clue"]:
            return not self.driver.execute_script("return document.getElementById('clue0').value")
        return bool(state["pad"] and state["lock"]) or state["tiebreak"] or state["judge"]

    def step(self, before_submit: Any = None) -> bool:
        """As :meth:`act`, but a page redrawn under the test's hand is simply tried again:
        an element gone stale, not clickable, or no longer there (the game moved on
        between reading the page and clicking, as when the bots lock their guess first)."""
        from selenium.common.exceptions import (
            ElementNotInteractableException,
            NoSuchElementException,
            StaleElementReferenceException,
        )

        try:
            return self.act(before_submit)
        except (
            StaleElementReferenceException,
            ElementNotInteractableException,
            NoSuchElementException,
        ):
            return False

    def act(self, before_submit: Any = None) -> bool:
        """Do the one thing the page asks now, if any; True if something was done:
        clues, a guess, the tie-break's keyword guesses or the end of judging them.

        ``before_submit(kind)`` is called with "encrypt" or "decode" once the clues are
        typed or two numbers picked, before the last input (screenshots).
        """
        d = self.driver
        state = d.execute_script(STATE)
        if state["clue"]:
            fields = [d.find_element(By.ID, f"clue{i}") for i in range(3)]
            if all(f.get_attribute("value") for f in fields):
                return False
            for i, f in enumerate(fields):
                f.send_keys(self.words.pop())
                # Like a person: read the live check under the field, and try again if it
                # says the clue breaks a rule.
                check = d.find_element(By.ID, f"clue{i}-check")
                while "✖" in check.text:
                    f.clear()
                    f.send_keys(self.words.pop())
            if before_submit is not None:
                before_submit("encrypt")
            d.find_element(By.ID, "hand-in").click()
            self.turns += 1
            return True
        if state["pad"] and state["lock"]:
            code = self.rng.sample([1, 2, 3, 4], 3)
            for slot, digit in enumerate(code):
                if slot == 2 and before_submit is not None:
                    before_submit("decode")
                d.find_element(
                    By.CSS_SELECTOR, f'.digit[data-slot="{slot}"][data-digit="{digit}"]'
                ).click()
            d.find_element(By.ID, "lock").click()
            self.turns += 1
            return True
        if state["tiebreak"]:  # R20: four guesses at the other team's keywords
            guesses = self.rng.sample(CLUE_WORDS, 4)
            for k in range(4):
                field = d.find_element(By.ID, f"tb{k}")
                if not field.get_attribute("value"):
                    field.send_keys(guesses[k])
            d.find_element(By.CSS_SELECTOR, "#action button.primary").click()
            self.turns += 1
            return True
        if state["judge"]:  # accept what the page has ticked, and say so
            d.find_element(By.CSS_SELECTOR, "#action button.primary").click()
            self.turns += 1
            return True
        return False
