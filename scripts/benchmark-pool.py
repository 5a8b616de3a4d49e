#!/usr/bin/env python3
"""Writes the harness's lifeline_pool.json for this build of Lifeline.

Usage: benchmark-pool.py HARNESS LIFELINE CONTENT TEMPLATES OUT.json

The harness's lifeline_pool.py (scripts/benchmark-harness) reads the engine's edges from a derived diagram's
SVG, in the shape the diagrams had when it was written (edge titles `state-A->state-B`,
the initial state behind a `start->state-A` edge). Today's diagrams title an edge
`A → B` and mark the initial state's node with the class `initial`, so this runs the
harness's own code with only that reading replaced. It also drops the scenarios'
`logs:`: the synthetic corpus has no Content/evidence to hold those logs, and the
peers check no recorded logs either.
"""
import html
import importlib.util
import os
import re
import subprocess
import sys
import tempfile


def load_harness_pool(harness):
    spec = importlib.util.spec_from_file_location("lifeline_pool", os.path.join(harness, "lifeline_pool.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def derived_edges(pool, lifeline, templates):
    """kind -> {edges: [{from, to, action, calls}], initial}, from one derived diagram per kind."""
    work = tempfile.mkdtemp(prefix="lifeline-pool-")
    content = os.path.join(work, "c")
    os.makedirs(os.path.join(content, "lifecycles"))
    with open(os.path.join(content, "site.yaml"), "w") as f:
        f.write("title: pool\n")
    for kind, (_, config) in pool.KINDS.items():
        with open(os.path.join(content, "lifecycles", f"k-{kind}.yaml"), "w") as f:
            f.write(f"id: k-{kind}\ntitle: {kind}\nobject: {kind}\nconfig: {pool.json.dumps(config)}\n"
                    "diagram:\n  derived: true\n")
    site = os.path.join(work, "site")
    subprocess.run([lifeline, "build", "--content", content, "--templates", templates, "--output", site],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    out = {}
    for kind in pool.KINDS:
        with open(os.path.join(site, f"k-{kind}", "index.html")) as f:
            text = f.read()
        edges = []
        for body in re.findall(r'<g id="edge[^"]*" class="edge transition">(.*?)</g>', text, re.S):
            title = html.unescape(re.search(r"<title>(.*?)</title>", body).group(1))
            a, b = title.split(" → ")
            lines = [html.unescape(t) for t in re.findall(r"<text[^>]*>(.*?)</text>", body)]
            edges.append({"from": a, "to": b, "action": lines[0], "calls": lines[1:]})
        initial = re.search(r'<g id="state&#45;([^"]*)" class="node state initial', text)
        out[kind] = {"edges": edges, "initial": html.unescape(initial.group(1)) if initial else None}
        if not edges:
            sys.exit(f"benchmark-pool.py: no edges read from the derived {kind} diagram; has the SVG changed shape?")
    subprocess.run(["rm", "-rf", work], check=True)
    return out


def main(argv):
    if len(argv) != 6:
        sys.exit(__doc__)
    harness, lifeline, content, templates, out = argv[1:]
    pool = load_harness_pool(harness)
    pool.derived_edges = lambda lifeline, templates: derived_edges(pool, lifeline, templates)
    pool.main(["lifeline_pool.py", lifeline, content, templates, out])
    data = pool.json.load(open(out))
    for kind in data["kinds"].values():
        for scenario in kind["scenarios"]:
            scenario.pop("logs", None)
    with open(out, "w") as f:
        pool.json.dump(data, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv)
