"""Nothing lost when the host dies: snapshot plus journal, written before any view leaves."""

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Pause, Resume, RuleError, SetNote, bundled_pack
from decrypto_qt.net.host import GameHost
from tests.helpers.net import make_host
from tests.helpers.raw_peer import RawPeer


def started(qtbot: QtBot, tmp_path: Path) -> tuple[GameHost, list[RawPeer]]:
    host = make_host(tmp_path, start_at=None)
    peers = []
    for name, team in [("Ann", "white"), ("Bo", "white"), ("Cy", "black"), ("Di", "black")]:
        peer = RawPeer(host.port)
        peer.hello(name, team=team)
        peers.append(peer)
    qtbot.waitUntil(lambda: len(host.book.seats) == 4, timeout=5000)
    host.start_game()
    return host, peers


def finish(qtbot: QtBot, host: GameHost, peers: list[RawPeer]) -> None:
    for peer in peers:
        peer.close()
    qtbot.waitUntil(lambda: host.connected_windows == 0, timeout=5000)
    host.close()


def fresh(tmp_path: Path) -> GameHost:
    return GameHost("Other name", pack=bundled_pack("fr"), data_dir=tmp_path)


def test_every_applied_action_survives_a_crash_before_the_snapshot(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host, peers = started(qtbot, tmp_path)
    seat = list(host.book.seats)[1]  # not an encryptor: it may write notes (R25)
    # Applied and sent, but the event loop never got to the snapshot: then the host dies.
    host._apply(SetNote(seat, 1, "lighthouse?"))
    host.host_action(Pause())
    host.host_action(Resume())
    assert host.journal_path.read_text().count("\n") == 3
    again = fresh(tmp_path)
    assert again.restore()
    assert again.state == host.state and again.log == host.log
    assert again.room == "Test room" and again.pack.name == host.pack.name
    assert {w.token for w in again.book.windows.values()} == {
        w.token for w in host.book.windows.values()
    }
    # The resumed host has folded the journal into a new snapshot.
    assert not again.journal_path.exists()
    # Journal lines already in a snapshot are skipped: restoring twice changes nothing.
    twice = fresh(tmp_path)
    assert twice.restore() and twice.state == host.state
    finish(qtbot, host, peers)


def test_a_torn_last_journal_line_is_ignored(qtbot: QtBot, tmp_path: Path) -> None:
    host, peers = started(qtbot, tmp_path)
    seat = list(host.book.seats)[1]  # not an encryptor: it may write notes (R25)
    host._apply(SetNote(seat, 2, "kept"))
    expected = host.state
    with host.journal_path.open("a") as journal:
        journal.write('{"version": 99, "type": "set_no')  # the power went mid-write
    again = fresh(tmp_path)
    assert again.restore()
    assert again.state == expected
    finish(qtbot, host, peers)


def test_a_damaged_autosave_is_refused_not_played(tmp_path: Path) -> None:
    (tmp_path / "autosave.json").write_text('{"format": "something else"}')
    with pytest.raises(RuleError) as err:
        fresh(tmp_path).restore()
    assert err.value.code == "save/invalid"
    assert not fresh(tmp_path / "empty").restore()


# --- the files themselves: what a damaged or odd file does --------------------------------


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    from decrypto_qt.net.autosave import write_atomic

    target = tmp_path / "autosave.json"
    write_atomic(target, '{"room": "old"}')
    blocker = tmp_path / "blocked"
    blocker.mkdir()  # a folder where the file should go: the replace fails
    with pytest.raises((IsADirectoryError, PermissionError)):  # Linux, Windows
        write_atomic(blocker, "{}")
    assert target.read_text(encoding="utf-8") == '{"room": "old"}'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", "blocked"]


def test_an_unreadable_file_is_named_in_the_message(tmp_path: Path) -> None:
    from decrypto_qt.net.autosave import read_json

    path = tmp_path / "autosave.json"
    path.write_bytes(b"\xff\xfe not json")
    with pytest.raises(RuleError) as exc:
        read_json(path)
    assert exc.value.code == "save/invalid" and "autosave.json cannot be read" in exc.value.message


@pytest.mark.parametrize(
    ("content", "memory"),
    [
        (None, {}),
        (b"{not json", {}),
        (b'["a", "b"]', {}),
        (b'{"English": ["apple", 3, "river"], "bad": "x"}', {"English": ["apple", "river"]}),
    ],
    ids=["missing", "damaged", "not-a-table", "odd-entries"],
)
def test_the_word_memory_survives_a_damaged_file(
    tmp_path: Path, content: bytes | None, memory: dict[str, list[str]]
) -> None:
    from decrypto_qt.net.autosave import USED_WORDS_NAME, load_used_words

    if content is not None:
        (tmp_path / USED_WORDS_NAME).write_bytes(content)
    assert load_used_words(tmp_path) == memory


def test_the_word_memory_keeps_a_game_s_keywords_out_of_the_next(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from decrypto_qt.net.autosave import load_used_words

    host, peers = started(qtbot, tmp_path)
    assert host.state is not None
    dealt = {w for team in host.state.setup.teams for w in team.keywords}
    finish(qtbot, host, peers)
    assert dealt <= set(load_used_words(tmp_path)[host.pack.name])


def _save(folder: Path, **fields: object) -> Path:
    import json

    from decrypto_qt.net.autosave import AUTOSAVE_NAME, HOST_FORMAT

    data = {"format": HOST_FORMAT, "room": "Room", **fields}
    (folder / AUTOSAVE_NAME).write_text(json.dumps(data), encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("fields", "offered"),
    [
        ({"seats": {"seats": []}, "game": None}, None),
        ({"seats": {"seats": [{}, {}, {}]}, "game": None}, ("Room", False, 0, 3)),
        (
            {
                "seats": {"seats": [{}] * 4},
                "game": {"state": {"phase": "encrypt", "rounds": [1, 2]}},
            },
            ("Room", True, 2, 4),
        ),
        ({"seats": {"seats": [{}] * 4}, "game": {"state": {"phase": "game_over"}}}, None),
        ({"format": "something/else"}, None),
        ({"seats": "nonsense"}, None),
    ],
    ids=["empty-lobby", "lobby", "in-play", "over", "other-format", "damaged"],
)
def test_only_an_unfinished_game_is_offered(
    tmp_path: Path, fields: dict[str, object], offered: tuple[object, ...] | None
) -> None:
    from decrypto_qt.net.autosave import SavedGame, unfinished_game

    assert unfinished_game(tmp_path) is None  # no file at all
    found = unfinished_game(_save(tmp_path, **fields))
    assert found == (SavedGame(*offered) if offered else None)  # type: ignore[arg-type]
