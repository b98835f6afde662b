// The queue page: what waits on this phone, and a conflict shown as both versions, side by
// side, for the scorer to choose. Nothing is dropped unless the scorer says so.
(function () {
  "use strict";
  var Q = window.ClubScoreQueue;
  var list = document.getElementById("queue-list");
  var words = document.getElementById("queue-words");
  if (!Q || !list || !words) return;
  var w = words.dataset;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === "text") node.textContent = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(c); });
    return node;
  }
  function say(t, values) {
    return Object.keys(values).reduce(function (s, k) { return s.replace("%(" + k + ")s", values[k]); }, t);
  }

  function version(title, v, cls) {
    var rows = (v.seats || []).map(function (s) {
      return el("tr", {}, [
        el("td", { text: s.wind + " · " + s.name }),
        el("td", { class: "font-monospace small", text: s.tiles }),
        el("td", { class: "text-end", text: s.payment === null || s.payment === undefined ? "—" : String(s.payment) }),
      ]);
    });
    var head = [el("strong", { text: title })];
    if (v.version) head.push(el("div", { class: "small text-muted", text: say(w.by, { v: v.version, u: v.by || "?" }) }));
    head.push(el("div", { class: "small", text: v.winner ? w.winner + ": " + v.winner : w.drawn }));
    if (v.error) head.push(el("div", { class: "small text-danger", text: w.notScored + ": " + v.error }));
    return el("div", { class: "col-md-6" }, [el("div", { class: "card h-100 " + cls }, [
      el("div", { class: "card-body p-2" }, head.concat([
        el("table", { class: "table table-sm mb-0" }, [el("tbody", {}, rows)]),
      ])),
    ])]);
  }

  function button(text, cls, action) {
    var b = el("button", { type: "button", class: "btn btn-sm " + cls, text: text });
    b.addEventListener("click", function () { b.disabled = true; action().then(render).then(sendNow); });
    return b;
  }

  function setFields(item, values) {
    var body = new URLSearchParams(item.body);
    // The seats typed with no longer bind the hand, but they still name its players: the
    // server places each player's tiles at that player's seat (never a seat's at a seat).
    body.set("seats_known", "0");
    Object.keys(values).forEach(function (k) { body.set(k, String(values[k])); });
    item.body = body.toString();
  }

  function choices(item, items) {
    var a = item.answer || {};
    var out = [];
    if (item.state === "conflict") {
      // "Keep theirs" only when there is another hand to keep: when a change to an earlier
      // hand moved the seats, there is none, and the choice is to drop this one.
      out.push(button(a.theirs ? w.keepTheirs : w.drop, "btn-outline-secondary", function () {
        return Q.sent({ key: "dropped-" + item.id, session: item.session, at: new Date().toISOString(), dropped: item })
          .then(function () { return Q.remove(item.id); });
      }));
      if (a.theirs) {
        out.push(button(w.useMine, "btn-success", function () {
          setFields(item, { number: a.number, base_version: a.theirs.version, reason: w.reason });
          item.mode = "correct";
          item.number = a.number;
          item.state = "waiting";
          return Q.put(item);
        }));
      }
      if (item.mode === "new" && a.next_number) {
        out.push(button(say(w.asNext, { n: a.next_number }), "btn-outline-success", function () {
          // Later hands of this session typed on this phone move along with it.
          var shift = a.next_number - item.number;
          var moved = items.filter(function (o) {
            return o.session === item.session && o.mode === "new" && o.id >= item.id;
          }).map(function (o) {
            o.number += shift;
            setFields(o, { expected_number: o.number });
            if (o.id === item.id) o.state = "waiting";
            return Q.put(o);
          });
          return Promise.all(moved);
        }));
      }
    } else if (item.state === "invalid") {
      out.push(button(w.retry, "btn-outline-success", function () { item.state = "waiting"; return Q.put(item); }));
      out.push(button(w.drop, "btn-outline-danger", function () {
        return window.confirm(w.confirmDrop) ? Q.remove(item.id) : Promise.resolve();
      }));
    }
    return out;
  }

  function render() {
    return Promise.all([Q.all(), Q.allSent()]).then(function (both) {
      var items = both[0], sent = both[1];
      list.textContent = "";
      document.getElementById("queue-empty").hidden = items.length > 0;
      items.forEach(function (item) {
        var a = item.answer || {};
        var title = say(item.mode === "correct" ? w.correction : w.hand, { n: item.number });
        var status = item.state === "conflict" ? w.conflict : item.state === "invalid" ? w.invalid : w.waiting;
        var body = [el("div", { class: "fw-semibold", text: title }),
          el("div", { class: "small " + (item.state === "waiting" ? "text-muted" : "text-danger"), text: status + (item.state === "invalid" && a.error ? " — " + a.error : "") })];
        if (item.state === "conflict") {
          // Which earlier hand moved the seats, when that is what happened.
          if (!a.theirs && a.error) body.push(el("div", { class: "small", "data-why": "", text: a.error }));
          body.push(el("div", { class: "row g-2 my-1" }, [
            version(w.yours, a.yours || {}, "border-primary"),
            a.theirs ? version(w.theirs, a.theirs, "border-warning") : null,
            // "Keep both" records it with each player at their seat in the next deal.
            a.as_next ? version(say(w.asNextTitle, { n: a.as_next.number }), a.as_next, "border-success") : null,
          ]));
        }
        if (item.state === "invalid" && a.errors) {
          Object.keys(a.errors).forEach(function (f) {
            a.errors[f].forEach(function (e) { body.push(el("div", { class: "small text-danger", text: f + ": " + e.message })); });
          });
        }
        var actions = choices(item, items);
        if (actions.length) body.push(el("div", { class: "d-flex flex-wrap gap-2 mt-1" }, actions));
        list.appendChild(el("div", { class: "card mb-2 queue-item", "data-state": item.state, "data-number": String(item.number) },
          [el("div", { class: "card-body p-2" }, body)]));
      });
      var ul = document.getElementById("sent-list");
      ul.textContent = "";
      sent.filter(function (s) { return s.hand; }).sort(function (x, y) { return x.at < y.at ? 1 : -1; }).slice(0, 20).forEach(function (s) {
        var pay = (s.hand.seats || []).map(function (seat) { return seat.name + " " + seat.payment; }).join(" · ");
        var li = el("li", {}, [el("a", { href: s.hand.url || "#", text: say(w.recorded, { n: s.hand.number }) }), el("span", { text: " — " + pay })]);
        ul.appendChild(li);
      });
    });
  }

  function sendNow() { return window.ClubScoreSend ? window.ClubScoreSend().then(render) : render(); }
  document.getElementById("send-now").addEventListener("click", sendNow);
  if (window.BroadcastChannel) new BroadcastChannel("clubscore-queue").addEventListener("message", render);
  document.addEventListener("clubscore:sent", render);
  render();
})();
