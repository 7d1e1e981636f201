"""The teacher's export: one zip with every table's game, a CSV summary, and note sheets.

Inside the archive:

- ``summary.csv``: one row per table and team: table, team, players, winner,
  reason, interceptions, miscommunications, rounds played;
- ``clues.csv``: every revealed clue: table, round, team, encryptor, the clue,
  its keyword number and the round's code;
- ``table-NN/game.json``: the table's game and its full log (the host's saved-game
  format, readable by :func:`decrypto_qt.engine.loads`);
- ``table-NN/<team>.pdf``: each team's note sheet, as a team exports it at game over.
"""

from __future__ import annotations

import csv
import io
import tempfile
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

from decrypto_qt.engine import Team, Window, dumps, view_for

if TYPE_CHECKING:
    from decrypto_qt.net.host import GameHost

SUMMARY_COLUMNS = (
    "table",
    "team",
    "players",
    "winner",
    "reason",
    "interceptions",
    "miscommunications",
    "rounds",
)
CLUE_COLUMNS = ("table", "round", "team", "encryptor", "clue", "keyword", "code")


def _csv(rows: list[tuple[object, ...]], header: tuple[str, ...]) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue().encode("utf-8-sig")  # spreadsheets then read the accents right


def class_tables(host: GameHost) -> tuple[bytes, bytes]:
    """``summary.csv`` and ``clues.csv`` of every table that has started."""
    summary: list[tuple[object, ...]] = []
    clues: list[tuple[object, ...]] = []
    for table in host.tables:
        if table.state is None:
            continue
        view = view_for(table.state, Window.table())
        outcome = view["outcome"]
        names = {p["id"]: p["name"] for t in view["teams"] for p in t["players"]}
        for t in view["teams"]:
            summary.append(
                (
                    table.room,
                    t["name"],
                    ", ".join(p["name"] for p in t["players"]),
                    "yes" if outcome and t["team"] in outcome["winners"] else "no",
                    outcome["reason"] if outcome else "in play",
                    t["interceptions"],
                    t["miscommunications"],
                    view["round"],
                )
            )
        for h in view["history"]:
            code = "".join(str(d) for d in h["code"])
            for clue, digit in zip(h["clues"], h["code"], strict=False):
                clues.append(
                    (
                        table.room,
                        h["round"],
                        h["team"],
                        names.get(h["encryptor"], h["encryptor"]),
                        clue,
                        digit,
                        code,
                    )
                )
    return _csv(summary, SUMMARY_COLUMNS), _csv(clues, CLUE_COLUMNS)


def export_class(host: GameHost, path: Path, *, pdf: bool = True) -> list[str]:
    """Write the class's archive to ``path`` (atomically); returns the names inside.

    ``pdf``: include the note sheets (needs a Qt GUI application, as any PDF export).
    """
    summary, clues = class_tables(host)
    with tempfile.TemporaryDirectory() as tmp:
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("summary.csv", summary)
            archive.writestr("clues.csv", clues)
            for table in host.tables:
                if table.state is None:
                    continue
                folder = f"table-{table.number:02d}"
                archive.writestr(f"{folder}/game.json", dumps(table.state, table.log))
                if not pdf:
                    continue
                from decrypto_qt.ui.export import export_pdf

                for team in Team:
                    players = frozenset(table.state.setup.teams[team.index].players)
                    view = view_for(table.state, Window(team, players))
                    sheet = Path(tmp) / f"{folder}-{team.value}.pdf"
                    export_pdf(view, team, sheet)
                    archive.write(sheet, f"{folder}/{team.value}.pdf")
        names = [i.filename for i in zipfile.ZipFile(io.BytesIO(buffer.getvalue())).infolist()]
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp_path = path.with_name(f".{path.name}.part")
        tmp_path.write_bytes(buffer.getvalue())
        tmp_path.replace(path)
    return names
