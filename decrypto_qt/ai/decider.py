"""What every player of a seat is, computer or scripted: its window's view in, actions out."""

from __future__ import annotations

from typing import Any, Protocol

from decrypto_qt.engine import actions as act


class Decider(Protocol):
    """Anything that plays a seat: its window's view in, the actions to send out."""

    me: str

    def decide(self, view: dict[str, Any]) -> list[act.Action]: ...
