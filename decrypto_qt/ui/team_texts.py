"""What a team window says about people and reveals: who encrypts and who decodes at a
shared window (V7), a computer teammate's badge, and the line that sums up a reveal."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import HistoryEntry, View
from decrypto_qt.ui import texts
from decrypto_qt.ui.computer_badge import accessible_name, name_html
from decrypto_qt.ui.i18n import TRANSLATIONS
from decrypto_qt.ui.rich_text import escape
from decrypto_qt.ui.session import Session
from decrypto_qt.ui.sheet import code_text

translate = QCoreApplication.translate


def reveal_summary(h: HistoryEntry, *, three_player: bool = False) -> str:
    """One line for a revealed code: interception guess → own guess → code (R11-R15)."""
    owner = Team(h["team"])
    parts = [
        translate("TeamWindow", "Round %1, %2:")
        .replace("%1", str(h["round"]))
        .replace("%2", texts.team_label(owner, three_player=three_player))
    ]
    if h["opp_guess"] is not None:
        mark = "✔" if h["intercepted"] else "✖"
        parts.append(
            translate("TeamWindow", "interception %1 %2")
            .replace("%1", code_text(h["opp_guess"]))
            .replace("%2", mark)
        )
    if h["own_guess"] is not None:
        mark = "✖" if h["miscommunicated"] else "✔"
        parts.append(
            translate("TeamWindow", "own guess %1 %2")
            .replace("%1", code_text(h["own_guess"]))
            .replace("%2", mark)
        )
    parts.append(translate("TeamWindow", "code %1").replace("%1", code_text(h["code"])))
    space = "" if TRANSLATIONS.language.startswith("zh") else " "  # after "：" in Chinese
    return "  →  ".join([parts[0] + space + parts[1], *parts[2:]]) if len(parts) > 1 else parts[0]


def roles(session: Session, view: View, team: Team) -> tuple[str, list[str]] | None:
    """On a window shared by teammates (V7) that holds this round's encryptor:
    the encryptor's name and the names of the others at this window."""
    encryptor = view["teams"][team.index]["encryptor"]
    seats = session.seat_ids
    if len(seats) < 2 or encryptor not in seats:
        return None
    others = [session.player_name(pid) for pid in seats if pid != encryptor]
    return session.player_name(encryptor), others


def roles_text(session: Session, view: View, team: Team) -> str:
    """ "Anne is encrypting — Benoît decodes" for a shared window, else nothing."""
    found = roles(session, view, team)
    if found is None or view["phase"] not in {"encrypting", "decoding"}:
        return ""
    writer, others = found
    text = (
        translate("TeamWindow", "%1 is encrypting — %2 decodes")
        if len(others) == 1
        else translate("TeamWindow", "%1 is encrypting — %2 decode")
    )
    return text.replace("%1", writer).replace("%2", texts.join_names(others))


def said_name(session: Session, pid: str) -> str:
    """Seat ``pid``'s name as a screen reader says it: "Computer 1, computer player, hard"."""
    computer, level = session.computer_of(pid)
    name = session.player_name(pid)
    return accessible_name(name, level) if computer else name


def computer_deciders(
    session: Session, view: View, team: Team, encryptor: str | None, px: int
) -> str:
    """This team's computer players who decide with us (not the silent encryptor), as
    rich text with badges ``px`` high: their guess reaches this window as a draft."""
    return texts.join_names(
        name_html(p["name"], True, p.get("level"), px)
        for p in view["teams"][team.index]["players"]
        if p.get("computer") and p["id"] != encryptor and p["id"] not in session.seat_ids
    )


def teammates_html(session: Session, view: View, team: Team, px: int) -> str:
    """ "Playing: Ann — with Computer 2 (robot) computer · hard" when a computer is a
    teammate (its badge ``px`` high); empty otherwise."""
    mine = set(session.seat_ids)
    others = [p for p in view["teams"][team.index]["players"] if p["id"] not in mine]
    if not any(p.get("computer") for p in others):
        return ""
    names = texts.join_names(escape(session.player_name(pid)) for pid in session.seat_ids)
    mates = texts.join_names(
        name_html(p["name"], bool(p.get("computer")), p.get("level"), px) for p in others
    )
    text = escape(translate("TeamWindow", "Playing: %1 — with %2"))
    return text.replace("%1", names).replace("%2", mates)
