// Recording through a dropped connection (docs/club-night.md, "Offline and four phones").
// On every page: registers the service worker, shows "2 hands waiting to send", and sends the
// waiting hands, oldest first, whenever the server can be reached. On a hand form: a form
// opened from the phone's copy gets a fresh submission key, and with no connection a submit
// waits in the queue instead of failing.
(function () {
  "use strict";
  var Q = window.ClubScoreQueue;
  var state = document.getElementById("offline-state");
  if (!state || !Q || !window.indexedDB) return;
  var data = state.dataset;
  var badge = document.getElementById("offline-queue");
  var USED = "clubscore-used-keys";

  // The worker (and the files it keeps for offline use) waits until the page has loaded:
  // on a slow link the page's own files come first.
  function register() {
    navigator.serviceWorker.register(data.sw, { scope: "/" }).then(function (reg) {
      // A session page: keep its hand form and its players and seats for offline use.
      if (data.keep) {
        navigator.serviceWorker.ready.then(function (ready) {
          ready.active.postMessage({ type: "keep", urls: data.keep.split(" ") });
        });
      }
      return reg;
    }).catch(function () {});
  }
  if ("serviceWorker" in navigator && data.sw) {
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register);
  }

  function say(template, n) { return template.replace("%(n)s", n); }

  function show() {
    return Q.all().then(function (items) {
      if (!badge) return items;
      var waiting = items.length;
      var stuck = items.filter(function (i) { return i.state !== "waiting"; }).length;
      badge.hidden = waiting === 0;
      var link = badge.querySelector("a");
      link.classList.toggle("alert-danger", stuck > 0);
      link.classList.toggle("alert-warning", stuck === 0);
      var text = waiting === 1 ? data.one : say(data.many, waiting);
      if (stuck) text += " · " + data.stuck;
      if (failures && waiting > stuck) text += " · " + data.retrying;
      badge.dataset.retrying = failures && waiting > stuck ? String(failures) : "";
      badge.querySelector("[data-count]").textContent = text;
      return items;
    });
  }

  // --- sending -------------------------------------------------------------------------
  // A hand is never given up: each try that gets no answer (no connection, a server that does
  // not answer within ANSWER_MS, a proxy's 502/503/504) is followed by another, with the same
  // submission key, after a wait that doubles up to MAX_WAIT_MS; the server answers a key it
  // has already stored with the stored hand. The badge says it is still trying.
  var ANSWER_MS = 20000, FIRST_WAIT_MS = 2000, MAX_WAIT_MS = 60000;
  var sending = false, failures = 0, retryTimer = null;
  function within(url, options) {
    var controller = window.AbortController ? new AbortController() : null;
    var timer = controller && setTimeout(function () { controller.abort(); }, ANSWER_MS);
    if (controller) options.signal = controller.signal;
    return fetch(url, options).finally(function () { clearTimeout(timer); });
  }
  function tokenFor(url) {
    return within(url, { credentials: "same-origin", cache: "no-store" }).then(function (r) {
      if (!r.ok) throw new Error("unreachable");
      return r.json();
    });
  }

  function sendOne(item, csrf) {
    var body = new URLSearchParams(item.body);
    body.set("csrfmiddlewaretoken", csrf);
    return within(item.url, {
      method: "POST", body: body, credentials: "same-origin", cache: "no-store",
      headers: { "X-CSRFToken": csrf, Accept: "application/json" },
    }).then(function (r) {
      return r.json().then(function (answer) { return { status: r.status, answer: answer }; },
        function () { return { status: r.status, answer: {} }; });
    });
  }

  // Oldest first; a hand that needs the scorer (conflict, mistakes) holds back the later hands
  // of its session, which may depend on it. Stops at the first network failure.
  function sendAll() {
    if (sending) return Promise.resolve();
    sending = true;
    var sent = 0, answered = true;
    return Q.all().then(function (items) {
      var held = {}, tokens = {};
      return items.reduce(function (chain, item) {
        return chain.then(function (go) {
          if (!go) return false;
          if (item.mode === "part" && item.state !== "waiting") return true;
          if (item.mode !== "part" && (held[item.session] || item.state !== "waiting")) { held[item.session] = true; return true; }
          var token = tokens[item.url] || tokenFor(item.url);
          tokens[item.url] = token;
          return token.then(function (t) { return sendOne(item, t.csrf); }).then(function (result) {
            var s = result.status, a = result.answer;
            if (item.mode === "part" && (s === 200 || s === 409)) {
              // A player's part: stored, or too late (the hand was recorded meanwhile). Either
              // way it leaves the queue, and the player's page says what became of it.
              var part = { number: item.number, stored: s === 200, error: a.error, line: a.line };
              return Q.sent({ key: item.key || "p" + item.id, session: item.session, at: new Date().toISOString(), part: part })
                .then(function () { return Q.remove(item.id); }).then(function () { return true; });
            }
            if (s === 200 || s === 201) {
              sent++;
              return Q.sent({ key: item.key || "c" + item.id, session: item.session, at: new Date().toISOString(), hand: a })
                .then(function () { return Q.remove(item.id); }).then(function () { return true; });
            }
            if (s === 409 || s === 400) {
              item.state = s === 409 ? "conflict" : "invalid";
              item.answer = a;
              if (item.mode !== "part") held[item.session] = true;
              return Q.put(item).then(function () { return true; });
            }
            // 403 (logged out) and server errors: keep everything, try again later.
            item.error = a.error || String(s);
            return Q.put(item).then(function () { return false; });
          });
        });
      }, Promise.resolve(true)).then(function (go) { answered = go !== false; });
    }).catch(function () { answered = false; }).then(function () {
      sending = false;
      failures = answered ? 0 : failures + 1;
      return show().then(function (items) {
        if (!answered && items.some(function (i) { return i.state === "waiting"; })) retryLater();
        if (sent) document.dispatchEvent(new CustomEvent("clubscore:sent", { detail: sent }));
      });
    });
  }

  // The next try after one that got no answer: 2 s, 4 s, 8 s... up to a minute, each a little
  // shorter at random, so that the phones of a hall that lost the server do not all come
  // back at once.
  function retryLater() {
    clearTimeout(retryTimer);
    var wait = Math.min(FIRST_WAIT_MS * Math.pow(2, failures - 1), MAX_WAIT_MS);
    retryTimer = setTimeout(sendWhenPossible, wait * (0.75 + Math.random() / 4));
  }

  function sendWhenPossible() {
    clearTimeout(retryTimer);
    if (navigator.onLine === false) return show();
    var run = function () { return sendAll(); };
    return navigator.locks ? navigator.locks.request("clubscore-send", run) : run();
  }
  window.ClubScoreSend = sendWhenPossible;

  // --- the hand form -------------------------------------------------------------------
  function usedKeys() {
    try { return JSON.parse(localStorage.getItem(USED) || "[]"); } catch (e) { return []; }
  }
  function markUsed(key) {
    var keys = usedKeys().filter(function (k) { return k !== key; });
    keys.push(key);
    localStorage.setItem(USED, JSON.stringify(keys.slice(-200)));
  }
  function newKey() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 15) | 64; b[8] = (b[8] & 63) | 128;
    var h = Array.prototype.map.call(b, function (x) { return (x + 256).toString(16).slice(1); }).join("");
    return h.slice(0, 8) + "-" + h.slice(8, 12) + "-" + h.slice(12, 16) + "-" + h.slice(16, 20) + "-" + h.slice(20);
  }

  var form = document.getElementById("hand-form");
  var keyField = form && form.querySelector("input[name=submission_key]");
  var correcting = form && !!form.querySelector("input[name=base_version]");
  if (form && data.session && (keyField || correcting)) {
    var fromCache = document.documentElement.dataset.fromCache === "1";
    if (keyField && (fromCache || usedKeys().indexOf(keyField.value) >= 0)) keyField.value = newKey();
    // A kept form opened from the session page's "who won" row: the server chose the winner
    // from ?winner= when it rendered the page; the kept copy does it here.
    var asked = fromCache && !correcting && new URLSearchParams(location.search).get("winner");
    var choice = asked && form.querySelector("input[name=winner][value='" + CSS.escape(asked) + "']");
    if (choice && !form.querySelector("input[name=winner]:checked")) {
      choice.checked = true;
      choice.dispatchEvent(new Event("change", { bubbles: true }));
    }
    // The hand number and deal the form shows (the server holds the hand to them); the page
    // renders them, a cached copy of an older page may not.
    var field = function (name, value) {
      var input = form.querySelector("input[name=" + name + "]");
      if (!input) {
        input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.appendChild(input);
      }
      return input;
    };
    var expected = field(correcting ? "number" : "expected_number", data.number);
    if (data.deal && !correcting) field("expected_deal", data.deal);
    var seatsKnown = correcting ? null : field("seats_known", "1");
    var banner = document.getElementById("offline-form");
    // A later hand typed offline cannot know its seats (the hand before it is not scored
    // yet): the form asks by name, and the server seats each player when it is sent.
    var seatsUnknown = function (unknown) {
      if (!seatsKnown) return;
      seatsKnown.value = unknown ? "0" : "1";
      form.classList.toggle("seats-unknown", unknown);
      document.querySelectorAll("#hand-form .seat-badge, #picker .seat-badge").forEach(function (b) {
        b.hidden = unknown;
      });
      // "Bob · East" says only "Bob" while the seats are not known.
      form.querySelectorAll(".seat-panel h2, #score-fields label").forEach(function (label) {
        label.childNodes.forEach(function (node) {
          if (node.nodeType !== 3) return;
          if (node.fullText === undefined) {
            if (node.textContent.indexOf("·") < 0) return;
            node.fullText = node.textContent;
          }
          node.textContent = unknown ? node.fullText.split("·")[0] : node.fullText;
        });
      });
    };
    // The heading and the tab's title ("Record hand 2 · ClubScore") name the hand this form
    // records now, not the one it was kept for.
    var handNumber = function (n) {
      var heading = document.querySelector("h1 [data-hand-number]");
      if (heading) heading.textContent = n;
      var parts = document.title.split(" · ");
      parts[0] = parts[0].replace(/[0-9]+$/, n);
      document.title = parts.join(" · ");
    };
    var offlineNow = function () {
      if (!banner || navigator.onLine !== false) {
        if (banner) banner.hidden = true;
        if (!correcting) { expected.value = data.number; seatsUnknown(false); handNumber(data.number); }
        return;
      }
      Q.nextNumber(Number(data.session), Number(data.number)).then(function (n) {
        if (!correcting) {
          expected.value = n;
          seatsUnknown(String(n) !== data.number);
          // The heading names the hand this form records now, not the one it was kept for;
          // its round is not known either until the hands before it are scored.
          handNumber(n);
          var round = document.querySelector("h1 [data-round]");
          if (round) round.hidden = String(n) !== data.number;
        }
        var text = correcting ? data.offlineCorrect : say(data.offlineNew, n);
        if (!correcting && String(n) !== data.number) text += " " + data.seatsUnknown;
        banner.querySelector("[data-text]").textContent = text;
        banner.hidden = false;
      });
    };
    offlineNow();
    window.addEventListener("offline", offlineNow);
    window.addEventListener("online", offlineNow);

    form.addEventListener("submit", function (event) {
      if (keyField) markUsed(keyField.value);
      if (navigator.onLine !== false) return; // the normal POST; the worker queues it if it fails
      event.preventDefault();
      Q.add({
        session: Number(data.session),
        mode: correcting ? "correct" : "new",
        number: Number(expected.value),
        key: keyField ? keyField.value : "",
        body: (function () {
          var fields = new URLSearchParams(new FormData(form));
          if (expected.value !== data.number) fields.set("seats_known", "0");
          return fields.toString();
        })(),
        url: data.queueUrl,
        sessionUrl: data.sessionUrl,
        created: new Date().toISOString(),
        state: "waiting",
      }).then(function () { window.location.href = data.sessionUrl; }, function (error) {
        window.alert(data.notKept + " " + error);
      });
    });

    // The preview is worked out on the server: with no connection, say so (the service worker
    // answers a preview it cannot send with a box marked data-offline-preview).
    var preview = document.getElementById("preview");
    var noPreview = function () {
      // Replace the text only once: swapping it again under a tap makes the page jump.
      if (preview && preview.textContent !== data.noPreview) preview.textContent = data.noPreview;
    };
    var offlineInput = function () { if (navigator.onLine === false) noPreview(); };
    form.addEventListener("input", offlineInput);
    form.addEventListener("change", offlineInput);
    window.addEventListener("offline", noPreview);
    offlineInput();
    if (preview && window.MutationObserver) {
      new MutationObserver(function () {
        if (preview.querySelector("[data-offline-preview]")) noPreview();
      }).observe(preview, { childList: true });
    }
    document.body.addEventListener("htmx:sendError", function (event) {
      if (form.contains(event.detail.elt)) noPreview();
    });
  }

  // Logging out forgets the pages kept for offline use (they show this scorer's forms); the
  // app shell stays, and hands still waiting stay until someone who may record sends them.
  function forgetPages() {
    return caches.keys().then(function (names) {
      return Promise.all(names.map(function (name) {
        return caches.open(name).then(function (cache) {
          return cache.keys().then(function (requests) {
            return Promise.all(requests.filter(function (r) {
              return new URL(r.url).pathname.indexOf("/static/") !== 0;
            }).map(function (r) { return cache.delete(r); }));
          });
        });
      }));
    });
  }
  document.querySelectorAll("form[action='" + data.logout + "']").forEach(function (logout) {
    logout.addEventListener("submit", function (event) {
      if (!window.caches) return;
      event.preventDefault();
      var waited = new Promise(function (resolve) { setTimeout(resolve, 1500); });
      Promise.race([forgetPages(), waited]).catch(function () {}).then(function () { logout.submit(); });
    });
  });

  document.documentElement.dataset.offlineReady = "1";

  // --- when to send ---------------------------------------------------------------------
  show().then(sendWhenPossible);
  window.addEventListener("online", sendWhenPossible);
  if (window.BroadcastChannel) new BroadcastChannel("clubscore-queue").onmessage = function () { show(); };
  // "Online" only means a network; the club's server may still be out of reach. Try again
  // (as well as after each try that got no answer, retryLater).
  setInterval(function () {
    Q.all().then(function (items) {
      if (items.some(function (i) { return i.state === "waiting"; })) sendWhenPossible();
    });
  }, 15000);
})();
