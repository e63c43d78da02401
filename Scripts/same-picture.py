#!/usr/bin/env python3
"""Says whether two PNG files hold the same picture: the same size and the
same pixels, whatever bytes encode them (exit 0), or not (exit 1, saying how
many pixels differ). Scripts/screenshot-lab.sh --docs uses it so that a
picture docs/Lab.md shows is rewritten only when what it shows changed.

    Scripts/same-picture.py A.png B.png

Reads the PNGs Chromium writes (8 bits a sample, not interlaced) with the
standard library only; anything else counts as different.
"""
import struct
import sys
import zlib

CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}  # grey, RGB, grey + alpha, RGBA


def pixels(path, unfilter=True):
    """(width, height, channels, rows of unfiltered bytes), or None; with
    unfilter False, the rows still filtered, in one string (quick to compare:
    one encoder filters the same pixels the same way)."""
    try:
        data = open(path, "rb").read()
    except OSError:
        return None
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    header, compressed, at = None, b"", 8
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        chunk = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            compressed += chunk
        at += 12 + length
    if header is None:
        return None
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or interlace != 0 or color not in CHANNELS:
        return None
    step = CHANNELS[color]
    stride = width * step
    raw = zlib.decompress(compressed)
    if not unfilter:
        return width, height, step, raw
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - step] if x >= step else 0
            up = previous[x]
            corner = previous[x - step] if x >= step else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                guess = left + up - corner
                near = min((abs(guess - left), 0, left), (abs(guess - up), 1, up), (abs(guess - corner), 2, corner))
                line[x] = (line[x] + near[2]) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, step, rows


def main(first, second):
    quick = pixels(first, unfilter=False), pixels(second, unfilter=False)
    if quick[0] is not None and quick[0] == quick[1]:
        return 0
    one, other = pixels(first), pixels(second)
    if one is None or other is None:
        print("%s: not a PNG this reads" % (second if one else first))
        return 1
    if one[:3] != other[:3]:
        print("%s is %dx%d, %s %dx%d" % (first, one[0], one[1], second, other[0], other[1]))
        return 1
    step = one[2]
    differing = sum(
        1
        for a, b in zip(one[3], other[3])
        if a != b
        for x in range(0, len(a), step)
        if a[x:x + step] != b[x:x + step]
    )
    if differing:
        print("%d of %d pixels differ" % (differing, one[0] * one[1]))
        return 1
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
