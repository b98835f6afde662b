// The scorer's phone at a four-phone table: each player's part, as it arrives in the status
// (data-line, polled every 3 s), goes into that seat's line of the hand form, unless the
// scorer has typed something else there; the form's own preview then scores the whole table.
(function () {
  "use strict";
  var form = document.getElementById("hand-form");
  var status = document.getElementById("table-status");
  if (!form || !status) return;

  function fill() {
    status.querySelectorAll("[data-entered='1']").forEach(function (row) {
      var seat = row.dataset.seat, line = row.dataset.line;
      var name = seat + (row.dataset.depth === "scores" ? "_score" : "_tiles");
      var field = form.querySelector("[name='" + name + "']");
      if (!field || field.value === line) return;
      var untouched = field.value.trim() === "" || field.value === field.dataset.fromTable;
      if (!untouched) return;
      field.value = line;
      field.dataset.fromTable = line;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }
  form.querySelectorAll(".tile-line").forEach(function (field) {
    if (field.value) field.dataset.fromTable = field.value;
  });
  // The hand form page carries no htmx: poll with fetch. The browser revalidates with the
  // ETag, so an unchanged table is a 304 and the same text, and nothing is redrawn.
  var last = null;
  function poll() {
    fetch(status.dataset.poll, { credentials: "same-origin" }).then(function (r) {
      return r.ok ? r.text() : null;
    }).then(function (html) {
      if (html === null || html === last) return;
      last = html;
      status.innerHTML = html;
      fill();
    }).catch(function () {});
  }
  poll();
  setInterval(poll, 3000);
})();
