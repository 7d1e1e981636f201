"""The host's listening socket: each window it accepts becomes a :class:`SocketLines`.

Apart from ``net/connection.py`` so that a window, which only connects out, never loads
Qt's network module."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QTcpServer

from decrypto_qt.net.connection import ONE_POLL, Readers, SocketLines


class LineServer(QTcpServer):
    """A QTcpServer whose connections are :class:`SocketLines`, not ``QTcpSocket``s.

    Signals:
        accepted(object): a new :class:`SocketLines`, parented to ``owner``.
    """

    accepted = Signal(object)

    def __init__(self, owner: QObject, *, one_poll: bool = ONE_POLL) -> None:
        super().__init__(owner)
        self._owner = owner
        self._readers = Readers(self) if one_poll else None

    def incomingConnection(self, handle: int) -> None:
        self.accepted.emit(SocketLines(int(handle), self._owner, readers=self._readers))
