// Behaviour every page shares. The Content-Security-Policy forbids inline scripts and on*
// attributes, so pages mark elements with data- attributes and this file wires them up.
document.addEventListener("change", function (event) {
  if (event.target.matches("[data-submit-on-change]")) {
    event.target.form.submit();
  }
});
