"""The 404 page as a static host serves it: at a missing address deep in the site, with the
site itself in a folder of the host (`/site/`), so that neither relative links nor links
from the host's root would work by chance. A small HTTP server on the standard library
answers every missing path with 404.html and status 404, as GitHub Pages and others do."""

import functools
import http.server
import io
import os
import re
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

import page_checks

PREFIX = "/site/"
MISSING = PREFIX + "no/such/folder/page.html"


class _Handler(http.server.SimpleHTTPRequestHandler):
    def send_head(self):
        path = urllib.parse.urlsplit(self.path).path
        if path.startswith(PREFIX):
            self.path = "/" + path[len(PREFIX):]
            target = self.translate_path(self.path)
            if os.path.isfile(target) or (os.path.isdir(target) and os.path.isfile(os.path.join(target, "index.html"))):
                return super().send_head()
        body = (self.site / "404.html").read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def log_message(self, *arguments):
        pass


def _status(url):
    try:
        with urllib.request.urlopen(urllib.request.Request(url, method="HEAD"), timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def _wait_for(browser, script, timeout):
    deadline = time.monotonic() + timeout
    while True:
        value = browser.execute(script)
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.05)


def check_not_found(browser, nojs, site):
    """Failure messages: the 404 page at a nested address gets its styles (with and without
    JavaScript) and, with JavaScript, links that all lead to pages of the site."""
    if not (site / "404.html").is_file():
        return ["the site has no 404.html"]
    if re.search(r'<link rel="stylesheet" href="https?://', (site / "404.html").read_text(encoding="utf-8")):
        return []  # built with base-url: its links lead to the real host, which this server is not
    handler = functools.partial(_Handler, directory=str(site))
    _Handler.site = site
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    failures = []
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}{MISSING}"
        for name, driver in (("JavaScript", browser), ("no JavaScript", nojs)):
            driver.get(url)
            state = driver.execute(page_checks.NOT_FOUND)
            if state["failedSheets"]:
                failures.append(f"at {MISSING} ({name}) its stylesheet does not load: {', '.join(state['failedSheets'][:2])}")
            elif not state["rules"]:
                failures.append(f"at {MISSING} ({name}) it has no styles")
        browser.get(url)
        state = _wait_for(browser, "return document.body.getAttribute('data-root') ? true : null", 5.0) and browser.execute(page_checks.NOT_FOUND)
        if not state:
            return failures + [f"at {MISSING} its script never found the site's root (body data-root stays empty)"]
        origin = f"http://127.0.0.1:{server.server_address[1]}/"
        local = sorted({link.split("#")[0] for link in state["links"] if link.startswith(origin)})
        broken = [link for link in local if _status(link) != 200]
        if not local:
            failures.append(f"at {MISSING} it has no link into the site")
        if broken:
            failures.append(f"at {MISSING} {len(broken)} of {len(local)} links lead to missing pages: {', '.join(broken[:3])}")
    finally:
        server.shutdown()
        server.server_close()
    return failures
