"""A whole game between players in one process, each given only its own window's view.

For benchmarks and tests: the driver holds the state, asks each seat for its
decision on ``view_for`` its own window, and applies the actions through the
rules engine, exactly as a host would. No player ever sees the state.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from decrypto_qt.ai.decider import Decider
from decrypto_qt.engine import (
    GameSetup,
    GameState,
    Phase,
    RuleError,
    Window,
    apply,
    start,
    view_for,
)
from decrypto_qt.engine import actions as act


@dataclass
class GameRecord:
    """What happened: the final state, the time of every decision, refused actions."""

    state: GameState
    decision_seconds: list[float] = field(default_factory=list)
    refused: list[tuple[act.Action, RuleError]] = field(default_factory=list)
    stuck: bool = False


def play(
    setup: GameSetup,
    players: Mapping[str, Decider],
    *,
    max_passes: int = 400,
    on_view: Callable[[str, dict[str, Any]], None] | None = None,
) -> GameRecord:
    """Play ``setup`` to its end with ``players`` (one per seat id)."""
    state = start(setup)
    record = GameRecord(state)
    windows = {p.id: Window.for_team(p.team, p.id) for p in setup.players}
    for _ in range(max_passes):
        if state.phase is Phase.GAME_OVER:
            break
        before = state.version
        for pid, player in players.items():
            view: dict[str, Any] = dict(view_for(state, windows[pid]))
            if on_view is not None:
                on_view(pid, view)
            t0 = time.perf_counter()
            actions = player.decide(view)
            if actions:
                record.decision_seconds.append(time.perf_counter() - t0)
            for action in actions:
                try:
                    state, _ = apply(state, action, 0.0)
                except RuleError as exc:
                    record.refused.append((action, exc))
        if state.version == before:
            record.stuck = True
            break
    record.state = state
    return record
