#!/usr/bin/env python3
"""Times Lifeline, the C floor and the peers on the benchmark harness's (scripts/benchmark-harness) corpus, in
interleaved rounds, and writes every measurement to a JSON file.

Usage: benchmark-rounds.py --harness DIR --lifeline BIN --templates DIR --work DIR
                           --sizes "200 2000" --rounds 3 --tools "..." --out results.json

Run by scripts/benchmark, which builds Lifeline, copies the harness and installs the
peers first. Round r runs every tool and mode once, then round r+1 does it again, so a
change in the machine's speed (other work, thermal limits) hits every tool alike and
the report can take each ratio as the median of per-round ratios. Each run is one child
process reaped with wait4, which gives its own CPU time and peak memory on Linux and
macOS alike. A run that fails, or whose output the harness's verify.py rejects, is
recorded as failed, never as a time.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

PLATFORM_RSS_UNIT = 1 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes vs KiB


def tool_definitions(args, src, out):
    """tool -> (adapter, verify kind, {mode: (prepare, command)}). Commands run in the
    size's work directory; only tools whose programs are present are returned."""
    floor = os.path.join(args.harness, "native", "floor")
    mkdocs = os.path.join(args.venv, "bin", "mkdocs")
    edit = lambda path: ["sh", "-c", 'printf "\\nEdited for the benchmark, run %s.\\n" "$1" >> "$0"', path]
    tools = {
        "floor-gvc": ("native", "svg", {"clean": f"{floor} gvc {out('floor-gvc')} {src('native')}/*.dot"}),
        "floor-page": ("native", "page", {"clean": f"{floor} page {out('floor-page')} {src('native')}/*.md"}),
    }
    if shutil.which("dot"):
        tools["dot-p2"] = ("native", "svg", {"clean": f"cd {src('native')} && ls *.dot | xargs -P2 -I{{}} dot -Tsvg {{}} -o {out('dot-p2')}/{{}}.svg"})
    if shutil.which("hugo"):
        build = f"hugo --quiet -s {src('hugo')} -d {out('hugo')}"
        tools["hugo"] = ("hugo", "hugo", {"clean": build, "rebuild": build, "edit": (edit(f"{src('hugo')}/content/p0001.md"), build)})
    if os.path.exists(mkdocs):
        base = f"{mkdocs} build -q -f {src('mkdocs')}/mkdocs.yml -d {out('mkdocs')}"
        dirty = base.replace(" build -q ", " build -q --dirty ")
        tools["mkdocs"] = ("mkdocs", "mkdocs", {"clean": base, "rebuild": dirty, "edit": (edit(f"{src('mkdocs')}/docs/p0001.md"), dirty)})
    content = f"{src('lifeline')}/Content"
    build = f"{args.lifeline} build --content {content} --templates {args.templates} --output {out('lifeline')}"
    # The engine's explored models are cached outside the site (they depend on the
    # executable, not on any content), so a clean build finds them; the first build after
    # an install does not, and is timed on its own with an empty cache.
    cold_cache = os.path.join(args.work, "lifeline-cold-cache")
    tools["lifeline"] = ("lifeline", "lifeline", {
        "clean": build, "cold": (["sh", "-c", 'rm -rf "$0"', cold_cache], f"env LIFELINE_CACHE_DIR={cold_cache} {build}"),
        "rebuild": build, "edit": (edit(f"{content}/lifecycles/p0001.md"), build),
        "check": f"{args.lifeline} check --content {content}"})
    if args.baseline:
        before = f"{args.baseline} build --content {content} --templates {args.baseline_templates} --output {out('lifeline-before')}"
        tools["lifeline-before"] = ("lifeline", "lifeline", {"clean": before})
    names = args.tools.split() + (["lifeline-before"] if args.baseline else [])
    return {name: tools[name] for name in names if name in tools}


def run(command, cwd):
    """Wall seconds, user+sys seconds, peak RSS in MiB and exit status of one command."""
    with tempfile.TemporaryFile() as errors:
        start = time.monotonic()
        child = subprocess.Popen(command, shell=True, cwd=cwd, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = status  # reaped here; Popen must not wait for it again
        wall = time.monotonic() - start
        errors.seek(0)
        text = errors.read().decode(errors="replace")[-2000:]
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime,
            "rss_mib": usage.ru_maxrss * PLATFORM_RSS_UNIT / 1048576,
            "ok": status == 0, "stderr": text if status else ""}


def verify(args, kind, output, size, cwd):
    if kind is None:
        return True
    check = subprocess.run([sys.executable, os.path.join(args.harness, "verify.py"), kind, output, str(size)],
                           cwd=cwd, capture_output=True, text=True)
    return check.returncode == 0


def main():
    parser = argparse.ArgumentParser()
    for option in ("--harness", "--lifeline", "--templates", "--work", "--venv", "--out"):
        parser.add_argument(option, required=True)
    parser.add_argument("--sizes", default="200 2000")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tools", default="floor-gvc floor-page dot-p2 hugo mkdocs lifeline")
    parser.add_argument("--baseline", help="another lifeline binary, timed as 'lifeline-before' (clean builds)")
    parser.add_argument("--baseline-templates", help="the Templates/ that binary was built with")
    args = parser.parse_args()
    results = {"rounds": args.rounds, "sizes": [int(n) for n in args.sizes.split()], "runs": []}
    for size in results["sizes"]:
        work = os.path.join(args.work, str(size))
        src = lambda adapter: os.path.join(work, "src", adapter)
        out = lambda tool: os.path.join(work, "out", tool)
        subprocess.run([sys.executable, os.path.join(args.harness, "gen_corpus.py"), str(size), f"{work}/corpus"], check=True,
                       stdout=subprocess.DEVNULL)
        tools = tool_definitions(args, src, out)
        for adapter in sorted({adapter for adapter, _, _ in tools.values()}):
            subprocess.run([sys.executable, os.path.join(args.harness, "adapt.py"), adapter, f"{work}/corpus", src(adapter)],
                           check=True, env=dict(os.environ, LIFELINE_TEMPLATES=args.templates))
        load = os.getloadavg()[0]
        for round_number in range(1, args.rounds + 1):
            for tool, (_, kind, modes) in tools.items():
                shutil.rmtree(out(tool), ignore_errors=True)
                for mode, step in modes.items():
                    prepare, command = step if isinstance(step, tuple) else (None, step)
                    if mode in ("clean", "cold"):
                        shutil.rmtree(out(tool), ignore_errors=True)
                        os.makedirs(out(tool))
                    if prepare:
                        subprocess.run(prepare + [str(time.time_ns())], check=True)
                    measured = run(command, work)
                    measured["ok"] = measured["ok"] and (mode == "check" or verify(args, kind, out(tool), size, work))
                    measured.update(size=size, tool=tool, mode=mode, round=round_number)
                    results["runs"].append(measured)
                    state = f"{measured['wall']:.2f} s" if measured["ok"] else "FAILED " + measured["stderr"][-300:]
                    print(f"N={size} round {round_number} {tool} {mode}: {state}", flush=True)
                shutil.rmtree(out(tool), ignore_errors=True)
        results.setdefault("load", {})[str(size)] = [load, os.getloadavg()[0]]
        shutil.rmtree(work, ignore_errors=True)
    with open(args.out, "w") as file:
        json.dump(results, file, indent=1)


if __name__ == "__main__":
    main()
