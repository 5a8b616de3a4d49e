/* Lifeline: theme toggle, copy buttons and step-through (search is in search.js). Every
   page is complete without this script; it only adds controls. */
(function () {
  "use strict";

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

  /* Search: search.js is added when the reader first uses the box, as it adds the index,
     so a page weighs what a reader who never searches needs. */
  var searchBox = document.getElementById("search-input");
  if (searchBox && !document.querySelector('script[src$="assets/search.js"]')) {
    var addSearch = function () {
      searchBox.removeEventListener("focus", addSearch);
      searchBox.removeEventListener("input", addSearch);
      var script = document.createElement("script");
      script.src = (document.body.getAttribute("data-root") || "") + "assets/search.js";
      document.head.appendChild(script);
    };
    searchBox.addEventListener("focus", addSearch);
    searchBox.addEventListener("input", addSearch);
    if (document.activeElement === searchBox || searchBox.value) addSearch();
  }

  /* Theme: the reader's choice in localStorage, else the system's. */
  var toggle = document.getElementById("theme-toggle");
  function currentTheme() {
    var set = document.documentElement.getAttribute("data-theme");
    if (set) return set;
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  function labelToggle() {
    if (!toggle) return;
    var next = currentTheme() === "dark" ? "light" : "dark";
    toggle.textContent = next === "dark" ? say("themeDark", "☾ Dark") : say("themeLight", "☀ Light");
    toggle.setAttribute("aria-label", next === "dark" ? say("themeSwitchToDark", "Switch to the dark theme") : say("themeSwitchToLight", "Switch to the light theme"));
  }
  if (toggle) {
    toggle.hidden = false;
    labelToggle();
    toggle.addEventListener("click", function () {
      var next = currentTheme() === "dark" ? "light" : "dark";
      document.documentElement.setAttribute("data-theme", next);
      try { localStorage.setItem("lifeline-theme", next); } catch (e) { /* private mode */ }
      labelToggle();
    });
  }

  /* Copy buttons on code blocks. */
  Array.prototype.forEach.call(document.querySelectorAll("pre"), function (pre) {
    if (!navigator.clipboard) return;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = say("copyCode", "Copy");
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(pre.innerText).then(function () { button.textContent = say("copyDone", "Copied"); }, function () { button.textContent = say("copyFailed", "Copy failed"); });
    });
    pre.parentNode.insertBefore(button, pre);
  });

  /* A wide state diagram opens scrolled to where its highlighted path begins, so a phone
     shows the scenario's states first; every other state is a sideways scroll away. */
  Array.prototype.forEach.call(document.querySelectorAll(".diagram-figure .diagram-scroll"), function (region) {
    var path = region.querySelector("svg.diagram .node.highlighted:not(.initial)") || region.querySelector("svg.diagram .highlighted");
    if (!path || region.scrollWidth <= region.clientWidth) return;
    var box = path.getBoundingClientRect();
    var frame = region.getBoundingClientRect();
    var centre = box.left + box.width / 2 - frame.left + region.scrollLeft;
    region.scrollLeft = Math.max(0, centre - region.clientWidth / 2);
  });

  /* Step-through: one call at a time, in the table, the sequence diagram and the state diagram. */
  Array.prototype.forEach.call(document.querySelectorAll("[data-step-through]"), function (box) {
    var rows = box.querySelectorAll("table.calls tbody tr");
    var total = rows.length;
    var position = 0;
    var controls = box.querySelector(".step-controls");
    var status = box.querySelector(".step-status");
    if (controls) controls.hidden = false;
    function show() {
      box.setAttribute("data-step-position", position + "/" + total);
      Array.prototype.forEach.call(rows, function (row, i) {
        if (i + 1 === position) row.setAttribute("aria-current", "step"); else row.removeAttribute("aria-current");
      });
      Array.prototype.forEach.call(box.querySelectorAll("g.message"), function (g) {
        g.classList.toggle("current", g.getAttribute("data-step") === String(position));
      });
      Array.prototype.forEach.call(document.querySelectorAll("svg.diagram .node.current"), function (n) { n.classList.remove("current"); });
      var row = rows[position - 1];
      if (row) {
        var node = document.getElementById("state-" + row.getAttribute("data-state"));
        if (node) node.classList.add("current");
        if (status) {
          status.textContent = say("stepCallStatus", "Call {position} of {total}: {call} → {state}", {
            position: position, total: total, state: row.getAttribute("data-state"),
            call: row.cells[2].textContent.trim().split(" ")[0] + "." + row.cells[3].textContent.trim().split(" ")[0]
          });
        }
        row.scrollIntoView({ block: "nearest" });
      } else if (status) {
        status.textContent = position === 0 ? say("stepBeforeFirst", "Before the first call") : "";
      }
    }
    function go(delta) { position = Math.max(0, Math.min(total, position + delta)); show(); }
    box.addEventListener("click", function (event) {
      var button = event.target.closest("button[data-step]");
      if (!button) return;
      var action = button.getAttribute("data-step");
      if (action === "next") go(1); else if (action === "prev") go(-1); else { position = 0; show(); }
    });
    /* Keys act only where the reader is stepping (WCAG 2.1.4): on the step-through's
       buttons → / ← and j / k; in its table and diagram, whose regions scroll with the
       arrows, only j / k. Nowhere else on the page. */
    box.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      var inScroller = event.target.closest && event.target.closest(".table-wrap, .diagram-scroll");
      var delta = event.key === "j" ? 1 : event.key === "k" ? -1 : 0;
      if (!inScroller && event.key === "ArrowRight") delta = 1;
      if (!inScroller && event.key === "ArrowLeft") delta = -1;
      if (delta === 0) return;
      go(delta);
      event.preventDefault();
    });
    show();
  });
})();
