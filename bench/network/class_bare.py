"""The classroom benchmark's bare baseline: a plain socket server where each client first
names its group and place (one line: the table number and the window's index), and a poke
from any client sends every client of its group a line of the size given for its place.
A ping (a line starting ``{"type":"ping"``) is answered with a pong to its sender alone,
as the host answers the windows' keepalive pings.

stdin: one JSON line, the list of sizes by place (newline included)."""

from __future__ import annotations

import json
import selectors
import socket
import sys

PING = b'{"type":"ping"'
PONG = b'{"type":"pong","t":0}\n'


def main() -> None:
    sizes = json.loads(sys.stdin.buffer.readline())
    payloads = [b"x" * max(0, n - 1) + b"\n" for n in sizes]
    server = socket.create_server(("127.0.0.1", 0))
    print(server.getsockname()[1], flush=True)
    sel = selectors.DefaultSelector()
    sel.register(server, selectors.EVENT_READ)
    group_of: dict[socket.socket, int] = {}
    groups: dict[int, list[tuple[socket.socket, bytes]]] = {}
    buffers: dict[socket.socket, bytes] = {}
    while True:
        for key, _ in sel.select():
            sock = key.fileobj
            if sock is server:
                conn, _ = server.accept()
                conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                buffers[conn] = b""
                sel.register(conn, selectors.EVENT_READ)
                continue
            assert isinstance(sock, socket.socket)
            try:
                data = sock.recv(65536)
            except ConnectionResetError:
                data = b""  # the run is over: a window closed with a pong unread
            if not data:
                return
            *lines, buffers[sock] = (buffers[sock] + data).split(b"\n")
            for line in lines:
                if sock not in group_of:
                    group, place = map(int, line.split())
                    group_of[sock] = group
                    groups.setdefault(group, []).append((sock, payloads[place]))
                    continue
                if line.startswith(PING):
                    sock.sendall(PONG)
                    continue
                for c, payload in groups[group_of[sock]]:
                    c.sendall(payload)


if __name__ == "__main__":
    main()
