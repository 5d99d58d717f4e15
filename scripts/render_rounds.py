"""Times `render --trace` of one trace, one job and two, for one or more builds of render-cli, as slider-bench's disk
group does: each run into a fresh folder under BASE, nothing deleted in between, `sync` before it, the runs of a
round in a shuffled order (seeded). Prints each build's medians and its speed-up from one job to two, as the median
of the rounds' ratios with their range.

    python3 scripts/render_rounds.py BASE TRACE ROUNDS NAME=CLI [NAME=CLI ...]
"""
import os
import random
import statistics
import subprocess
import sys
import time


def measure(base, trace, rounds, builds, scene="Fixtures/scenes/price.json"):
    times = {(name, jobs): [] for name in builds for jobs in (1, 2)}
    rng = random.Random(7)
    k = 0
    for _ in range(rounds):
        for name, jobs in rng.sample(sorted(times), len(times)):
            k += 1
            os.sync()
            start = time.perf_counter()
            run = subprocess.run([builds[name], "render", scene, "--trace", trace, "--out", "%s/run-%d" % (base, k),
                                  "--jobs", str(jobs)], capture_output=True, text=True)
            if run.returncode != 0:
                sys.exit("render_rounds: %s failed (exit %d): %s" % (name, run.returncode, run.stderr.strip()[:500]))
            times[(name, jobs)].append(time.perf_counter() - start)
    lines = []
    for name in builds:
        one, two = times[(name, 1)], times[(name, 2)]
        ratios = [a / b for a, b in zip(one, two)]
        lines.append("%s: one job %.1f ms, two jobs %.1f ms, speed-up %.2fx (median of %d rounds' ratios, %.2f to %.2f)" % (
            name, statistics.median(one) * 1e3, statistics.median(two) * 1e3, statistics.median(ratios), rounds,
            min(ratios), max(ratios)))
    return lines


if __name__ == "__main__":
    base, trace, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
    builds = dict(arg.split("=", 1) for arg in sys.argv[4:])
    print("\n".join(measure(base, trace, rounds, builds)))
