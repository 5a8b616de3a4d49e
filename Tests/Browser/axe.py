"""axe-core, vendored and pinned: the file is checked against its SHA-256 before every run.

Where it comes from (the npm registry is not reachable from CI, PyPI is): axe-core 4.12.1's
axe.min.js as shipped in the PyPI wheel axe_playwright_python-0.1.8-py3-none-any.whl (file
axe_playwright_python/axe.min.js; wheel SHA-256
fdd263c998388f1a8e67cad02677e612d946248bd44d163be5e8650ea31f95f8). axe-core is © Deque
Systems, Inc., under the Mozilla Public License 2.0 (vendor/axe-core-LICENSE-MPL-2.0.txt);
the file is unmodified. To update: download a newer wheel, copy the file, change the two
constants below and the README's note.
"""

import hashlib
import pathlib

AXE_VERSION = "4.12.1"
AXE_SHA256 = "84494fec757e4710dc751c8d7a636e457f4532f08f85c86dc9070133fbff53bc"
AXE_PATH = pathlib.Path(__file__).resolve().parent / "vendor" / "axe.min.js"

# Impacts that fail the suite; "minor" and "moderate" are reported by axe but not gated.
GATED_IMPACTS = ("serious", "critical")

# axe's default rules and those of WCAG 2.2 AA (the tag `wcag22aa`: target sizes of at
# least 24 px), which axe leaves off by default.
_RUN = """
const done = arguments[arguments.length - 1];
const rules = {};
for (const rule of axe.getRules(['wcag22aa'])) rules[rule.ruleId] = {enabled: true};
axe.run(document, {resultTypes: ['violations'], preload: false, rules}).then(result => done(result.violations
  .filter(v => v.impact === 'serious' || v.impact === 'critical')
  .map(v => ({id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
              targets: v.nodes.slice(0, 3).map(n => n.target.join(' ')),
              summary: (v.nodes[0] && v.nodes[0].failureSummary || '').split('\\n').slice(0, 2).join(' ')}))))
  .catch(error => done([{id: 'axe-error', impact: 'critical', help: String(error), count: 1, targets: [], summary: ''}]));
"""


def load_axe_source():
    """The vendored source, after checking it is the pinned file."""
    source = AXE_PATH.read_bytes()
    digest = hashlib.sha256(source).hexdigest()
    if digest != AXE_SHA256:
        raise SystemExit(f"error: {AXE_PATH} has SHA-256 {digest}, expected {AXE_SHA256} (axe-core {AXE_VERSION})")
    text = source.decode("utf-8")
    if f'axe.version="{AXE_VERSION}"' not in text:
        raise SystemExit(f"error: {AXE_PATH} is not axe-core {AXE_VERSION}")
    return text


def serious_violations(browser, axe_source):
    """axe's serious and critical violations of the page as it is now (injected once per load)."""
    if not browser.execute("return typeof window.axe === 'object'"):
        browser.execute(axe_source + "\nreturn true;")
    return browser.execute_async(_RUN)
