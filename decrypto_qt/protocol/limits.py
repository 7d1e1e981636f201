"""Protocol version, timing and size limits, in one place."""

PROTOCOL_VERSION = 1
"""Bumped when a change would break a peer; adding optional fields does not bump it."""
PROTOCOL_MINOR = 3
"""Bumped when optional fields are added: 1 added classes (several tables on one host),
2 computer players (``hello.computer``, ``level``; the ``computer`` flag on every seat),
3 playing again at a table (``view.game``)."""
PREFERRED_PORT = 47123
"""The port a host listens on when it is free (a resumed game takes its own port)."""
MAX_TABLES = 16
"""A class runs at most this many tables on one host."""
MAX_LINE_BYTES = 64 * 1024
"""One message per line; a longer line is a framing error and closes the connection."""
HEARTBEAT_SECONDS = 2.0
"""A client pings this often; either side treats ~3 silent beats as a lost peer."""
SILENT_BEATS = 3
HANDSHAKE_SECONDS = 10.0
"""A connection that has not said hello by then is closed."""
FLOOD_MESSAGES = 200
FLOOD_WINDOW_SECONDS = 1.0
"""More than FLOOD_MESSAGES in FLOOD_WINDOW_SECONDS from one window disconnects it."""
MAX_WINDOWS = 300
MAX_CONNECTIONS_PER_ADDRESS = 32
"""Connections open at once from one address (welcomed or not); more are refused at once.
A shared team laptop needs one; the host's own computer players all come from loopback."""
MAX_TABLE_PLAYERS = 16
"""Seats at one table, whatever its settings: two teams of 8 (R1's largest). It bounds
the lobby message and the views, so no line the host sends nears MAX_LINE_BYTES."""
MAX_NAMES_PER_WINDOW = 8
MAX_PIN_LENGTH = 12
MAX_JSON_DEPTH = 16
"""Arrays and objects nested deeper than this in one message are refused (no message
needs more than 4)."""
LINE_SECONDS = 5.0
"""A line that has begun must end within this; a peer dripping bytes is closed."""
PIN_FREE_TRIES = 3
"""Wrong PINs one address may give before it has to wait."""
PIN_ADDRESS_CAP_SECONDS = 30.0
"""The longest wait between two PIN tries from one address (1 s, 2 s, 4 s… up to this):
every 4-digit PIN from one address takes about 3.5 days."""
PIN_ROOM_FREE_TRIES = 30
PIN_ROOM_GAP_SECONDS = 3.0
"""Past PIN_ROOM_FREE_TRIES wrong PINs in a room, it checks at most one PIN per this
many seconds from addresses not yet admitted: every 4-digit PIN takes over 8 hours
however many addresses try."""
SERVICE_TYPE = "_decrypto._tcp.local."
