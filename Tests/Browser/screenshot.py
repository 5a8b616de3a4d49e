"""The README's picture: a scenario page in headless Chromium, a few calls into its
step-through, cropped to the step-through control, the call table and the sequence diagram.

usage: screenshot.py SITE_DIR PAGE OUTPUT.png [--steps K] [--width PX] [--scheme light|dark]
"""

import argparse
import base64
import pathlib
import sys

from webdriver import Browser

# The region to show: the section holding the step-through (its heading, the controls, the
# call table) down to the end of the sequence diagram, across the main column.
_REGION = r"""
const box = document.querySelector('[data-step-through]');
const main = document.querySelector('main');
if (!box || !main) return null;
const start = box.closest('section') || box;
const ends = [box, ...document.querySelectorAll('figure.sequence-diagram')];
const column = main.getBoundingClientRect();
const y = start.getBoundingClientRect().top + scrollY - 12;
const bottom = Math.max(...ends.map(e => e.getBoundingClientRect().bottom + scrollY)) + 12;
return {x: Math.max(0, column.left - 16), y: Math.max(0, y), height: bottom - Math.max(0, y),
        width: Math.min(column.width + 32, document.documentElement.clientWidth),
        pageHeight: document.documentElement.scrollHeight};
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site", type=pathlib.Path)
    parser.add_argument("page")
    parser.add_argument("output", type=pathlib.Path)
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--max-height", type=int, default=1600)
    parser.add_argument("--scheme", default="light")
    options = parser.parse_args()
    page = options.site.resolve() / options.page
    if not page.is_file():
        sys.exit(f"error: {page} does not exist")
    with Browser() as browser:
        browser.set_viewport(options.width, 1000)
        browser.set_color_scheme(options.scheme)
        browser.get(page.as_uri())
        next_buttons = browser.find('[data-step-through] button[data-step="next"]')
        if not next_buttons:
            sys.exit(f"error: {options.page} has no step-through control")
        for _ in range(options.steps):
            browser.click(next_buttons[0])
        browser.execute("document.activeElement && document.activeElement.blur()")
        region = browser.execute(_REGION)
        if region is None:
            sys.exit(f"error: {options.page} has no step-through control")
        # A viewport as tall as the page, so sticky and fixed parts sit where a reader sees them.
        browser.set_viewport(options.width, min(region["pageHeight"], 16000))
        region = browser.execute(_REGION)
        clip = {"x": region["x"], "y": region["y"], "width": region["width"],
                "height": min(region["height"], options.max_height), "scale": 1}
        shot = browser.cdp("Page.captureScreenshot", {"format": "png", "clip": clip})
    options.output.write_bytes(base64.b64decode(shot["data"]))
    print(f"wrote {options.output} ({round(clip['width'])}×{round(clip['height'])} px, {options.steps} steps into {options.page})")


if __name__ == "__main__":
    main()
