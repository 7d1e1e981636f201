"""Exports at game over: a team's note sheets as PDF (QPdfWriter), the game as JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import View
from decrypto_qt.net.autosave import write_atomic
from decrypto_qt.ui import texts
from decrypto_qt.ui.rich_text import escape
from decrypto_qt.ui.sheet import clue_index, code_text, entries_of, our_guess

translate = QCoreApplication.translate

VIEW_FORMAT = "decrypto_qt/view"
TABLE = '<table border="1" cellspacing="0" cellpadding="4" width="100%">'


def note_sheet_html(view: View, me: Team, heading: str | None = None) -> str:
    """Both sides of ``me``'s note sheet as HTML: rounds, guesses, codes and the clue index.

    ``heading``, when given, is printed on top (a class export names the table and players).
    """
    e = escape
    three = view["settings"]["variant"] == "three_player"
    parts = [f"<p>{e(heading)}</p>"] if heading else []
    parts.append(f"<h1>{e(texts.team_label(me, three_player=three))}</h1>")
    outcome = view["outcome"]
    if outcome is not None:
        result = texts.outcome_text(outcome["reason"], outcome["winners"], three_player=three)
        parts.append(f"<p><b>{e(result)}</b></p>")
    for team, title, theirs in (
        (me, translate("NoteSheet", "Our side"), False),
        (me.other, translate("NoteSheet", "Their side"), True),
    ):
        words = view["teams"][team.index]["keywords"] or []
        parts.append(f"<h2>{e(title)} — {e(texts.team_label(team, three_player=three))}</h2>")
        if words:
            parts.append(
                "<p>" + " · ".join(f"{k + 1}. {e(w)}" for k, w in enumerate(words)) + "</p>"
            )
        head = [
            translate("NoteSheet", "Clue 1"),
            translate("NoteSheet", "Clue 2"),
            translate("NoteSheet", "Clue 3"),
            translate("NoteSheet", "Our guess"),
            translate("NoteSheet", "Correct"),
        ]
        rows = ["<tr><th></th>" + "".join(f"<th>{e(h)}</th>" for h in head) + "</tr>"]
        entries = entries_of(view["history"], team.value)
        for h in entries:
            guess = our_guess(h, theirs=theirs)
            cells = [*h["clues"], code_text(guess), code_text(h["code"])]
            rows.append(
                f"<tr><td>{h['round']}</td>" + "".join(f"<td>{e(c)}</td>" for c in cells) + "</tr>"
            )
        index = [[c.text for c in clues] for clues in clue_index(entries)]
        parts.append(
            '<table border="1" cellspacing="0" cellpadding="4" width="100%">'
            + "".join(rows)
            + "</table>"
        )
        parts.append(f"<h3>{e(translate('NoteSheet', 'Clues under each keyword number'))}</h3>")
        cols = "".join(
            f"<td valign='top'><b>{k + 1}</b><br>{'<br>'.join(e(c) for c in index[k])}</td>"
            for k in range(4)
        )
        parts.append(f"{TABLE}<tr>{cols}</tr></table>")
        if theirs and view["secret"] is not None:
            notes = view["secret"]["notes"]
            if any(notes):
                parts.append(
                    "<p>" + " · ".join(f"{k + 1}: {e(n)}" for k, n in enumerate(notes)) + "</p>"
                )
    return "<html><body>" + "".join(parts) + "</body></html>"


def export_pdf(view: View, me: Team, path: Path, *, heading: str | None = None) -> None:
    """Write the note sheets to ``path`` as an A4 PDF (``heading``: see :func:`note_sheet_html`)."""
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setTitle("Decrypto — " + texts.team_label(me))
    writer.setCreator("decrypto_qt")
    doc = QTextDocument()
    doc.setHtml(note_sheet_html(view, me, heading))
    doc.print_(writer)


def view_document(view: View, *, room: str = "") -> str:
    """A window's view as the JSON document :func:`export_view_json` writes."""
    data: dict[str, Any] = {"format": VIEW_FORMAT, "format_version": 1, "room": room, "view": view}
    return json.dumps(data, ensure_ascii=False, indent=1)


def export_view_json(view: View, path: Path, *, room: str = "") -> None:
    """Write what this window saw of the game (public history, its notes, revealed screens)."""
    write_atomic(path, view_document(view, room=room))
