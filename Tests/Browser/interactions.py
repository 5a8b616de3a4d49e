"""The checks that act as a reader would: search, step-through, the theme toggle. Each
returns a list of failure messages (empty when the feature works) and drives the page through
real clicks and key presses, never by calling the page's functions."""

import pathlib
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


_RESULT_LINKS = "return [...document.querySelectorAll('#search-results a[href]')].map(a => ({href: a.href, text: a.textContent.trim()}))"


def _page_mentions(href, word):
    """The result's target exists on disk, mentions the callback, and has its anchor."""
    url = urllib.parse.urlsplit(href)
    if url.scheme != "file":
        return f"links outside the site ({href})"
    path = pathlib.Path(urllib.parse.unquote(url.path))
    if not path.is_file():
        return f"links to a missing page ({href})"
    html = path.read_text(encoding="utf-8", errors="replace")
    if word not in html:
        return f"links to {path.name}, which does not mention {word}"
    if url.fragment and f'id="{url.fragment}"' not in html:
        return f"links to a missing anchor #{url.fragment} in {path.name}"
    return None


def check_search(browser, page_url, queries=("viewWillAppear", "-viewWillAppear:", "viewWillAppear(_:)")):
    browser.get(page_url)
    inputs = browser.find("#search-input")
    if not inputs:
        return ["no #search-input on the page"]
    failures = []
    for query in queries:
        try:
            browser.clear(inputs[0])
            browser.type_into(inputs[0], query)
        except WebDriverError as error:
            return [f"cannot type into #search-input: {error}"]
        links = _wait_for(browser, _RESULT_LINKS + ".filter(l => /viewWillAppear/.test(l.text))")
        if not links:
            shown = browser.execute(_RESULT_LINKS)
            failures.append(f"typing {query!r} lists no result about viewWillAppear (results: {len(shown)})")
            continue
        problem = _page_mentions(links[0]["href"], "viewWillAppear")
        if problem:
            failures.append(f"{query!r}: the first result {problem}")
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


def check_theme_toggle(browser, page_url, system):
    """With the system in `system`: the toggle reaches the other theme, stores it, changes the
    colours, and a reload keeps it. Clears the stored choice at the end."""
    from page_checks import COLOURS

    wanted = "dark" if system == "light" else "light"
    browser.set_color_scheme(system)
    browser.get(page_url)
    browser.execute("localStorage.removeItem('lifeline-theme')")
    browser.get(page_url)
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
        browser.get(page_url)
        again = browser.execute(COLOURS)
        if again["theme"] != wanted or again["background"] != state["background"]:
            failures.append(f"after a reload the theme is {again['theme']!r} ({again['background']}), not the chosen {wanted}")
    finally:
        browser.execute("localStorage.removeItem('lifeline-theme')")
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

