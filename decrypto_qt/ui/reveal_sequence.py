"""The projector's reveals, staged one after another before they are filed on the boards.

New entries of a view's history wait their turn on the :class:`RevealBoard`, each
announced by a beep; an entry is *filed* (its clues go on the history boards, its tokens
are counted) only once its code has been shown. The host may skip to the end of them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from decrypto_qt.engine.types import Team
from decrypto_qt.engine.views import HistoryEntry
from decrypto_qt.ui.cues import Cues
from decrypto_qt.ui.reveal_board import RevealBoard


class RevealSequence(QObject):
    """The reveals waiting for the stage, the one on it, and how many have been filed.

    Args:
        board: where each reveal is played.
        cues: beeps as each reveal goes on stage.

    Signals:
        filed_one(): a reveal ended and was filed; the boards may show it now.
    """

    filed_one = Signal()

    def __init__(self, board: RevealBoard, cues: Cues, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.cues = cues
        self.filed = 0
        """How many history entries are on the boards: a reveal is filed once it ends."""
        self.seen = -1
        """How many history entries the last view had (-1 before the first view)."""
        self.queue: list[HistoryEntry] = []
        self.three = False
        board.finished.connect(self._finished)

    @property
    def staging(self) -> bool:
        """A reveal is on stage or waiting for its turn."""
        return self.board.revealing or bool(self.queue)

    def take(self, history: list[HistoryEntry], three: bool) -> None:
        """New history entries go on stage one after another; the first view files all."""
        self.three = three
        if self.seen < 0 or len(history) < self.filed:
            self.queue.clear()
            self.filed = len(history)
            self.board.reveal(history[-1] if history else None, animate=False, three_player=three)
        elif len(history) > self.seen:
            self.queue.extend(history[self.seen :])
            if not self.board.revealing:
                self._next()
        self.seen = len(history)

    def skip(self) -> None:
        """File the reveal on stage and those waiting, at once; the last of them stays on
        the board, whole."""
        last = self.queue[-1] if self.queue else None
        self.queue.clear()
        if self.board.revealing:
            self.board.skip()
        if last is not None:
            self.board.reveal(last, animate=False, three_player=self.three)
        self.filed = max(self.filed, self.seen)

    def tokens_before(
        self, history: list[HistoryEntry], team: Team, tokens: tuple[int, int | None]
    ) -> tuple[int, int | None]:
        """``team``'s tokens without those the reveals still on stage or waiting will bring."""
        i, m = tokens
        for e in history[self.filed :]:
            if e["team"] == team.other.value and e["intercepted"]:
                i -= 1
            if e["team"] == team.value and e["miscommunicated"] and m is not None:
                m -= 1
        return (max(0, i), None if m is None else max(0, m))

    def _next(self) -> None:
        if not self.queue:
            return
        entry = self.queue.pop(0)
        self.board.reveal(entry, animate=True, three_player=self.three)
        self.cues.beep()

    def _finished(self) -> None:
        self.filed = min(self.filed + 1, self.seen)
        if self.queue:
            self._next()
        self.filed_one.emit()
