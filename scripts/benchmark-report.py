#!/usr/bin/env python3
"""Turns the measurements of benchmark-rounds.py into the ratio table of
docs/benchmarks.md, with the machine they were taken on and the issue's goals checked.

Usage: benchmark-report.py RESULTS.json MACHINE.txt [OUT.md]   (prints the table too)

Every ratio is the median of per-round ratios (run r of A / run r of B, both timed in
round r), so a change in machine speed between rounds cancels out; absolute times are
shown for scale only. CPU % is (user + sys) / wall: 200 % means both cores busy.
"""
import json
import statistics
import sys

LABELS = {
    "floor-gvc": "C floor: libgvc only, 1 process",
    "floor-page": "C floor page: libcmark-gfm + libgvc, full pages, 1 process",
    "dot-p2": "Graphviz `dot -Tsvg` per diagram, 2 at a time",
    "hugo": "Hugo (DOT left as a code block, no SVG)",
    "mkdocs": "MkDocs + mkdocs-graphviz",
    "lifeline": "Lifeline (2 pages per lifecycle, 1 layout)",
    "lifeline-before": "Lifeline before: the --baseline binary",
}
MODES = {"clean": "clean build", "cold": "clean build, empty engine cache", "rebuild": "no-change rebuild", "edit": "one-file edit", "check": "check only"}


def rows(results):
    grouped = {}
    for run in results["runs"]:
        grouped.setdefault((run["size"], run["tool"], run["mode"]), {})[run["round"]] = run
    return grouped


def ratio(grouped, key, base_key):
    runs, base = grouped.get(key, {}), grouped.get(base_key, {})
    pairs = [(runs[r]["wall"], base[r]["wall"]) for r in runs if r in base and runs[r]["ok"] and base[r]["ok"]]
    return statistics.median(a / b for a, b in pairs) if pairs and len(pairs) == len(runs) else None


def table(results):
    grouped = rows(results)
    lines = ["| tool | N | build | median s | ms/page | × floor page | × MkDocs same build | × Lifeline clean | peak RSS MiB | CPU % |",
             "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|"]
    order = list(LABELS)
    for size, tool, mode in sorted(grouped, key=lambda k: (k[0], order.index(k[1]), list(MODES).index(k[2]))):
        runs = list(grouped[(size, tool, mode)].values())
        label = f"{LABELS[tool]} | {size} | {MODES[mode]}"
        if not all(run["ok"] for run in runs):
            lines.append(f"| {label} | FAILED | | | | | | |")
            continue
        wall = statistics.median(run["wall"] for run in runs)
        cells = [ratio(grouped, (size, tool, mode), (size, "floor-page", "clean")),
                 ratio(grouped, (size, tool, mode), (size, "mkdocs", mode)) if tool != "mkdocs" else None,
                 ratio(grouped, (size, tool, mode), (size, "lifeline", "clean"))]
        text = ["" if value is None else f"{value:.2f}" for value in cells]
        rss = statistics.median(run["rss_mib"] for run in runs)
        cpu = statistics.median(100 * run["cpu"] / run["wall"] for run in runs)
        lines.append(f"| {label} | {wall:.2f} | {1000 * wall / size:.2f} | {' | '.join(text)} | {rss:.0f} | {cpu:.0f} |")
    return "\n".join(lines) + "\n"


def goals(results):
    """The issue's targets, each with the measured value and whether it is met."""
    grouped, out = rows(results), []
    for size in results["sizes"]:
        lifeline = lambda mode: (size, "lifeline", mode)
        checks = [
            ("clean build / floor page", ratio(grouped, lifeline("clean"), (size, "floor-page", "clean")), "≤", 1.0),
            ("no-change rebuild / MkDocs --dirty", ratio(grouped, lifeline("rebuild"), (size, "mkdocs", "rebuild")), "≤", 0.1),
            ("one-file edit / clean build", ratio(grouped, lifeline("edit"), lifeline("clean")), "≤", 0.05),
        ]
        clean = list(grouped.get(lifeline("clean"), {}).values())
        if clean and all(run["ok"] for run in clean):
            checks.append(("peak RSS of a clean build, MiB", statistics.median(r["rss_mib"] for r in clean), "≤", 150))
            checks.append(("CPU of a clean build, %", statistics.median(100 * r["cpu"] / r["wall"] for r in clean), "≥", 150))
        for name, value, relation, limit in checks:
            if value is None:
                continue
            met = value <= limit if relation == "≤" else value >= limit
            out.append(f"- N={size}: {name} **{value:.2f}** (goal {relation} {limit:g}): {'met' if met else 'not met'}")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    with open(sys.argv[1]) as file:
        results = json.load(file)
    with open(sys.argv[2]) as file:
        machine = file.read().strip()
    body = table(results)
    print(body + "\n" + goals(results), end="")
    if len(sys.argv) == 4:
        loads = ", ".join(f"N={n}: {a:.1f} → {b:.1f}" for n, (a, b) in results.get("load", {}).items())
        with open(sys.argv[3], "w") as file:
            file.write(
                "# Benchmarks\n\nWritten by `scripts/benchmark` (do not edit by hand): Lifeline against the C floor and "
                "the peers on the benchmark harness's (scripts/benchmark-harness) synthetic corpus of N lifecycle pages, "
                f"{results['rounds']} interleaved rounds. Each ratio is the median of per-round ratios; "
                "absolute times vary with the machine and its load. CPU % is (user + sys) / wall, "
                "so 200 % is both cores busy. A clean build starts from no site, not from no caches kept "
                "outside it: MkDocs runs on Python's compiled bytecode, and Lifeline on its engine's explored "
                "models (`~/.cache/lifeline`, keyed by the executable and independent of any content); the "
                "row *clean build, empty engine cache* is the first build after an install.\n\n"
                f"## Machine\n\n```\n{machine}\nload average (1 min) before → after: {loads}\n```\n\n"
                f"## Results\n\n{body}\n## Goals of issue 10\n\n{goals(results)}")


if __name__ == "__main__":
    main()
