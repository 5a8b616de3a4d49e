/* Lifeline search. site.js adds this script when the reader first uses the search box, and
   this script adds the index (assets/search-index.js, a script so that it loads from disk
   too). Every result is
   built with DOM calls and text nodes: nothing from the index is ever parsed as HTML.

   Ranking: scenarios, callbacks, lifecycles and pages before claims; then by how the
   query's words match: a whole title or name, a title word, the start of one, part of a
   title, a name (ids, actions, kinds), a title word within a few typing mistakes
   (callback and page names), and last the text. The index's synonym table adds
   alternative queries in the site's own words ("interactive pop" → swipe back). Text in
   Chinese, Japanese or Korean is matched as a substring, so it needs no spaces.

   Keys, only while focus is in the search box or its results: ↓ and ↑ move through the
   results, Enter opens one, Esc closes them. */
(function () {
  "use strict";
  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  if (!input || !list) return;
  var form = input.form || list.parentNode;
  var root = document.body.getAttribute("data-root") || "";
  var FIRST = 12;
  /* The page's words in its edition's language (the JSON block #lifeline-strings, from
     strings/LANG.yaml); the English given with each key where the page has none. A counted
     text is one form per plural category of the page's language; {name} is filled in. */
  var pageWords = {};
  try { pageWords = JSON.parse(document.getElementById("lifeline-strings").textContent) || {}; } catch (e) { /* English */ }
  function say(key, english, values) {
    var text = Object.prototype.hasOwnProperty.call(pageWords, key) ? pageWords[key] : english;
    if (typeof text === "object") {
      var category = values.count === 1 ? "one" : "other";
      try { category = new Intl.PluralRules(document.documentElement.lang || "en").select(values.count); } catch (e) { /* no Intl */ }
      text = text[category] || text.other;
    }
    return String(text).replace(/\{(\w+)\}/g, function (all, name) { return values && name in values ? values[name] : all; });
  }
  /* A result's kind; a page's own entry has the page kind's word as its context. */
  var KINDS = {
    scenario: say("searchKindScenario", "Scenario"), callback: say("searchKindCallback", "Callback"),
    lifecycle: say("searchKindLifecycle", "Lifecycle"), page: say("searchKindPage", "Page"), claim: say("searchKindClaim", "Claim")
  };

  /* The number of results is announced (role=status); the results are a list of links. */
  var status = document.getElementById("search-status");
  if (!status) {
    status = document.createElement("p");
    status.id = "search-status";
    list.parentNode.insertBefore(status, list);
  }
  status.className = "search-status";
  status.setAttribute("role", "status");
  var more = document.createElement("button");
  more.type = "button";
  more.className = "search-more";
  more.hidden = true;
  list.parentNode.insertBefore(more, list.nextSibling);
  input.setAttribute("aria-controls", "search-results");
  input.setAttribute("aria-describedby", "search-status");
  list.setAttribute("aria-label", say("searchResults", "Search results"));

  /* Letters and digits of any script, lower case: -viewWillAppear: and viewWillAppear(_:) are both viewwillappear. */
  var WORD = /[\p{L}\p{N}]/u;
  function fold(text) { return String(text).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ""); }
  function words(text) { return String(text).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(function (w) { return w.length > 0; }); }
  /* Typing mistakes allowed in a word: none under 4 letters or in CJK text, 1 up to 7, then 2. */
  function allowed(word) {
    if (/[^\x00-\x7f]/.test(word)) return 0;
    return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
  }
  /* Edit distance counting a swap of two neighbours as one edit; above `max`, max + 1. */
  function distance(a, b, max) {
    if (Math.abs(a.length - b.length) > max) return max + 1;
    var before = null, previous = [], current, i, j;
    for (j = 0; j <= b.length; j++) previous.push(j);
    for (i = 1; i <= a.length; i++) {
      current = [i];
      var best = i;
      for (j = 1; j <= b.length; j++) {
        var value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
        current.push(value);
        if (value < best) best = value;
      }
      if (best > max) return max + 1;
      before = previous;
      previous = current;
    }
    return previous[b.length];
  }

  var index = null, synonyms = [], loading = false;
  function prepare(data) {
    data = data || {};
    synonyms = (data.synonyms || []).map(function (row) {
      return { from: fold(row[0]), to: row[1].map(function (phrase) { return phrase.split(/\s+/).map(fold).filter(Boolean); }) };
    });
    index = (data.entries || []).map(function (e, order) {
      return {
        kind: e[0], title: e[1], href: e[2], context: e[3], text: e[5].replace(/\s+/g, " "), order: order,
        titleFold: fold(e[1]), titleWords: words(e[1]), nameFolds: e[4].split(/\s+/).map(fold).filter(Boolean), nameWords: words(e[4]),
        textFold: fold(e[5])
      };
    });
  }
  function load() {
    if (index || loading) return;
    if (window.lifelineSearchIndex) { prepare(window.lifelineSearchIndex); return; }
    loading = true;
    var script = document.createElement("script");
    script.src = root + "assets/search-index.js";
    script.onload = function () { loading = false; prepare(window.lifelineSearchIndex); if (input.value) search(); };
    script.onerror = function () { loading = false; status.textContent = say("searchLoadFailed", "The search index could not be loaded."); };
    document.head.appendChild(script);
  }

  /* The query, and the query with each phrase of the synonym table replaced by its alternatives. */
  function alternatives(query) {
    var found = [{ words: query, synonym: false }];
    synonyms.forEach(function (row) {
      for (var i = 0; i < query.length; i++) {
        var joined = "";
        for (var j = i; j < query.length && joined.length < row.from.length; j++) {
          joined += query[j];
          if (joined !== row.from) continue;
          row.to.forEach(function (to) { found.push({ words: query.slice(0, i).concat(to, query.slice(j + 1)), synonym: true }); });
        }
      }
    });
    return found;
  }

  /* How one query word matches an entry ({score, term}: the folded text to highlight), or null. */
  function wordMatch(e, w) {
    var i, n = e.titleWords.length;
    if (e.titleWords.indexOf(w) >= 0) return { score: 10, term: w };
    for (i = 0; i < n; i++) if (w.length >= 2 && e.titleWords[i].indexOf(w) === 0) return { score: 9, term: w };
    if (e.nameWords.indexOf(w) >= 0) return { score: 7, term: w };
    if (e.titleFold.indexOf(w) >= 0) return { score: 6, term: w };
    for (i = 0; i < e.nameFolds.length; i++) if (e.nameFolds[i].indexOf(w) >= 0) return { score: 5, term: w };
    var max = allowed(w);
    if (max > 0) {
      for (i = 0; i < n; i++) {
        var tw = e.titleWords[i];
        if (distance(w, tw, max) <= max) return { score: 4, term: tw };
        if (tw.length > w.length + max && distance(w, tw.slice(0, w.length), max) <= max) return { score: 3, term: tw.slice(0, w.length) };
      }
      for (i = 0; i < e.nameWords.length; i++) if (distance(w, e.nameWords[i], max) <= max) return { score: 3, term: e.nameWords[i] };
    }
    if (e.textFold.indexOf(w) >= 0) return { score: 1, term: w };
    return null;
  }

  /* The entry's score for the query (its best alternative, a little more when several match), or null. */
  function match(e, alts) {
    var best = null, matched = 0, terms = [];
    alts.forEach(function (alt) {
      var total = 0, found = [];
      for (var i = 0; i < alt.words.length; i++) {
        var m = wordMatch(e, alt.words[i]);
        if (!m) return;
        total += m.score;
        found.push(m.term);
      }
      var score = total / alt.words.length;
      var joined = alt.words.join(""), max = allowed(joined);
      if (e.titleFold === joined || e.nameFolds.indexOf(joined) >= 0) score += 10;
      else if (alt.words.length > 1 && e.titleFold.indexOf(joined) >= 0) score += 5;
      else if (max > 0 && (distance(joined, e.titleFold, max) <= max || e.nameFolds.some(function (name) { return distance(joined, name, max) <= max; }))) score += 6;
      if (alt.synonym) score -= 1;
      matched++;
      terms = terms.concat(found);
      if (best === null || score > best) best = score;
    });
    return best === null ? null : { e: e, score: best + (matched - 1) * 0.5, terms: terms };
  }

  function find(text) {
    var query = text.split(/\s+/).map(fold).filter(function (w) { return w.length > 0; });
    if (query.length === 0) return [];
    var alts = alternatives(query);
    var hits = [];
    index.forEach(function (e) {
      var hit = match(e, alts);
      if (hit) hits.push(hit);
    });
    return hits.sort(function (a, b) {
      return (a.e.kind === "claim") - (b.e.kind === "claim") || b.score - a.score || a.e.order - b.e.order;
    });
  }

  /* Where the folded `terms` are in `text`: [start, end) ranges of the text itself, in order, not overlapping. */
  function ranges(text, terms) {
    var folded = "", at = [];
    for (var i = 0; i < text.length; i++) {
      var lower = text[i].toLowerCase();
      for (var k = 0; k < lower.length; k++) {
        if (WORD.test(lower[k])) { folded += lower[k]; at.push(i); }
      }
    }
    var found = [];
    terms.forEach(function (term) {
      if (!term) return;
      for (var from = folded.indexOf(term); from >= 0; from = folded.indexOf(term, from + term.length)) {
        found.push([at[from], at[from + term.length - 1] + 1]);
      }
    });
    found.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
    var merged = [];
    found.forEach(function (r) {
      var last = merged[merged.length - 1];
      if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]); else merged.push(r.slice());
    });
    return merged;
  }
  /* A short window of `text` around its first match. */
  function snippet(text, terms) {
    var marks = ranges(text, terms);
    var start = 0, length = 160;
    if (marks.length && marks[0][0] > 50) {
      start = text.lastIndexOf(" ", marks[0][0] - 40) + 1;
      if (marks[0][0] - start > 60) start = marks[0][0] - 40;
    }
    var end = Math.min(text.length, start + length);
    if (end < text.length) {
      var space = text.lastIndexOf(" ", end);
      if (space > start + length / 2) end = space;
    }
    var shown = marks.filter(function (r) { return r[0] < end && r[1] > start; }).map(function (r) {
      return [Math.max(r[0], start) - start, Math.min(r[1], end) - start];
    });
    return { text: (start > 0 ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : ""), marks: shown, shift: start > 0 ? 1 : 0 };
  }
  function appendMarked(parent, text, marks, shift) {
    var at = 0;
    shift = shift || 0;
    marks.forEach(function (r) {
      var from = r[0] + shift, to = r[1] + shift;
      if (from > at) parent.appendChild(document.createTextNode(text.slice(at, from)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(from, to);
      parent.appendChild(mark);
      at = to;
    });
    if (at < text.length) parent.appendChild(document.createTextNode(text.slice(at)));
  }

  function label(e) {
    var kind = KINDS[e.kind] || e.kind;
    if (e.kind === "page" && e.context && e.context !== KINDS.page) kind = say("searchKindSection", "Section");
    return e.context && e.context !== kind && e.context !== KINDS.page ? kind + " · " + e.context : kind;
  }
  function item(hit) {
    var e = hit.e;
    var li = document.createElement("li");
    li.className = "search-result search-" + e.kind;
    var a = document.createElement("a");
    a.href = root + e.href;
    a.className = "search-title";
    appendMarked(a, e.title, ranges(e.title, hit.terms));
    var kind = document.createElement("span");
    kind.className = "search-kind";
    kind.textContent = label(e);
    li.appendChild(a);
    li.appendChild(document.createTextNode(" "));
    li.appendChild(kind);
    if (e.text) {
      var cut = snippet(e.text, hit.terms);
      var p = document.createElement("p");
      p.className = "search-snippet";
      appendMarked(p, cut.text, cut.marks, cut.shift);
      li.appendChild(p);
    }
    return li;
  }

  var hits = [], open = false;
  function show(all) {
    list.textContent = "";
    var count = all ? hits.length : Math.min(FIRST, hits.length);
    for (var i = 0; i < count; i++) list.appendChild(item(hits[i]));
    more.hidden = count >= hits.length;
    more.textContent = say("searchShowAll", { one: "Show {count} result", other: "Show all {count} results" }, { count: hits.length });
    status.textContent = hits.length === 0 ? say("searchNoResults", "No results for “{query}”", { query: input.value.trim() })
      : count < hits.length ? say("searchFirstShown", { one: "{count} result, the first {shown} shown", other: "{count} results, the first {shown} shown" }, { count: hits.length, shown: count })
      : say("searchResultCount", { one: "{count} result", other: "{count} results" }, { count: hits.length });
    open = true;
  }
  function close() {
    list.textContent = "";
    more.hidden = true;
    status.textContent = "";
    open = false;
  }
  function search() {
    if (!input.value.trim()) { close(); return; }
    load();
    if (!index) { status.textContent = say("searchLoading", "Loading the search index…"); return; }
    hits = find(input.value);
    show(false);
  }

  /* The links of the results and the button after them, in order. */
  function items() {
    var found = Array.prototype.slice.call(list.querySelectorAll("a[href]"));
    if (!more.hidden) found.push(more);
    return found;
  }
  input.addEventListener("focus", load);
  input.addEventListener("input", search);
  more.addEventListener("click", function () {
    show(true);
    var links = list.querySelectorAll("a[href]");
    if (links[FIRST]) links[FIRST].focus();
  });
  form.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    var all = items(), position = all.indexOf(document.activeElement);
    if (event.key === "ArrowDown") {
      if (!open && input.value.trim()) search();
      all = items();
      var next = all[Math.min(position + 1, all.length - 1)];
      if (next) { next.focus(); event.preventDefault(); }
    } else if (event.key === "ArrowUp" && position >= 0) {
      (position === 0 ? input : all[position - 1]).focus();
      event.preventDefault();
    } else if (event.key === "Escape" && (open || position >= 0)) {
      close();
      input.focus();
      event.preventDefault();
    }
  });
  if (form.tagName === "FORM") form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (!open) search();
    var first = list.querySelector("a[href]");
    if (first) window.location.href = first.href;
  });
  document.addEventListener("click", function (event) {
    if (open && !form.contains(event.target)) close();
  });
  /* Added by site.js when the reader first used the box: they may be in it already. */
  if (document.activeElement === input) load();
  if (input.value.trim()) search();
})();
