// The scorer's phone at a four-phone table: each player's part, as it arrives in the status
// (data-line, polled every 3 s), goes into that seat's line of the hand form, unless the
// scorer has typed something else there; the form's own preview then scores the whole table.
// The winner's phone's claim (how they won, the winning tile) fills in the result.
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
  // The winner's own phone said how they won (and, at tiles and sets, on which tile): the
  // result goes into the form for the scorer to confirm, unless the scorer has chosen
  // another winner, or two phones claim the win.
  function set(id, event) {
    var el = document.getElementById(id);
    if (!el) return;
    el.checked = true;
    el.dispatchEvent(new Event(event || "change", { bubbles: true }));
  }
  function claim() {
    var rows = status.querySelectorAll("[data-entered='1'][data-win-source]");
    if (rows.length !== 1) return;
    var r = rows[0], seat = r.dataset.seat;
    var key = [seat, r.dataset.winSource, r.dataset.winDiscarder, r.dataset.winTile, r.dataset.winCompletes].join("|");
    var checked = form.querySelector("input[name=winner]:checked");
    if (checked && form.dataset.winnerFromTable !== checked.value) return;
    if (form.dataset.claimFromTable === key) return;
    form.dataset.claimFromTable = key;
    form.dataset.winnerFromTable = seat;
    set("id_winner_" + seat);
    set(r.dataset.winSource === "wall" ? "id_win_source_wall" : "id_discarder_" + r.dataset.winDiscarder);
    var tile = document.getElementById("id_win_tile"), completes = document.getElementById("id_completes");
    if (tile && r.dataset.winTile) {
      if (completes) completes.value = r.dataset.winCompletes;
      tile.value = r.dataset.winTile;
      tile.dataset.chosen = "1";
      tile.dispatchEvent(new Event("input", { bubbles: true }));
    }
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
      claim();
    }).catch(function () {});
  }
  poll();
  setInterval(poll, 3000);
})();
