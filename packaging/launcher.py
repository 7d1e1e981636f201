"""Entry point of the desktop bundles: the same command as ``decrypto-qt``."""

import multiprocessing
import sys

from decrypto_qt.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
