#!/usr/bin/env bash
# Build the one-folder desktop bundle for this platform (Linux or macOS; see
# build.ps1 for Windows) into dist/decrypto-qt/, then print its size.
#
#     bash packaging/build.sh          # uses the active Python environment
set -euo pipefail
cd "$(dirname "$0")/.."

PYINSTALLER_VERSION="6.22.3"
pip install --quiet "pyinstaller==${PYINSTALLER_VERSION}" -e .
pyinstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/decrypto_qt.spec
du -sh dist/decrypto-qt
