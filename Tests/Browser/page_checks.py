"""What the suite measures on a loaded page, as the reader sees it (scripts run through
WebDriver, so they work with the page's own JavaScript off as well)."""

# Horizontal overflow, and the innermost elements that stick out past the viewport (not
# counting those inside a region that scrolls or clips them), so a failure names its cause.
OVERFLOW = r"""
const width = window.innerWidth;
const root = document.documentElement;
const clipped = el => {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const o = getComputedStyle(p).overflowX;
    if (o !== 'visible') return true;
  }
  return false;
};
const sticksOut = el => el.getBoundingClientRect().right > width + 0.5;
const culprits = [];
for (const el of document.body.querySelectorAll('*')) {
  if (!sticksOut(el) || clipped(el)) continue;
  if (getComputedStyle(el).overflowX === 'visible' && [...el.children].some(sticksOut)) continue;
  const r = el.getBoundingClientRect();
  const name = el.tagName.toLowerCase() + (el.className && typeof el.className === 'string'
    ? '.' + el.className.trim().split(/\s+/).join('.') : '');
  culprits.push(`${name} "${(el.textContent || '').trim().slice(0, 40)}" right=${Math.round(r.right)}`);
  if (culprits.length >= 3) break;
}
// Text that runs out of its box (a long unbreakable word) does not widen the element's own
// box: name the innermost element whose content is wider than it, then.
if (!culprits.length) {
  for (const el of document.body.querySelectorAll('main *')) {
    if (el.closest('svg') || clipped(el) || el.scrollWidth <= el.clientWidth + 1) continue;
    if (getComputedStyle(el).overflowX !== 'visible' || el.clientWidth === 0) continue;
    if ([...el.children].some(c => c.scrollWidth > c.clientWidth + 1 && c.clientWidth > 0)) continue;
    culprits.push(`${el.tagName.toLowerCase()} "${(el.textContent || '').trim().slice(0, 40)}" content ${el.scrollWidth} px in ${el.clientWidth} px`);
    if (culprits.length >= 3) break;
  }
}
return {scrollWidth: root.scrollWidth, innerWidth: width, culprits};
"""

# The rendered size of every diagram label: its font size times the vertical scale from the
# SVG's user units to screen pixels (getScreenCTM, which includes the viewBox scaling and
# the page's transforms). Labels not rendered at all (closed <details>, display:none) are
# counted apart, since the reader does not see them until they open.
LABELS = r"""
let smallest = null, hidden = 0, measured = 0;
const small = [];
for (const text of document.querySelectorAll('svg text')) {
  const box = text.getBoundingClientRect();
  const ctm = text.getScreenCTM();
  if (!ctm || (box.width === 0 && box.height === 0) || !(text.textContent || '').trim()) { hidden++; continue; }
  const px = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(ctm.c, ctm.d);
  measured++;
  const label = (text.textContent || '').trim().slice(0, 40);
  if (smallest === null || px < smallest.px) smallest = {px, label};
  if (px < 12 - 0.01) small.push(`"${label}" ${px.toFixed(1)} px`);
}
return {smallest, measured, hidden, small: small.slice(0, 5), smallCount: small.length};
"""

# What must be visible with or without JavaScript: tables and diagrams with a rendered box.
CONTENT = r"""
const shown = el => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
};
const diagrams = [...document.querySelectorAll('main svg')].filter(svg =>
  svg.querySelector('text') && !svg.parentElement.closest('svg'));
return {
  tables: [...document.querySelectorAll('main table')].filter(shown).length,
  tablesInSource: document.querySelectorAll('main table').length,
  diagrams: diagrams.filter(shown).length,
  diagramsInSource: diagrams.length,
  stepThrough: document.querySelectorAll('[data-step-through]').length,
  searchInput: document.querySelectorAll('#search-input').length,
  themeToggle: document.querySelectorAll('button#theme-toggle').length,
  fullSize: document.querySelectorAll('a[href="#diagram-view"]').length,
};
"""

# Background and text colour of the page, to tell whether a theme took effect.
COLOURS = r"""
const body = getComputedStyle(document.body);
return {theme: document.documentElement.getAttribute('data-theme'),
        stored: localStorage.getItem('lifeline-theme'),
        background: body.backgroundColor, color: body.color,
        darkQuery: matchMedia('(prefers-color-scheme: dark)').matches};
"""


def severe_console_entries(browser):
    """SEVERE browser-log entries since the last read (errors, failed loads, exceptions)."""
    entries = []
    for entry in browser.browser_log():
        if entry.get("level") == "SEVERE":
            entries.append(entry.get("message", "").strip())
    return entries

# What a reader (and a screen reader) meets on the page, given the site's claim ids
# (arguments[0]): text or a link's name that is a bare claim id, the number of <h1>,
# headings without an id (or with one another element has too), and titles and quotes
# (text in a link, a heading, a quote or a log's title) in a script other than Latin with
# no `lang` but the page's own to say how to read them. Words of another script inside
# English prose (a quoted section name, a log line) are not checked.
STRUCTURE = r"""
const ids = new Set(arguments[0]);
const skip = el => el.closest('script, style, template, noscript');
const claimIds = [];
for (const el of document.body.querySelectorAll('*')) {
  if (skip(el)) continue;
  const text = (el.textContent || '').trim();
  const names = [text, el.getAttribute('aria-label') || '', el.getAttribute('title') || ''];
  const own = ids.has(text) && ![...el.children].some(c => (c.textContent || '').trim() === text);
  if (own || ids.has(names[1]) || ids.has(names[2])) claimIds.push(`${el.tagName.toLowerCase()} "${names.find(n => ids.has(n))}"`);
}
const headings = [...document.querySelectorAll('h2, h3, h4, h5, h6')];
const unnamed = headings.filter(h => !h.id || document.querySelectorAll(`[id="${CSS.escape(h.id)}"]`).length !== 1)
  .map(h => `${h.tagName.toLowerCase()}${h.id ? '#' + h.id + ' (twice)' : ''} "${(h.textContent || '').trim().slice(0, 40)}"`);
const pageLang = (document.documentElement.getAttribute('lang') || '').toLowerCase();
const foreign = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}]/u;
const unmarked = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const parent = node.parentElement;
  if (!parent || skip(parent) || !foreign.test(node.data)) continue;
  if (!parent.closest('a, h1, h2, h3, h4, h5, h6, q, blockquote, .log-title')) continue;
  const marked = parent.closest('[lang]');
  if (!marked || marked === document.documentElement || (marked.getAttribute('lang') || '').toLowerCase() === pageLang)
    unmarked.push(`${parent.tagName.toLowerCase()} "${node.data.trim().slice(0, 30)}"`);
}
return {h1: document.querySelectorAll('h1').length, claimIds: claimIds.slice(0, 5), claimIdCount: claimIds.length,
        unnamed: unnamed.slice(0, 5), unnamedCount: unnamed.length, unmarked: unmarked.slice(0, 5), unmarkedCount: unmarked.length};
"""

# The 404 page as a host serves it at a missing address deep in the site: whether every
# stylesheet it links loaded (a sheet that failed has no rules) and it has styles at all,
# and where its links lead once its scripts have run.
NOT_FOUND = r"""
const sheets = [...document.styleSheets];
const rules = s => { try { return s.cssRules.length; } catch (e) { return 0; } };
return {root: document.body.getAttribute('data-root'),
        failedSheets: [...document.querySelectorAll('link[rel="stylesheet"]')].filter(l => !l.sheet || !rules(l.sheet)).map(l => l.href),
        rules: sheets.reduce((n, s) => n + rules(s), 0),
        links: [...document.querySelectorAll('a[href]')].map(a => a.href).filter(h => !h.includes('#') || h.split('#')[0] !== location.href.split('#')[0])};
"""
