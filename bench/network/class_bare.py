"""The classroom benchmark's bare baseline: a plain socket server where each client first
names its group (one line, the table number), and a poke from any client broadcasts the
given bytes to every client of its group."""

from __future__ import annotations

import selectors
import socket
import sys


def main() -> None:
    payload = sys.stdin.buffer.readline()  # the bytes to broadcast, newline included
    server = socket.create_server(("127.0.0.1", 0))
    print(server.getsockname()[1], flush=True)
    sel = selectors.DefaultSelector()
    sel.register(server, selectors.EVENT_READ)
    group_of: dict[socket.socket, int] = {}
    groups: dict[int, list[socket.socket]] = {}
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
            data = sock.recv(65536)
            if not data:
                return
            *lines, buffers[sock] = (buffers[sock] + data).split(b"\n")
            for line in lines:
                if sock not in group_of:
                    group_of[sock] = int(line)
                    groups.setdefault(group_of[sock], []).append(sock)
                    continue
                for c in groups[group_of[sock]]:
                    c.sendall(payload)


if __name__ == "__main__":
    main()
