"""Play again: from game over the host deals a new game at the same table, and every
window — over TCP and over the browsers' WebSocket — follows into it without joining again."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.bots.player import Bot
from decrypto_qt.engine import EndGame, RuleError, Settings, Team, normalize
from decrypto_qt.net import autosave, classroom
from decrypto_qt.net.client import HostConnection
from decrypto_qt.net.host import GameHost
from decrypto_qt.protocol import messages as msg
from tests.helpers.net import LOOPBACK, WORDS, make_bot, make_host
from tests.helpers.web import WebSocketHostConnection
from tests.net.test_class_host import make_class, seated

WAIT = 20_000


def view_of(bot: Bot) -> dict:  # type: ignore[type-arg]
    update = bot.conn.last_view
    assert update is not None
    return dict(update.view)


def keywords_seen(bots: list[Bot], game: int | None = None) -> set[str]:
    """The keywords the players' own windows show (each sees its team's four)."""
    out: set[str] = set()
    for b in bots:
        view = view_of(b) if game is None else first_view_of_game(b, game)
        team = view["window"]["team"]
        out |= {normalize(k) for k in view["teams"][Team(team).index]["keywords"]}
    return out


VIEWS: dict[str, list[dict]] = {}  # type: ignore[type-arg]
"""Per player, every view its window received, in order."""


def four_players(host: GameHost) -> list[Bot]:
    """Ann, Bo (White) and Cy, Dee (Black); Dee plays from a browser (WebSocket)."""
    web_port = host.listen_web(LOOPBACK, 0)
    bots = [make_bot(host.port, name, team) for name, team in (("Ann", "white"), ("Bo", "white"))]
    bots.append(make_bot(host.port, "Cy", "black"))
    conn = WebSocketHostConnection(LOOPBACK, web_port, names=("Dee",), team="black")
    bots.append(Bot(conn, WORDS, rng=random.Random("Dee"), secret="0"))
    conn.open()
    for b in bots:
        views = VIEWS[b.conn.names[0]] = []
        b.conn.view.connect(lambda u, views=views: views.append(dict(u.view)))
    return bots


def first_view_of_game(bot: Bot, game: int) -> dict:  # type: ignore[type-arg]
    return next(v for v in VIEWS[bot.conn.names[0]] if v["game"] == game)


def over_everywhere(qtbot: QtBot, host: GameHost, bots: list[Bot]) -> None:
    qtbot.waitUntil(
        lambda: host.state is not None and host.state.outcome is not None, timeout=60_000
    )
    qtbot.waitUntil(
        lambda: all(b.conn.last_view and b.conn.last_view.view["outcome"] for b in bots),
        timeout=WAIT,
    )


def test_every_window_follows_into_the_new_game_with_new_keywords_and_plays_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_host(tmp_path, start_at=4, seed=11)
    bots = four_players(host)
    try:
        qtbot.waitUntil(lambda: host.state is not None, timeout=WAIT)
        qtbot.waitUntil(lambda: all(b.conn.last_view for b in bots), timeout=WAIT)
        with pytest.raises(RuleError) as caught:
            host.play_again()  # not while the game is played
        assert caught.value.code == "game/not_over"
        host.host_action(EndGame())
        over_everywhere(qtbot, host, bots)
        seats = {b.conn.names[0]: (b.conn.seats, b.conn.resume_token) for b in bots}
        old_words = keywords_seen(bots)
        old_versions = {b.conn.names[0]: view_of(b)["version"] for b in bots}
        welcomes = [b.conn.welcome for b in bots]
        assert len(old_words) == 8

        assert host.play_again() is False  # the same teams

        qtbot.waitUntil(lambda: all(view_of(b)["game"] == 2 for b in bots), timeout=WAIT)
        for b in bots:
            view = first_view_of_game(b, 2)
            name = b.conn.names[0]
            # The same window, seat and token: nobody joined again (no new welcome).
            assert b.conn.welcome is welcomes[bots.index(b)]
            assert (b.conn.seats, b.conn.resume_token) == seats[name]
            assert b.conn.state == "connected"
            assert (view["round"], view["phase"], view["outcome"], view["history"]) == (
                1,
                "encrypting",
                None,
                [],
            )
            assert view["version"] > old_versions[name]
            assert view["secret"]["notes"] == ["", "", "", ""]  # a fresh note sheet
            team = view["window"]["team"]
            assert team == ("white" if name in ("Ann", "Bo") else "black")
            assert view["teams"][Team(team).index]["keywords"] is not None
        new_words = keywords_seen(bots, 2)
        assert len(new_words) == 8 and new_words.isdisjoint(old_words)
        # The table's word memory holds both games' keywords (R2).
        memory = autosave.load_used_words(tmp_path)[host.pack.name]
        assert old_words | new_words <= set(memory)
        # The four players, the browser's among them, play the new game to its end.
        over_everywhere(qtbot, host, bots)
        assert host.state is not None and host.state.setup.game == 2
        assert host.state.outcome is not None and host.state.outcome.reason.value != "aborted"
        assert len(host.state.rounds) >= 2
    finally:
        for b in bots:
            b.conn.close()
        host.close()


def test_shuffled_teams_reach_every_window_and_a_crash_resumes_the_new_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_host(tmp_path, start_at=4, seed=3)
    bots = four_players(host)
    lobbies: list[msg.LobbyState] = []
    bots[0].conn.lobby.connect(lobbies.append)
    try:
        qtbot.waitUntil(lambda: host.state is not None, timeout=WAIT)
        host.host_action(EndGame())
        over_everywhere(qtbot, host, bots)
        before = {t: set(host.state.team_setup(t).players) for t in Team}  # type: ignore[union-attr]

        assert host.play_again(shuffle=True) is True

        state = host.state
        assert state is not None
        after = {t: set(state.team_setup(t).players) for t in Team}
        assert after != before and after != {
            Team.WHITE: before[Team.BLACK],
            Team.BLACK: before[Team.WHITE],
        }
        assert [len(after[t]) for t in Team] == [2, 2]
        team_of = {pid: t.value for t, ids in after.items() for pid in ids}
        # Each window is told its new team, in its view and in the lobby's roster.
        qtbot.waitUntil(lambda: all(view_of(b)["game"] == 2 for b in bots), timeout=WAIT)
        for b in bots:
            (seat,) = b.conn.seats
            assert view_of(b)["window"]["team"] == team_of[seat.id]
        qtbot.waitUntil(
            lambda: bool(lobbies) and {p.id: p.team for p in lobbies[-1].players} == team_of,
            timeout=WAIT,
        )
        # The host goes now, the bots playing on: started again, it resumes game 2 as it
        # was (the deal in the snapshot, the moves since in the journal), not game 1's end.
        at_close = host.state
        host.close()
        again = GameHost("Test room", pack=host.pack, data_dir=tmp_path, settings=Settings())
        try:
            assert again.restore() is True
            assert again.state is not None and again.state.setup.game == 2
            assert again.state == at_close and again.state.outcome is None
            assert {s.id: s.team.value for s in again.book.players() if s.team} == team_of
        finally:
            again.close()
    finally:
        for b in bots:
            b.conn.close()
        host.close()


def game_of(bot: Bot) -> int | None:
    """The game number of the last view a bot's window received (None: none yet)."""
    last = bot.conn.last_view
    return None if last is None else int(last.view["game"])


def test_the_teacher_plays_again_at_every_finished_table_and_only_there(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_class(tmp_path, 3, start_at=4)
    with seated(host) as by_table:
        qtbot.waitUntil(lambda: all(t.started for t in host.tables), timeout=WAIT)
        one, two, three = host.tables
        one.host_action(EndGame())
        three.host_action(EndGame())
        assert classroom.control_all_refusals(host, "again") == {}
        assert [t.state.setup.game for t in host.tables] == [2, 1, 2]  # type: ignore[union-attr]
        assert two.state is not None and two.state.outcome is None  # still played, untouched
        # Table 1's windows follow into its new game; table 2's know nothing of it.
        qtbot.waitUntil(lambda: all(game_of(b) == 2 for b in by_table[1]), timeout=WAIT)
        qtbot.waitUntil(lambda: all(game_of(b) == 1 for b in by_table[2]), timeout=WAIT)
        summaries = classroom.overview(host)
        assert summaries[0].phase not in ("lobby", "game_over") and not summaries[0].winners
        # One table at a time, with shuffled teams; a table still in play refuses.
        with pytest.raises(RuleError):
            classroom.control(two, "again_shuffled")
        two.host_action(EndGame())
        classroom.control(two, "again_shuffled")
        assert two.state is not None and two.state.setup.game == 2


def test_a_window_that_comes_back_after_the_new_deal_gets_the_new_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_host(tmp_path, start_at=4, seed=5)
    bots = four_players(host)
    try:
        qtbot.waitUntil(lambda: host.state is not None, timeout=WAIT)
        host.host_action(EndGame())
        over_everywhere(qtbot, host, bots)
        away = bots[2]
        token = away.conn.resume_token
        away.conn.close()
        qtbot.waitUntil(lambda: len(host.book.away()) == 1, timeout=WAIT)
        host.play_again()
        back = HostConnection(LOOPBACK, host.port, names=("Cy",), resume=token)
        back.open()
        try:
            qtbot.waitUntil(lambda: back.last_view is not None, timeout=WAIT)
            view = back.last_view.view  # type: ignore[union-attr]
            # The others play on meanwhile: the new game, whatever its phase, not the old end.
            assert view["game"] == 2 and view["outcome"] is None
            assert back.seats == away.conn.seats
        finally:
            back.close()
    finally:
        for b in bots:
            b.conn.close()
        host.close()


def test_seats_that_change_hands_after_the_game_play_the_next_one_under_the_new_names(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """R32 at game over: the host hands Bo's seat to Eve, and opens Cy's seat, which Fay
    takes from her own window. The finished game keeps who played it; the next one seats
    Eve and Fay."""
    host = make_host(tmp_path, start_at=4, seed=11)
    bots = four_players(host)
    fay = HostConnection(LOOPBACK, host.port, names=("Fay",))
    try:
        qtbot.waitUntil(lambda: host.state is not None, timeout=WAIT)
        host.host_action(EndGame())
        over_everywhere(qtbot, host, bots)
        bo, cy = (bots[i].conn.seats[0].id for i in (1, 2))
        version = host.state.version  # type: ignore[union-attr]

        host.hand_over(bo, "Eve")
        book = host.tables[0].book
        assert book.seats[bo].name == "Eve"
        with pytest.raises(RuleError) as taken:
            host.hand_over(cy, "ann")  # a name someone at the table has
        assert taken.value.code == "seat/name" and book.seats[cy].name == "Cy"
        bots[2].conn.close()
        host.free_seat(cy)
        fay.open()
        qtbot.waitUntil(lambda: fay.welcome is not None, timeout=WAIT)
        assert [(s.id, s.name) for s in fay.seats] == [(cy, "Fay")]
        qtbot.waitUntil(lambda: fay.last_view is not None, timeout=WAIT)
        finished = host.state
        assert finished is not None and finished.version == version
        assert {finished.player(s).name for s in (bo, cy)} == {"Bo", "Cy"}  # type: ignore[union-attr]

        host.play_again()
        assert host.state is not None and host.state.setup.game == 2
        assert {p.id: p.name for p in host.state.players}[bo] == "Eve"
        assert {p.id: p.name for p in host.state.players}[cy] == "Fay"
        qtbot.waitUntil(
            lambda: fay.last_view is not None and fay.last_view.view["game"] == 2, timeout=WAIT
        )
        black = fay.last_view.view["teams"][Team.BLACK.index]["players"]
        assert {"id": cy, "name": "Fay"} in black
    finally:
        fay.close()
        for b in bots:
            b.conn.close()
        host.close()
