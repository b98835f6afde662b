// The scorer's phone at a four-phone table: each player's part, as it arrives in the status
// (data-line, polled every 3 s), goes into that seat's line of the hand form, unless the
// scorer has typed something else there; the form's own preview then scores the whole table.
// The winner's phone's claim (how they won, the winning tile) fills in the result.
(function () {
  "use strict";
  var form = document.getElementById("hand-form");
  var status = document.getElementById("table-status");
  if (!form || !status) return;

  // An MCR winner's fans (data-fans, "49 50 59 81"): ticked on the form's fan list, unless
  // the scorer has ticked fans of their own.
  function tickFans(text) {
    if (!text || form.dataset.fansFromTable === text) return;
    var boxes = form.querySelectorAll("input[type=checkbox][name^='fan_']");
    var ticked = Array.prototype.some.call(boxes, function (b) { return b.checked; });
    if (ticked && form.dataset.fansFromTable === undefined) return;
    var counts = {};
    text.split(" ").forEach(function (n) { counts[n] = (counts[n] || 0) + 1; });
    boxes.forEach(function (b) { b.checked = false; });
    form.querySelectorAll("input[name$='_count'][name^='fan_']").forEach(function (c) { c.value = ""; });
    Object.keys(counts).forEach(function (n) {
      var box = document.getElementById("id_fan_" + n), count = document.getElementById("id_fan_" + n + "_count");
      if (box) box.checked = true;
      if (count && counts[n] > 1) count.value = counts[n];
      var group = box && box.closest("details");
      if (group) group.open = true;
    });
    form.dataset.fansFromTable = text;
    form.dispatchEvent(new Event("change", { bubbles: true }));
  }
  function fill() {
    status.querySelectorAll("[data-entered='1']").forEach(function (row) {
      var seat = row.dataset.seat, line = row.dataset.line;
      // MCR: a loser's phone said they declared a false mah-jong during the hand.
      var offender = row.querySelector("[data-false-mahjong]") &&
        form.querySelector("input[name=false_mahjong][value='" + seat + "']");
      if (offender && !offender.checked && !offender.dataset.fromTable) {
        offender.checked = true;
        offender.dataset.fromTable = "1";
        offender.dispatchEvent(new Event("change", { bubbles: true }));
      }
      if (row.dataset.fans !== undefined) return tickFans(row.dataset.fans);
      var name = row.dataset.field !== undefined ? row.dataset.field
        : seat + (row.dataset.depth === "scores" ? "_score" : "_tiles");
      var field = name && form.querySelector("[name='" + name + "']");
      if (!field || !line || field.value === line) return;
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
    var source = r.dataset.winSource, discarder = r.dataset.winDiscarder;
    if (source === "wall") set("id_win_source_wall");
    else if (source === "discard") set("id_discarder_" + discarder);
    else {
      // MCR: on the replacement tile after a kong, or robbing (whose) kong.
      if (discarder) set("id_discarder_" + discarder);
      set("id_win_source_" + source);
    }
    (r.dataset.winFlags || "").split(" ").forEach(function (flag) { if (flag) set("id_" + flag); });
    var tile = document.getElementById("id_win_tile"), completes = document.getElementById("id_completes");
    if (tile && r.dataset.winTile) {
      if (completes) completes.value = r.dataset.winCompletes;
      tile.value = r.dataset.winTile;
      tile.dataset.chosen = "1";
      tile.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
  // A correction elsewhere moved the seats (East kept the deal): each player's name, line,
  // and win or discard move to the seat that player has now, and the form records against
  // the new deal. The page is not reloaded: what the scorer typed stays, with its player.
  var SEATS = ["E", "S", "W", "N"];
  function seatMap(text) {
    var map = {};
    (text || "").split(" ").forEach(function (pair) {
      var bits = pair.split(":");
      if (bits.length === 2) map[bits[0]] = bits[1];
    });
    return map;
  }
  function rename(seat, from, to) {
    if (!to || from === to) return;
    [
      "label[for='id_winner_" + seat + "'] .choice-name",
      "label[for='id_discarder_" + seat + "'] .choice-name",
      "[data-seat-tab='" + seat + "'] .choice-name",
    ].forEach(function (sel) {
      document.querySelectorAll(sel).forEach(function (el) { el.textContent = to; el.title = to; });
    });
    document.querySelectorAll("#panel-" + seat + " h2, label[for='id_" + seat + "_score']").forEach(function (el) {
      el.childNodes.forEach(function (node) {
        if (node.nodeType === 3 && node.textContent.indexOf(from) >= 0) node.textContent = node.textContent.replace(from, to);
      });
    });
  }
  function moveChecked(name, prefix, to) {
    var checked = form.querySelector("input[name=" + name + "]:checked");
    if (!checked || !to[checked.value] || to[checked.value] === checked.value) return;
    var other = document.getElementById(prefix + to[checked.value]);
    if (other) { other.checked = true; other.dispatchEvent(new Event("change", { bubbles: true })); }
  }
  function follow() {
    var now = status.querySelector("#table-now");
    var dealField = form.querySelector("input[name=expected_deal]");
    if (!now || !now.dataset.deal || !dealField || dealField.value === now.dataset.deal) return;
    var before = seatMap(status.dataset.players), fresh = {}, names = {}, seatOf = {}, to = {};
    now.querySelectorAll("li[data-seat]").forEach(function (row) {
      fresh[row.dataset.seat] = row.dataset.player;
      names[row.dataset.seat] = row.dataset.name;
      seatOf[row.dataset.player] = row.dataset.seat;
    });
    SEATS.forEach(function (seat) { to[seat] = seatOf[before[seat]] || seat; });
    var oldNames = {};
    SEATS.forEach(function (seat) {
      var el = document.querySelector("[data-seat-tab='" + seat + "'] .choice-name") ||
        document.querySelector("label[for='id_winner_" + seat + "'] .choice-name");
      oldNames[seat] = el ? el.textContent : "";
    });
    ["_tiles", "_score"].forEach(function (suffix) {
      var kept = {};
      SEATS.forEach(function (seat) {
        var f = form.querySelector("[name='" + seat + suffix + "']");
        if (f) kept[seat] = { value: f.value, fromTable: f.dataset.fromTable };
      });
      SEATS.forEach(function (seat) {
        var f = form.querySelector("[name='" + to[seat] + suffix + "']");
        if (!f || !kept[seat]) return;
        f.value = kept[seat].value;
        if (kept[seat].fromTable === undefined) delete f.dataset.fromTable;
        else f.dataset.fromTable = kept[seat].fromTable;
      });
    });
    moveChecked("winner", "id_winner_", to);
    moveChecked("discarder", "id_discarder_", to);
    if (form.dataset.winnerFromTable) form.dataset.winnerFromTable = to[form.dataset.winnerFromTable] || "";
    delete form.dataset.claimFromTable;
    SEATS.forEach(function (seat) { rename(seat, oldNames[seat], names[seat]); });
    dealField.value = now.dataset.deal;
    status.dataset.players = SEATS.map(function (seat) { return seat + ":" + fresh[seat]; }).join(" ");
    form.querySelectorAll(".tile-line, .score-input").forEach(function (f) {
      f.dispatchEvent(new Event("input", { bubbles: true }));
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
      follow();
      fill();
      claim();
    }).catch(function () {});
  }
  poll();
  setInterval(poll, 3000);
})();
