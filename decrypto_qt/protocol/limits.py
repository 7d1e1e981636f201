"""Protocol version, timing and size limits, in one place."""

PROTOCOL_VERSION = 1
"""Bumped when a change would break a peer; adding optional fields does not bump it."""
PROTOCOL_MINOR = 2
"""Bumped when optional fields are added: 1 added classes (several tables on one host),
2 computer players (``hello.computer``, ``level``; the ``computer`` flag on every seat)."""
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
MAX_NAMES_PER_WINDOW = 8
MAX_PIN_LENGTH = 12
SERVICE_TYPE = "_decrypto._tcp.local."
