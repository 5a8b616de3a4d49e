"""The suite tested on itself: a small fixture site that keeps the DOM contract must pass,
and a copy broken in one way per check must fail with that check's message. Proves the
checks can fail (a check that cannot fail tests nothing) before they judge the real site.

usage: self_test.py        (run by scripts/browser-tests before the real site)
"""

import json
import pathlib
import shutil
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
FIXTURE = HERE / "fixture" / "site"

# (file, text, replacement, the failure message it must cause)
BREAKAGES = [
    ("index.html", "<ul id=\"search-results\">", "<p style=\"color:#bbb\">faint</p><ul id=\"search-results\">", "axe serious color-contrast"),
    ("index.html", "</main>", "<p style=\"width:500px\">wide</p></main>", "scrolls sideways"),
    ("index.html", 'font-size="14">2 ', 'font-size="8">2 ', "diagram labels under 12 px"),
    ("index.html", "</main>", "<img src=\"missing.png\" alt=\"\"></main>", "console errors"),
    ("page.js", "localStorage.setItem('lifeline-theme', next);", "", "stored None in localStorage"),
    ("page.js", "i === k - 1 ?", "i === k - 2 ?", "rows aria-current"),
    ("page.js", "event.key === 'j'", "event.key === 'x'", "key j on the next button: data-step-position"),
    ("page.js", "box.addEventListener('keydown'", "document.addEventListener('keydown'", "key → outside the step-through"),
    ("page.js", "if (!inScroller && event.key === 'ArrowRight')", "if (event.key === 'ArrowRight')", "key → in the scroll region"),
    ("page.js", "state.scrollLeft = ", "state.scrollTop = ", "state diagram opens away from its highlighted path"),
    ("sub/appear.html", "<div data-step-through>", "<details class=\"scenario-input\"><summary>Input</summary></details><div data-step-through>", "comes after the folded input"),
    ("sub/appear.html", "table.calls td { overflow-wrap: anywhere; }", "table.calls td { white-space: nowrap; }", "clipped call-table cells"),
    ("sub/appear.html", '<rect x="206"', '<rect x="406"', "is out of view before scrolling"),
    ("search-index.js", "#viewwillappear", "#nowhere", "missing anchor #nowhere"),
    ("sub/appear.html", "</head>", "<noscript><style>table { display: none; }</style></noscript></head>", "shows 0 tables, 1 with JavaScript"),
    ("sub/appear.html", ".diagram-scroll:target {", ".diagram-scroll:not(*) {", "full-size view covers"),
]


def run_suite(site, report):
    command = [sys.executable, str(HERE / "run_suite.py"), str(site), "--report", str(report)]
    finished = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    failures = json.loads(report.read_text())["failures"] if report.exists() else []
    return finished.returncode, [" ".join(map(str, f)) for f in failures], finished.stdout


def main():
    problems = []
    with tempfile.TemporaryDirectory(prefix="lifeline-browser-self-test-") as scratch:
        scratch = pathlib.Path(scratch)
        status, failures, output = run_suite(FIXTURE, scratch / "good.json")
        if status != 0:
            problems.append("the fixture site that keeps the contract failed:\n" + output)
        broken = scratch / "broken"
        shutil.copytree(FIXTURE, broken)
        for name, text, replacement, _ in BREAKAGES:
            path = broken / name
            content = path.read_text()
            if text not in content:
                problems.append(f"self-test out of date: {text!r} is not in {name}")
            path.write_text(content.replace(text, replacement, 1))
        status, failures, _ = run_suite(broken, scratch / "broken.json")
        if status == 0:
            problems.append("the broken fixture site passed")
        for name, _, _, expected in BREAKAGES:
            if not any(expected in failure for failure in failures):
                problems.append(f"breaking {name} did not fail with {expected!r}")
    for problem in problems:
        print(f"self-test: {problem}")
    print(f"browser self-test: {len(BREAKAGES) + 1 - len(problems)} of {len(BREAKAGES) + 1} checks caught")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
