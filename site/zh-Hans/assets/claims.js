// Filter controls for the claims page. The page works without this script: its
// sections and indexes by source and by verdict are plain links.
(function () {
  var box = document.getElementById("claims-filter");
  if (!box) return;
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
  var sourceOptions = [["", "all sources"]].concat(sections.map(function (section) {
    return [section.id, section.querySelector("h2").textContent];
  }));
  var source = select("Source", "source", sourceOptions);
  var verdict = select("Verdict", "verdict", [["", "all verdicts"], ["holds", "true"], ["false", "false"], ["partly", "partly true"]]);
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
