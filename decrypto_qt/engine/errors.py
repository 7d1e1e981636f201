"""The one error type raised for every illegal action or unusable input."""

from __future__ import annotations

from typing import Any


class RuleError(ValueError):
    """An action or input the rules do not allow.

    Attributes:
        code: a stable identifier such as ``"phase/wrong_phase"``; clients and
            translations key on it, so it never changes once published.
        message: an English sentence a player understands.
        params: the values the message was built from, for translated messages.
    """

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.params = params

    def __repr__(self) -> str:
        return f"RuleError({self.code!r}, {self.message!r})"
