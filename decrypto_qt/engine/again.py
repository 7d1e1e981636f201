"""Playing again at the same table: a new deal for the people of a finished game.

The same seats play (each player keeps their seat id, and so their window), on the
same teams or on shuffled ones, with keywords the table has not had yet (R2), fresh
note sheets and a new code schedule. Pure, like the rest of the engine: the host
hands in the seed, the used-word memory and which seats must stay together.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import replace

from decrypto_qt.engine.deal import deal, team_limit
from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.normalize import normalize
from decrypto_qt.engine.state import GameSetup, GameState, Player
from decrypto_qt.engine.types import PlayerId, Team, Variant

MAX_SHUFFLE_UNITS = 16
"""A table seats at most 16 players, so at most 16 groups to share out between teams."""


def deal_again(
    previous: GameState,
    words: Sequence[str],
    *,
    seed: int,
    used: Iterable[str] = (),
    shuffle: bool = False,
    together: Iterable[Collection[PlayerId]] = (),
    names: Mapping[PlayerId, str] | None = None,
) -> tuple[GameSetup, frozenset[str]]:
    """Deal the next game at the table whose game ``previous`` has ended.

    Args:
        words: the word pack's keywords.
        seed: the new game's seed (keywords, codes and the shuffle come from it).
        used: the table's memory of recently used keywords (R2); the keywords of
            ``previous`` are never drawn again while the pack has other words.
        shuffle: share the players out between the teams anew (R1, R27); where the
            seats allow another pairing, the new teams differ from the old ones.
        together: groups of seats that must stay on one team (the players of one
            shared window); a seat in no group is on its own.
        names: the names seats have now, where they differ from ``previous`` (a seat
            handed to someone else after the game ended, R32); checked as any name.

    Returns the setup (game number one higher, view versions above the old game's)
    and the new keyword memory.

    Raises:
        RuleError: ``game/not_over`` while ``previous`` is still being played.
    """
    if previous.outcome is None:
        raise RuleError("game/not_over", "The game is not over yet; play again once it has ended.")
    if shuffle:
        players = shuffled_players(previous, random.Random(f"teams:{seed}"), together)
    else:
        players = rotated_players(previous)
    if names:
        players = [replace(p, name=names.get(p.id, p.name)) for p in players]
    old = frozenset(normalize(k) for t in Team for k in previous.keywords(t))
    v = previous.views
    return deal(
        previous.settings,
        players,
        words,
        seed=seed,
        used=set(used) | old,
        team_names=(previous.team_setup(Team.WHITE).name, previous.team_setup(Team.BLACK).name),
        avoid=old,
        game=previous.setup.game + 1,
        first_views=max(v.table, *v.teams, *v.encryptors) + 1,
    )


def _named(previous: GameState, pid: PlayerId, team: Team) -> Player:
    """Seat ``pid`` under the name it has now (a seat may have changed hands, R32)."""
    current = previous.player(pid)
    assert current is not None
    return Player(pid, current.name, team)


def rotated_players(previous: GameState) -> list[Player]:
    """The same teams, each in its encryptor order (R5, R28) moved on to the player whose
    turn it would have been next, so the rotation goes on from one game to the next: a
    round ended before its encryptor handed in the clues does not count as a turn."""
    out: list[Player] = []
    for team in Team:
        roster = previous.team_setup(team).players
        turns = 0
        for rnd in previous.rounds:
            code = rnd.code_of(team)
            turns += code is not None and code.clues is not None
        k = turns % len(roster) if roster else 0
        out += [_named(previous, pid, team) for pid in (*roster[k:], *roster[:k])]
    return out


def _legal(settings_variant: Variant, most: int, white: int, black: int) -> bool:
    """Team sizes the rules can play (R1, R27)."""
    if settings_variant is Variant.THREE_PLAYER:
        return (white, black) == (2, 1)
    return min(white, black) >= 2 and max(white, black) <= most and abs(white - black) <= 1


def shuffled_players(
    previous: GameState, rng: random.Random, together: Iterable[Collection[PlayerId]] = ()
) -> list[Player]:
    """The players shared out anew between two legal teams (R1; R27: a new Interceptor).

    Every way of sharing the groups (``together``) out is weighed alike; those that pair
    the players as before are left out while another exists. Where none does (two shared
    laptops, say), the teams stay as they were.
    """
    order = [pid for t in Team for pid in previous.team_setup(t).players]
    seen: set[PlayerId] = set()
    units: list[tuple[PlayerId, ...]] = []
    for group in together:
        unit = tuple(pid for pid in order if pid in group and pid not in seen)
        if unit:
            units.append(unit)
            seen.update(unit)
    units += [(pid,) for pid in order if pid not in seen]
    if len(units) > MAX_SHUFFLE_UNITS:  # pragma: no cover - a table seats 16 at most
        return rotated_players(previous)
    variant = previous.settings.variant
    three = variant is Variant.THREE_PLAYER
    most = team_limit(previous.settings)
    before = {p.id: p.team for p in previous.players}
    old_white = frozenset(pid for pid in order if before[pid] is Team.WHITE)
    everyone = frozenset(order)
    choices: list[frozenset[PlayerId]] = []
    for mask in range(1 << len(units)):
        white = frozenset(pid for i, u in enumerate(units) if mask >> i & 1 for pid in u)
        if not _legal(variant, most, len(white), len(everyone) - len(white)):
            continue
        same = white == old_white if three else white in (old_white, everyone - old_white)
        if not same:
            choices.append(white)
    if not choices:
        return rotated_players(previous)
    white = rng.choice(sorted(choices, key=sorted))
    return [
        _named(previous, pid, Team.WHITE if pid in white else Team.BLACK)
        for team in Team
        for pid in order
        if (pid in white) == (team is Team.WHITE)
    ]


def pairing_changed(before: GameSetup, after: GameSetup) -> bool:
    """Whether ``after`` puts the players together otherwise than ``before`` did (in the
    three-player game: whether another player is the Interceptor)."""
    old = [frozenset(ts.players) for ts in before.teams]
    new = [frozenset(ts.players) for ts in after.teams]
    if before.settings.variant is Variant.THREE_PLAYER:
        return old != new
    return set(old) != set(new)
