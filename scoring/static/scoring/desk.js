// The results desk: a field that gets the focus has its text selected, so typing replaces
// a refused value instead of appending to it ("3,000" + "120,000" never becomes one number).
(function () {
  "use strict";
  function selectAll(input) {
    if (input && input.tagName === "INPUT" && input.type !== "checkbox" && input.select) {
      input.select();
    }
  }
  document.addEventListener("focusin", function (event) {
    if (event.target.closest(".desk-form, .desk-final")) selectAll(event.target);
  });
  // The field autofocused before this script ran.
  if (document.activeElement && document.activeElement.closest &&
      document.activeElement.closest(".desk-form, .desk-final")) {
    selectAll(document.activeElement);
  }
})();
