"""Dealing a new game: checking the table, drawing keywords and codes (R1-R6, R27)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from decrypto_qt.engine.codes import ALL_CODES, check_code
from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.normalize import normalize, printable_problem
from decrypto_qt.engine.settings import Settings
from decrypto_qt.engine.state import GameSetup, Player, TeamSetup
from decrypto_qt.engine.types import HOST, Code, Team, Variant

MAX_NAME_LENGTH = 40
DEFAULT_TEAM_NAMES = ("White", "Black")


def check_name(name: str, what: str = "A name") -> str:
    """A player or team name: 1-40 characters after trimming, printable."""
    if not isinstance(name, str):
        raise RuleError("name/empty", f"{what} cannot be empty.")
    clean = " ".join(name.split())
    if not clean:
        raise RuleError("name/empty", f"{what} cannot be empty.")
    if len(clean) > MAX_NAME_LENGTH:
        raise RuleError("name/too_long", f"{what} has at most {MAX_NAME_LENGTH} characters.")
    if not clean.isprintable():
        raise RuleError("name/invalid", f"{what} may only hold printable characters.")
    return clean


def check_roster(settings: Settings, players: Sequence[Player]) -> None:
    """Is this a table the rules can play (R1, R27)? Raise ``table/...`` if not."""
    if not all(isinstance(p, Player) and isinstance(p.team, Team) for p in players):
        raise RuleError("table/bad_team", "Every player sits in team White or team Black.")
    ids = [p.id for p in players]
    if len(set(ids)) != len(ids) or HOST in ids or not all(isinstance(i, str) and i for i in ids):
        raise RuleError("table/bad_ids", "Every seat needs its own id.")
    names = [normalize(check_name(p.name)) for p in players]
    if len(set(names)) != len(names):
        raise RuleError("table/duplicate_name", "Two players have the same name.")
    white = sum(p.team is Team.WHITE for p in players)
    black = len(players) - white
    if settings.variant is Variant.THREE_PLAYER:
        if (white, black) != (2, 1):
            raise RuleError(
                "table/three_player",
                "The three-player game needs two players in the team (White) "
                "and one Interceptor (Black).",
            )
        return
    most = team_limit(settings)
    if min(white, black) < 2:
        raise RuleError("table/too_few", "Each team needs at least 2 players.")
    if max(white, black) > most:
        hint = "" if settings.allow_large_teams else " (or allow large teams)"
        raise RuleError("table/too_many", f"A team has at most {most} players{hint}.", limit=most)
    if abs(white - black) > 1:
        raise RuleError(
            "table/unbalanced",
            f"Teams should be as equal as possible: {white} against {black}; "
            "move a player to the smaller team.",
            white=white,
            black=black,
        )


def team_limit(settings: Settings) -> int:
    """The most players a team may have (R1; its large-teams option)."""
    return 8 if settings.allow_large_teams else 4


def table_capacity(settings: Settings) -> int:
    """The most players a game takes: two full teams, or three in the variant (R1, R27)."""
    if settings.variant is Variant.THREE_PLAYER:
        return 3
    return 2 * team_limit(settings)


def draw_keywords(
    words: Sequence[str],
    used: Iterable[str],
    rng: random.Random,
    count: int,
    avoid: Iterable[str] = (),
) -> tuple[tuple[str, ...], frozenset[str]]:
    """Draw ``count`` distinct keywords, avoiding recently used ones (R2).

    ``used`` holds normalised keywords of recent games. When fewer than
    ``count`` unused words remain, the remaining ones are drawn and the memory
    starts over for the rest, as with a deck of two-sided cards. ``avoid``
    (normalised) is never drawn, even then, while the pack has enough other words:
    the keywords of the game just played at the table.

    Returns the keywords and the memory to keep for the next game.
    """
    by_norm: dict[str, str] = {}
    for w in words:
        if isinstance(w, str) and normalize(w) and not printable_problem(w):
            by_norm.setdefault(normalize(w), w)
    if len(by_norm) < count:
        raise RuleError("pack/too_few", f"The word pack needs at least {count} different words.")
    memory = set(used) & by_norm.keys()
    fresh = sorted(by_norm.keys() - memory)
    if len(fresh) >= count:
        chosen = rng.sample(fresh, count)
        memory.update(chosen)
    else:
        chosen = list(fresh)
        rng.shuffle(chosen)
        rest = sorted(by_norm.keys() - set(chosen))
        fresher = sorted(set(rest) - set(avoid))
        if len(fresher) >= count - len(chosen):
            rest = fresher
        chosen += rng.sample(rest, count - len(chosen))
        memory = set(chosen)
    return tuple(by_norm[n] for n in chosen), frozenset(memory)


def deal(
    settings: Settings,
    players: Sequence[Player],
    words: Sequence[str],
    *,
    seed: int,
    used: Iterable[str] = (),
    team_names: tuple[str, str] = DEFAULT_TEAM_NAMES,
    avoid: Iterable[str] = (),
    game: int = 1,
    first_views: int = 0,
) -> tuple[GameSetup, frozenset[str]]:
    """Check the table and deal a game from ``seed``.

    Args:
        players: the seats, each team's in encryptor order (R5, R28).
        words: the word pack's keywords.
        used: the host's memory of recently used keywords (R2).
        avoid: normalised keywords never to draw while the pack has others.
        game, first_views: the game's number at its table and the view version it
            starts from (see :class:`GameSetup`; a table that plays again).

    Returns the setup to start the game with, and the new keyword memory.
    """
    check_roster(settings, players)
    names = (check_name(team_names[0], "A team name"), check_name(team_names[1], "A team name"))
    rng = random.Random(seed)
    three = settings.variant is Variant.THREE_PLAYER
    keywords, memory = draw_keywords(words, used, rng, 4 if three else 8, avoid)
    # R6: each round the encryptor draws one of the 24 codes at random, and the
    # card goes back; drawing the whole schedule up front is the same thing.
    codes: list[tuple[Code, ...]] = [
        tuple(rng.choice(ALL_CODES) for _ in range(settings.rounds)) for _ in Team
    ]
    teams = tuple(
        TeamSetup(
            team=t,
            name=names[t.index],
            players=tuple(p.id for p in players if p.team is t),
            keywords=(
                keywords[4 * t.index : 4 * t.index + 4] if not (three and t is Team.BLACK) else ()
            ),
        )
        for t in Team
    )
    cleaned = tuple(Player(p.id, check_name(p.name), p.team) for p in players)
    setup = GameSetup(
        settings=settings,
        players=cleaned,
        teams=(teams[0], teams[1]),
        codes=(codes[0], codes[1]) if not three else (codes[0], ()),
        seed=seed,
        game=game,
        first_views=first_views,
    )
    return setup, memory


def check_setup(setup: GameSetup) -> None:
    """Is this a setup :func:`deal` could have made? Raise ``setup/invalid`` if not."""
    check_roster(setup.settings, setup.players)
    if setup.game < 1 or setup.first_views < 0:
        raise RuleError("setup/invalid", "The game's number or first view version is wrong.")
    three = setup.settings.variant is Variant.THREE_PLAYER
    keywords: list[str] = []
    for team, ts in zip(Team, setup.teams, strict=True):
        members = tuple(p.id for p in setup.players if p.team is team)
        wanted = 0 if (three and team is Team.BLACK) else 4
        rounds = 0 if (three and team is Team.BLACK) else setup.settings.rounds
        codes = setup.codes[team.index]
        if (
            ts.team is not team
            or ts.players != members
            or len(ts.keywords) != wanted
            or len(codes) != rounds
        ):
            raise RuleError("setup/invalid", f"The setup of team {team.value} is inconsistent.")
        for code in codes:
            check_code(code)
        check_name(ts.name, "A team name")
        keywords += ts.keywords
    norms = [normalize(k) for k in keywords]
    if not all(norms) or len(set(norms)) != len(norms):
        raise RuleError("setup/invalid", "The keywords must be all different.")
