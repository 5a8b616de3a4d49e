"""Everything the suite checks on one page, in one worker's two browsers (JavaScript on and
off). Each failure is a (page, where, message) tuple; measurements go into `stats`."""

import axe
import interactions
import page_checks

WIDTHS = (1280, 390)
SCHEMES = ("light", "dark")
NARROWEST = 320
LABEL_MIN_PX = 12
# The face diagram labels are measured in besides the page's own: wider than the shipped
# one, as a reader's fallback may be.
FALLBACK_FACE = "monospace"


class PageResult:
    def __init__(self, page):
        self.page = page
        self.failures = []
        self.passed = 0
        self.runs = 0
        self.axe = []  # (where, violation)
        self.smallest = None  # (px, label, where)
        self.overflow = {}  # width -> scrollWidth
        self.console = []
        self.clipped = 0  # labels outside their SVG, summed over the runs
        self.overlapping = 0  # pairs of overlapping labels, summed over the runs
        self.step_through = False

    def check(self, ok, where, message):
        if ok:
            self.passed += 1
        else:
            self.failures.append((self.page, where, message))
        return ok


def _measure(result, browser, where, width, axe_source):
    if axe_source is not None:
        violations = axe.serious_violations(browser, axe_source)
        result.axe += [(where, v) for v in violations]
        for v in violations:
            result.check(False, where, f"axe {v['impact']} {v['id']} ×{v['count']}: {v['help']} — {', '.join(v['targets'])} ({v['summary'][:200]})")
        if not violations:
            result.passed += 1
    _overflow(result, browser, where, width)
    _scenario(result, browser, where, scripted=axe_source is not None)
    labels = browser.execute(page_checks.LABELS)
    if labels["smallest"] and (result.smallest is None or labels["smallest"]["px"] < result.smallest[0]):
        result.smallest = (labels["smallest"]["px"], labels["smallest"]["label"], where)
    result.check(not labels["smallCount"], where,
                 f"{labels['smallCount']} of {labels['measured']} diagram labels under {LABEL_MIN_PX} px: {'; '.join(labels['small'])}")
    _label_boxes(result, browser, where, "")
    _label_boxes(result, browser, where, FALLBACK_FACE)


def _label_boxes(result, browser, where, face):
    """Every diagram label inside its SVG and clear of the others, in the page's fonts or,
    with `face`, in that face instead."""
    boxes = browser.execute_async(page_checks.LABEL_BOXES, face)
    how = f" in {face}" if face else ""
    result.clipped += len(boxes["clipped"])
    result.overlapping += len(boxes["overlapping"])
    clipped = [f"\"{c['label']}\" by {c['px']} px ({c['figure']})" for c in boxes["clipped"][:3]]
    result.check(not boxes["clipped"], where,
                 f"{len(boxes['clipped'])} of {boxes['labels']} diagram labels clipped by their SVG{how}: {'; '.join(clipped)}")
    pairs = [f"\"{o['labels'][0]}\" and \"{o['labels'][1]}\" by {o['px']} px ({o['figure']})" for o in boxes["overlapping"][:3]]
    result.check(not boxes["overlapping"], where,
                 f"{len(boxes['overlapping'])} pairs of overlapping diagram labels{how}: {'; '.join(pairs)}")


def _overflow(result, browser, where, width):
    measured = browser.execute(page_checks.OVERFLOW)
    wide = measured["scrollWidth"] > measured["innerWidth"]
    if wide:
        result.overflow[width] = max(result.overflow.get(width, 0), measured["scrollWidth"])
    result.check(not wide, where,
                 f"scrolls sideways: {measured['scrollWidth']} px wide in {measured['innerWidth']} px; {'; '.join(measured['culprits'])}")


def _scenario(result, browser, where, scripted):
    """The answer first, no clipped call-table cell nor name broken inside a word,
    lifelines reachable, and (with the page's script) the state diagram opened on its
    highlighted path."""
    measured = browser.execute(page_checks.SCENARIO)
    if not measured["scenario"]:
        return
    result.check(not measured["order"], where, "scenario page order: " + "; ".join(measured["order"]))
    result.check(not measured["clippedCount"], where,
                 f"{measured['clippedCount']} clipped call-table cells: {'; '.join(measured['clipped'])}")
    result.check(not measured["midWordCount"], where,
                 f"{measured['midWordCount']} call-table names broken inside a word: {'; '.join(measured['midWord'])}")
    result.check(not measured["lifelines"], where, "sequence diagram: " + "; ".join(measured["lifelines"]))
    if scripted:
        result.check(not measured["path"], where, f"state diagram opens away from its highlighted path: {measured['path']}")


def _console(result, browser, where):
    entries = page_checks.severe_console_entries(browser)
    result.console += entries
    result.check(not entries, where, "console errors: " + " | ".join(entries[:3]))


def _structure(result, browser, claim_ids):
    found = browser.execute(page_checks.STRUCTURE, sorted(claim_ids))
    where = "structure"
    result.check(not found["claimIdCount"], where,
                 f"shows claim id as text or a link's name ×{found['claimIdCount']}: {'; '.join(found['claimIds'])}")
    result.check(found["h1"] == 1, where, f"has {found['h1']} h1 headings, not one")
    result.check(not found["unnamedCount"], where,
                 f"{found['unnamedCount']} headings without an id of their own: {'; '.join(found['unnamed'])}")
    result.check(not found["unmarkedCount"], where,
                 f"{found['unmarkedCount']} titles or quotes in a non-Latin script without lang: {'; '.join(found['unmarked'])}")


def run_page(page, url, js, nojs, axe_source, claim_ids=(), theme_url=None):
    """Every check of one page at `url`; the theme toggle at `theme_url` when given (the
    404 page, served over HTTP: run_suite._served)."""
    result = PageResult(page)
    js.browser_log()
    content = None
    for width in WIDTHS:
        js.set_viewport(width)
        for scheme in SCHEMES:
            where = f"{width} px {scheme}"
            js.set_color_scheme(scheme)
            js.get(url)
            result.runs += 1
            if content is None:
                content = js.execute(page_checks.CONTENT)
                _structure(result, js, claim_ids)
            _measure(result, js, where, width, axe_source)
            _console(result, js, where)
    js.set_viewport(NARROWEST)
    for scheme in SCHEMES:
        js.set_color_scheme(scheme)
        js.get(url)
        _overflow(result, js, f"{NARROWEST} px {scheme}", NARROWEST)
        _scenario(result, js, f"{NARROWEST} px {scheme}", scripted=True)

    for system in SCHEMES:
        js.set_viewport(WIDTHS[0] if system == "light" else WIDTHS[1])
        failures = interactions.check_theme_toggle(js, theme_url or url, system)
        result.check(not failures, f"theme toggle, system {system}", "; ".join(failures))
    js.set_color_scheme("light")
    js.set_viewport(WIDTHS[0])
    if content["stepThrough"]:
        result.step_through = True
        failures = interactions.check_step_through(js, url)
        result.check(not failures, "step-through", "; ".join(failures))
        for width in (WIDTHS[1], NARROWEST):
            js.set_viewport(width)
            failures = interactions.check_key_scope(js, url)
            result.check(not failures, f"step-through keys, {width} px", "; ".join(failures))
        js.set_viewport(WIDTHS[0])
    _console(result, js, "interactions")

    nojs.set_viewport(WIDTHS[1])
    nojs.get(url)
    result.runs += 1
    bare = nojs.execute(page_checks.CONTENT)
    result.check(bare["tables"] >= content["tables"], "no JavaScript",
                 f"shows {bare['tables']} tables, {content['tables']} with JavaScript")
    result.check(bare["diagrams"] >= content["diagrams"] and bare["diagrams"] == bare["diagramsInSource"], "no JavaScript",
                 f"shows {bare['diagrams']} of {bare['diagramsInSource']} diagrams, {content['diagrams']} with JavaScript")
    _measure(result, nojs, f"{WIDTHS[1]} px, no JavaScript", WIDTHS[1], None)
    if content["fullSize"]:
        failures = interactions.check_full_size_view(nojs, url)
        result.check(not failures, "full-size view, no JavaScript", "; ".join(failures))
    _console(result, nojs, "no JavaScript")
    result.content = content
    return result
