/* Lifeline's 404 page: a host serves it at any address it has no file for, at any depth,
   where its relative links would lead into folders that do not exist. This script is
   inlined into the page: it finds the site's root, the deepest folder of the address that
   holds the site's favicon, makes every relative link absolute from there and loads the
   site's scripts. From disk the page is at the root, and its links are right as written. */
(function () {
  "use strict";
  function isRelative(url) {
    return !/^(#|\/|[a-z][a-z0-9+.-]*:)/i.test(url);
  }
  function use(root) {
    var links = document.querySelectorAll("a[href], link[href]");
    for (var i = 0; i < links.length; i++) {
      var href = links[i].getAttribute("href");
      if (isRelative(href)) links[i].setAttribute("href", root + href);
    }
    document.body.setAttribute("data-root", root);
    ["assets/search.js", "assets/site.js"].forEach(function (src) {
      var script = document.createElement("script");
      script.src = root + src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  function start() {
    if (location.protocol === "file:" || !window.fetch) return use("");
    var folders = location.pathname.split("/").slice(0, -1);
    var candidates = [];
    for (var i = folders.length; i >= 1; i--) candidates.push(folders.slice(0, i).join("/") + "/");
    (function probe(index) {
      if (index >= candidates.length) return use("");
      fetch(candidates[index] + "assets/favicon.svg", { method: "HEAD" }).then(function (response) {
        var type = response.headers.get("content-type") || "";
        if (response.ok && type.indexOf("svg") >= 0) use(candidates[index]);
        else probe(index + 1);
      }, function () { probe(index + 1); });
    })(0);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
