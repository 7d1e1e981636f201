"""Computer seats of one process: a player per seat, all sharing one model and vocabulary."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from decrypto_qt.ai.levels import Level
from decrypto_qt.ai.model import Model
from decrypto_qt.ai.player import ComputerPlayer
from decrypto_qt.ai.vocabulary import Vocabulary


class HasId(Protocol):
    @property
    def id(self) -> str: ...


@dataclass
class ComputerSeats:
    """Makes a :class:`ComputerPlayer` for each seat it is handed.

    The players made here know each other as partners: when every guesser of
    a team is one of them they lock their guess in; beside people they only
    propose it.
    """

    model: Model
    vocabulary: Vocabulary
    level: Level
    seed: object = 0
    seats: set[str] = field(default_factory=set)

    def __call__(self, seat: HasId) -> ComputerPlayer:
        self.seats.add(seat.id)
        return ComputerPlayer(
            seat.id, self.model, self.vocabulary, self.level, self.seed, partners=self.seats
        )
