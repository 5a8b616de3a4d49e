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
# no `lang` but the page's own to say how to read them (a script of the page's own language,
# Han on a Chinese page, is its own). Words of another script inside
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
const scripts = {Han: 'zh ja', Hiragana: 'ja', Katakana: 'ja', Hangul: 'ko', Cyrillic: 'ru uk bg sr', Arabic: 'ar fa ur',
                 Hebrew: 'he', Thai: 'th', Devanagari: 'hi mr ne'};
const ownScript = s => scripts[s].split(' ').includes(pageLang.split('-')[0]);
const others = Object.keys(scripts).filter(s => !ownScript(s));
const foreign = new RegExp(others.length ? `[${others.map(s => `\\p{Script=${s}}`).join('')}]` : '(?!)', 'u');
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

# Every diagram label inside its SVG and clear of the others: the box of each rendered
# `svg text` (as drawn) must lie within the box of its outermost SVG, which clips it, and
# no two text boxes of one SVG may overlap by more than half a pixel both ways (touching
# is allowed). Labels not rendered (a closed <details>) are skipped. arguments[0] is '' to
# measure in the page's own fonts, or a CSS font family that replaces them for the
# measurement (a reader without the web font); the page is left as it was. Asynchronous:
# measured once the fonts have loaded (or failed to).
LABEL_BOXES = r"""
const done = arguments[arguments.length - 1];
const face = arguments[0];
let style = null;
if (face) {
  style = document.createElement('style');
  style.textContent = `svg text { font-family: ${face} !important; }`;
  document.head.appendChild(style);
}
document.fonts.ready.then(() => {
  const measured = measure();
  if (style) style.remove();
  done(measured);
});
function measure() {
const slack = 0.5;
const clipped = [], overlapping = [];
let svgs = 0, labels = 0;
const name = text => (text.textContent || '').trim().slice(0, 40);
for (const svg of document.querySelectorAll('svg')) {
  if (svg.parentElement.closest('svg')) continue;
  const frame = svg.getBoundingClientRect();
  const boxes = [];
  for (const text of svg.querySelectorAll('text')) {
    const box = text.getBoundingClientRect();
    if ((box.width === 0 && box.height === 0) || !(text.textContent || '').trim()) continue;
    boxes.push({text, box});
  }
  if (!boxes.length) continue;
  svgs++;
  labels += boxes.length;
  const figure = svg.getAttribute('aria-label') || svg.getAttribute('class') || 'svg';
  for (const {text, box} of boxes) {
    const out = Math.max(frame.left - box.left, box.right - frame.right, frame.top - box.top, box.bottom - frame.bottom);
    if (out > slack) clipped.push({figure, label: name(text), px: Math.round(out * 10) / 10});
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i].box, b = boxes[j].box;
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > slack && y > slack) {
        overlapping.push({figure, labels: [name(boxes[i].text), name(boxes[j].text)],
                          px: Math.round(Math.min(x, y) * 10) / 10});
      }
    }
  }
}
const faces = [...document.fonts].map(face => `${face.family} ${face.status}`);
return {svgs, labels, clipped, overlapping, faces};
}
"""

# A scenario page as a reader meets it: the answer and the call order before the engine's
# input (folded), no call-table cell or column clipped, every sequence-diagram lifeline
# reachable with the first two objects' in view unscrolled, and a wide state diagram
# opened on its highlighted path. `scenario` is false on other pages.
SCENARIO = r"""
const main = document.querySelector('main') || document.body;
const answer = main.querySelector('p.answer');
const table = main.querySelector('[data-step-through] table.calls');
const input = main.querySelector('details.scenario-input');
if (!answer && !input && !main.querySelector('.step-through, .no-calls')) return {scenario: false};
const before = (a, b) => !!(a && b && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING));
const order = [];
if (!answer) order.push('no p.answer');
else if (!(answer.textContent || '').trim()) order.push('an empty p.answer');
if (!input) order.push('no details.scenario-input');
else if (input.open) order.push('the input is not folded');
const calls = table || main.querySelector('.no-calls');
if (answer && calls && !before(answer, calls)) order.push('the answer comes after the call order');
const sequence = main.querySelector('figure.sequence-diagram');
for (const [name, el] of [['call order', calls], ['sequence diagram', sequence]]) {
  if (el && input && !before(el, input)) order.push(`the ${name} comes after the folded input`);
}
const text = el => (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
const clipped = [];
if (table) {
  const wrap = table.closest('.table-wrap') || table.parentElement;
  if (wrap.scrollWidth > wrap.clientWidth + 1) clipped.push(`the table is ${wrap.scrollWidth} px in ${wrap.clientWidth} px`);
  // A visually hidden header row (1 px, clipped: the narrow layout's) is read, not seen.
  const unseen = cell => { for (let p = cell; p && p !== table; p = p.parentElement) {
    const r = p.getBoundingClientRect(); if (r.width <= 1 || r.height <= 1) return true; } return false; };
  for (const cell of table.querySelectorAll('td, th')) {
    if (cell.clientWidth === 0 || unseen(cell)) continue;
    if (cell.scrollWidth > cell.clientWidth + 1) clipped.push(`"${text(cell)}" ${cell.scrollWidth} px in ${cell.clientWidth} px`);
    const r = cell.getBoundingClientRect(), w = wrap.getBoundingClientRect();
    if (r.width > 0 && r.right > w.right + 1) clipped.push(`"${text(cell)}" ends ${Math.round(r.right - w.right)} px past the table's box`);
  }
}
// Where the calls are laid out as a table, a callback's name wraps between its parts (at
// the renderer's <wbr>), never between two letters or digits of a word.
const midWord = [];
if (table && getComputedStyle(table).display === 'table') {
  for (const code of table.querySelectorAll('td:nth-child(4) code')) {
    let top = null, last = '';
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.length; i++) {
        const range = document.createRange(); range.setStart(node, i); range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect(), ch = node.data[i];
        if (box.width === 0) { last = ch; continue; }
        if (top !== null && box.top > top + 2 && /[A-Za-z0-9]/.test(last) && /[A-Za-z0-9]/.test(ch))
          midWord.push(`"${text(code)}" between "${last}" and "${ch}"`);
        top = box.top; last = ch;
      }
    }
  }
}
const lifelines = [];
for (const svg of main.querySelectorAll('figure.sequence-diagram svg')) {
  const region = svg.closest('.diagram-scroll') || svg.parentElement;
  const frame = region.getBoundingClientRect();
  const scrolls = ['auto', 'scroll'].includes(getComputedStyle(region).overflowX);
  const heads = [...svg.querySelectorAll('g.lifeline rect')];
  heads.forEach((rect, i) => {
    const r = rect.getBoundingClientRect();
    const name = text(rect.parentElement);
    const right = r.right - frame.left + region.scrollLeft;
    if (r.width === 0 || right > region.scrollWidth + 1 || (!scrolls && r.right > frame.right + 1))
      lifelines.push(`lifeline ${name} cannot be reached (ends at ${Math.round(right)} px of ${region.scrollWidth})`);
    else if (i <= 2 && region.scrollLeft === 0 && (r.left < frame.left - 1 || r.right > frame.left + region.clientWidth + 1))
      lifelines.push(`lifeline ${name} (${i === 0 ? 'UIKit' : 'object ' + i}) is out of view before scrolling (${Math.round(r.left - frame.left)}–${Math.round(r.right - frame.left)} px of ${region.clientWidth})`);
  });
}
let path = null;
const state = main.querySelector('.diagram-figure .diagram-scroll');
const lit = state && [...state.querySelectorAll('svg.diagram .node.highlighted')];
if (lit && lit.length && state.scrollWidth > state.clientWidth + 1) {
  const frame = state.getBoundingClientRect();
  const seen = lit.some(n => { const r = n.getBoundingClientRect(); return r.right > frame.left + 1 && r.left < frame.left + state.clientWidth - 1; });
  if (!seen) path = `no highlighted state in view of ${state.clientWidth} px (scrolled ${Math.round(state.scrollLeft)} of ${state.scrollWidth})`;
}
return {scenario: true, order, clipped: clipped.slice(0, 4), clippedCount: clipped.length,
        midWord: midWord.slice(0, 4), midWordCount: midWord.length, lifelines: lifelines.slice(0, 4), path};
"""
