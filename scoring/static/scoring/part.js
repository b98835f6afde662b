// A player's phone at a four-phone table (docs/club-night.md, "Four phones"). The page follows
// the table by itself: when the hand it shows is recorded, or a correction moves this phone's
// player to another seat, it opens the table again (unless the player is typing). With no
// connection, the player's part waits in the phone's queue (queue-db.js, with its key) and
// offline.js sends it when the connection returns; the page says what became of it.
(function () {
  "use strict";
  var form = document.querySelector("#hand-form[data-part]");
  var words = document.getElementById("part-words");
  if (!form || !words) return;
  var Q = window.ClubScoreQueue;
  var news = document.getElementById("part-news");
  var session = Number(form.dataset.session);
  var keyField = form.querySelector("input[name=part_key]");

  function newKey() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return String(Date.now()) + "-" + String(Math.random()).slice(2);
  }
  if (keyField) keyField.value = newKey();
  function say(t, n) { return t.replace("%(n)s", n); }
  function note(cls, text, line) {
    var div = document.createElement("div");
    div.className = "alert py-2 " + cls;
    div.setAttribute("data-part-news", cls.indexOf("warning") >= 0 ? "dropped" : "kept");
    div.textContent = text;
    if (line !== undefined && line !== null) {
      var small = document.createElement("div");
      small.className = "small";
      small.textContent = words.dataset.sentLine + " " + (line || "—");
      div.appendChild(small);
    }
    news.appendChild(div);
  }

  // What became of the parts this phone kept while offline (newest first; the last hour's).
  function outcomes() {
    if (!Q || !news) return;
    Q.allSent().then(function (sent) {
      var hour = new Date(Date.now() - 3600 * 1000).toISOString();
      news.querySelectorAll("[data-part-news]").forEach(function (n) { n.remove(); });
      sent.filter(function (s) { return s.part && s.session === session && s.at > hour; })
        .sort(function (a, b) { return a.at < b.at ? 1 : -1; }).slice(0, 3)
        .forEach(function (s) {
          if (s.part.stored) note("alert-success", say(words.dataset.stored, s.part.number));
          else note("alert-warning", say(words.dataset.dropped, s.part.number) + " " + (s.part.error || ""), s.part.line);
        });
      return Q.all();
    }).then(function (items) {
      (items || []).filter(function (i) { return i.mode === "part" && i.session === session; })
        .forEach(function (i) { note("alert-info", say(words.dataset.kept, i.number)); });
    }).catch(function () {});
  }

  form.addEventListener("submit", function (event) {
    if (navigator.onLine !== false || !Q) return; // the normal POST
    event.preventDefault();
    var body = new URLSearchParams(new FormData(form, event.submitter));
    body.delete("csrfmiddlewaretoken");
    Q.add({
      session: session,
      mode: "part",
      number: Number(form.dataset.number),
      key: keyField ? keyField.value : "",
      body: body.toString(),
      url: form.dataset.queued,
      sessionUrl: location.pathname,
      created: new Date().toISOString(),
      state: "waiting",
    }).then(function () {
      if (keyField) keyField.value = newKey();
      outcomes();
      window.scrollTo(0, 0);
    });
  });

  // The table as every phone sees it: this phone's player's seat, and the hand being played.
  function untouched() {
    var line = form.querySelector("[name=line]");
    return !line || line.value === line.defaultValue;
  }
  document.body.addEventListener("htmx:afterSwap", function (event) {
    if (event.detail.target.id !== "join-status") return;
    var now = document.getElementById("table-now");
    var over = !now && document.getElementById("table-finished");
    var moved = now && now.dataset.number !== form.dataset.number;
    var mine = now && now.querySelector("[data-player='" + form.dataset.player + "']");
    var seatMoved = mine && mine.dataset.seat !== form.dataset.seat;
    if (over || moved || (seatMoved && untouched())) window.location.reload();
  });
  if (window.BroadcastChannel) new BroadcastChannel("clubscore-queue").addEventListener("message", outcomes);
  outcomes();
})();
