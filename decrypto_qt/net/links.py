"""A window's connection, whichever way it came: the one type the host and tables pass around."""

from __future__ import annotations

from decrypto_qt.net.connection import SocketLines
from decrypto_qt.net.web_socket import WebSocketLines

Link = SocketLines | WebSocketLines
"""A window's connection: a TCP line socket (desktop) or a WebSocket (browser)."""
