"""Network benchmark: ``python -m bench.network``."""
