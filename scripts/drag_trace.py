"""slider-bench's 72,000-event drag (its `dragTrace`), byte for byte: a finger sweeping the price slider's track at
120 Hz. Used by the scripts that measure `render --trace` outside slider-bench.

    python3 scripts/drag_trace.py OUT.json [EVENTS]
"""
import sys


def number(x, decimals):
    text = "%.*f" % (decimals, x)
    return text.rstrip("0").rstrip(".") if "." in text else text


def write(path, count=72000):
    lines = ['{\n  "events": [\n    { "t": 0, "type": "touchDown", "x": 50.24 },\n']
    for i in range(1, count - 1):
        k = i % 600
        x = 14 + (k if (i // 600) % 2 == 0 else 600 - k) * 0.5
        lines.append('    { "t": %s, "type": "touchMove", "x": %s },\n' % (number(i / 120, 4), number(x, 2)))
    lines.append('    { "t": %s, "type": "touchUp" }\n  ]\n}\n' % number((count - 1) / 120, 4))
    with open(path, "w") as out:
        out.write("".join(lines))


if __name__ == "__main__":
    write(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 72000)
