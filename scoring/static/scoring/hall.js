// The hall display: fetch the data every 5 s, show one page at a time (the seating first
// once a round is seated, else the standings first), tick the round clock. No reload,
// nothing to click. `data-mode` "seating" or "standings" shows only that; the organiser's
// seating-only setting (the payload's `seating_only`) shows only the seating too.
(function () {
  "use strict";
  var view = document.getElementById("hall-view");
  var foot = document.getElementById("hall-foot");
  var clockBox = document.getElementById("hall-clock");
  var clockLabel = document.getElementById("hall-clock-label");
  var clockTime = document.getElementById("hall-clock-time");
  var t = JSON.parse(document.getElementById("hall-words").textContent);
  var mode = view.dataset.mode || "";
  // A whole cycle takes about CYCLE_MS: each page shows CYCLE_MS / pages, within limits.
  var POLL_MS = 5000, CYCLE_MS = 54000, PAGE_MIN_MS = 5000, PAGE_MAX_MS = 12000;
  var data = null, text = "", pages = [], index = 0, offset = 0, stale = false;
  var first = "", timer = null;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) {
      node.appendChild(c instanceof Node ? c : document.createTextNode(String(c)));
    });
    return node;
  }

  function columns(kind) {
    var w = window.innerWidth;
    if (kind === "seating") return w >= 1600 ? 4 : w >= 1100 ? 3 : w > 600 ? 2 : 1;
    return w >= 1600 ? 3 : w >= 1100 ? 2 : 1;
  }

  function rowsPerColumn() {
    // Measure one row of the hall's type in the space the page has under its heading.
    var probe = el("table", {}, [el("tbody", {}, [el("tr", {}, [el("td", {}, ["Ag"])])])]);
    var heading = el("h2", {}, ["Ag"]);
    view.replaceChildren(heading, probe);
    var row = probe.getBoundingClientRect().height || window.innerHeight * 0.03;
    var room = view.clientHeight - heading.getBoundingClientRect().height -
      window.innerHeight * 0.03;
    return Math.max(5, Math.floor(room / row));
  }

  function paged(kind, rows) {
    var cols = columns(kind), per = rowsPerColumn() * cols, out = [];
    for (var i = 0; i < rows.length; i += per) {
      out.push({ kind: kind, rows: rows.slice(i, i + per), cols: cols });
    }
    return out;
  }

  function buildPages() {
    var only = data.seating_only ? "seating" : mode;
    var standings = only === "seating" ? [] : paged("standings", data.standings.rows);
    var seating = only === "standings" ? [] : paged("seating", data.seating.rows);
    var out = data.first === "seating" ? seating.concat(standings) : standings.concat(seating);
    if (!out.length) out.push({ kind: "empty" });
    return out;
  }

  function pageMs() {
    return Math.max(PAGE_MIN_MS, Math.min(PAGE_MAX_MS, Math.floor(CYCLE_MS / pages.length)));
  }

  function split(page) {
    var per = Math.ceil(page.rows.length / page.cols), parts = [];
    for (var c = 0; c < page.cols; c++) {
      var part = page.rows.slice(c * per, (c + 1) * per);
      if (part.length) parts.push(part);
    }
    return parts;
  }

  function grid(page, tables) {
    var box = el("div", { class: "hall-columns" }, tables);
    box.style.setProperty("--cols", page.cols);
    return box;
  }

  function standingsPage(page, n, total) {
    var s = data.standings;
    var tables = split(page).map(function (part) {
      return el("table", { class: "hall-standings" }, [
        el("thead", {}, [el("tr", {}, [el("th", { class: "num", scope: "col" }, [t.rank]),
          el("th", { scope: "col" }, [t.player]), el("th", { scope: "col" }, [t.country]),
          el("th", { class: "num", scope: "col" }, [s.columns[0]]),
          el("th", { class: "num", scope: "col" }, [s.columns[1]])])]),
        el("tbody", {}, part.map(function (r) {
          var name = el("td", {}, [r.name]);
          if (r.withdrawn) name.appendChild(el("span", { class: "wd" }, [" " + t.withdrawn]));
          return el("tr", { "data-player": r.name }, [
            el("td", { class: "num" }, [r.rank]), name, el("td", {}, [r.country || ""]),
            el("td", { class: "num" }, [r.main]), el("td", { class: "num" }, [r.second])]);
        }))]);
    });
    return [
      el("h2", {}, [t.standings + (s.after_round ? " · " + t.after + " " + s.after_round : "") +
        (s.in_round ? " · " + s.in_round : ""),
        el("small", {}, [t.page + " " + n + " " + t.of + " " + total])]),
      grid(page, tables)];
  }

  function seatingPage(page, n, total) {
    var tables = split(page).map(function (part) {
      return el("table", { class: "hall-seating" }, [
        el("thead", {}, [el("tr", {}, [el("th", { scope: "col" }, [t.player]),
          el("th", { class: "num", scope: "col" }, [t.table]),
          el("th", { scope: "col" }, [t.wind])])]),
        el("tbody", {}, part.map(function (r) {
          return el("tr", { "data-seat": r.name }, [el("td", {}, [r.name]),
            el("td", { class: "num" }, [r.table === null ? "" : String(r.table)]),
            el("td", {}, [r.wind])]);
        }))]);
    });
    return [el("h2", {}, [t.seating + " " + data.seating.round,
      el("small", {}, [t.page + " " + n + " " + t.of + " " + total])]), grid(page, tables)];
  }

  function show() {
    if (!data) return;
    if (index >= pages.length) index = 0;
    var page = pages[index];
    var same = pages.filter(function (p) { return p.kind === page.kind; });
    var n = same.indexOf(page) + 1;
    view.replaceChildren.apply(view, page.kind === "standings" ? standingsPage(page, n, same.length)
      : page.kind === "seating" ? seatingPage(page, n, same.length)
      : [el("p", { class: "hall-wait" }, [t.nothing])]);
    view.dataset.page = page.kind + "-" + index;
    view.dataset.pages = pages.length;
    view.dataset.pageMs = pageMs();
    foot.textContent = (index + 1) + " / " + pages.length + (stale ? " · " + t.stale : "");
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(function () { index += 1; show(); schedule(); }, pageMs());
  }

  function tick() {
    var c = data && data.clock;
    clockBox.classList.remove("ending", "over", "done");
    if (c && c.round && c.finished) {
      // Every table of the round has finished: the clock stops.
      clockLabel.textContent = t.round + " " + c.round;
      clockTime.textContent = t.finished;
      clockBox.classList.add("done");
      return;
    }
    if (!c || c.seconds_left === null || c.seconds_left === undefined) {
      clockLabel.textContent = c && c.round ? t.round + " " + c.round : "";
      clockTime.textContent = "–:–";
      return;
    }
    var left = Math.max(0, Math.ceil((Date.parse(c.ends_at) - (Date.now() + offset)) / 1000));
    var h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
    clockLabel.textContent = t.round + " " + c.round + (left ? " · " + t.left : "");
    clockTime.textContent = left ? (h ? h + ":" + String(m).padStart(2, "0") : m) + ":" +
      String(s).padStart(2, "0") : t.time;
    // The event's warning: yellow this many seconds before time (the tournament's setting).
    if (left > 0 && left <= c.warning_seconds) clockBox.classList.add("ending");
    if (left === 0) clockBox.classList.add("over");
  }

  function load() {
    // The first answer from the server (its `now` sets the clock), kept; then the browser
    // revalidates that copy with its ETag, and an unchanged event is a 304 and the same text.
    var cache = data === null ? "reload" : "no-cache";
    fetch(view.dataset.url, { headers: { Accept: "application/json" }, cache: cache })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.text(); })
      .then(function (body) {
        var json = JSON.parse(body), firstLoad = data === null, wasStale = stale;
        stale = false;
        // The server's clock against this screen's, taken once: the round clock then runs
        // on the screen's own clock and does not jump at each poll.
        if (firstLoad) offset = Date.parse(json.now) - Date.now();
        var shown = JSON.stringify([json.standings, json.seating, json.first, json.seating_only]);
        var changed = shown !== text;
        data = json;
        if (changed) {
          text = shown;
          pages = buildPages();
          if (json.first !== first) index = 0;  // a new round seated: its seating first
          first = json.first;
          show();
          schedule();
        } else if (wasStale) {
          show();
        }
        tick();
      })
      .catch(function () { stale = true; });
  }

  load();
  setInterval(load, POLL_MS);
  setInterval(tick, 250);
})();
