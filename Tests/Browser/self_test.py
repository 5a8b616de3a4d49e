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

# (file, text, replacement, the failure message it must cause): applied together to one
# copy, which the whole suite tests.
BREAKAGES = [
    ("index.html", "<ul id=\"search-results\"", "<p style=\"color:#bbb\">faint</p><ul id=\"search-results\"", "axe serious color-contrast"),
    ("index.html", "</main>", "<p style=\"width:500px\">wide</p></main>", "scrolls sideways"),
    ("index.html", 'font-size="14">2 ', 'font-size="8">2 ', "diagram labels under 12 px"),
    ("sub/appear.html", '<text x="4" y="20" font-size="14">appeared', '<text x="150" y="20" font-size="14">appeared', "clipped by their SVG:"),
    ("index.html", 'y="56" font-size="14">3 ', 'y="40" font-size="14">3 ', "overlapping diagram labels"),
    ("sub/appear.html", ' textLength="184"', '', "clipped by their SVG in monospace"),
    ("index.html", "</main>", "<img src=\"missing.png\" alt=\"\"></main>", "console errors"),
    ("page.js", "localStorage.setItem('lifeline-theme', next);", "", "stored None in localStorage"),
    ("page.js", "i === k - 1 ?", "i === k - 2 ?", "rows aria-current"),
    ("page.js", "event.key === 'j'", "event.key === 'x'", "key j on the next button: data-step-position"),
    ("page.js", "box.addEventListener('keydown'", "document.addEventListener('keydown'", "key → outside the step-through"),
    ("page.js", "if (!inScroller && event.key === 'ArrowRight')", "if (event.key === 'ArrowRight')", "key → in the scroll region"),
    ("page.js", "state.scrollLeft = ", "state.scrollTop = ", "state diagram opens away from its highlighted path"),
    ("sub/appear.html", "<div data-step-through>", "<details class=\"scenario-input\"><summary>Input</summary></details><div data-step-through>", "comes after the folded input"),
    ("sub/appear.html", "table.calls td { overflow-wrap: anywhere; }", "table.calls td { white-space: nowrap; }", "clipped call-table cells"),
    ("sub/appear.html", "<td>viewWillAppear(_:)</td>",
     '<td>2</td><td>1</td><td>A</td><td><code style="display:inline-block;width:3em;white-space:normal;overflow-wrap:anywhere">viewWillAppear</code></td>',
     "call-table names broken inside a word"),
    ("sub/appear.html", '<rect x="206"', '<rect x="406"', "is out of view before scrolling"),
    ("sub/appear.html", "</head>", "<noscript><style>table { display: none; }</style></noscript></head>", "shows 0 tables, 1 with JavaScript"),
    ("sub/appear.html", ".diagram-scroll:target {", ".diagram-scroll:not(*) {", "full-size view covers"),
    ("index.html", ">On push, the new controller appears before the old one disappears<", ">push-order<", "shows claim id as text"),
    ("sub/appear.html", "</main>", "<h1>Appear again</h1></main>", "has 2 h1 headings"),
    ("index.html", '<h2 id="claims-heading">', "<h2>", "headings without an id"),
    ("index.html", "</main>", '<div style="display:flex"><a href="#a" style="display:block;width:10px;height:10px;font-size:8px">a</a><a href="#b" style="display:block;width:10px;height:10px;font-size:8px">b</a></div></main>', "axe serious target-size"),
    ("index.html", '<q lang="ja">', "<q>", "non-Latin script without lang"),
    ("404.html", "<style>", '<link rel="stylesheet" href="missing.css"><style>', "its stylesheet does not load"),
    ("404.html", "a.setAttribute('href', root + href);", "void 0;", "links lead to missing pages"),
]

# The search checks, each breakage of the index or of the site's own search.js (the
# fixture links to Templates/assets/search.js) in rounds of breakages that do not hide
# one another; each round's copy is tested with --only search.
SEARCH = "assets/search.js"
INDEX = "assets/search-index.js"
SEARCH_BREAKAGES = {
    "anchors, claims, focus": [
        (INDEX, '"sub/appear.html#prose-and-languages"', '"sub/appear.html#nowhere"', "missing anchor #nowhere"),
        (INDEX, '"sub/appear.html#callback-view-controller-viewWillAppear"', '"sub/appear.html#viewwillappear"', "lands on <h1>, not its table row"),
        (INDEX, '["claim","New controller: viewWillAppear comes before the old one\'s viewWillDisappear"', '["claim","push-new-will-appear-first"',
         "shows its id 'push-new-will-appear-first'"),
        (SEARCH, 'form.addEventListener("keydown"', 'document.addEventListener("keydown"', "keys with focus outside the search act on it"),
    ],
    "typos, synonyms, CJK, verdicts, Esc": [
        (SEARCH, "return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;", "return 0;", "'viewWillApear': no results"),
        (SEARCH, "if (joined !== row.from) continue;", "continue;", "'notification center': first result is 'keyboardWillShowNotification'"),
        (SEARCH, 'replace(/[^\\p{L}\\p{N}]+/gu, "")', 'replace(/[^a-z0-9]+/g, "")', "'生命周期': no results"),
        (SEARCH, 'return e.context && e.context !== kind && e.context !== KINDS.page ? kind + " · " + e.context : kind;', "return kind;", "shows no verdict"),
        (SEARCH, "close();\n      input.focus();", "input.focus();", "Esc in the results leaves"),
    ],
    "claims last, highlights, Show all, contrast": [
        (SEARCH, '(a.e.kind === "claim") - (b.e.kind === "claim") || ', "", "'生命周期': first result is '在控制器生命周期中"),
        (SEARCH, 'var mark = document.createElement("mark");', 'var mark = document.createElement("span");', "snippet: no snippet"),
        (SEARCH, "more.hidden = count >= hits.length;", "more.hidden = true;", "no 'Show all N results' button"),
        ("index.html", ".search-snippet { margin: 0; color: #444; }", ".search-snippet { margin: 0; color: #bbb; }",
         "search results open, 1280 px light axe serious color-contrast"),
    ],
    "title before text, escaping, arrows, status": [
        (SEARCH, "b.score - a.score || ", "", "'viewWillAppear': first result is 'View controllers'"),
        (SEARCH, "if (at < text.length) parent.appendChild(document.createTextNode(text.slice(at)));",
         'if (at < text.length) parent.insertAdjacentHTML("beforeend", text.slice(at));', "index text rendered as HTML (<b>"),
        (SEARCH, "if (next) { next.focus(); event.preventDefault(); }", "if (next) { event.preventDefault(); }", "↓ from the search box: focus is on INPUT"),
        (SEARCH, 'status.setAttribute("role", "status");', "", "the number of results is not announced"),
    ],
}


def run_suite(site, report, *options):
    command = [sys.executable, str(HERE / "run_suite.py"), str(site), "--report", str(report), *options]
    finished = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    failures = json.loads(report.read_text())["failures"] if report.exists() else []
    return finished.returncode, [" ".join(map(str, f)) for f in failures], finished.stdout


def broken_copy(scratch, name, breakages, problems):
    """A copy of the fixture (search.js copied, not linked) with every breakage applied."""
    broken = scratch / name
    shutil.copytree(FIXTURE, broken)
    for file, text, replacement, _ in breakages:
        path = broken / file
        content = path.read_text()
        if text not in content:
            problems.append(f"self-test out of date: {text!r} is not in {file}")
        path.write_text(content.replace(text, replacement, 1))
    return broken


def sampling_problems():
    """--sample keeps the top pages and every folder's index, K more pages of each folder,
    the same ones for the same seed, and other ones for another."""
    import run_suite
    pages = ["index.html", "404.html"] + [f"{folder}/{name}.html" for folder in ("a", "b") for name in ["index"] + [f"s{n}" for n in range(20)]]
    first, again = run_suite.sample_pages(pages, 3, "one"), run_suite.sample_pages(pages, 3, "one")
    seeds = {tuple(run_suite.sample_pages(pages, 3, str(seed))) for seed in range(5)}
    expected_kept = {"index.html", "404.html", "a/index.html", "b/index.html"}
    if not expected_kept <= set(first) or len(first) != 4 + 2 * 3 or first != again or len(seeds) < 2:
        return [f"--sample 3 chose {first}, again {again}, {len(seeds)} different samples for 5 seeds"]
    # Another edition: its index and 404 page and 2 × K pages of it, wherever they are.
    edition = ["de/index.html", "de/404.html"] + [f"de/{folder}/s{n}.html" for folder in ("a", "b") for n in range(20)]
    chosen = [p for p in run_suite.sample_pages(pages + edition, 3, "one", ["de"]) if p.startswith("de/")]
    if not {"de/index.html", "de/404.html"} <= set(chosen) or len(chosen) != 2 + 2 * 3:
        return [f"--sample 3 chose {chosen} of the de edition"]
    return []


def switcher_problems():
    """The language-switcher check passes links to the same page in each edition and fails
    one that leads to another page or to none."""
    import run_suite
    page = '<html lang="{lang}"><a href="{en}" lang="en" hreflang="en">English</a><a href="{de}" lang="de" hreflang="de">Deutsch</a>'
    problems = []
    with tempfile.TemporaryDirectory(prefix="lifeline-switcher-") as scratch:
        site = pathlib.Path(scratch)
        (site / "a").mkdir()
        (site / "de" / "a").mkdir(parents=True)
        (site / "index.html").write_text(page.format(lang="en", en="index.html", de="de/index.html"))
        (site / "de" / "index.html").write_text(page.format(lang="de", en="../index.html", de="index.html"))
        (site / "a" / "p.html").write_text(page.format(lang="en", en="p.html", de="../de/a/p.html"))
        (site / "de" / "a" / "p.html").write_text(page.format(lang="de", en="../../a/p.html", de="p.html"))
        pages = run_suite.site_pages(site, None)
        if run_suite.editions(site) != ["de"] or run_suite.switcher_failures(site, pages, ["de"]):
            problems.append(f"the switcher check failed a site whose links are right: {run_suite.switcher_failures(site, pages, ['de'])}")
        (site / "a" / "p.html").write_text(page.format(lang="en", en="p.html", de="../de/index.html"))
        (site / "de" / "a" / "p.html").write_text(page.format(lang="de", en="../../a/gone.html", de="p.html"))
        found = run_suite.switcher_failures(site, pages, ["de"])
        if len(found) != 2:
            problems.append(f"the switcher check found {found} on a site with a link to another page and one to no page")
    return problems


def main():
    problems = sampling_problems() + switcher_problems()
    with tempfile.TemporaryDirectory(prefix="lifeline-browser-self-test-") as scratch:
        scratch = pathlib.Path(scratch)
        status, failures, output = run_suite(FIXTURE, scratch / "good.json")
        if status != 0:
            problems.append("the fixture site that keeps the contract failed:\n" + output)
        rounds = [("pages", BREAKAGES, ())] + [(name, breakages, ("--only", "search")) for name, breakages in SEARCH_BREAKAGES.items()]
        for number, (name, breakages, options) in enumerate(rounds):
            broken = broken_copy(scratch, f"broken-{number}", breakages, problems)
            status, failures, _ = run_suite(broken, scratch / f"broken-{number}.json", *options)
            if status == 0:
                problems.append(f"the fixture site broken for {name} passed")
            for file, _, _, expected in breakages:
                if not any(expected in failure for failure in failures):
                    problems.append(f"breaking {file} ({name}) did not fail with {expected!r}")
    total = len(BREAKAGES) + sum(map(len, SEARCH_BREAKAGES.values())) + 3
    for problem in problems:
        print(f"self-test: {problem}")
    print(f"browser self-test: {total - len(problems)} of {total} checks caught")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
