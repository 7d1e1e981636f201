"""LAN play: the authoritative host, the client connection, discovery and autosave."""
