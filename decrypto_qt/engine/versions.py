"""View versions: a window's ``version`` moves only when that window's own view changes.

Every applied action changes some of what windows see: something public (all
windows), a team's private things (its notes, its guess and keyword-guess
drafts: that team's windows only, V4, V5) or an encryptor's drafts (the windows
serving that encryptor only, V3). Counting one version per kind of window, and
moving only the counts of windows that can see the change, keeps one team's
typing out of the other team's versions: no window learns from its version
when, or how often, the other side wrote something private.

After a public change the two counts of a team are made equal, so a window
that stops or starts serving the encryptor (a new round) never sees its
version go back.
"""

from __future__ import annotations

from dataclasses import fields

from decrypto_qt.engine.records import replace
from decrypto_qt.engine.state import CodeRound, GameState, ViewVersions
from decrypto_qt.engine.types import Team

NO_DRAFTS = (("",) * 4, ("",) * 4)


_PRIVATE_CODE_FIELDS = frozenset({"drafts", "own_draft", "opp_draft"})
"""What of a code round its team (or its encryptor) alone sees."""
_PUBLIC_CODE_FIELDS = tuple(f.name for f in fields(CodeRound) if f.name not in _PRIVATE_CODE_FIELDS)


def _same_public_code(a: CodeRound, b: CodeRound) -> bool:
    return a is b or all(getattr(a, n) == getattr(b, n) for n in _PUBLIC_CODE_FIELDS)


def public_changed(before: GameState, after: GameState) -> bool:
    """Did anything change that windows of both teams, or the table, can see?"""
    if (
        before.phase,
        before.players,
        before.tokens,
        before.deadline,
        before.paused,
        before.paused_remaining,
        before.outcome,
        before.setup,
        len(before.rounds),
    ) != (
        after.phase,
        after.players,
        after.tokens,
        after.deadline,
        after.paused,
        after.paused_remaining,
        after.outcome,
        after.setup,
        len(after.rounds),
    ):
        return True
    if before.rounds[:-1] != after.rounds[:-1]:
        return True  # a flag on an earlier round
    a, b = before.round, after.round
    if (a.number, a.order, a.decoding) != (b.number, b.order, b.decoding):
        return True
    if len(a.codes) != len(b.codes) or not all(map(_same_public_code, a.codes, b.codes)):
        return True
    ta, tb = before.tiebreak, after.tiebreak
    if ta is None or tb is None:
        return ta is not tb
    return replace(ta, drafts=NO_DRAFTS) != replace(tb, drafts=NO_DRAFTS)


def private_changes(before: GameState, after: GameState) -> tuple[set[Team], set[Team]]:
    """The teams whose private things changed, and the teams whose encryptor's drafts did."""
    teams: set[Team] = set()
    encryptors: set[Team] = set()
    for t in Team:
        if before.notes[t.index] != after.notes[t.index]:
            teams.add(t)
        ta, tb = before.tiebreak, after.tiebreak
        if ta is not None and tb is not None and ta.drafts[t.index] != tb.drafts[t.index]:
            teams.add(t)
    for a, b in zip(before.round.codes, after.round.codes, strict=True):
        if a.drafts != b.drafts:
            encryptors.add(a.team)
        if a.own_draft != b.own_draft:
            teams.add(a.team)  # the team discussing its own code
        if a.opp_draft != b.opp_draft:
            teams.add(a.team.other)  # the team discussing an interception
    return teams, encryptors


def next_versions(before: GameState, after: GameState) -> ViewVersions:
    """The view versions of ``after``, one applied action after ``before``."""
    v = before.views
    if public_changed(before, after):
        top = [max(v.teams[i], v.encryptors[i]) + 1 for i in (0, 1)]
        return ViewVersions(v.table + 1, (top[0], top[1]), (top[0], top[1]))
    teams, encryptors = private_changes(before, after)
    t, e = list(v.teams), list(v.encryptors)
    for team in Team:
        i = team.index
        if team in teams:
            t[i] += 1
            e[i] += 1
        elif team in encryptors:
            e[i] += 1
    return ViewVersions(v.table, (t[0], t[1]), (e[0], e[1]))


def version_of(state: GameState, team: Team | None, serves_encryptor: bool) -> int:
    """The version of the view of a window of ``team`` (``None``: the table)."""
    v = state.views
    if team is None:
        return v.table
    return (v.encryptors if serves_encryptor else v.teams)[team.index]
