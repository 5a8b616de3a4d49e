/* Lifeline: theme toggle, copy buttons and step-through (search is in search.js). Every
   page is complete without this script; it only adds controls. */
(function () {
  "use strict";

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
    toggle.textContent = next === "dark" ? "☾ Dark" : "☀ Light";
    toggle.setAttribute("aria-label", "Switch to the " + next + " theme");
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
    button.textContent = "Copy";
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(pre.innerText).then(function () { button.textContent = "Copied"; }, function () { button.textContent = "Copy failed"; });
    });
    pre.parentNode.insertBefore(button, pre);
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
        if (status) status.textContent = "Call " + position + " of " + total + ": " + row.cells[2].textContent.trim().split(" ")[0] + "." + row.cells[3].textContent.trim().split(" ")[0] + " → " + row.getAttribute("data-state");
        row.scrollIntoView({ block: "nearest" });
      } else if (status) {
        status.textContent = position === 0 ? "Before the first call" : "";
      }
    }
    function go(delta) { position = Math.max(0, Math.min(total, position + delta)); show(); }
    box.addEventListener("click", function (event) {
      var button = event.target.closest("button[data-step]");
      if (!button) return;
      var action = button.getAttribute("data-step");
      if (action === "next") go(1); else if (action === "prev") go(-1); else { position = 0; show(); }
    });
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowRight" || event.key === "j") { go(1); event.preventDefault(); }
      else if (event.key === "ArrowLeft" || event.key === "k") { go(-1); event.preventDefault(); }
    });
    show();
  });
})();
