// Filter controls for the claims page. The page works without this script: its
// sections and indexes by source and by verdict are plain links.
(function () {
  var box = document.getElementById("claims-filter");
  if (!box) return;
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
  var claims = Array.prototype.slice.call(document.querySelectorAll("article.claim[data-verdict]"));
  var sections = Array.prototype.slice.call(document.querySelectorAll("section.claim-source"));
  function select(label, name, options) {
    var wrap = document.createElement("label");
    wrap.textContent = label + " ";
    var element = document.createElement("select");
    element.name = name;
    options.forEach(function (option) {
      var item = document.createElement("option");
      item.value = option[0];
      item.textContent = option[1];
      element.appendChild(item);
    });
    wrap.appendChild(element);
    box.appendChild(wrap);
    return element;
  }
  var sourceOptions = [["", say("claimsFilterAllSources", "all sources")]].concat(sections.map(function (section) {
    return [section.id, section.querySelector("h2").textContent];
  }));
  var source = select(say("claimsFilterSource", "Source"), "source", sourceOptions);
  var verdict = select(say("claimsFilterVerdict", "Verdict"), "verdict", [
    ["", say("claimsFilterAllVerdicts", "all verdicts")], ["holds", say("claimsFilterTrue", "true")],
    ["false", say("claimsFilterFalse", "false")], ["partly", say("claimsFilterPartly", "partly true")]
  ]);
  function apply() {
    sections.forEach(function (section) {
      section.hidden = source.value !== "" && section.id !== source.value;
    });
    claims.forEach(function (claim) {
      var parts = claim.querySelectorAll("article.claim[data-verdict='" + verdict.value + "']").length;
      claim.hidden = verdict.value !== "" && claim.getAttribute("data-verdict") !== verdict.value && parts === 0;
    });
  }
  source.addEventListener("change", apply);
  verdict.addEventListener("change", apply);
  box.hidden = false;
})();
