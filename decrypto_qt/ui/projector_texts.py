"""What the projector says in words: how to join, the phase, the clues on stage.

The texts keep the translation context ``TableWindow``: they are the table window's.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import View
from decrypto_qt.protocol import messages as msg
from decrypto_qt.ui import texts
from decrypto_qt.ui.rich_text import escape

translate = QCoreApplication.translate


@dataclass(frozen=True)
class JoinInfo:
    """How people reach this table, shown in large type."""

    room: str
    addresses: tuple[str, ...]
    port: int
    pin: str | None


def join_text(
    info: JoinInfo | None, welcome: msg.Welcome | None, *, lobby: bool, unit: float
) -> str:
    """How to join, as rich text: in the ``lobby`` the PIN stands large (twice ``unit``
    pixels) on its own line."""
    if info is None:
        return ""
    address = ", ".join(f"{a}:{info.port}" for a in info.addresses) or f"127.0.0.1:{info.port}"
    if welcome is not None and welcome.tables:  # one table of a class: say which
        line = (
            translate(
                "TableWindow",
                "Join: open Decrypto, pick “%1” from the list, then table %3 "
                "— or join by address %2",
            )
            .replace("%1", info.room)
            .replace("%3", str(welcome.table))
        )
    else:
        line = translate(
            "TableWindow",
            "Join: open Decrypto and pick “%1” from the list — or join by address %2",
        ).replace("%1", info.room)
    text = escape(line.replace("%2", address))
    if info.pin:
        pin = escape(translate("TableWindow", "PIN: %1").replace("%1", info.pin))
        if lobby:
            size = round(unit * 2)
            text += f'<br><span style="font-size:{size}px;font-weight:bold">{pin}</span>'
        else:
            text += "&nbsp;&nbsp;·&nbsp;&nbsp;" + pin
    return text


def phase_text(view: View, three: bool) -> str:
    """The line under the header: who is writing, who is decoding and who has locked in."""
    if view["paused"]:
        return "❚❚ " + translate("TableWindow", "Paused by the host")
    phase = view["phase"]
    if phase == "encrypting":
        waiting = [
            texts.team_label(tv["team"], three_player=three)
            for tv in view["teams"]
            if tv["encryptor"] is not None and not tv["clues_in"]
        ]
        return translate("TableWindow", "Encryptors are writing clues: %1").replace(
            "%1", ", ".join(waiting)
        )
    if phase == "decoding" and view["decoding"] is not None:
        d = view["decoding"]
        team = Team(d["team"])
        who = texts.team_label(team, three_player=three)
        parts = [translate("TableWindow", "Decoding %1's clues").replace("%1", who)]
        sides = [(team, d["own_locked"])]
        if d["interception"]:
            sides.append((team.other, d["opp_locked"]))
        for side, locked in sides:
            label = texts.team_label(side, three_player=three)
            parts.append(
                (
                    translate("TableWindow", "%1: locked in ✔")
                    if locked
                    else translate("TableWindow", "%1: deciding…")
                ).replace("%1", label)
            )
        return "   ·   ".join(parts)
    return texts.phase_name(phase)


def clues_text(clues: list[str | None] | list[str]) -> str:
    """Three clues on one line, numbered; a missing one is a dash."""
    return "   ·   ".join(f"{i + 1}. {c or '—'}" for i, c in enumerate(clues))
