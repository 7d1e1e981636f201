"""Start-up benchmark: ``python -m bench.startup``."""
