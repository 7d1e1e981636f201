# Build the one-folder Windows bundle into dist\decrypto-qt\ (PowerShell 7).
#     pwsh packaging/build.ps1
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..")
pip install --quiet "pyinstaller==6.22.3" -e .
pyinstaller --noconfirm --clean --log-level WARN `
    --distpath dist --workpath build/pyinstaller packaging/decrypto_qt.spec
"{0:N1} MB" -f ((Get-ChildItem dist/decrypto-qt -Recurse | Measure-Object Length -Sum).Sum / 1MB)
