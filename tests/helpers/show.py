"""The table window fed the host's views directly: large teams, long names, computers.

The projector's table is drawn from views alone, so a game played by the engine
(:mod:`tests.helpers.tables`) and handed to a :class:`TableWindow` view by view
shows it as the room would see it, without a host or sockets. Used by the table's
tests and by ``tools/show_screenshots.py``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from decrypto_qt.engine import Settings, Team, Window, deal, view_for
from decrypto_qt.engine.state import Player
from decrypto_qt.net.seats import with_computers
from decrypto_qt.ui.session import Session
from decrypto_qt.ui.table_window import JoinInfo, TableWindow
from tests.helpers.tables import Table

LONG_NAMES = {
    "en": (
        "Alexandrina", "Maximilian-James", "Bartholomew", "Evangeline-Rose",
        "Christopher", "Annabelle-Grace", "Montgomery", "Josephine-Clare",
    ),
    "fr": (
        "Marie-Clémentine", "Jean-Baptiste", "Anne-Charlotte", "Pierre-Alexandre",
        "Marguerite", "François-Xavier", "Éléonore", "Charles-Henri",
    ),
    "zh_CN": (
        "欧阳明月", "司马长风", "诸葛晓云", "上官婉儿",
        "慕容复兴", "东方不败", "令狐冲天", "独孤求败",
    ),
    "nl": (
        "Wilhelmina", "Jan-Willem", "Anne-Marieke", "Maximiliaan",
        "Geertruida", "Pieter-Jan", "Annemarijke", "Bartholomeus",
    ),
}  # fmt: skip
"""People's names, long ones, four a team; the other four seats of a team are computers."""
ROOMS = {
    "en": "Friday game night in room 12",
    "fr": "Soirée jeux du vendredi, salle 12",
    "zh_CN": "星期五桌游之夜",
    "nl": "Spelavond op vrijdag in lokaal 12",
}
"""The room's name, on the table's first line."""
WORDS = ("comet", "anchor", "thimble", "harbour", "violin", "glacier", "pepper", "lantern")


def computer_name(n: int) -> str:
    """A computer's seat name as the host controls give it, in the current language."""
    return QCoreApplication.translate("ComputerSeats", "Computer %1").replace("%1", str(n))


class ShowTable:
    """An 8-against-8 game (4 people and 4 computers a team) and a table window showing it.

    Attributes:
        game: the engine's game; move it on, then :meth:`show` the new view.
        table: the projector's window (not shown until the caller shows it).
        computers: the computer seats and their level, as the host marks them.
    """

    def __init__(self, lang: str, *, level: str = "normal", seed: int = 1) -> None:
        people = iter(LONG_NAMES[lang])
        seats: list[Player] = []
        for i in range(16):
            team = Team.WHITE if i < 8 else Team.BLACK
            # People and computers alternate, as they are seated one after another.
            name = computer_name(i // 2 + 1) if i % 2 else next(people)
            seats.append(Player(f"p{i + 1}", name, team))
        setup, _ = deal(Settings(allow_large_teams=True), tuple(seats), WORDS, seed=seed)
        self.game = Table.of(setup)
        self.computers = tuple((p.id, level) for i, p in enumerate(seats) if i % 2)
        self.session = Session("127.0.0.1", 1)  # never opened: views are handed over
        room = ROOMS.get(lang, ROOMS["en"])
        join = JoinInfo(room, ("192.168.1.20",), 47123, None)
        self.table = TableWindow(self.session, join_info=join)
        self.table.ask_before_closing = False

    def show(self) -> None:
        """Hand the table the game's current view, as the host would."""
        view = with_computers(view_for(self.game.state, Window.table()), self.computers)
        self.session.view = view
        self.session.changed.emit()

    def as_projector(self, size: tuple[int, int] = (1920, 1080)) -> None:
        """Shown full screen on the projector: no menu bar or status bar, at ``size``."""
        self.table.menuBar().setVisible(False)
        self.table.statusBar().setVisible(False)
        self.table.show()
        self.table.resize(*size)
        for _ in range(3):
            QApplication.processEvents()
