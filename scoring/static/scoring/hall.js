// The hall display: fetch the data every 5 s, show one page at a time (the seating first
// once a round is seated, else the standings first), tick the round clock and the clocks of
// tables given extra time. No reload; the only thing to click is the sound (hall-sound.js). `data-mode` "seating" or "standings" shows only that; the organiser's
// seating-only setting (the payload's `seating_only`) shows only the seating too.
(function () {
  "use strict";
  var view = document.getElementById("hall-view");
  var foot = document.getElementById("hall-foot");
  var clockBox = document.getElementById("hall-clock");
  var clockLabel = document.getElementById("hall-clock-label");
  var clockTime = document.getElementById("hall-clock-time");
  var extraBox = document.getElementById("hall-extra");
  // Each clock's last state ("run", "warning", "time"), by round or table and end time: a
  // change seen while the page runs is announced as a "hall:clock" event (hall-sound.js
  // beeps on it); the state found at the first look is not (no beep on opening the page).
  var clockStates = {};
  var t = JSON.parse(document.getElementById("hall-words").textContent);
  var mode = view.dataset.mode || "";
  // A whole cycle takes about CYCLE_MS: each page shows CYCLE_MS / pages, within limits.
  var POLL_MS = 5000, CYCLE_MS = 54000, PAGE_MIN_MS = 5000, PAGE_MAX_MS = 12000;
  var data = null, text = "", pages = [], index = 0, offset = 0, stale = false;
  var first = "", timer = null, measured = "";

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) {
      node.appendChild(c instanceof Node ? c : document.createTextNode(String(c)));
    });
    return node;
  }

  // A name column narrower than this many digits' widths is no longer read from the back of
  // the room: the page then has a column fewer.
  var NAME_MIN_CH = 16, SAMPLES = 6;
  var layouts = {};

  // Each kind's columns: the header, the class, and how to read the cell's text from a row.
  // `null` is the name column, which takes what the others leave (and ends in an ellipsis).
  var COLUMNS = {
    standings: function () {
      var s = data.standings;
      return [
        { head: t.rank, num: true, text: function (r) { return r.rank; } },
        { head: t.player, text: null },
        { head: t.country, text: function (r) { return r.country || ""; } },
        { head: s.columns[0], num: true, text: function (r) { return r.main; } },
        { head: s.columns[1], num: true, text: function (r) { return r.second; } }];
    },
    seating: function () {
      return [
        { head: t.player, text: null },
        { head: t.table, num: true,
          text: function (r) { return r.table === null ? "" : String(r.table); } },
        { head: t.wind, text: function (r) { return r.wind; } }];
    }
  };

  function maxColumns(kind) {
    var w = window.innerWidth;
    if (kind === "seating") return w >= 1600 ? 4 : w >= 1100 ? 3 : w > 600 ? 2 : 1;
    return w >= 1600 ? 3 : w >= 1100 ? 2 : 1;
  }

  function px(node, property) { return parseFloat(getComputedStyle(node)[property]) || 0; }

  // The widest few texts of a column (by length: the hall's numbers are tabular).
  function widest(rows, text) {
    var seen = {}, out = [];
    rows.forEach(function (r) { seen[text(r)] = true; });
    Object.keys(seen).sort(function (a, b) { return b.length - a.length; })
      .slice(0, SAMPLES).forEach(function (x) { out.push(x); });
    return out;
  }

  function headRow(columns) {
    return el("thead", {}, [el("tr", {}, columns.map(function (c) {
      return el("th", c.num ? { class: "num", scope: "col" } : { scope: "col" }, [c.head]);
    }))]);
  }

  // Each column's width and the rows a column of the page holds, measured in the hall's own
  // type on this screen: every number is shown whole, the name takes the rest, and the last
  // row of a column ends above the footer (the page is cut where the screen is, not where an
  // estimate says).
  function measure(kind, rows) {
    var columns = COLUMNS[kind]();
    var samples = columns.map(function (c) { return c.text ? widest(rows, c.text) : ["Ag"]; });
    var probeRows = [];
    for (var i = 0; i < SAMPLES; i++) {
      probeRows.push(el("tr", {}, columns.map(function (c, k) {
        return el("td", c.num ? { class: "num" } : {}, [samples[k][i] || ""]);
      })));
    }
    var zeros = el("span", {}, ["0000000000"]);
    var probe = el("table", { class: "hall-" + kind + " hall-probe" },
      [headRow(columns), el("tbody", {}, probeRows)]);
    var digits = el("table", { class: "hall-" + kind + " hall-probe" },
      [el("tbody", {}, [el("tr", {}, [el("td", {}, [zeros])])])]);
    view.replaceChildren(probe, digits);
    var widths = columns.map(function (c, k) {
      if (!c.text) return null;
      var w = 0;
      probe.querySelectorAll("tr").forEach(function (tr) {
        var cell = tr.children[k];
        if (cell) w = Math.max(w, cell.getBoundingClientRect().width);
      });
      return Math.ceil(w) + 2;
    });
    // A phone drops the country (hall.css): its column takes no room.
    if (kind === "standings" && window.matchMedia("(max-width: 600px)").matches) widths[2] = 0;
    var nameMin = zeros.getBoundingClientRect().width / 10 * NAME_MIN_CH + px(zeros.parentNode,
      "paddingLeft") + px(zeros.parentNode, "paddingRight");
    var fixed = widths.reduce(function (a, w) { return a + (w || 0); }, 0);
    var inner = view.clientWidth - px(view, "paddingLeft") - px(view, "paddingRight");
    var gap = window.innerWidth * 0.025, cols = maxColumns(kind);
    while (cols > 1 && (inner - gap * (cols - 1)) / cols - fixed < nameMin) cols -= 1;
    // The rows: a whole page of rows drawn in the real heading and grid, counted while each
    // row's bottom stays inside the page (above the footer, within the screen).
    var layout = { cols: cols, widths: widths, per: 1 };
    var filler = [];
    for (var n = 0; n < 200; n++) filler.push(rows[0]);
    var page = { kind: kind, rows: filler, cols: 1 };
    view.replaceChildren.apply(view, draw(page, 1, 99, layout));
    var limit = Math.min(view.getBoundingClientRect().bottom - px(view, "paddingBottom"),
      foot.getBoundingClientRect().top, window.innerHeight);
    var fits = 0;
    view.querySelectorAll("tbody tr").forEach(function (tr) {
      if (tr.getBoundingClientRect().bottom <= limit + 0.01) fits += 1;
    });
    layout.per = Math.max(3, fits);
    return layout;
  }

  function paged(kind, rows) {
    if (!rows.length) return [];
    var layout = layouts[kind] = measure(kind, rows);
    var per = layout.per * layout.cols, out = [];
    for (var i = 0; i < rows.length; i += per) {
      out.push({ kind: kind, rows: rows.slice(i, i + per), cols: layout.cols, per: per });
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

  function colgroup(layout) {
    // A column hidden on this screen (0) has no cells in the grid: no <col> either.
    return el("colgroup", {}, layout.widths.filter(function (w) { return w !== 0; })
      .map(function (w) {
        var col = el("col", {}, []);
        if (w !== null) col.style.width = w + "px";
        return col;
      }));
  }

  function draw(page, n, total, layout) {
    return page.kind === "standings" ? standingsPage(page, n, total, layout)
      : seatingPage(page, n, total, layout);
  }

  function grid(page, tables) {
    var box = el("div", { class: "hall-columns" }, tables);
    box.style.setProperty("--cols", page.cols);
    return box;
  }

  function standingsPage(page, n, total, layout) {
    var s = data.standings;
    var tables = split(page).map(function (part) {
      return el("table", { class: "hall-standings" }, [colgroup(layout),
        el("thead", {}, [el("tr", {}, [el("th", { class: "num", scope: "col" }, [t.rank]),
          el("th", { scope: "col" }, [t.player]), el("th", { scope: "col" }, [t.country]),
          el("th", { class: "num", scope: "col" }, [s.columns[0]]),
          el("th", { class: "num", scope: "col" }, [s.columns[1]])])]),
        el("tbody", {}, part.map(function (r) {
          var name = el("td", { class: "name" }, [r.name]);
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

  function seatingPage(page, n, total, layout) {
    var tables = split(page).map(function (part) {
      return el("table", { class: "hall-seating" }, [colgroup(layout),
        el("thead", {}, [el("tr", {}, [el("th", { scope: "col" }, [t.player]),
          el("th", { class: "num", scope: "col" }, [t.table]),
          el("th", { scope: "col" }, [t.wind])])]),
        el("tbody", {}, part.map(function (r) {
          return el("tr", { "data-seat": r.name }, [el("td", { class: "name" }, [r.name]),
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
    view.replaceChildren.apply(view, page.kind === "empty"
      ? [el("p", { class: "hall-wait" }, [t.nothing])]
      : draw(page, n, same.length, layouts[page.kind]));
    view.dataset.page = page.kind + "-" + index;
    view.dataset.per = page.per || 0;
    view.dataset.pages = pages.length;
    view.dataset.pageMs = pageMs();
    foot.textContent = (index + 1) + " / " + pages.length + (stale ? " · " + t.stale : "");
    measured = view.clientWidth + "x" + view.clientHeight;
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(function () { index += 1; show(); schedule(); }, pageMs());
  }

  function mmss(left) {
    var h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
    return (h ? h + ":" + String(m).padStart(2, "0") : m) + ":" + String(s).padStart(2, "0");
  }

  function secondsTo(endsAt) {
    return Math.max(0, Math.ceil((Date.parse(endsAt) - (Date.now() + offset)) / 1000));
  }

  function announce(key, left, warning) {
    var state = left === 0 ? "time" : (left <= warning ? "warning" : "run");
    var before = clockStates[key];
    clockStates[key] = state;
    if (before !== undefined && before !== state && state !== "run") {
      document.dispatchEvent(new CustomEvent("hall:clock", { detail: { kind: state, clock: key } }));
    }
  }

  // Tables given extra time at the desk, each with its own clock, soonest first.
  function extras(c) {
    var tables = (c && !c.finished && c.tables) || [];
    extraBox.textContent = "";
    extraBox.hidden = !tables.length;
    if (!tables.length) return;
    extraBox.appendChild(el("span", { "class": "hall-extra-label" }, [t.extra]));
    tables.forEach(function (x) {
      var left = secondsTo(x.ends_at);
      announce("table " + x.table + " " + x.ends_at, left, c.warning_seconds);
      var item = el("span", { "class": "hall-extra-table", "data-table": x.table },
        [t.table + " " + x.table + " ", el("b", {}, [left ? mmss(left) : t.time])]);
      if (left === 0) item.classList.add("over");
      else if (left <= c.warning_seconds) item.classList.add("ending");
      extraBox.appendChild(item);
    });
  }

  function tick() {
    var c = data && data.clock;
    extras(c);
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
    var left = secondsTo(c.ends_at);
    announce("round " + c.round + " " + c.ends_at, left, c.warning_seconds);
    clockLabel.textContent = t.round + " " + c.round + (left ? " · " + t.left : "");
    clockTime.textContent = left ? mmss(left) : t.time;
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
      .then(apply)
      .catch(function () { stale = true; });
  }

  function apply(body) {
    var json = JSON.parse(body), firstLoad = data === null, wasStale = stale;
    stale = false;
    // The server's clock against this screen's, taken once: the round clock then runs
    // on the screen's own clock and does not jump at each poll.
    if (firstLoad) offset = Date.parse(json.now) - Date.now();
    var shown = JSON.stringify([json.standings, json.seating, json.first, json.seating_only]);
    var changed = shown !== text;
    data = json;
    tick();  // the clock's size first: the page's rows are measured in what it leaves
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
  }

  // Where the server offers a live stream (data-stream), the data comes when it changes and
  // the polls wait; a stream refused, broken or ended (the standings no longer shown to this
  // screen) leaves the polls to go on.
  var source = null;
  if (view.dataset.stream && window.EventSource) {
    source = new EventSource(view.dataset.stream);
    source.addEventListener("update", function (event) { apply(event.data); });
    source.addEventListener("end", function () { source.close(); source = null; });
    source.addEventListener("error", function () {
      stale = true;
      if (source && source.readyState === EventSource.CLOSED) source = null;
    });
    source.addEventListener("open", function () { stale = false; });
  }

  // The page's room changed (the window, the clock's or the footer's size): measure again.
  function remeasure() {
    if (!data || !pages.length || measured === view.clientWidth + "x" + view.clientHeight) return;
    var kind = pages[index] && pages[index].kind;
    pages = buildPages();
    var again = pages.map(function (p) { return p.kind; }).indexOf(kind);
    index = again < 0 ? 0 : again;
    show();
    schedule();
  }
  if (window.ResizeObserver) new ResizeObserver(remeasure).observe(view);
  window.addEventListener("resize", remeasure);

  load();
  setInterval(function () { if (source === null || source.readyState !== EventSource.OPEN) load(); }, POLL_MS);
  setInterval(tick, 250);
})();
