// The hall display: fetch the data every 15 s, show one page at a time (standings pages,
// then seating pages), tick the round clock every second. No reload, nothing to click.
(function () {
  "use strict";
  var view = document.getElementById("hall-view");
  var foot = document.getElementById("hall-foot");
  var clockBox = document.getElementById("hall-clock");
  var clockLabel = document.getElementById("hall-clock-label");
  var clockTime = document.getElementById("hall-clock-time");
  var t = JSON.parse(document.getElementById("hall-words").textContent);
  var POLL_MS = 15000, PAGE_MS = 12000;
  var data = null, pages = [], index = 0, offset = 0, stale = false;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) {
      node.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
    });
    return node;
  }

  function rowsPerPage(columns) {
    // Rows of 3.2vh fit the space under the header; more columns on a wide screen.
    var rows = Math.max(5, Math.floor((view.clientHeight || window.innerHeight * 0.8) /
      (window.innerHeight * 0.043)) - 2);
    return rows * columns;
  }

  function buildPages() {
    var out = [];
    var s = data.standings, per = rowsPerPage(1);
    for (var i = 0; i < s.rows.length; i += per) {
      out.push({ kind: "standings", rows: s.rows.slice(i, i + per), from: i });
    }
    var cols = window.innerWidth > 1000 ? 3 : window.innerWidth > 600 ? 2 : 1;
    var seat = data.seating, perSeat = rowsPerPage(cols);
    for (var j = 0; j < seat.rows.length; j += perSeat) {
      out.push({ kind: "seating", rows: seat.rows.slice(j, j + perSeat), cols: cols });
    }
    if (!out.length) out.push({ kind: "empty" });
    return out;
  }

  function standingsPage(page, n, total) {
    var s = data.standings;
    var body = page.rows.map(function (r) {
      var name = el("td", {}, [r.name]);
      if (r.withdrawn) name.appendChild(el("span", { class: "wd" }, [" " + t.withdrawn]));
      return el("tr", { "data-player": r.name }, [
        el("td", { class: "num" }, [r.rank]), name, el("td", {}, [r.country || ""]),
        el("td", { class: "num" }, [r.main]), el("td", { class: "num" }, [r.second])]);
    });
    return [
      el("h2", {}, [t.standings + (s.after_round ? " · " + t.after + " " + s.after_round : ""),
        el("small", {}, [t.page + " " + n + " " + t.of + " " + total])]),
      el("table", { class: "hall-standings" }, [
        el("thead", {}, [el("tr", {}, [el("th", { class: "num" }, [t.rank]), el("th", {}, [t.player]),
          el("th", {}, [t.country]), el("th", { class: "num" }, [s.columns[0]]),
          el("th", { class: "num" }, [s.columns[1]])])]),
        el("tbody", {}, body)])];
  }

  function seatingPage(page, n, total) {
    var per = Math.ceil(page.rows.length / page.cols), blocks = [];
    for (var c = 0; c < page.cols; c++) {
      var part = page.rows.slice(c * per, (c + 1) * per);
      if (!part.length) continue;
      blocks.push(el("table", {}, [el("tbody", {}, part.map(function (r) {
        return el("tr", { "data-seat": r.name }, [el("td", {}, [r.name]),
          el("td", { class: "num" }, [r.table === null ? "" : t.table + " " + r.table]),
          el("td", {}, [r.wind])]);
      }))]));
    }
    var grid = el("div", { class: "seat-columns" }, blocks);
    grid.style.setProperty("--cols", page.cols);
    return [el("h2", {}, [t.seating + " " + data.seating.round,
      el("small", {}, [t.page + " " + n + " " + t.of + " " + total])]), grid];
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
    foot.textContent = (index + 1) + " / " + pages.length + (stale ? " · " + t.stale : "");
  }

  function tick() {
    var c = data && data.clock;
    if (!c || c.seconds_left === null || c.seconds_left === undefined) {
      clockLabel.textContent = c && c.round ? t.round + " " + c.round : "";
      clockTime.textContent = "–:–";
      return;
    }
    var left = Math.max(0, Math.round((Date.parse(c.ends_at) - (Date.now() + offset)) / 1000));
    var h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
    clockLabel.textContent = t.round + " " + c.round + (left ? " · " + t.left : "");
    clockTime.textContent = left ? (h ? h + ":" + String(m).padStart(2, "0") : m) + ":" +
      String(s).padStart(2, "0") : t.time;
    clockBox.classList.toggle("ending", left > 0 && left <= 300);
    clockBox.classList.toggle("over", left === 0);
  }

  function load() {
    fetch(view.dataset.url, { headers: { Accept: "application/json" } })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (json) {
        var first = data === null;
        data = json; stale = false;
        // The server's clock against this screen's, taken once: the round clock then runs
        // on the screen's own clock and does not jump at each poll.
        if (first) offset = Date.parse(json.now) - Date.now();
        pages = buildPages();
        tick();
        if (first) show();
      })
      .catch(function () { stale = true; });
  }

  load();
  setInterval(load, POLL_MS);
  setInterval(tick, 1000);
  setInterval(function () { index += 1; show(); }, PAGE_MS);
})();
