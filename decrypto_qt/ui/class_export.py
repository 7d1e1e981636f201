"""The teacher's export: one zip with every table's game, a CSV summary, and note sheets.

Inside the archive:

- ``summary.csv``: one row per table and team (one row for a table that has not
  started): table number and name, team, players, result, how the game ended,
  interception and miscommunication tokens, rounds played;
- ``clues.csv``: every revealed clue: table number and name, round, team,
  encryptor, the clue, its keyword number, the round's code, the team's own guess,
  and whether the code was intercepted or misread by its own team;
- ``table-NN/game.json``: a finished table's game and its full log (the host's
  saved-game format, readable by :func:`decrypto_qt.engine.loads`); a table still
  playing gets ``table-NN/table-view.json`` instead, what its projector shows, so
  an archive shared mid-game gives no keyword or code away;
- ``table-NN/<team>.pdf``: a finished table's note sheets, one per team, headed with
  the table, the team and its players (a sheet shows its team's keywords, so a table
  still playing has none).

A cell that a spreadsheet would take for a formula (a clue or name starting with
``=``, ``+``, ``-`` or ``@``) is written with a leading apostrophe.

The CSV headers and words are in the app's language; a language whose numbers
use a decimal comma gets ``;`` between fields, as its spreadsheets expect.
"""

from __future__ import annotations

import csv
import io
import tempfile
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from decrypto_qt.engine import Team, Window, dumps, view_for
from decrypto_qt.ui import texts

if TYPE_CHECKING:
    from decrypto_qt.engine.views import View
    from decrypto_qt.net.host import GameHost
    from decrypto_qt.net.table import Table

translate = QCoreApplication.translate

FILE_MODE = 0o644
"""Files in the archive: readable by everyone who unpacks it."""


def summary_columns() -> tuple[str, ...]:
    return (
        translate("ClassExport", "table"),
        translate("ClassExport", "table name"),
        translate("ClassExport", "team"),
        translate("ClassExport", "players"),
        translate("ClassExport", "result"),
        translate("ClassExport", "how the game ended"),
        translate("ClassExport", "interception tokens"),
        translate("ClassExport", "miscommunication tokens"),
        translate("ClassExport", "rounds played"),
    )


def clue_columns() -> tuple[str, ...]:
    return (
        translate("ClassExport", "table"),
        translate("ClassExport", "table name"),
        translate("ClassExport", "round"),
        translate("ClassExport", "team"),
        translate("ClassExport", "encryptor"),
        translate("ClassExport", "clue"),
        translate("ClassExport", "keyword number"),
        translate("ClassExport", "code"),
        translate("ClassExport", "own team's guess"),
        translate("ClassExport", "intercepted"),
        translate("ClassExport", "misread by own team"),
    )


def delimiter() -> str:
    """``;`` where numbers are written with a decimal comma (French, Dutch), else ``,``."""
    return ";" if QLocale().decimalPoint() == "," else ","


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: object) -> object:
    """A text a spreadsheet would run as a formula, made plain text."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _csv(rows: list[tuple[object, ...]], header: tuple[str, ...]) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter(), lineterminator="\n")
    writer.writerow(header)
    writer.writerows(tuple(_cell(v) for v in row) for row in rows)
    return out.getvalue().encode("utf-8-sig")  # spreadsheets then read the accents right


def _rounds_played(view: View) -> int:
    """Rounds played to the end: the current one counts only once the game is over."""
    return int(view["round"]) - (0 if view["outcome"] is not None else 1)


def _result(view: View, team: str) -> str:
    outcome = view["outcome"]
    if outcome is None:
        return translate("ClassExport", "in play")
    if not outcome["winners"]:
        return translate("ClassExport", "no winner")
    if team in outcome["winners"]:
        shared = len(outcome["winners"]) > 1
        return translate("ClassExport", "shared win") if shared else translate("ClassExport", "won")
    return translate("ClassExport", "lost")


def _table_rows(table: Table) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    if table.state is None:
        return [
            (table.number, table.room, "", "", translate("ClassExport", "not started")) + ("",) * 4
        ], []
    view = view_for(table.state, Window.table())
    three = view["settings"]["variant"] == "three_player"
    outcome = view["outcome"]
    how = (
        texts.outcome_text(outcome["reason"], outcome["winners"], three_player=three)
        if outcome
        else ""
    )
    names = {p["id"]: p["name"] for t in view["teams"] for p in t["players"]}
    team_names = {t["team"]: t["name"] for t in view["teams"]}
    summary: list[tuple[object, ...]] = [
        (
            table.number,
            table.room,
            t["name"],
            ", ".join(p["name"] for p in t["players"]),
            _result(view, t["team"]),
            how,
            t["interceptions"],
            t["miscommunications"],
            _rounds_played(view),
        )
        for t in view["teams"]
    ]
    clues: list[tuple[object, ...]] = []
    yes, no = translate("ClassExport", "yes"), translate("ClassExport", "no")
    for h in view["history"]:
        code = "".join(str(d) for d in h["code"])
        guess = "".join(str(d) for d in (h["own_guess"] or []))
        intercepted = yes if h["intercepted"] else no
        misread = yes if h["miscommunicated"] else no
        for clue, digit in zip(h["clues"], h["code"], strict=False):
            clues.append(
                (
                    table.number,
                    table.room,
                    h["round"],
                    team_names.get(h["team"], h["team"]),
                    names.get(h["encryptor"], h["encryptor"]),
                    clue,
                    digit,
                    code,
                    guess,
                    intercepted,
                    misread,
                )
            )
    return summary, clues


def class_tables(host: GameHost) -> tuple[bytes, bytes]:
    """``summary.csv`` and ``clues.csv`` of every table of the class."""
    summary: list[tuple[object, ...]] = []
    clues: list[tuple[object, ...]] = []
    for table in host.tables:
        s, c = _table_rows(table)
        summary += s
        clues += c
    return _csv(summary, summary_columns()), _csv(clues, clue_columns())


def sheet_heading(table: Table, view: View, team: Team) -> str:
    """What a printed note sheet says on top: the table, the team and its players."""
    t = view["teams"][team.index]
    players = ", ".join(p["name"] for p in t["players"])
    return f"{table.room} · {t['name']}: {players}"


def _add(archive: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = FILE_MODE << 16
    archive.writestr(info, data)


def _public_view(table: Table) -> bytes:
    """What the table's projector shows, as a window's exported view."""
    from decrypto_qt.ui.export import view_document

    assert table.state is not None
    return view_document(view_for(table.state, Window.table()), room=table.room).encode()


def export_class(host: GameHost, path: Path, *, pdf: bool = True) -> list[str]:
    """Write the class's archive to ``path`` (atomically); returns the names inside.

    ``pdf``: include the note sheets (needs a Qt GUI application, as any PDF export).
    """
    summary, clues = class_tables(host)
    with tempfile.TemporaryDirectory() as tmp:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            _add(archive, "summary.csv", summary)
            _add(archive, "clues.csv", clues)
            for table in host.tables:
                if table.state is None:
                    continue
                folder = f"table-{table.number:02d}"
                if table.state.outcome is None:
                    _add(archive, f"{folder}/table-view.json", _public_view(table))
                    continue
                _add(archive, f"{folder}/game.json", dumps(table.state, table.log).encode())
                if not pdf:
                    continue
                from decrypto_qt.ui.export import export_pdf

                for team in Team:
                    players = frozenset(table.state.setup.teams[team.index].players)
                    view = view_for(table.state, Window(team, players))
                    sheet = Path(tmp) / f"{folder}-{team.value}.pdf"
                    export_pdf(view, team, sheet, heading=sheet_heading(table, view, team))
                    _add(archive, f"{folder}/{team.value}.pdf", sheet.read_bytes())
        names = [i.filename for i in zipfile.ZipFile(io.BytesIO(buffer.getvalue())).infolist()]
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp_path = path.with_name(f".{path.name}.part")
        tmp_path.write_bytes(buffer.getvalue())
        tmp_path.replace(path)
    return names
