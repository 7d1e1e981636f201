"""Protocol errors and the table of every error code a host may send."""

from __future__ import annotations


class ProtocolError(ValueError):
    """A message the protocol cannot accept; ``fatal`` ones close the connection."""

    def __init__(self, code: str, message: str, *, fatal: bool = False) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.fatal = fatal


PROTOCOL_ERRORS: dict[str, str] = {
    "proto/too_long": "A line was longer than 64 KiB (the connection is closed).",
    "proto/bad_utf8": "A line was not valid UTF-8.",
    "proto/bad_json": "A line was not a JSON object, or nested deeper than 16 levels.",
    "proto/unknown_type": "The message type is unknown, or not one a client may send.",
    "proto/bad_field": "A field is missing or has the wrong type; the message says which.",
    "proto/not_welcomed": "Only hello may be sent before the host has welcomed the window.",
    "proto/already_welcomed": "hello was sent twice on one connection.",
    "proto/flood": "Too many messages too fast (the connection is closed).",
    "proto/handshake_timeout": "No hello within 10 seconds (the connection is closed).",
    "proto/slow_line": "A line took more than 5 seconds to arrive (the connection is closed).",
    "action/unknown": "The action type is unknown, or one only the host may take.",
    "action/stale": "The action was based on an older view than the current one.",
    "seat/not_yours": "The window does not serve the player named in the action.",
    "seat/none": "The window serves no player, so it cannot act.",
    "lobby/started": "The game has started; the lobby can no longer be changed.",
    "lobby/not_started": "There is no game yet; actions come after the host starts it.",
    "lobby/no_team": "A table window has no team to choose.",
    "class/no_table": "The class has no table with the number asked for.",
    "class/started": "Players move between tables only before either table has started.",
}
"""Errors of the protocol itself; the rules add their own (RULES_ERRORS)."""

REFUSALS: dict[str, str] = {
    "hello/version": "The window speaks another major protocol version than the host.",
    "hello/pin": "The room has a PIN and the hello carried none or a wrong one.",
    "hello/pin_wait": "Too many wrong PINs came from this address or this room; the message "
    "says how many seconds to wait. The PIN was not checked.",
    "hello/room_full": "The host has no room for another window, or this address has "
    "32 connections open there already.",
    "hello/name": "A name is empty, too long, repeated, or already taken at this table.",
    "hello/no_free_seat": "The game has started and no empty seat fits the hello's names.",
    "hello/too_many_names": "A window serves at most 8 players.",
    "hello/no_table": "The class has no table with the number the hello asked for.",
    "host/closing": "The host is shutting down.",
    "host/replaced": "The same resume token connected again from elsewhere.",
    "host/kicked": "The host took the window's players off the table; do not reconnect.",
}
"""Codes of ``refused`` and ``bye`` messages: each ends the connection."""
