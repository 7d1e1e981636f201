"""Every byte sent to every window, over many seeded games, holds nothing V1-V5 forbid.

Every other window is a browser's, connected over the host's WebSocket; the rest
use the TCP line protocol.

Three checks on what the windows actually received over their sockets:
1. every view a window received is exactly ``view_for`` of the game at that
   window's view version (the engine's views are proven non-interfering in
   tests/engine/test_properties.py), and no other message carries game state;
2. secrets with unique text are searched for in the raw bytes: the opponents'
   keywords (V1), each clue before its code is decoded (V3) and the other
   team's notes (V5);
3. no side channel: a team's private change (a note, a guess draft, the
   encryptor's clue drafts) moves no other window's view version and sends the
   other windows nothing (V3-V5).
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.bots.player import Bot
from decrypto_qt.engine import (
    DraftClues,
    DraftGuess,
    GameState,
    Phase,
    SetNote,
    Settings,
    Team,
    Variant,
    WordPack,
    apply,
    bundled_pack,
    start,
    view_for,
    view_version,
)
from decrypto_qt.engine.versions import public_changed
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.host import GameHost
from decrypto_qt.net.seats import with_computers
from tests.helpers.net import LOOPBACK
from tests.helpers.web import WebSocketHostConnection

ENGLISH = bundled_pack("en").words
VOCABULARY = {Team.WHITE: ENGLISH[0::2], Team.BLACK: ENGLISH[1::2]}
"""Each team's bots write clues and notes from their own half of the English pack."""
KEYWORDS = WordPack("secret words", "", tuple(f"secretword{i:03d}" for i in range(200)))


def states_by_version(host: GameHost) -> dict[int, GameState]:
    """The game after each applied action, by the game's own (host-side) version."""
    assert host.state is not None
    state = start(host.state.setup)
    out = {0: state}
    for entry in host.log:
        state, _ = apply(state, entry.action, entry.now)
        out[state.version] = state
    assert state == host.state
    return out


PRIVATE_ACTIONS = (SetNote, DraftGuess, DraftClues)


def play(qtbot: QtBot, tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    three = seed % 5 == 4
    settings = Settings(
        variant=Variant.THREE_PLAYER if three else Variant.STANDARD,
        timer_seconds=None,
        alternate_first_team=rng.random() < 0.5,
        rounds_limit=rng.choice([3, 8]),
    )
    # Windows: (team, names) — single players, one shared laptop, a table, a spectator.
    if three:
        layout = [(Team.WHITE, ("W1",)), (Team.WHITE, ("W2",)), (Team.BLACK, ("Spy",))]
    else:
        layout = [(Team.WHITE, ("W1", "W2")), (Team.BLACK, ("B1",)), (Team.BLACK, ("B2",))]
        layout += [(rng.choice(list(Team)), (f"X{i}",)) for i in range(rng.randint(0, 2))]
    players = sum(len(names) for _, names in layout)
    host = GameHost(
        "Leak test",
        settings=settings,
        pack=KEYWORDS,
        data_dir=tmp_path,
        start_at=players,
        seed=seed,
    )
    host.listen(LOOPBACK, 0)
    web_port = host.listen_web(LOOPBACK, 0)

    def connection(i: int, **kw: object) -> HostConnection:
        """Every other window is a browser's, over the WebSocket."""
        if i % 2:
            return WebSocketHostConnection(LOOPBACK, web_port, **kw)  # type: ignore[arg-type]
        return HostConnection(LOOPBACK, host.port, **kw)  # type: ignore[arg-type]

    windows: list[tuple[Team | None, HostConnection]] = []
    bots: list[Bot] = []
    for i, (team, names) in enumerate(layout):
        # The first window's players are marked as computers: the mark travels
        # with every view and is checked below like the rest of it.
        mark = {"computer": True, "level": "hard"} if i == 0 else {}
        conn = connection(i + seed, names=names, team=team.value, **mark)
        skill = rng.choice([1.0, 0.9, 0.6])
        bots.append(
            Bot(
                conn,
                VOCABULARY[team],
                rng=random.Random(rng.random()),
                secret=str(seed),
                skill=skill,
            )
        )
        windows.append((team, conn))
    for i in range(2):  # the projector and a spectator
        windows.append((None, connection(i)))
    for _, conn in windows:
        conn.received = []
        conn.open()
    try:
        qtbot.waitUntil(lambda: all(b.outcome for b in bots), timeout=60_000)
        final = host.state
        assert final is not None and final.phase is Phase.GAME_OVER
        qtbot.waitUntil(
            lambda: all(
                c.last_view
                and c.welcome
                and c.last_view.version == host.view_version(c.welcome.window)
                for _, c in windows
            ),
            timeout=10_000,
        )
        check_windows(host, windows)
    finally:
        for _, conn in windows:
            conn.close()
        host.close()


def string_values(data: object) -> set[str]:
    """Every string value in a JSON document (keys excluded)."""
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return set().union(*(string_values(v) for v in data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*(string_values(v) for v in data)) if data else set()
    return set()


def without_keyword_guesses(message: dict[str, Any]) -> str:
    """The message as text, less the tie-break's keyword guesses (R20): a team's own
    guesses, and both teams' once both are in (public then), may be right."""
    view = json.loads(json.dumps(message["view"]))
    (view.get("secret") or {}).pop("keyword_guesses", None)
    (view.get("tiebreak") or {}).pop("guesses", None)
    return json.dumps({**message, "view": view}, ensure_ascii=False)


def check_windows(host: GameHost, windows: list[tuple[Team | None, HostConnection]]) -> None:
    states = states_by_version(host)
    final = host.state
    assert final is not None
    decoded_at: dict[str, int] = {}  # clue text -> first version where its code is decoded
    first_clue = 10**9  # the first version at which any clue is given
    for version in sorted(states):
        s = states[version]
        for rnd in s.rounds:
            for code in rnd.codes:
                if code.clues:
                    first_clue = min(first_clue, version)
                decoding = (
                    s.phase is Phase.DECODING
                    and rnd is s.round
                    and rnd.order[rnd.decoding] is code.team
                )
                if code.clues and (code.revealed or decoding):
                    for clue in code.clues:
                        if clue:
                            decoded_at.setdefault(clue, version)
    # Clue text -> who gave it; both teams may give the same word (R24).
    encryptor_of: dict[str, set[tuple[Team, str]]] = {}
    for rnd in final.rounds:
        for code in rnd.codes:
            for clue in code.clues or ():
                if clue:
                    encryptor_of.setdefault(clue, set()).add((code.team, code.encryptor))
    private_steps = 0
    for team, conn in windows:
        assert conn.welcome is not None and conn.received
        seats = {s.id for s in conn.welcome.seats}
        window = host.engine_window(conn.welcome.window)
        # The window's view version, game version by game version: it moves exactly
        # when the window's view does, and never on the other team's private change.
        first_at: dict[int, int] = {}  # view version -> first game version showing it
        views: dict[int, object] = {}
        previous = None
        for g in sorted(states):
            state = states[g]
            v = view_version(state, window)
            view = json.loads(json.dumps(view_for(state, window)))
            if previous is not None:
                before, before_view = previous
                moved = v != view_version(before, window)
                changed = {**view, "version": 0} != {**before_view, "version": 0}
                assert moved == changed, (g, window)
                entry = host.log[g - 1]
                actor = None if not isinstance(entry.action, PRIVATE_ACTIONS) else entry.action
                if actor is not None and not public_changed(before, state):
                    acting = state.player(actor.player)
                    assert acting is not None
                    if acting.team is not team:
                        private_steps += 1
                        assert not moved, (g, entry.action, window)  # 3.
            first_at.setdefault(v, g)
            views.setdefault(v, view)
            previous = (state, view)
        sent = []
        # Words every view holds before any clue is given (a team's name, a seat's): a clue
        # that happens to be one ("white") cannot be told apart by its text alone.
        first = next(m for m in map(json.loads, conn.received) if m["type"] == "view")
        given = first_at[first["version"]] >= first_clue  # game version, not the view's
        structural = set() if given else string_values(first)
        for raw in conn.received:
            text = raw.decode("utf-8")
            message = json.loads(text)
            kind = message["type"]
            assert kind in {"welcome", "lobby", "view", "error", "pong"}, kind
            if kind != "view":
                continue
            assert message["version"] == message["view"]["version"]
            sent.append((message["version"], message["away"]))
            version = first_at[message["version"]]
            state = states[version]
            # 1. Exactly the window's own view of the game at that version (with the
            # host's mark on the computers' seats, which every window may see).
            assert message["view"] == with_computers(
                views[message["version"]],  # type: ignore[arg-type]
                host.book.computers(),
            )
            over = state.phase is Phase.GAME_OVER
            for other in Team:
                if other is team:
                    continue
                if not over:  # V1 (a keyword guess of the tie-break may be right)
                    shown = without_keyword_guesses(message)
                    hits = [k for k in final.keywords(other) if k in shown]
                    assert not hits, (version, other, hits)
                for note in final.notes[other.index]:  # V5, even after the end
                    assert not (note and note in text)
            values = string_values(message)
            for clue, givers in encryptor_of.items():  # V3
                if version < decoded_at.get(clue, 10**9) and clue in values - structural:
                    mine = any(owner is team and e in seats for owner, e in givers)
                    assert mine, (clue, version)
        # 3. Nothing is sent to a window whose view (and the list of who is away) stayed
        # the same: the arrival of a message would tell that someone typed something.
        assert all(a != b for a, b in itertools.pairwise(sent)), sent
        assert [v for v, _ in sent] == sorted(v for v, _ in sent)
    assert private_steps > 0  # the bots' notes and drafts were seen not to leak


@pytest.mark.rule("V1", "V2", "V3", "V4", "V5")
@pytest.mark.parametrize("seed", range(12))
def test_no_window_ever_receives_a_secret_it_may_not_see(
    qtbot: QtBot, tmp_path: Path, seed: int
) -> None:
    play(qtbot, tmp_path, seed)


@pytest.mark.rule("V5")
def test_the_other_teams_notes_send_nothing_and_never_make_an_action_stale(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from tests.helpers.net import make_host
    from tests.helpers.raw_peer import RawPeer

    host = make_host(tmp_path, start_at=None)
    peers: dict[str, RawPeer] = {}
    try:
        for name, team in [("Ann", "white"), ("Bo", "white"), ("Cy", "black"), ("Di", "black")]:
            peer = RawPeer(host.port)
            peer.hello(name, team=team)
            peers[name] = peer
            qtbot.waitUntil(lambda p=peer: bool(p.of_type("welcome")), timeout=5000)
        host.start_game()
        for peer in peers.values():
            qtbot.waitUntil(lambda p=peer: bool(p.of_type("view")), timeout=5000)
        # Di, not Cy: Cy encrypts Black's first code and writes no note till it is revealed.
        di, ann, bo = peers["Di"], peers["Ann"], peers["Bo"]
        base = di.of_type("view")[-1]["version"]
        seen = {name: len(p.lines) for name, p in peers.items()}
        for i in range(3):  # White writes notes (Bo: Ann encrypts, R25); Ann sees each one
            bo.send_json(
                type="action", id=i, action={"type": "set_note", "keyword": 1, "text": f"n{i}"}
            )
            qtbot.waitUntil(
                lambda i=i: (ann.last("view") or {})["view"]["secret"]["notes"][0] == f"n{i}",
                timeout=5000,
            )
        # Black's windows got nothing at all, not even an unchanged view.
        assert len(peers["Cy"].lines) == seen["Cy"] and len(di.lines) == seen["Di"]
        # An action Di decided on before White's notes is not stale: Di's view is the same.
        di.send_json(
            type="action",
            id=9,
            base=base,
            action={"type": "set_note", "keyword": 2, "text": "violin?"},
        )
        qtbot.waitUntil(lambda: len(di.lines) > seen["Di"], timeout=5000)
        assert di.of_type("error") == []
        assert host.state is not None and host.state.notes[1][1] == "violin?"
        assert di.of_type("view")[-1]["version"] == base + 1
        assert host.view_version(di.of_type("welcome")[0]["window"]) == base + 1
    finally:
        for peer in peers.values():
            peer.close()
        host.close()
