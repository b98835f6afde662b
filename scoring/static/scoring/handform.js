// The phone-first hand form. Each player's notation line stays the form's one source of truth
// (the server reads only it, and typing into it keeps working); the tile picker docked at the
// bottom edits that line: tap a tile, then Pung / Kong / Chow / Pair makes the set. The built
// sets are drawn above the line with a toggle (exposed / concealed) and an undo each; in the
// winner's hand a tap on a tile makes it the winning tile and names the set it completed.
// Until one is tapped, the winning tile is the last one entered in a complete hand (14 tiles),
// and a tile tapped after that goes to the next player.
(function () {
  "use strict";
  var form = document.getElementById("hand-form");
  if (!form) return;
  document.documentElement.classList.add("js");
  var picker = document.getElementById("picker");
  var sprite = form.dataset.sprite;
  var SEATS = ["E", "S", "W", "N"];
  var names = {};
  document.querySelectorAll("[data-pick]").forEach(function (b) { names[b.dataset.pick] = b.getAttribute("aria-label"); });
  var text = function (id) { var el = document.getElementById(id); return el ? el.textContent : ""; };

  // ---- the notation: [exposed] (concealed) {kong from a concealed pung}, loose tiles, flowers
  var TILE = /([0-9]+)([bcdBCD])|([ESWNeswn][wW]|[RGWrgw][dD]|[FSfs][1-4])/g;
  function codes(raw) {
    var out = [], m;
    TILE.lastIndex = 0;
    while ((m = TILE.exec(raw))) {
      if (m[1]) for (var i = 0; i < m[1].length; i++) out.push(m[1][i] + m[2].toLowerCase());
      else out.push(m[3][0].toUpperCase() + m[3][1].toLowerCase().replace(/^([1-4])$/, "$1"));
    }
    return out;
  }
  var isBonus = function (c) { return /^[FS][1-4]$/.test(c); };
  var CLOSE = { "[": "]", "(": ")", "{": "}" };
  function parse(line) {
    var melds = [], loose = [], bonus = [], re = /([\[({])([^\])}]*)[\])}]?|([^\s\[\](){},|]+)/g, m;
    while ((m = re.exec(line))) {
      if (m[1]) melds.push({ open: m[1], tiles: codes(m[2]) });
      else codes(m[3]).forEach(function (c) { (isBonus(c) ? bonus : loose).push(c); });
    }
    return { melds: melds, loose: loose, bonus: bonus };
  }
  function format(h) {
    var parts = h.melds.map(function (m) { return m.open + m.tiles.join(" ") + CLOSE[m.open]; });
    return parts.concat(h.loose, h.bonus).join(" ");
  }

  // ---- seats: one player at a time, the winner first
  var lines = {}, panels = {}, tabs = {};
  SEATS.forEach(function (s) {
    lines[s] = form.querySelector('.tile-line[data-seat="' + s + '"]');
    panels[s] = document.getElementById("panel-" + s);
    tabs[s] = picker && picker.querySelector('[data-seat-tab="' + s + '"]');
  });
  // (a player's phone at a four-phone table has one line, their own)
  var own = SEATS.filter(function (s) { return lines[s]; });
  if (!own.length) return;
  var active = "E";
  function winner() {
    var w = form.querySelector("input[name=winner]:checked");
    if (w) return w.value;
    // a player's own phone: "I went mah-jong" makes its one line the winner's
    var mine = form.querySelector("input[name=win]:checked");
    return mine && mine.value ? own[0] : "";
  }
  function order() {
    var w = winner(), start = SEATS.indexOf(w);
    if (start < 0) return SEATS.slice();
    return SEATS.slice(start).concat(SEATS.slice(0, start));
  }
  function activate(seat, focusTab, still) {
    active = seat;
    SEATS.forEach(function (s) {
      if (panels[s]) panels[s].classList.toggle("is-active", s === seat);
      if (tabs[s]) tabs[s].setAttribute("aria-pressed", s === seat ? "true" : "false");
    });
    if (focusTab && tabs[seat]) tabs[seat].focus();
    if (panels[seat] && !still) panels[seat].scrollIntoView({ block: "nearest" });
    showNext();
  }
  function nextSeat() {
    var seats = order().filter(function (s) { return lines[s]; }), i = seats.indexOf(active);
    activate(seats[(i + 1) % seats.length]);
  }

  // A winner picked by mistake: the sets built on their panel belong to the winner chosen
  // next, so they move with the choice (unless that player has tiles already, or the line came
  // from the player's own phone).
  var previousWinner = winner();
  function moveSets(from, to) {
    if (!lines[from] || !lines[to] || from === to) return;
    var line = lines[from];
    if (!line.value.trim() || lines[to].value.trim() || line.dataset.fromTable === line.value) return;
    lines[to].value = line.value;
    line.value = "";
    render(from);
    changed(to);
  }

  // ---- drawing each player's sets
  function tileSvg(code) {
    return '<svg class="tile-img tile-chip" aria-hidden="true"><use href="' + sprite + "#" + code + '"></use></svg>';
  }
  function button(cls, label, inner, data) {
    var attrs = Object.keys(data || {}).map(function (k) { return " data-" + k + '="' + data[k] + '"'; }).join("");
    return '<button type="button" class="' + cls + '" aria-label="' + label + '"' + attrs + ">" + inner + "</button>";
  }
  function render(seat) {
    var box = document.getElementById("melds-" + seat);
    if (!box || !lines[seat]) return;
    var h = parse(lines[seat].value), isWinner = winner() === seat;
    var winTile = (document.getElementById("id_win_tile") || {}).value;
    var completes = parseInt((document.getElementById("id_completes") || {}).value, 10);
    var html = "";
    h.melds.forEach(function (m, i) {
      var kind = m.open === "[" ? text("t-exposed") : m.open === "(" ? text("t-concealed") : text("t-from-pung");
      var tiles = m.tiles.map(function (c) {
        var chosen = isWinner && c === winTile && completes === i + 1;
        if (!isWinner) return '<span class="chip-tile">' + tileSvg(c) + "</span>";
        return button("chip-tile win-pick" + (chosen ? " is-winning" : ""), text("t-winning") + ": " + (names[c] || c),
          tileSvg(c), { code: c, meld: i + 1 });
      }).join("");
      html += '<div class="built meld-' + (m.open === "(" ? "concealed" : "exposed") + '" role="group" aria-label="' + kind + '">' +
        '<span class="built-tiles">' + tiles + "</span>" +
        button("chip-op", text("t-toggle") + " (" + kind + ")", m.open === "[" ? "[ ]" : m.open === "(" ? "( )" : "{ }", { toggle: i }) +
        button("chip-op", text("t-undo"), "✕", { undo: i }) + "</div>";
    });
    if (h.loose.length) {
      html += '<div class="built meld-loose" role="group" aria-label="' + text("t-loose") + '"><span class="built-tiles">' +
        h.loose.map(function (c) {
          if (!isWinner) return '<span class="chip-tile">' + tileSvg(c) + "</span>";
          return button("chip-tile win-pick" + (c === winTile && !completes ? " is-winning" : ""), text("t-winning") + ": " + (names[c] || c),
            tileSvg(c), { code: c, meld: "" });
        }).join("") + "</span>" + button("chip-op", text("t-undo"), "✕", { undo: "loose" }) + "</div>";
    }
    if (h.bonus.length) {
      html += '<div class="built meld-bonus" role="group" aria-label="' + text("t-bonus") + '"><span class="built-tiles">' +
        h.bonus.map(function (c) { return '<span class="chip-tile">' + tileSvg(c) + "</span>"; }).join("") + "</span>" +
        button("chip-op", text("t-undo"), "✕", { undo: "bonus" }) + "</div>";
    }
    box.innerHTML = html;
    var tiles = count(h);
    var role = panels[seat] && panels[seat].querySelector(".seat-role");
    if (role) {
      role.textContent = !isWinner ? "" : winTile ? text(chosenByHand() ? "t-role-winner" : "t-role-default-winning")
        : tiles >= 14 ? text("t-role-tap-winning") : text("t-role-winner");
    }
    if (tabs[seat]) tabs[seat].classList.toggle("has-tiles", h.melds.length + h.loose.length + h.bonus.length > 0);
  }
  function renderAll() { own.forEach(render); }

  // ---- the winner's hand: complete at 14 tiles (a kong counts three)
  function count(h) {
    return h.melds.reduce(function (n, m) { return n + Math.min(m.tiles.length, 3); }, 0) + h.loose.length;
  }
  function complete(seat) { return !!lines[seat] && count(parse(lines[seat].value)) === 14; }
  var winTileField = document.getElementById("id_win_tile");
  // The winning tile was tapped or typed (a kept or corrected hand's too, or the winner's
  // phone's at a four-phone table: table.js marks it), not taken by default.
  if (winTileField && winTileField.value) winTileField.dataset.chosen = "1";
  function chosenByHand() { return !!winTileField && winTileField.dataset.chosen === "1"; }
  function defaultWinningTile() {
    var w = winner(), completes = document.getElementById("id_completes");
    if (!winTileField || !lines[w] || chosenByHand()) return;
    var h = parse(lines[w].value), code = "", meld = "";
    if (count(h) === 14) {
      if (h.loose.length) code = h.loose[h.loose.length - 1];
      else { code = h.melds[h.melds.length - 1].tiles[0]; meld = String(h.melds.length); }
    }
    if (winTileField.value === code && (!completes || completes.value === meld)) return;
    winTileField.value = code;
    if (completes) completes.value = meld;
    winTileField.dispatchEvent(new Event("input", { bubbles: true }));
  }
  // Once the winner's hand is complete, the next tile tapped is the next player's: their tab
  // says so before it happens.
  function nextAfterComplete() {
    if (own.length < 2 || active !== winner() || !complete(active)) return "";
    var seats = order().filter(function (s) { return lines[s]; });
    return seats[(seats.indexOf(active) + 1) % seats.length];
  }
  function showNext() {
    var next = nextAfterComplete();
    SEATS.forEach(function (s) { if (tabs[s]) tabs[s].classList.toggle("is-next", s === next); });
    var box = document.getElementById("picker-says");
    if (next) say(text("t-next-seat"), true);
    else if (box && box.classList.contains("is-info")) say("");
  }

  function changed(seat) {
    if (seat === winner()) defaultWinningTile();
    render(seat);
    showNext();
    var last = document.getElementById("melds-" + seat).lastElementChild;
    if (last) last.scrollIntoView({ block: "nearest" });
    lines[seat].dispatchEvent(new Event("input", { bubbles: true }));
  }
  function edit(seat, change) {
    var h = parse(lines[seat].value);
    if (change(h) === false) return;
    lines[seat].value = format(h);
    changed(seat);
  }
  function say(message, info) {
    var box = document.getElementById("picker-says");
    if (box) { box.textContent = message; box.hidden = !message; box.classList.toggle("is-info", !!info); }
  }

  // ---- making a set of the last tile tapped
  function suited(c) { return /^[1-9][bcd]$/.test(c); }
  function makeSet(h, kind, concealed) {
    var loose = h.loose, last = loose[loose.length - 1];
    if (!last) { say(text("t-tap-first")); return false; }
    var size = { pung: 3, kong: 4, pair: 2, chow: 3 }[kind];
    var tiles;
    if (kind === "chow") {
      var tail = loose.slice(-3).slice().sort();
      var run = tail.length === 3 && tail.every(suited) && tail[0][1] === tail[2][1] && tail[1][1] === tail[0][1] &&
        +tail[1][0] === +tail[0][0] + 1 && +tail[2][0] === +tail[1][0] + 1;
      if (run) { loose.splice(-3, 3); tiles = tail; }
      else if (suited(last) && +last[0] <= 7) {
        loose.pop();
        tiles = [last, (+last[0] + 1) + last[1], (+last[0] + 2) + last[1]];
      } else { say(text("t-chow-low")); return false; }
    } else {
      var same = 0;
      for (var i = loose.length - 1; i >= 0 && loose[i] === last && same < size; i--) same++;
      loose.splice(loose.length - same, same);
      tiles = [];
      for (var k = 0; k < size; k++) tiles.push(last);
    }
    say("");
    h.melds.push({ open: concealed ? "(" : "[", tiles: tiles });
  }

  function chooseWinningTile(code, meld) {
    var tile = document.getElementById("id_win_tile"), completes = document.getElementById("id_completes");
    if (tile) tile.dataset.chosen = "1";
    if (completes) completes.value = meld;
    if (tile) { tile.value = code; tile.dispatchEvent(new Event("input", { bubbles: true })); }
    render(winner());
    nextSeat();
  }

  // ---- the picker
  if (picker) {
    picker.addEventListener("click", function (e) {
      var b = e.target.closest("button");
      if (!b) return;
      if (b.dataset.seatTab) { activate(b.dataset.seatTab); return; }
      if (b.dataset.pick) {
        var code = b.dataset.pick, next = !isBonus(code) && nextAfterComplete();
        if (next) activate(next);
        edit(active, function (h) {
          if (isBonus(code)) h.bonus.push(code);
          // The winner's four sets are built: the one tile left to give is the pair's.
          else if (active === winner() && h.melds.length === 4 && !h.loose.length &&
            h.melds.every(function (m) { return m.tiles.length >= 3; })) h.melds.push({ open: "(", tiles: [code, code] });
          else h.loose.push(code);
        });
        return;
      }
      if (b.dataset.meld) { edit(active, function (h) { return makeSet(h, b.dataset.meld, b.dataset.concealed === "1"); }); return; }
      if (b.dataset.op === "back") {
        edit(active, function (h) {
          if (h.loose.length) h.loose.pop();
          else if (h.bonus.length) h.bonus.pop();
          else if (h.melds.length) h.loose = h.melds.pop().tiles.slice(0, -1); // the set's last tile; the rest stay loose
          else return false;
        });
      }
    });
  }

  // ---- the built sets: toggle, undo, winning tile
  document.getElementById("seats").addEventListener("click", function (e) {
    var b = e.target.closest("button");
    if (!b) return;
    var seat = b.closest(".seat-panel").dataset.seat;
    if (b.dataset.toggle !== undefined) {
      edit(seat, function (h) {
        var m = h.melds[+b.dataset.toggle];
        m.open = m.open === "[" ? "(" : m.open === "(" && m.tiles.length === 4 ? "{" : "[";
      });
    } else if (b.dataset.undo !== undefined) {
      edit(seat, function (h) {
        if (b.dataset.undo === "loose") h.loose = [];
        else if (b.dataset.undo === "bonus") h.bonus = [];
        else h.melds.splice(+b.dataset.undo, 1);
      });
    } else if (b.dataset.code) {
      chooseWinningTile(b.dataset.code, b.dataset.meld);
    }
  });
  form.addEventListener("input", function (e) {
    if (e.isTrusted && e.target === winTileField) winTileField.dataset.chosen = winTileField.value ? "1" : "";
    if (e.target.matches(".tile-line")) {
      if (e.target.dataset.seat === winner()) defaultWinningTile();
      render(e.target.dataset.seat);
      showNext();
    }
    if (e.target.id === "id_win_tile" || e.target.id === "id_completes") render(winner());
  });
  form.addEventListener("focusin", function (e) {
    if (e.target.matches(".tile-line")) activate(e.target.dataset.seat);
  });

  // ---- the depth: tiles, sets (the losers give only what scores), fans (MCR: the winner's
  // fans ticked) or scores (numbers); at fans and scores no tile is picked
  function depth() {
    var d = form.querySelector("input[name=entry]:checked");
    var value = d ? d.value : "tiles";
    ["tiles", "sets", "fans", "scores"].forEach(function (v) { form.classList.toggle("depth-" + v, v === value); });
    if (picker) picker.classList.toggle("depth-scores", value === "scores" || value === "fans");
    return value === "fans" ? "scores" : value;
  }

  // ---- who won and how
  function result() {
    var w = winner(), drawn = w === "drawn";
    depth();
    form.classList.toggle("is-drawn", drawn);
    form.classList.toggle("has-winner", !!w && !drawn);
    var seats = order();
    SEATS.forEach(function (s) {
      if (tabs[s]) tabs[s].style.order = seats.indexOf(s);
      if (panels[s]) {
        panels[s].style.order = seats.indexOf(s);
        panels[s].classList.toggle("is-winner", s === w);
      }
      var own = document.getElementById("id_discarder_" + s);
      if (own) {
        own.disabled = s === w;
        if (s === w) own.checked = false;
      }
      // At scores a loser's "0" is one tap; the winner scored something.
      var zero = form.querySelector('[data-zero-for="' + s + '"]');
      if (zero) zero.hidden = s === w;
    });
    defaultWinningTile();
    renderAll();
  }
  // A loser who scored nothing: their "0" fills the field (a chosen 0, unlike an empty
  // field, which the server refuses) and the preview follows.
  form.addEventListener("click", function (e) {
    var zero = e.target.closest ? e.target.closest("[data-zero-for]") : null;
    if (!zero) return;
    var field = document.getElementById("id_" + zero.getAttribute("data-zero-for") + "_score");
    field.value = "0";
    field.classList.remove("is-invalid");
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
  form.addEventListener("change", function (e) {
    var t = e.target;
    if (t.name === "entry" || t.name === "win") {
      result();
    } else if (t.name === "winner") {
      result();
      // At scores "How?" comes next, right below: the page stays where it is.
      if (t.value !== "drawn" && depth() !== "scores") { moveSets(previousWinner, t.value); activate(t.value); }
      previousWinner = t.value;
    } else if (t.name === "discarder" && t.checked) {
      var d = document.getElementById("id_win_source_discard");
      if (d) d.checked = true;
    } else if (t.name === "win_source" && t.value !== "discard") {
      form.querySelectorAll("input[name=discarder]").forEach(function (r) { r.checked = false; });
    }
  });

  // ---- errors: the summary takes the focus; its links open the player or the section
  form.addEventListener("click", function (e) {
    var link = e.target.closest("[data-error-for]");
    if (!link) return;
    var target = document.getElementById(link.dataset.errorFor);
    if (!target) return;
    e.preventDefault();
    var panel = target.closest(".seat-panel");
    if (panel) activate(panel.dataset.seat);
    var details = target.closest("details");
    if (details) details.open = true;
    var focusable = target.matches("input, textarea, select, button") ? target : target.querySelector("input, textarea, select, button");
    (focusable || target).focus();
    target.scrollIntoView({ block: "center" });
  });

  // ---- penalties
  form.addEventListener("click", function (e) {
    var b = e.target.closest('[data-op="add-penalty"]');
    if (!b) return;
    var total = form.querySelector("#id_penalty-TOTAL_FORMS");
    var html = document.getElementById("penalty-empty").innerHTML.replace(/__prefix__/g, total.value);
    document.getElementById("penalty-forms").insertAdjacentHTML("beforeend", html);
    total.value = parseInt(total.value, 10) + 1;
  });

  // ---- the live preview: the form as it stands, scored by the server (hand_preview)
  var previewUrl = form.getAttribute("hx-post"), pending = null, timer = null;
  function preview() {
    var box = document.getElementById("preview");
    if (!previewUrl || !box || !window.fetch) return;
    if (pending) pending.abort();
    pending = window.AbortController ? new AbortController() : null;
    fetch(previewUrl, { method: "POST", body: new FormData(form), credentials: "same-origin", signal: pending && pending.signal })
      .then(function (r) { return r.text(); })
      .then(function (html) {
        var t = document.createElement("template");
        t.innerHTML = html;
        t.content.querySelectorAll("[hx-swap-oob]").forEach(function (e) { e.remove(); });
        box.replaceChildren(t.content);
        dockPreview(box);
      })
      .catch(function () {});
  }
  // The preview's payments repeated in the dock, so that they are on screen when Record is
  // tapped (the preview itself may be under the dock on a phone).
  function dockPreview(box) {
    var dock = document.getElementById("dock-preview");
    if (!dock) return;
    // (what is still missing is said in the preview; the dock keeps its room for the picker)
    var error = box.querySelector("#preview-error:not(.preview-incomplete)");
    dock.replaceChildren();
    dock.classList.toggle("is-error", !!error);
    if (error) dock.textContent = error.textContent.replace(/\s+/g, " ").trim();
    box.querySelectorAll("#preview-table td[data-seat]").forEach(function (cell) {
      var item = document.createElement("span"), badge = document.createElement("span");
      item.className = "dock-pay";
      item.dataset.seat = cell.dataset.seat;
      badge.className = "badge seat-badge seat-" + cell.dataset.seat;
      badge.textContent = cell.dataset.seat;
      item.append(badge, " " + cell.textContent.trim());
      dock.append(item);
    });
  }
  form.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(preview, 500); });
  form.addEventListener("change", function () { clearTimeout(timer); preview(); });

  // ---- the menu button, which Bootstrap's script would open on other pages
  var toggler = document.querySelector(".navbar-toggler"), menu = document.getElementById("nav");
  if (toggler && menu && !window.bootstrap) {
    toggler.addEventListener("click", function () {
      var open = menu.classList.toggle("show");
      toggler.setAttribute("aria-expanded", open ? "true" : "false");
    });
  }

  // ---- the dock keeps the page's end reachable above it
  function dockSpace() {
    if (picker) document.body.style.setProperty("--dock-h", picker.offsetHeight + "px");
  }
  if (window.ResizeObserver && picker) new ResizeObserver(dockSpace).observe(picker);
  // Keyboard focus never rests behind the dock: a field it would cover is scrolled above it.
  document.addEventListener("focusin", function (e) {
    if (!picker || picker.contains(e.target) || !e.target.getBoundingClientRect) return;
    var r = e.target.getBoundingClientRect(), top = picker.getBoundingClientRect().top;
    if (!r.height) return;
    var by = r.bottom > top ? r.bottom - top + 8 : r.top < 0 ? r.top - 8 : 0;
    if (by) window.scrollBy({ top: by, behavior: "instant" });
  });
  dockSpace();
  document.body.classList.add("has-dock");

  result();
  preview();
  var firstError = form.querySelector(".seat-panel .is-invalid");
  // The page opens at its top (the hand's number and depth); only an error moves it.
  activate(firstError ? firstError.dataset.seat : winner() && winner() !== "drawn" ? winner() : own[0], false, true);
  var summary = document.getElementById("error-summary");
  if (summary) { summary.focus(); summary.scrollIntoView({ block: "start" }); }
})();
