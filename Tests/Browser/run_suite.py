"""The browser suite: every page of a built site in headless Chromium, at 390 and 1280 px,
light and dark, with JavaScript on and off. Run it through scripts/browser-tests.

usage: run_suite.py SITE_DIR [--jobs N] [--report FILE] [--only PART,PART] [--sample K [--seed TEXT]]
Exit status 0 when every check passes, 1 when any fails (each failure is listed).
"""

import argparse
import functools
import hashlib
import http.server
import pathlib
import queue
import re
import sys
import threading
import time

import axe
import interactions
import not_found
import page_run
import summary
from webdriver import Browser

SEARCH_PAGES = ("index.html",)


def site_pages(site, only):
    pages = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))
    parts = None if only is None else [part for part in only.split(",") if part]
    return [p for p in pages if parts is None or any(part in p for part in parts)]


def editions(site):
    """The folders of the site's other editions: a top folder whose index page is in another
    language than the site's own (`zh-Hans/`, `de/`)."""
    own = html_lang(site / "index.html")
    return sorted(p.parent.name for p in site.glob("*/index.html") if html_lang(p) not in (None, own))


def html_lang(page):
    found = re.search(r'<html[^>]*\slang="([^"]+)"', page.read_text(encoding="utf-8", errors="replace")[:2000])
    return found.group(1) if found else None


def sample_pages(pages, per_folder, seed, editions=()):
    """The pages of the top folder and every folder's index, with `per_folder` more pages of
    each folder: those whose hash with `seed` sorts first. Every kind of page is tested on
    every run, the suite's time stays flat as the site grows, and a new seed (CI gives the
    commit) tests other pages, so the whole site is covered over a few runs. Another
    edition is the same pages in other words: its index and 404 page and 2 × `per_folder`
    pages of it by the same hash, so an edition costs a few pages, not a whole site."""
    def by_hash(members):
        return sorted(members, key=lambda p: hashlib.sha256(f"{seed}:{p}".encode()).hexdigest())
    folders, translated = {}, {}
    for page in pages:
        top = page.split("/", 1)[0]
        if "/" in page and top in editions:
            translated.setdefault(top, []).append(page)
        else:
            folders.setdefault(page.rpartition("/")[0], []).append(page)
    kept = []
    for folder, members in folders.items():
        if not folder:
            kept += members
            continue
        rest = by_hash(p for p in members if not p.endswith("/index.html"))
        kept += [p for p in members if p.endswith("/index.html")] + rest[:per_folder]
    for edition, members in translated.items():
        always = {f"{edition}/index.html", f"{edition}/404.html"}
        kept += [p for p in members if p in always] + by_hash(p for p in members if p not in always)[:2 * per_folder]
    return sorted(kept)


def switcher_failures(site, pages, editions):
    """On every page, each edition's link (the language switcher's and the `hreflang`
    alternates) leads to the same page in that edition, and that page exists: a reader who
    switches lands where they were. Read from the files, so it covers every page of every
    edition whatever is sampled."""
    languages = {edition: edition for edition in editions}
    failures = []
    for page in pages:
        top, _, rest = page.partition("/")
        same = rest if top in languages and rest else page
        html = (site / page).read_text(encoding="utf-8", errors="replace")
        links = re.findall(r'<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"', html)
        links += [(m[1], m[0]) for m in re.findall(r'<a href="([^"]+)"[^>]*\shreflang="([^"]+)"', html)]
        if editions and not links:
            failures.append((page, "language switcher", "no link to the page in the other editions"))
        for language, href in links:
            folder = languages.get(language, "")
            if language not in languages and language != "x-default" and language != html_lang(site / "index.html"):
                failures.append((page, "language switcher", f"a link for '{language}', which is no edition of the site"))
                continue
            target = (site / page).parent.joinpath(href).resolve()
            expected = (site / folder / same).resolve()
            if target != expected or not target.is_file():
                failures.append((page, "language switcher", f"the {language} link {href!r} leads to "
                                 f"{target.relative_to(site) if target.is_relative_to(site) else target}, not {expected.relative_to(site)}"
                                 + ("" if target.is_file() else " (missing)")))
    return failures


def claim_ids(site):
    """Every claim id of the site, from the `data-claim` attribute of its entries: no page
    may show one as text, where a reader should see the claim's statement."""
    ids = set()
    for page in site.rglob("*.html"):
        ids.update(re.findall(r'data-claim="([^"]+)"', page.read_text(encoding="utf-8", errors="replace")))
    return ids


def not_found_failures(site):
    """The 404 page served at a missing address deep in the site, with and without JavaScript."""
    with Browser() as browser, Browser(javascript=False) as nojs:
        browser.set_viewport(1280)
        nojs.set_viewport(1280)
        return [("404.html", "at a nested address", m) for m in not_found.check_not_found(browser, nojs, site)]


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site as a host would, quietly. Chromium asks a host, never a folder, for
    /favicon.ico when a page names no icon (the self-test's fixture): that is answered
    empty, so the page's console is what it is from disk."""

    def do_GET(self):
        if self.path == "/favicon.ico":
            self.send_response(204)
            self.end_headers()
            return
        super().do_GET()

    def log_message(self, *arguments):
        pass


def _served(site):
    """The site over HTTP on a free loopback port, for what Chromium does not keep from
    disk: on a 404 page opened from a file, about 1 theme choice in 15 is lost on reload
    (the stored value reads as an older one or none), where the same page served over HTTP
    kept all of 60, and every other page keeps it from disk. Hosts serve the 404 page over
    HTTP, so its theme is checked there."""
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def worker(site, jobs, results, axe_source, errors, ids):
    server = _served(site)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with Browser() as js, Browser(javascript=False) as nojs:
            while True:
                try:
                    page = jobs.get_nowait()
                except queue.Empty:
                    return
                started = time.monotonic()
                theme_url = base + page if page.endswith("404.html") else None
                result = page_run.run_page(page, (site / page).as_uri(), js, nojs, axe_source, ids, theme_url)
                result.seconds = time.monotonic() - started
                results.append(result)
                print(f"  {page}: {len(result.failures)} failures ({result.seconds:.1f} s)", file=sys.stderr, flush=True)
    except Exception as error:  # a crashed browser fails the suite loudly, never silently
        errors.append(f"worker stopped: {type(error).__name__}: {error}")
    finally:
        server.shutdown()
        server.server_close()


def search_failures(site, axe_source, editions):
    """Search from the home page and from a page one folder down (the index's relative
    path): every query of interactions.SEARCH_CASES from both; snippets, 'Show all', the
    keyboard and axe (light and dark) with the results open from the home page; in each
    other edition, from its home page, the queries its readers type (EDITION_SEARCH_CASES)."""
    nested = next((p for p in site_pages(site, None) if "/" in p), None)
    failures = []
    with Browser() as browser:
        browser.set_viewport(1280)
        for page in SEARCH_PAGES + ((nested,) if nested else ()):
            failures += [(page, "search", m) for m in interactions.check_search(browser, (site / page).as_uri())]
        home = (site / SEARCH_PAGES[0]).as_uri()
        failures += [(SEARCH_PAGES[0], "search results", m) for m in interactions.check_search_snippets_and_more(browser, home)]
        failures += [(SEARCH_PAGES[0], "search keys", m) for m in interactions.check_search_keyboard(browser, home)]
        for width, scheme in ((1280, "light"), (390, "dark")):
            browser.set_viewport(width)
            browser.set_color_scheme(scheme)
            failures += [(SEARCH_PAGES[0], f"search results open, {width} px {scheme}", m)
                         for m in interactions.check_search_open(browser, home, axe_source)]
        browser.set_color_scheme("light")
        browser.set_viewport(1280)
        for edition in editions:
            cases = interactions.EDITION_SEARCH_CASES.get(edition)
            if cases is None:
                failures.append((f"{edition}/index.html", "search", f"no search cases for the {edition} edition in interactions.py"))
                continue
            page = site / edition / SEARCH_PAGES[0]
            failures += [(f"{edition}/index.html", "search", m) for m in interactions.check_search(browser, page.as_uri(), cases)]
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site", type=pathlib.Path)
    parser.add_argument("--jobs", type=int, default=2, help="browsers side by side (default 2)")
    parser.add_argument("--report", type=pathlib.Path, help="write every failure and measurement as JSON")
    parser.add_argument("--only", help="test only pages whose path contains one of these comma-separated parts "
                        "(the part 'search' runs the search checks too, which run only on whole runs otherwise)")
    parser.add_argument("--sample", type=int, metavar="K",
                        help="test the top pages, every folder's index and K more pages of each folder, chosen by --seed")
    parser.add_argument("--seed", default="", help="what chooses the sampled pages (CI passes the commit); printed for a rerun")
    options = parser.parse_args()
    site = options.site.resolve()
    if not (site / "index.html").is_file():
        sys.exit(f"error: {site} has no index.html; build the site first")
    axe_source = axe.load_axe_source()
    pages = site_pages(site, options.only)
    other_editions = editions(site)
    switcher = switcher_failures(site, pages, other_editions)
    if options.sample is not None:
        total = len(pages)
        pages = sample_pages(pages, max(0, options.sample), options.seed, other_editions)
        print(f"Sampled {len(pages)} of {total} pages (--sample {options.sample} --seed '{options.seed}')", file=sys.stderr)
    started = time.monotonic()
    jobs = queue.Queue()
    for page in pages:
        jobs.put(page)
    results, errors = [], []
    ids = claim_ids(site)
    threads = [threading.Thread(target=worker, args=(site, jobs, results, axe_source, errors, ids))
               for _ in range(min(max(1, options.jobs), len(pages)))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    run_search = options.only is None or "search" in options.only.split(",")
    search = switcher + (search_failures(site, axe_source, other_editions) if run_search else [])
    if options.only is None or "404.html" in pages:
        search += not_found_failures(site)
    results.sort(key=lambda r: r.page)
    ok = summary.report(results, search, errors, len(pages), time.monotonic() - started, options.report)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
