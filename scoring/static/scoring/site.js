// Behaviour every page shares, loaded async from base.html's head. The Content-Security-Policy
// forbids inline scripts and on* attributes, so pages mark elements with data- attributes and
// this file wires them up.

// The full stylesheets arrive after the first paint: base.html links them media="print" (which
// does not hold the paint back) and each is applied once it has loaded. Without scripts, the
// <noscript> links apply them the ordinary way.
document.querySelectorAll("link[data-late-css]").forEach(function (link) {
  function apply() { link.media = "all"; }
  if (link.sheet) apply(); else link.addEventListener("load", apply);
});

document.addEventListener("change", function (event) {
  if (event.target.matches("[data-submit-on-change]")) {
    event.target.form.submit();
  }
});
