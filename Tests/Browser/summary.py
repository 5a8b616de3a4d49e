"""The suite's closing numbers and its list of failures (and, on request, a JSON report)."""

import json
import sys

import axe
import page_run

MAX_LISTED = 400


def _numbers(results, pages, search, errors):
    violations = [(r.page, where, v) for r in results for where, v in r.axe]
    smallest = min((r.smallest + (r.page,) for r in results if r.smallest), default=None)
    overflowing = {w: sorted(r.page for r in results if w in r.overflow)
                   for w in (page_run.NARROWEST,) + page_run.WIDTHS}
    return {
        "pages": pages,
        "pagesTested": len(results),
        "runs": sum(r.runs for r in results),
        "axeVersion": axe.AXE_VERSION,
        "axeSeriousOrCritical": sum(v["count"] for _, _, v in violations),
        "axeViolationsByRule": _by_rule(violations),
        "pagesWithAxeViolations": len({page for page, _, _ in violations}),
        "smallestLabelPx": None if smallest is None else round(smallest[0], 2),
        "smallestLabel": None if smallest is None else {"label": smallest[1], "where": smallest[2], "page": smallest[3]},
        "pagesWithLabelsUnder12px": len({f[0] for r in results for f in r.failures if "diagram labels under" in f[2]}),
        "pagesWithClippedLabels": len({f[0] for r in results for f in r.failures if "clipped by their SVG" in f[2]}),
        "pagesWithOverlappingLabels": len({f[0] for r in results for f in r.failures if "overlapping diagram labels" in f[2]}),
        "overflowingPages": {str(w): pages for w, pages in overflowing.items()},
        "consoleErrors": sum(len(r.console) for r in results),
        "stepThroughPages": sum(1 for r in results if r.step_through),
        "searchFailures": len(search),
        "workerErrors": errors,
    }


def _by_rule(violations):
    rules = {}
    for _, where, v in violations:
        rules.setdefault(v["id"], 0)
        rules[v["id"]] += v["count"]
    return dict(sorted(rules.items(), key=lambda item: -item[1]))


def report(results, search, errors, pages, seconds, report_path):
    numbers = _numbers(results, pages, search, errors)
    failures = [f for r in results for f in r.failures] + search
    failures += [("(suite)", "workers", e) for e in errors]
    if len(results) < pages:
        failures.append(("(suite)", "workers", f"only {len(results)} of {pages} pages were tested"))
    if numbers["stepThroughPages"] == 0 and pages > 1:
        failures.append(("(suite)", "step-through", "no page has a [data-step-through] control"))
    passed = sum(r.passed for r in results)

    if failures:
        print(f"\nFailures ({len(failures)}):")
        for page, where, message in failures[:MAX_LISTED]:
            print(f"  {page} [{where}]: {message}")
        if len(failures) > MAX_LISTED:
            print(f"  … and {len(failures) - MAX_LISTED} more (--report FILE lists all)")
    smallest = numbers["smallestLabel"]
    print(f"\nBrowser suite, {seconds:.0f} s, axe-core {axe.AXE_VERSION}")
    print(f"pages: {numbers['pagesTested']} of {pages} "
          f"(widths {'/'.join(map(str, page_run.WIDTHS))} × light/dark, {page_run.NARROWEST} px overflow, no-JS at {page_run.WIDTHS[1]})")
    print(f"runs: {numbers['runs']} page loads measured")
    print(f"axe serious/critical violations: {numbers['axeSeriousOrCritical']} "
          f"on {numbers['pagesWithAxeViolations']} pages {numbers['axeViolationsByRule'] or ''}")
    if smallest:
        print(f"smallest label: {numbers['smallestLabelPx']} px (\"{smallest['label']}\", {smallest['page']}, {smallest['where']}); "
              f"pages with labels under 12 px: {numbers['pagesWithLabelsUnder12px']}")
    else:
        print("smallest label: no diagram labels measured")
    print(f"pages with diagram labels clipped by their SVG: {numbers['pagesWithClippedLabels']}; "
          f"with overlapping labels: {numbers['pagesWithOverlappingLabels']} "
          f"(in the page's fonts or in {page_run.FALLBACK_FACE})")
    for width, names in numbers["overflowingPages"].items():
        print(f"overflowing pages at {width} px: {len(names)}")
    print(f"console errors: {numbers['consoleErrors']}")
    print(f"step-through: {numbers['stepThroughPages']} scenario pages walked; search, 404 and language-switcher failures: {len(search)}")
    if report_path:
        report_path.write_text(json.dumps({"numbers": numbers, "failures": failures}, indent=1, ensure_ascii=False))
    print(f"browser: {passed} passed, {len(failures)} failed")
    sys.stdout.flush()
    return not failures
