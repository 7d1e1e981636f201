"""decrypto_qt: an unofficial desktop Decrypto for a local network."""

__version__ = "0.1.0"
