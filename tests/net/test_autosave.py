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
    seat = next(iter(host.book.seats))
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
    seat = next(iter(host.book.seats))
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
