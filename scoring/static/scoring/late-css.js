// The full stylesheets arrive after the first paint: base.html links them media="print" (which
// does not hold the paint back) and this file applies each one once it has loaded. Without
// scripts, the <noscript> links apply them the ordinary way.
(function () {
  document.querySelectorAll("link[data-late-css]").forEach(function (link) {
    function apply() { link.media = "all"; }
    if (link.sheet) apply(); else link.addEventListener("load", apply);
  });
})();
