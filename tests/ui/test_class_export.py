"""The teacher's export of a class as the teacher opens it: a finished table, a table still
playing and one that never started, in a spreadsheet, on paper, and shared."""

from __future__ import annotations

import csv
import io
import json
import zipfile
from pathlib import Path

from pytestqt.qtbot import QtBot

from decrypto_qt.engine import Pause, Phase, Team, Window, loads, view_for
from decrypto_qt.ui.class_export import delimiter, export_class, sheet_heading
from decrypto_qt.ui.export import note_sheet_html
from tests.net.test_class_host import class_bots_in_turn, make_class


def read_csv(archive: zipfile.ZipFile, name: str) -> list[dict[str, str]]:
    text = archive.read(name).decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(text), delimiter=delimiter()))


def test_an_export_mid_class_says_what_each_table_did_and_gives_no_game_away(
    qtbot: QtBot, tmp_path: Path
) -> None:
    host = make_class(tmp_path / "host", 3, start_at=4)
    host.tables[2].start_at = None  # table 3: nobody comes
    # A name a spreadsheet would run as a formula, at table 1.
    name = {(1, 0): "=1+1"}
    bots = class_bots_in_turn(
        qtbot,
        host.port,
        [
            (name.get((n, i), f"T{n}P{i}"), "white" if i % 2 == 0 else "black", n, n)
            for n in (1, 2)
            for i in range(4)
        ],
    )
    try:
        first, second = host.tables[0], host.tables[1]
        qtbot.waitUntil(
            lambda: second.state is not None and len(second.state.rounds) >= 2, timeout=20_000
        )
        second.host_action(Pause())
        qtbot.waitUntil(
            lambda: first.state is not None and first.state.phase is Phase.GAME_OVER,
            timeout=60_000,
        )
        target = tmp_path / "class.zip"
        names = export_class(host, target)
        archive = zipfile.ZipFile(target)
        assert set(names) == {
            "summary.csv",
            "clues.csv",
            "table-01/game.json",
            "table-01/white.pdf",
            "table-01/black.pdf",
            "table-02/table-view.json",  # still playing: no game, no note sheets
        }
        # Anyone who unpacks it can read every file.
        assert {(i.external_attr >> 16) & 0o777 for i in archive.infolist()} == {0o644}

        rows = read_csv(archive, "summary.csv")
        by_table = {n: [r for r in rows if r["table"] == str(n)] for n in (1, 2, 3)}
        assert len(by_table[1]) == len(by_table[2]) == 2 and len(by_table[3]) == 1
        finished = first.state
        assert finished is not None and finished.outcome is not None
        winners = {t.value for t in finished.outcome.winners}
        for row in by_table[1]:
            team = "white" if row["team"] == "White" else "black"
            won = "shared win" if len(winners) == 2 else "won"
            assert row["result"] == (won if team in winners else "lost")
            assert row["how the game ended"].endswith(".")  # a sentence, not a code
            assert "_" not in row["how the game ended"]
            assert int(row["rounds played"]) == len(finished.rounds)
        assert {r["result"] for r in by_table[2]} == {"in play"}
        assert {r["how the game ended"] for r in by_table[2]} == {""}
        playing = second.state
        assert playing is not None
        played = sum(1 for r in playing.rounds if all(c.revealed for c in r.codes))
        assert {int(r["rounds played"]) for r in by_table[2]} == {playing.round.number - 1}
        assert played in (playing.round.number - 1, playing.round.number)
        assert by_table[3][0]["result"] == "not started"
        assert by_table[3][0]["table name"] == host.tables[2].room

        clues = read_csv(archive, "clues.csv")
        assert {c["team"] for c in clues} <= {"White", "Black"}  # as in the summary
        assert all(c["keyword number"] in c["code"] for c in clues)
        # Why a table ended as it did: each code's own guess, interceptions, misreadings.
        codes = {
            (str(r.number), c.team.value): c for r in finished.rounds for c in r.codes if c.revealed
        }
        names = {"White": "white", "Black": "black"}
        for row in (c for c in clues if c["table"] == "1"):
            code = codes[(row["round"], names[row["team"]])]
            assert row["own team's guess"] == "".join(map(str, code.own_guess or ()))
            assert row["intercepted"] == ("yes" if code.intercepted else "no")
            assert row["misread by own team"] == ("yes" if code.miscommunicated else "no")

        # The finished game is all there; the one in play only as its projector shows it.
        state, _log = loads(archive.read("table-01/game.json"))
        assert state == finished
        shown = archive.read("table-02/table-view.json").decode("utf-8")
        assert json.loads(shown)["view"]["round"] == playing.round.number
        for team in playing.setup.teams:
            assert not any(word in shown for word in team.keywords)
        # Printed sheets say whose they are.
        white = [p for p in finished.players if p.team.value == "white"]
        assert archive.read("table-01/white.pdf").startswith(b"%PDF")
        view = view_for(finished, Window(Team.WHITE, frozenset(p.id for p in white)))
        heading = sheet_heading(first, view, Team.WHITE)
        assert first.room in heading and all(p.name in heading for p in white)
        assert heading in note_sheet_html(view, Team.WHITE, heading)
        # A spreadsheet shows the formula-like name as text, not as 2.
        assert any(r["players"].startswith("'=1+1") for r in by_table[1])
    finally:
        for b in bots:
            b.conn.close()
        host.close()
