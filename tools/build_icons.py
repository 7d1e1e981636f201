"""Render the app icon, ``resources/icons/decrypto-qt.svg``, to the bitmaps that ship.

Run it from anywhere after the SVG changes::

    python tools/build_icons.py

It writes, beside the SVG:

* ``decrypto-qt-{16,24,32,48,64,128,256,512}.png``: transparent PNGs (Linux
  hicolor theme, window icons);
* ``decrypto-qt.ico``: every size up to 256 px as PNG-compressed entries
  (Windows Vista and later). Qt's own "ico" image plugin, where present, writes a
  single image per file, so the multi-size container is assembled here instead;
* ``decrypto-qt.icns``: PNG entries from 16 px to 1024 px (512 px @2x) for macOS.

At 24 px and below the SVG's group ``id="numerals"`` (the dots that number the
four slots) is left out: at that size it only blurs the slots.

Only PySide6 is needed (QtSvg renders the SVG). Qt runs on the offscreen platform
unless ``QT_QPA_PLATFORM`` says otherwise, so no display is required. The output
is byte-for-byte the same from run to run with the same Qt.
"""

from __future__ import annotations

import os
import struct
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageReader, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SOURCE = ICONS / "decrypto-qt.svg"
STEM = "decrypto-qt"
SVG_NS = "http://www.w3.org/2000/svg"

# Sizes up to SMALL are drawn without the SVG element whose id is SMALL_DROPS.
SMALL = 24
SMALL_DROPS = "numerals"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# Windows reads at most 256 px; larger entries are not valid in an ICO.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, with the pixel size of each.
# ic11-ic14 are the @2x (Retina) variants of 16, 32, 128 and 256 pt.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def without(svg: bytes, element_id: str) -> bytes:
    """``svg`` with the element of that id, and what it holds, removed."""
    ET.register_namespace("", SVG_NS)
    root = ET.fromstring(svg)
    for parent in root.iter():
        for child in list(parent):
            if child.get("id") == element_id:
                parent.remove(child)
    return ET.tostring(root)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The SVG drawn into a transparent ``size`` x ``size`` image."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file: ICONDIR, one ICONDIRENTRY per image, then the PNG blobs."""
    header = struct.pack("<HHH", 0, 1, len(pngs))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(pngs)
    entries = b""
    blobs = b""
    for size, blob in sorted(pngs.items()):
        side = 0 if size == 256 else size  # a zero byte stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        blobs += blob
        offset += len(blob)
    return header + entries + blobs


def icns_bytes(entries: list[tuple[bytes, bytes]]) -> bytes:
    """An ICNS file: b"icns" and the total length, then type, length, data per entry."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in entries)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write(path: Path, data: bytes) -> None:
    path.write_bytes(data)
    print(f"{path.relative_to(ROOT)}: {len(data):,} bytes")


def check_readable(path: Path, fmt: bytes, expected: int) -> None:
    """Read a container back with Qt's own plugin, where the plugin is installed."""
    if fmt not in {bytes(f.data()) for f in QImageReader.supportedImageFormats()}:
        return
    reader = QImageReader(str(path), fmt)
    count = reader.imageCount()
    if count != expected:
        raise RuntimeError(f"{path.name}: Qt reads {count} images, expected {expected}")


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    svg = SOURCE.read_bytes()
    full = QSvgRenderer(QByteArray(svg))
    small = QSvgRenderer(QByteArray(without(svg, SMALL_DROPS)))
    if not (full.isValid() and small.isValid()):
        print(f"cannot render {SOURCE}", file=sys.stderr)
        return 1
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: png_bytes(render(small if size <= SMALL else full, size)) for size in sizes}

    for size in PNG_SIZES:
        write(ICONS / f"{STEM}-{size}.png", pngs[size])
    ico = ICONS / f"{STEM}.ico"
    write(ico, ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns = ICONS / f"{STEM}.icns"
    write(icns, icns_bytes([(kind, pngs[size]) for kind, size in ICNS_TYPES]))

    check_readable(ico, b"ico", len(ICO_SIZES))
    check_readable(icns, b"icns", len(ICNS_TYPES))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
