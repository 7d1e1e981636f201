"""Newline framing: bytes arrive in fragments; whole lines come out, at most 64 KiB each."""

from __future__ import annotations

from decrypto_qt.protocol.errors import ProtocolError
from decrypto_qt.protocol.limits import MAX_LINE_BYTES


class LineFramer:
    """Collects received bytes and hands out complete lines (without the newline).

    A line longer than ``limit`` raises a fatal ``proto/too_long`` as soon as
    that is known, without waiting for its end.
    """

    def __init__(self, limit: int = MAX_LINE_BYTES) -> None:
        self._buffer = bytearray()
        self._limit = limit

    def feed(self, data: bytes) -> list[bytes]:
        self._buffer += data
        lines: list[bytes] = []
        start = 0
        while True:
            end = self._buffer.find(b"\n", start)
            if end < 0:
                break
            if end - start > self._limit:
                raise self._too_long()
            lines.append(bytes(self._buffer[start:end]).rstrip(b"\r"))
            start = end + 1
        del self._buffer[:start]
        if len(self._buffer) > self._limit:
            raise self._too_long()
        return lines

    def _too_long(self) -> ProtocolError:
        self._buffer.clear()
        return ProtocolError(
            "proto/too_long", f"A line is longer than {self._limit} bytes.", fatal=True
        )

    @property
    def pending(self) -> int:
        """Bytes received that do not yet form a whole line."""
        return len(self._buffer)
