"""Engine benchmark: ``python -m bench.engine``."""
