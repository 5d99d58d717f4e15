"""Pixels of a PNG screenshot, standard library only: 8-bit RGB or RGBA, not interlaced (what Chromium's
``Page.captureScreenshot`` writes). Used by ``test-report.py``."""

from __future__ import annotations

import struct
import zlib


class PNGError(Exception):
    """Not a PNG this reader handles."""


def png_pixels(data: bytes) -> tuple[int, int, int, bytes]:
    """(width, height, channels, rows without filter bytes)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise PNGError("the screenshot is not a PNG")
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or color not in (2, 6) or interlace:
                raise PNGError(f"unexpected screenshot PNG format (depth {depth}, colour type {color})")
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    out = bytearray(stride * height)
    prev = bytearray(stride)
    i = 0
    for y in range(height):
        f = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out[y * stride:(y + 1) * stride] = line
        prev = line
    return width, height, channels, bytes(out)


def darkness(png: bytes) -> tuple[int, int, int]:
    """(largest channel value, pixels brighter than 32, pixel count) of a screenshot."""
    width, height, channels, rows = png_pixels(png)
    brightest, bright = 0, 0
    for p in range(0, len(rows), channels):
        v = max(rows[p], rows[p + 1], rows[p + 2])
        brightest = max(brightest, v)
        bright += v > 32
    return brightest, bright, width * height
