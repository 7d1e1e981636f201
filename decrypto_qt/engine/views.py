"""What each window may see (V1-V7): :func:`view_for` is the only way state leaves the engine.

A view is plain JSON-ready data. Two windows in the same visibility class
(:func:`visibility_key`) get equal views, so a host can build and encode a
view once per class instead of once per window.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, NotRequired, TypedDict

from decrypto_qt.engine import flow
from decrypto_qt.engine.errors import RuleError
from decrypto_qt.engine.memo import IdentitiesMemo, IdentityMemo
from decrypto_qt.engine.rules import pending
from decrypto_qt.engine.shapes import PER_TEAM, Between, Doc, Items
from decrypto_qt.engine.state import CodeRound, GameState, PartialCode
from decrypto_qt.engine.types import FlagReason, OutcomeReason, Phase, PlayerId, Team, Variant
from decrypto_qt.engine.versions import version_of

# The shape of a view, checked by the type checker where views are built and
# turned into the protocol's JSON Schema. ``Annotated[str, SomeEnum]`` is a
# string holding one of that enum's values.
TeamName = Annotated[str, Team]
Digits = list[int]
DraftDigits = list[int | None]


class SettingsView(TypedDict):
    variant: Annotated[str, Variant]
    timer_seconds: float | None
    alternate_first_team: bool
    rounds_limit: int
    allow_large_teams: bool


class WindowView(TypedDict):
    team: TeamName | None
    serves_encryptor: bool
    hold_to_reveal: bool


class PlayerView(TypedDict):
    """A seat in a team's roster. The engine gives ``id`` and ``name``; the host adds
    ``computer`` (and the computer's ``level``, if known) to the seats a computer plays."""

    id: str
    name: str
    computer: NotRequired[bool]
    level: NotRequired[str]


class TeamView(TypedDict):
    team: TeamName
    name: str
    players: list[PlayerView]
    encryptor: str | None
    clues_in: bool
    interceptions: int
    miscommunications: int
    keywords: list[str] | None


class DecodingView(TypedDict):
    team: Annotated[TeamName, Doc("The team whose code is being decoded (its clues, its code).")]
    clues: Annotated[list[str], Items(3)]
    timed_out: bool
    own_locked: Annotated[
        bool,
        Doc(
            "Whether decoding.team (the code's own team) has locked in its guess; relative "
            "to decoding.team, never to the window."
        ),
    ]
    opp_locked: Annotated[
        bool,
        Doc(
            "Whether the other team than decoding.team has locked in its interception; "
            "relative to decoding.team, never to the window."
        ),
    ]
    interception: Annotated[
        bool, Doc("Whether the other team may try to intercept (not in round 1, R11).")
    ]


class FlagView(TypedDict):
    by: TeamName
    clue: int
    reason: Annotated[str, FlagReason]


class HistoryEntry(TypedDict):
    team: TeamName
    round: int
    encryptor: str
    clues: list[str]
    code: Digits
    opp_guess: Digits | None
    own_guess: Digits | None
    intercepted: bool
    miscommunicated: bool
    timed_out: bool
    flags: list[FlagView]


class GuessView(TypedDict):
    draft: DraftDigits
    locked: bool


class KeywordGuessesView(TypedDict):
    draft: list[str]
    submitted: bool


class SecretView(TypedDict):
    notes: list[str]
    code: NotRequired[Digits]
    hold_to_reveal: NotRequired[bool]
    drafts: NotRequired[list[str]]
    clues: NotRequired[list[str] | None]
    guess: NotRequired[GuessView]
    keyword_guesses: NotRequired[KeywordGuessesView]


KeywordNumbers = Annotated[list[Annotated[int, Between(1, 4)]], Items(unique=True, most=4)]
"""Keyword numbers 1-4, ascending, each at most once."""


class TieBreakView(TypedDict):
    """The keyword guessing of R20. Every per-team object has the keys white and black;
    guesses, accepted and right are keyed by the guessing team and number the keywords of
    the other team; judged is keyed by the owning team."""

    submitted: Annotated[
        dict[str, bool],
        PER_TEAM,
        Doc("Per team: whether it has handed in its guesses at the other team's keywords."),
    ]
    guesses: NotRequired[
        Annotated[
            dict[str, Annotated[list[str], Items(4)]],
            PER_TEAM,
            Doc(
                "Once both teams have handed in. Keyed by the guessing team: its guesses at "
                "the other team's keywords 1-4, in order; an empty string is no guess."
            ),
        ]
    ]
    accepted: NotRequired[
        Annotated[
            dict[str, KeywordNumbers],
            PER_TEAM,
            Doc(
                "Once both teams have handed in. Keyed by the guessing team: the numbers of "
                "the other team's keywords whose guess that other team (the owners) accepted "
                "as equivalent. Guesses that match after normalising are right without "
                "being accepted, and are not listed."
            ),
        ]
    ]
    judged: NotRequired[
        Annotated[
            dict[str, bool],
            PER_TEAM,
            Doc(
                "Once both teams have handed in. Keyed by the owning team: whether it has "
                "finished judging the guesses at its own keywords."
            ),
        ]
    ]
    right: NotRequired[
        Annotated[
            dict[str, KeywordNumbers],
            PER_TEAM,
            Doc(
                "At game over only. Keyed by the guessing team: the numbers of the other "
                "team's keywords it guessed right, by matching or by being accepted; the "
                "team with more wins the tie."
            ),
        ]
    ]
    right_at_mine: NotRequired[
        Annotated[
            KeywordNumbers,
            Doc(
                "While judging, in a team's own windows only: the numbers of this team's own "
                "keywords that the other team has guessed right so far (matching or "
                "accepted). The table and spectators never get it (V1)."
            ),
        ]
    ]


class OutcomeView(TypedDict):
    winners: list[TeamName]
    reason: Annotated[str, OutcomeReason]


class View(TypedDict):
    """Everything one window may know of the game (V1-V7)."""

    version: int
    game: Annotated[
        int,
        Doc(
            "The game's number at its table: 1, then 2, 3... each time the host starts "
            "another game at the same table (Play again)."
        ),
    ]
    phase: Annotated[str, Phase]
    round: int
    rounds: int
    settings: SettingsView
    paused: bool
    deadline: float | None
    paused_remaining: float | None
    window: WindowView
    teams: list[TeamView]
    waiting: dict[str, list[str]]
    decoding: DecodingView | None
    history: list[HistoryEntry]
    tiebreak: TieBreakView | None
    outcome: OutcomeView | None
    secret: SecretView | None


@dataclass(frozen=True)
class Window:
    """A window that views the game.

    Attributes:
        team: the team the window belongs to; ``None`` for the table (projector)
            or a spectator, which see only what everyone sees (V6).
        players: the players of ``team`` this window serves: one for a
            personal window, several for a shared team laptop (V7).
    """

    team: Team | None = None
    players: frozenset[PlayerId] = frozenset()

    @classmethod
    def table(cls) -> Window:
        return cls()

    @classmethod
    def for_team(cls, team: Team, *players: PlayerId) -> Window:
        return cls(team, frozenset(players))


VisibilityKey = tuple[Team | None, bool, bool]
"""A window's visibility class: its team, whether it serves the encryptor, and whether
it is a shared window serving the encryptor (see :func:`visibility_key`)."""

TABLE_KEY: VisibilityKey = (None, False, False)
"""The class of the table (projector) and spectators."""


def _check_window(state: GameState, window: Window) -> None:
    if window.team is None:
        if window.players:
            raise RuleError("window/invalid", "A table window serves no players.")
        return
    if not window.players:
        raise RuleError("window/invalid", "A team window serves at least one player.")
    for pid in window.players:
        p = state.player(pid)
        if p is None or p.team is not window.team:
            raise RuleError("window/invalid", "A window serves players of its own team only.")


def _serves_encryptor(state: GameState, window: Window) -> bool:
    if window.team is None or not state.rounds:
        return False
    code = state.round.code_of(window.team)
    return code is not None and code.encryptor in window.players


def visibility_key(state: GameState, window: Window) -> VisibilityKey:
    """Windows with equal keys get equal views of ``state``: the window's team, whether
    it serves the encryptor, and whether it is shared (serving the encryptor and more).

    Raises:
        RuleError: ``window/invalid`` if the window serves players not of its team.
    """
    _check_window(state, window)
    serves = _serves_encryptor(state, window)
    return window.team, serves, serves and len(window.players) > 1


def view_version(state: GameState, window: Window) -> int:
    """The ``version`` of ``window``'s view: it moves only when that view changes.

    A window quotes it as ``base`` to have an action refused if its view has
    changed since; another team's private changes never move it.
    """
    return class_version(state, visibility_key(state, window))


def class_version(state: GameState, key: VisibilityKey) -> int:
    """The ``version`` of the views of the windows of class ``key`` (see :func:`view_version`)."""
    return version_of(state, key[0], key[1])


def view_for(state: GameState, window: Window) -> View:
    """The view of ``state`` that ``window`` may see, as JSON-ready data.

    What every window sees alike is built once per state and shared between the
    views of that state (a host builds one view per visibility class after every
    action): a view is read-only.

    Raises:
        RuleError: ``window/invalid`` if the window serves players not of its team.
    """
    return class_view(state, visibility_key(state, window))


def class_view(state: GameState, key: VisibilityKey) -> View:
    """The view of ``state`` for the windows of class ``key`` (from :func:`visibility_key`):
    a host finds each window's class once and builds one view per class."""
    team, serves, shared = key
    over = state.phase is Phase.GAME_OVER
    public = _public(state)
    teams = public.teams
    if team is not None and not over:
        # V1: a team's keywords go to its own members only, until the game ends.
        mine: TeamView = {
            **teams[team.index],
            "keywords": list(state.team_setup(team).keywords),
        }
        teams = [mine, teams[1]] if team.index == 0 else [teams[0], mine]
    return {
        "version": version_of(state, team, serves),
        "game": state.setup.game,
        "phase": public.phase,
        "round": state.round.number,
        "rounds": state.settings.rounds,
        "settings": public.settings,
        "paused": state.paused,
        "deadline": state.deadline,
        "paused_remaining": state.paused_remaining,
        "window": {
            "team": None if team is None else team.value,
            "serves_encryptor": serves,
            "hold_to_reveal": shared,
        },
        "teams": teams,
        "waiting": public.waiting,
        "decoding": public.decoding,
        "history": public.history,
        "tiebreak": _tiebreak(state, team, over),
        "outcome": public.outcome,
        "secret": None if team is None else _secret(state, team, serves, shared),
    }


@dataclass(frozen=True)
class _Public:
    """The parts of a state's views that are the same in every window (V6)."""

    phase: str
    settings: SettingsView
    teams: list[TeamView]
    """Both teams, keywords shown only once the game is over."""
    waiting: dict[str, list[str]]
    decoding: DecodingView | None
    history: list[HistoryEntry]
    outcome: OutcomeView | None


_public_parts: IdentityMemo[_Public] = IdentityMemo(32)
"""Per state, its public view parts: a class host's tables each have one current state."""


def _public(state: GameState) -> _Public:
    """The public parts of ``state``'s views, built on the first view of that state."""
    public = _public_parts.get(state)
    if public is not None:
        return public
    over = state.phase is Phase.GAME_OVER
    public = _Public(
        phase=state.phase.value,
        settings=_kept_settings(state),
        teams=[_kept_team(state, t, over) for t in Team],
        waiting={t.value: list(tags) for t, tags in pending(state).items()},
        decoding=_decoding(state),
        history=_kept_history_list(state),
        outcome=_outcome(state),
    )
    _public_parts.put(state, public)
    return public


# From one state to the next most public parts stay as they were: they are kept while
# what they are built from is the very same object, and shared by the states' views.
_settings_views: IdentityMemo[SettingsView] = IdentityMemo(32)
_team_views: IdentitiesMemo[TeamView] = IdentitiesMemo(64)
_history_lists: IdentitiesMemo[list[HistoryEntry]] = IdentitiesMemo(32)


def _kept_settings(state: GameState) -> SettingsView:
    view = _settings_views.get(state.settings)
    if view is None:
        view = _settings(state)
        _settings_views.put(state.settings, view)
    return view


def _kept_team(state: GameState, t: Team, over: bool) -> TeamView:
    """A team's public part: it changes with its roster, tokens, encryptor and clues."""
    code = state.round.code_of(t)
    parts = (
        state.team_setup(t),
        state.players,
        state.team_tokens(t),
        None if code is None else code.encryptor,
        code is not None and code.clues is not None,
        over,
    )
    view = _team_views.get(parts)
    if view is None:
        view = _team(state, t, None, over)
        _team_views.put(parts, view)
    return view


def _kept_history_list(state: GameState) -> list[HistoryEntry]:
    """The revealed codes' entries: the same list while no code is revealed or flagged, so
    its encoding is shared too (see :mod:`decrypto_qt.protocol.wire`)."""
    revealed = [(c, r.number) for r in state.rounds for c in r.codes if c.revealed]
    parts = (*[c for c, _ in revealed], *[n for _, n in revealed])
    history = _history_lists.get(parts)
    if history is None:
        history = [_kept_history(c, n) for c, n in revealed]
        _history_lists.put(parts, history)
    return history


_history_entries: IdentityMemo[tuple[int, HistoryEntry]] = IdentityMemo(512)
"""Per revealed code, its round number and history entry: every code of sixteen games."""


def _kept_history(code: CodeRound, number: int) -> HistoryEntry:
    """The history entry of a revealed code, built once: a revealed code stays the same
    object from state to state until a flag is raised on it."""
    kept = _history_entries.get(code)
    if kept is not None and kept[0] == number:
        return kept[1]
    entry = _history(code, number)
    _history_entries.put(code, (number, entry))
    return entry


def _settings(state: GameState) -> SettingsView:
    s = state.settings
    return {
        "variant": s.variant.value,
        "timer_seconds": s.timer_seconds,
        "alternate_first_team": s.alternate_first_team,
        "rounds_limit": s.rounds,
        "allow_large_teams": s.allow_large_teams,
    }


def _team(state: GameState, t: Team, viewer: Team | None, over: bool) -> TeamView:
    setup = state.team_setup(t)
    tokens = state.team_tokens(t)
    code = state.round.code_of(t)
    names = {p.id: p.name for p in state.players}
    return {
        "team": t.value,
        "name": setup.name,
        "players": [{"id": pid, "name": names[pid]} for pid in setup.players],
        "encryptor": None if code is None else code.encryptor,
        "clues_in": code is not None and code.clues is not None,
        "interceptions": tokens.interceptions,
        "miscommunications": tokens.miscommunications,
        # V1: a team's keywords go to its own members only, until the game ends.
        "keywords": list(setup.keywords) if (over or viewer is t) else None,
    }


def _decoding(state: GameState) -> DecodingView | None:
    if state.phase is not Phase.DECODING:
        return None
    code = flow.decoding_code(state)
    assert code.clues is not None
    # V3: the clues being decoded are public from now on.
    return {
        "team": code.team.value,
        "clues": list(code.clues),
        "timed_out": code.timed_out,
        "own_locked": code.own_locked,
        "opp_locked": code.opp_locked,
        "interception": flow.interception_allowed(state),
    }


def _code(c: tuple[int, ...] | None) -> Digits | None:
    return None if c is None else list(c)


def _history(c: CodeRound, number: int) -> HistoryEntry:
    """A revealed code (R15): everyone sees its clues against the true digits."""
    assert c.clues is not None
    return {
        "team": c.team.value,
        "round": number,
        "encryptor": c.encryptor,
        "clues": list(c.clues),
        "code": list(c.code),
        "opp_guess": _code(c.opp_guess),
        "own_guess": _code(c.own_guess),
        "intercepted": c.intercepted,
        "miscommunicated": c.miscommunicated,
        "timed_out": c.timed_out,
        "flags": [{"by": f.by.value, "clue": f.clue, "reason": f.reason.value} for f in c.flags],
    }


def _guess(draft: PartialCode, locked: bool) -> GuessView:
    return {"draft": list(draft), "locked": locked}


def _secret(state: GameState, team: Team, serves: bool, shared: bool) -> SecretView:
    """What only this team sees (V1-V5), and the encryptor only (V2, V3)."""
    code = state.round.code_of(team)
    mine: SecretView = {"notes": list(state.notes[team.index])}
    if code is not None and serves and not code.revealed:
        # V2/V3/V7: the code and unrevealed clues go to windows serving the encryptor;
        # a shared window shows the code only while held open.
        mine["code"] = list(code.code)
        mine["hold_to_reveal"] = shared
        mine["drafts"] = list(code.drafts)
        mine["clues"] = None if code.clues is None else list(code.clues)
    if state.phase is Phase.DECODING:
        decoding = flow.decoding_code(state)
        if decoding.team is team:
            mine["guess"] = _guess(decoding.own_draft, decoding.own_locked)
        elif flow.interception_allowed(state):
            mine["guess"] = _guess(decoding.opp_draft, decoding.opp_locked)
    tb = state.tiebreak
    if tb is not None and state.phase is Phase.KEYWORD_GUESSING:
        mine["keyword_guesses"] = {
            "draft": list(tb.drafts[team.index]),
            "submitted": tb.guesses[team.index] is not None,
        }
    return mine


def _tiebreak(state: GameState, viewer: Team | None, over: bool) -> TieBreakView | None:
    tb = state.tiebreak
    if tb is None:
        return None
    out: TieBreakView = {"submitted": {t.value: tb.guesses[t.index] is not None for t in Team}}
    if state.phase is Phase.KEYWORD_GUESSING:
        return out  # V4: guesses stay with their team until both are in.
    # Both teams have handed in: guesses and the owners' judgements are public (R20).
    out["guesses"] = {t.value: list(tb.guesses[t.index] or ()) for t in Team}
    out["accepted"] = {t.value: sorted(tb.accepted[t.index]) for t in Team}
    out["judged"] = {t.value: tb.judged[t.index] for t in Team}
    if over:
        out["right"] = {t.value: sorted(flow.right_guesses(state, t)) for t in Team}
    elif viewer is not None:
        # V1: which guesses match exactly would give a keyword away; only its owners
        # see which guesses at their keywords are right already.
        out["right_at_mine"] = sorted(flow.right_guesses(state, viewer.other))
    return out


def _outcome(state: GameState) -> OutcomeView | None:
    o = state.outcome
    if o is None:
        return None
    return {"winners": sorted(t.value for t in o.winners), "reason": o.reason.value}
