"""Run the app with ``python -m decrypto_qt``."""

import sys

from decrypto_qt.cli import main

sys.exit(main())
