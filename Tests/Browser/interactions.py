"""The checks that act as a reader would: search, step-through, the theme toggle. Each
returns a list of failure messages (empty when the feature works) and drives the page through
real clicks and key presses, never by calling the page's functions."""

import pathlib
import re
import time
import urllib.parse

from webdriver import WebDriverError

ARROW_RIGHT, ARROW_LEFT = "\ue014", "\ue012"


def _wait_for(browser, script, timeout=3.0, *arguments):
    deadline = time.monotonic() + timeout
    while True:
        value = browser.execute(script, *arguments)
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.05)


ARROW_DOWN, ARROW_UP, ENTER, ESCAPE = "\ue015", "\ue013", "\ue007", "\ue00c"

# (query, the first result's title as a regular expression, the start of its label).
# The same queries hold on the fixture site, whose index has an entry for each.
SEARCH_CASES = [
    ("viewWillAppear", r"^viewWillAppear\(_:\)$", "Callback"),
    ("-viewWillAppear:", r"^viewWillAppear\(_:\)$", "Callback"),
    ("viewWillAppear(_:)", r"^viewWillAppear\(_:\)$", "Callback"),
    ("viewWillApear", r"^viewWillAppear\(_:\)$", "Callback"),  # a typing mistake
    ("psuh", r"^Push\b", "Scenario"),
    ("interactive pop", r"^Swipe back", "Scenario"),  # synonyms
    ("back swipe", r"^Swipe back", "Scenario"),
    ("notification center", r"^Interrupted", "Scenario"),
    ("modal", r"(?i)present", "Scenario"),
    ("sheet", r"(?i)sheet", "Scenario"),
    ("生命周期", r".", "Scenario"),  # CJK text without spaces, scenarios before claims
    ("推入", r"^Prose and languages$", "Section"),
]
# Each other edition's queries, from its home page: what its readers type, in its own
# words (推入 finds the push pages whether the edition says 推入 or 压入), and a callback
# name, which stays as Apple spells it. Kinds are the edition's words, so only titles are
# held to a pattern.
EDITION_SEARCH_CASES = {
    "zh-Hans": [("推入", r"压入|推入", ""), ("生命周期", r"生命周期", ""), ("viewWillAppear", r"^viewWillAppear\(_:\)$", "")],
    "zh-Hant": [("推入", r"推入", ""), ("生命週期", r"生命週期", ""), ("viewWillAppear", r"^viewWillAppear\(_:\)$", "")],
    "de": [("Lebenszyklus", r"Lebenszyklus", ""), ("viewWillAppear", r"^viewWillAppear\(_:\)$", "")],
}
FIRST_SHOWN = 12
_ALLOWED_TAGS = {"LI", "A", "SPAN", "P", "MARK"}

_RESULTS = r"""
const status = document.getElementById('search-status');
const more = document.querySelector('.search-more');
return {
  status: status ? status.textContent.trim() : null,
  more: more && !more.hidden ? more.textContent.trim() : null,
  tags: [...document.querySelectorAll('#search-results *')].map(e => e.tagName),
  results: [...document.querySelectorAll('#search-results > li')].map(li => {
    const a = li.querySelector('a[href]');
    const kind = li.querySelector('.search-kind');
    const snippet = li.querySelector('.search-snippet');
    return {href: a ? a.href : null, title: a ? a.textContent.trim() : '', label: kind ? kind.textContent.trim() : '',
            marks: [...li.querySelectorAll('mark')].map(m => m.textContent),
            snippetMarks: snippet ? [...snippet.querySelectorAll('mark')].map(m => m.textContent) : [],
            snippet: snippet ? snippet.textContent : null};
  }),
};
"""
_FOCUS = r"""
const a = document.activeElement;
const links = [...document.querySelectorAll('#search-results a[href]')];
return {id: a ? a.id : '', index: links.indexOf(a), tag: a ? a.tagName : '', href: a && a.href ? a.href : null,
        results: links.length, url: location.href};
"""


def _fold(text):
    return "".join(c for c in text.lower() if c.isalnum())


def _target(href):
    """The result's target on disk: (None, html, fragment) or (problem, None, None)."""
    url = urllib.parse.urlsplit(href or "")
    if url.scheme != "file":
        return f"links outside the site ({href})", None, None
    path = pathlib.Path(urllib.parse.unquote(url.path))
    if not path.is_file():
        return f"links to a missing page ({href})", None, None
    html = path.read_text(encoding="utf-8", errors="replace")
    if url.fragment and f'id="{url.fragment}"' not in html:
        return f"links to a missing anchor #{url.fragment} in {path.name}", None, None
    return None, html, url.fragment


def _anchor_tag(html, fragment):
    found = re.search(r'<([a-zA-Z0-9]+)\b[^>]*\sid="' + re.escape(fragment) + '"', html)
    return found.group(1).lower() if found else None


def _type(browser, element, query):
    browser.clear(element)
    browser.type_into(element, query)
    return _wait_for(browser, "const s = document.getElementById('search-status'); "
                     "return document.querySelectorAll('#search-results > li').length > 0 || "
                     "(!!s && /^No results/.test(s.textContent));", 5.0)


def _check_results(query, title, kind, found):
    failures = []
    unexpected = sorted(set(found["tags"]) - _ALLOWED_TAGS)
    if unexpected:
        failures.append(f"{query!r}: index text rendered as HTML (<{'>, <'.join(t.lower() for t in unexpected)}> in the results)")
    results = found["results"]
    if not results:
        return failures + [f"{query!r}: no results (status: {found['status']!r})"]
    first = results[0]
    if not re.search(title, first["title"]) or not first["label"].startswith(kind):
        failures.append(f"{query!r}: first result is {first['title']!r} ({first['label']}), expected /{title}/ ({kind})")
    if not first["marks"]:
        failures.append(f"{query!r}: the first result {first['title']!r} highlights nothing")
    problem, html, fragment = _target(first["href"])
    if problem:
        failures.append(f"{query!r}: the first result {problem}")
    for result in results:
        if not result["label"].startswith("Callback"):
            continue
        problem, html, fragment = _target(result["href"])
        tag = _anchor_tag(html, fragment) if html is not None and fragment else None
        if problem or tag != "tr":
            failures.append(f"{query!r}: callback result {result['title']!r} lands on "
                            f"{problem or ('<' + tag + '>' if tag else 'no anchor')}, not its table row")
            break
    for result in results:
        if not result["label"].startswith("Claim"):
            continue
        if re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", result["title"]):
            failures.append(f"{query!r}: claim result shows its id {result['title']!r}, not its statement")
            break
        if not re.search(r"\b(True|False|Partly true)\b", result["label"]):
            failures.append(f"{query!r}: claim result {result['title'][:40]!r} shows no verdict ({result['label']!r})")
            break
    return failures


def check_search(browser, page_url, cases=SEARCH_CASES):
    """Types each query into the search box and holds its first result to the expected
    one: its title and kind, a highlighted word, a target that exists, callbacks landing
    on their table row, claims by their statement with a verdict, nothing from the index
    parsed as HTML."""
    browser.get(page_url)
    inputs = browser.find("#search-input")
    if not inputs:
        return ["no #search-input on the page"]
    failures = []
    for query, title, kind in cases:
        try:
            _type(browser, inputs[0], query)
        except WebDriverError as error:
            return [f"cannot type into #search-input: {error}"]
        failures += _check_results(query, title, kind, browser.execute(_RESULTS))
    return failures


def check_search_snippets_and_more(browser, page_url):
    """A query with many results: snippets highlight the query, the first 12 are shown
    with a button that shows all of them."""
    browser.get(page_url)
    element = browser.find("#search-input")[0]
    _type(browser, element, "viewWillAppear")
    found = browser.execute(_RESULTS)
    failures = []
    snippets = [r for r in found["results"] if r["snippet"]]
    if not any(_fold(m) == "viewwillappear" for r in snippets for m in r["snippetMarks"]):
        failures.append(f"snippet: no snippet of {len(snippets)} highlights 'viewWillAppear'")
    shown = len(found["results"])
    if shown != FIRST_SHOWN or not found["more"] or not re.fullmatch(r"Show all \d+ results", found["more"]):
        return failures + [f"'viewWillAppear' shows {shown} results and no 'Show all N results' button ({found['more']!r})"]
    total = int(found["more"].split()[2])
    if total <= FIRST_SHOWN:
        failures.append(f"'Show all {total} results' for {FIRST_SHOWN} shown")
    browser.click(browser.find(".search-more")[0])
    after = browser.execute(_RESULTS)
    if len(after["results"]) != total or after["more"]:
        failures.append(f"'Show all {total} results' shows {len(after['results'])} (button {after['more']!r})")
    if str(total) not in (after["status"] or ""):
        failures.append(f"after 'Show all', the status says {after['status']!r}, not {total} results")
    focus = browser.execute(_FOCUS)
    if focus["index"] != FIRST_SHOWN:
        failures.append(f"after 'Show all', focus is on result {focus['index'] + 1}, not result {FIRST_SHOWN + 1}")
    return failures


def check_search_open(browser, page_url, axe_source):
    """axe-core (serious and critical) and sideways scrolling with the results of a query open."""
    import axe
    from page_checks import OVERFLOW

    browser.get(page_url)
    _type(browser, browser.find("#search-input")[0], "viewWillAppear")
    failures = []
    if axe_source is not None:
        for v in axe.serious_violations(browser, axe_source):
            failures.append(f"axe {v['impact']} {v['id']} ×{v['count']}: {v['help']} — {', '.join(v['targets'])}")
    roles = browser.execute("const s = document.getElementById('search-status'), i = document.getElementById('search-input');"
                            "return {status: s && (s.getAttribute('role') || s.getAttribute('aria-live')), count: s ? s.textContent : '',"
                            "controls: i && i.getAttribute('aria-controls')};")
    if roles["status"] not in ("status", "polite") or not re.search(r"\d+ results", roles["count"] or ""):
        failures.append(f"the number of results is not announced (#search-status role {roles['status']!r}, text {roles['count']!r})")
    if roles["controls"] != "search-results":
        failures.append(f"#search-input has aria-controls={roles['controls']!r}, not 'search-results'")
    measured = browser.execute(OVERFLOW)
    if measured["scrollWidth"] > measured["innerWidth"]:
        failures.append(f"scrolls sideways: {measured['scrollWidth']} px wide in {measured['innerWidth']} px; {'; '.join(measured['culprits'])}")
    return failures


def check_search_keyboard(browser, page_url):
    """↓/↑ move through the results and back to the box, Esc closes them, keys do
    nothing to the results while focus is elsewhere, Enter opens the result."""
    browser.get(page_url)
    element = browser.find("#search-input")[0]
    _type(browser, element, "viewWillAppear")
    failures = []
    steps = [(ARROW_DOWN, 0, "↓ from the search box"), (ARROW_DOWN, 1, "↓ again"), (ARROW_UP, 0, "↑"), (ARROW_UP, -1, "↑ from the first result")]
    for key, index, name in steps:
        browser.press_key(key)
        focus = browser.execute(_FOCUS)
        expected = "the search box" if index < 0 else f"result {index + 1}"
        if (index < 0 and focus["id"] != "search-input") or (index >= 0 and focus["index"] != index):
            failures.append(f"{name}: focus is on {focus['tag']} {focus['id'] or focus['index'] + 1}, not {expected}")
            return failures
    # Focus outside the search: Esc and ↓ leave the results as they are.
    browser.execute("document.activeElement.blur(); document.body.focus();")
    browser.press_key(ESCAPE)
    browser.press_key(ARROW_DOWN)
    outside = browser.execute(_FOCUS)
    if outside["index"] >= 0 or outside["id"] == "search-input" or outside["results"] == 0:
        failures.append(f"keys with focus outside the search act on it (focus on {outside['tag']} {outside['id']}, {outside['results']} results)")
    browser.click(element)
    browser.press_key(ARROW_DOWN)
    browser.press_key(ESCAPE)
    closed = browser.execute(_FOCUS)
    if closed["results"] != 0 or closed["id"] != "search-input":
        failures.append(f"Esc in the results leaves {closed['results']} results, focus on {closed['tag']} {closed['id']}")
    browser.press_key(ARROW_DOWN)
    opened = browser.execute(_FOCUS)
    if opened["index"] != 0:
        return failures + [f"↓ after Esc does not reopen the results (focus on {opened['tag']} {opened['id']})"]
    href = opened["href"]
    browser.press_key(ENTER)
    arrived = _wait_for(browser, "return location.href === arguments[0] ? location.href : null", 5.0, href)
    if not arrived:
        failures.append(f"Enter on the first result stays on {browser.execute('return location.href')}, not {href}")
    return failures


_STATE = r"""
const box = document.querySelector('[data-step-through]');
const current = [...document.querySelectorAll('tr[aria-current="step"]')];
const row = current[0];
const rows = row ? [...row.closest('table').querySelectorAll('tbody tr')] : [];
return {position: box && box.getAttribute('data-step-position'), currentRows: current.length,
        rowIndex: row ? rows.indexOf(row) + 1 : 0,
        messages: [...document.querySelectorAll('figure.sequence-diagram g.message.current')].map(g => g.getAttribute('data-step')),
        hasSequence: !!document.querySelector('figure.sequence-diagram svg g.message')};
"""


def _expect_step(state, k, n, how):
    failures = []
    if state["position"] != f"{k}/{n}":
        failures.append(f"{how}: data-step-position is {state['position']!r}, expected '{k}/{n}'")
    if k == 0:
        if state["currentRows"]:
            failures.append(f"{how}: {state['currentRows']} rows still marked aria-current at 0/{n}")
        return failures
    if state["currentRows"] != 1 or state["rowIndex"] != k:
        failures.append(f"{how}: step {k}/{n} marks {state['currentRows']} rows aria-current (row {state['rowIndex']})")
    if state["hasSequence"] and state["messages"] != [str(k)]:
        failures.append(f"{how}: step {k}/{n} highlights sequence messages {state['messages']}")
    return failures


def check_step_through(browser, page_url):
    """Walks the scenario to its end with the next button, then checks the keyboard and reset."""
    browser.get(page_url)
    state = browser.execute(_STATE)
    position = state["position"] or ""
    if "/" not in position:
        return [f"data-step-position is {position!r}"]
    n = int(position.split("/")[1])
    failures = _expect_step(state, 0, n, "on load")
    buttons = {name: browser.find(f'[data-step-through] button[data-step="{name}"]') for name in ("prev", "next", "reset")}
    missing = [name for name, found in buttons.items() if not found]
    if missing:
        return failures + [f"no {', '.join(missing)} button"]
    for k in range(1, n + 1):
        browser.click(buttons["next"][0])
        failures += _expect_step(browser.execute(_STATE), k, n, "next")
        if len(failures) > 3:
            return failures
    browser.click(buttons["reset"][0])
    failures += _expect_step(browser.execute(_STATE), 0, n, "reset")
    browser.execute("document.activeElement && document.activeElement.blur()")
    for key, name in ((ARROW_RIGHT, "→"), ("j", "j")):
        browser.press_key(key)
        failures += _expect_step(browser.execute(_STATE), 0, n, f"key {name} outside the step-through")
    browser.click(buttons["reset"][0])
    browser.execute("document.querySelector('[data-step-through] button[data-step=\"next\"]').focus()")
    keys = [(ARROW_RIGHT, 1, "→")] + ([("j", 2, "j"), (ARROW_LEFT, 1, "←"), ("k", 0, "k")] if n >= 2 else [])
    for key, k, name in keys:
        browser.press_key(key)
        failures += _expect_step(browser.execute(_STATE), k, n, f"key {name} on the next button")
    return failures


_SCROLLERS = r"""
return [...document.querySelectorAll('[data-step-through] .table-wrap, [data-step-through] .diagram-scroll')]
  .map((el, i) => { el.setAttribute('data-key-check', i); return {i, wide: el.scrollWidth > el.clientWidth + 1,
        name: el.getAttribute('aria-label') || el.className}; });
"""


def check_key_scope(browser, page_url):
    """In the step-through's regions that scroll sideways, → scrolls and does not step; j and
    k step there (they scroll nothing). Outside the step-through no key steps (see
    check_step_through)."""
    browser.get(page_url)
    position = browser.execute(_STATE)["position"] or ""
    if "/" not in position:
        return [f"data-step-position is {position!r}"]
    n = int(position.split("/")[1])
    failures = []
    for region in browser.execute(_SCROLLERS):
        if not region["wide"]:
            continue
        selector = f'[data-key-check="{region["i"]}"]'
        before = browser.execute(f"const r = document.querySelector('{selector}'); r.scrollLeft = 0; r.focus(); return r.scrollLeft")
        browser.press_key(ARROW_RIGHT)
        moved = _wait_for(browser, f"return document.querySelector('{selector}').scrollLeft > {before}", 2.0)
        if not moved:
            failures.append(f"key → in the scroll region {region['name']!r} does not scroll it")
        failures += _expect_step(browser.execute(_STATE), 0, n, f"key → in the scroll region {region['name']!r}")
        if n >= 1:
            browser.press_key("j")
            failures += _expect_step(browser.execute(_STATE), 1, n, f"key j in the scroll region {region['name']!r}")
            browser.press_key("k")
    return failures


def _stored_theme_settled(browser, wanted, tries=20):
    """Reloads the page until localStorage['lifeline-theme'] reads `wanted` and the page
    shows it, at most `tries` times 0.1 s apart, and returns the page's COLOURS then.
    Chromium hands a page's localStorage write to its browser process asynchronously, so
    with two browsers busy a removal made just before a navigation has landed after the
    next page's write, and a reload's head script has read the store before the write
    landed while a read after the load saw it (the 404 pages, from disk, lost the chosen
    theme both ways): the check waits for each write to land and be read instead of racing
    it. A theme that is never kept, or never applied from the store, still fails."""
    from page_checks import COLOURS

    for _ in range(tries):
        browser.refresh()
        state = browser.execute(COLOURS)
        if state["stored"] == wanted and (wanted is None or state["theme"] == wanted):
            break
        time.sleep(0.1)
    return state


def check_theme_toggle(browser, page_url, system):
    """With the system in `system`: the toggle reaches the other theme, stores it, changes the
    colours, and a reload keeps it. Clears the stored choice at the end."""
    from page_checks import COLOURS

    wanted = "dark" if system == "light" else "light"
    browser.set_color_scheme(system)
    browser.get(page_url)
    browser.execute("localStorage.removeItem('lifeline-theme')")
    _stored_theme_settled(browser, None)
    toggles = browser.find("button#theme-toggle")
    if not toggles:
        return ["no button#theme-toggle"]
    before = browser.execute(COLOURS)
    failures = []
    try:
        for _ in range(3):
            browser.click(toggles[0])
            state = browser.execute(COLOURS)
            if state["theme"] == wanted:
                break
        else:
            return [f"three clicks never set data-theme={wanted} (last: {state['theme']!r})"]
        if state["stored"] != wanted:
            failures.append(f"set {wanted} but stored {state['stored']!r} in localStorage['lifeline-theme']")
        if state["background"] == before["background"]:
            failures.append(f"{wanted} keeps the {system} background {before['background']}")
        again = _stored_theme_settled(browser, wanted)
        if again["theme"] != wanted or again["background"] != state["background"]:
            failures.append(f"after a reload the theme is {again['theme']!r} ({again['background']}), not the chosen {wanted}")
    finally:
        browser.execute("localStorage.removeItem('lifeline-theme')")
        _stored_theme_settled(browser, None)
    return failures


_VIEW = r"""
const view = document.getElementById('diagram-view');
const close = view && view.querySelector('.diagram-close a');
const r = view ? view.getBoundingClientRect() : {left: 0, top: 0, width: 0, height: 0};
const c = close ? close.getBoundingClientRect() : {width: 0, height: 0};
return {exists: !!view, left: r.left, top: r.top, width: r.width, height: r.height,
        innerWidth: window.innerWidth, innerHeight: window.innerHeight,
        closeShown: !!close && c.width > 0 && c.height > 0, hash: location.hash};
"""


def check_full_size_view(browser, page_url):
    """Opens the diagram at full size by its link (no script needed), finds the diagram's
    region over the whole window with a way back, and closes it again."""
    browser.get(page_url)
    links = browser.find('a[href="#diagram-view"]')
    if not links:
        return ["no link to #diagram-view"]
    browser.click(links[0])
    opened = browser.execute(_VIEW)
    failures = []
    if not opened["exists"]:
        return ["no #diagram-view on the page"]
    covers = opened["left"] <= 1 and opened["top"] <= 1 and opened["width"] >= opened["innerWidth"] - 1 and opened["height"] >= opened["innerHeight"] - 1
    if not covers:
        failures.append(f"full-size view covers {opened['width']:.0f}×{opened['height']:.0f} px at ({opened['left']:.0f}, {opened['top']:.0f}), not the {opened['innerWidth']}×{opened['innerHeight']} px window")
    if not opened["closeShown"]:
        failures.append("full-size view shows no link back")
        return failures
    browser.click(browser.find("#diagram-view .diagram-close a")[0])
    closed = browser.execute(_VIEW)
    if closed["width"] >= closed["innerWidth"] - 1 and closed["height"] >= closed["innerHeight"] - 1:
        failures.append("full-size view stays over the window after its link back")
    return failures

