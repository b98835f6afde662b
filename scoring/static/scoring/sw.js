// ClubScore's service worker (served at /sw.js by scoring.views.offline, which prepends
// self.CLUBSCORE: the cache name and the app shell's URLs).
//
// - Static files: from the cache, fetched once.
// - Pages: from the network, and a copy kept of the session pages, their hand forms and the
//   home page; with no connection the copy is served, marked data-from-cache on <html> (the
//   page then gives its form a fresh submission key); the hand form's copy also answers the
//   session page's "who won" links (?winner=).
// - A preview that cannot reach the server answers an empty box marked data-offline-preview.
// - A hand form POST that cannot reach the server waits in the phone's queue (queue-db.js)
//   and the scorer is taken back to the session page; a player's part (a POST to the table's
//   join page, /t/<token>/) waits there too, and the player is taken back to the table. So
//   does one a proxy answered for a server that did not (502, 503, 504): the hand may have
//   been stored, and the queue asks again with the same key until the server says it is.
"use strict";
importScripts(self.CLUBSCORE.queueDb);

var CACHE = self.CLUBSCORE.cache;
var KEPT_PAGES = /^\/($|offline\/|t\/[^/]+\/$|sessions\/\d+\/($|hands\/new\/|hands\/\d+\/($|correct\/)|table\/$))/;
var PREVIEW = /^\/sessions\/\d+\/hands\/preview\/$/;
var NEW_HAND = /^\/sessions\/\d+\/hands\/new\/$/;
var HAND_POST = /^\/sessions\/(\d+)\/hands\/(new|(\d+)\/correct)\/$/;
var PART_POST = /^\/t\/([^/]+)\/$/;
// What a proxy answers when the app server behind it did not (down, or too slow).
var PROXY_ANSWERED = [502, 503, 504];

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) { return cache.addAll(self.CLUBSCORE.shell); })
      .then(function () { return self.skipWaiting(); })
  );
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (n) {
        return n.indexOf("clubscore-") === 0 && n !== CACHE;
      }).map(function (n) { return caches.delete(n); }));
    }).then(function () { return self.clients.claim(); })
  );
});

// A session page asks for its hand form and its players and seats to be kept.
self.addEventListener("message", function (event) {
  if (!event.data || event.data.type !== "keep") return;
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return Promise.all(event.data.urls.map(function (url) {
      return fetch(url, { credentials: "same-origin" }).then(function (response) {
        if (response.ok && !response.redirected) return cache.put(url, response);
      }).catch(function () {});
    }));
  }));
});

// The kept copy of a page, marked so that the page knows (a fresh submission key, and so on).
function fromCache(request, isPage) {
  return caches.match(request, { ignoreVary: true }).then(function (hit) {
    if (!hit || !isPage) return hit;
    return hit.text().then(function (html) {
      return new Response(html.replace("<html", '<html data-from-cache="1"'), {
        status: 200, headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    });
  });
}

// A page not kept falls back to the queue page: what waits on this phone, and a way back.
function page(request, path) {
  return fetch(request).then(function (response) {
    if (response.ok && !response.redirected && KEPT_PAGES.test(path)) {
      var copy = response.clone();
      caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
    }
    return response;
  }).catch(function () {
    return fromCache(request, true).then(function (hit) {
      // The session page's "who won" row asks for the hand form with ?winner=: the kept form
      // (offline.js chooses the winner from the address).
      if (!hit && NEW_HAND.test(path)) return fromCache(path, true);
      return hit;
    }).then(function (hit) {
      return hit || fromCache(self.CLUBSCORE.shell[0], true).then(function (queue) {
        return queue || Response.error();
      });
    });
  });
}

function queueForm(request, match) {
  return request.clone().text().then(function (body) {
    var fields = new URLSearchParams(body);
    var correcting = fields.has("base_version");
    var item = {
      session: Number(match[1]),
      mode: correcting ? "correct" : "new",
      number: Number(correcting ? match[3] : fields.get("expected_number") || 0),
      key: fields.get("submission_key") || "",
      body: body,
      url: "/sessions/" + match[1] + "/hands/queued/",
      sessionUrl: "/sessions/" + match[1] + "/",
      created: new Date().toISOString(),
      state: "waiting",
    };
    return self.ClubScoreQueue.add(item).then(function () {
      return Response.redirect(item.sessionUrl, 303);
    });
  });
}

// A player's part that could not reach the server (part.js queues it itself when the phone
// knows it is offline; this is for a connection that drops without saying so).
function queuePart(request, match) {
  return request.clone().text().then(function (body) {
    var fields = new URLSearchParams(body);
    if (!fields.has("number") || fields.has("join") || fields.has("leave")) return Response.error();
    fields.delete("csrfmiddlewaretoken");
    var item = {
      session: Number(fields.get("session") || 0),
      mode: "part",
      number: Number(fields.get("number")),
      key: fields.get("part_key") || "",
      body: fields.toString(),
      url: "/t/" + match[1] + "/queued/",
      sessionUrl: "/t/" + match[1] + "/",
      created: new Date().toISOString(),
      state: "waiting",
    };
    return self.ClubScoreQueue.add(item).then(function () {
      return Response.redirect(item.sessionUrl, 303);
    });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  var path = url.pathname;
  if (request.method === "POST" && PREVIEW.test(path)) {
    // The preview is scored on the server: with none, an empty box the page words itself.
    event.respondWith(fetch(request).catch(function () {
      return new Response('<div class="text-muted" data-offline-preview></div>', {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    }));
    return;
  }
  if (request.method === "POST" && request.mode === "navigate") {
    var match = HAND_POST.exec(path);
    var part = !match && PART_POST.exec(path);
    var queue = match ? function () { return queueForm(request, match); }
      : part ? function () { return queuePart(request, part); } : null;
    if (queue) {
      event.respondWith(fetch(request.clone()).then(function (response) {
        return PROXY_ANSWERED.indexOf(response.status) >= 0 ? queue() : response;
      }, queue));
    }
    return;
  }
  if (request.method !== "GET") return;
  if (path.indexOf("/static/") === 0) {
    event.respondWith(caches.match(request).then(function (hit) {
      return hit || fetch(request).then(function (response) {
        if (response.ok) {
          var copy = response.clone();
          caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
        }
        return response;
      });
    }));
  } else if (request.mode === "navigate") {
    event.respondWith(page(request, path));
  } else if (/^\/api\/sessions\/\d+\/$/.test(path)) {
    // The session's players and seats: fresh when possible, kept for when not.
    event.respondWith(fetch(request).then(function (response) {
      var copy = response.clone();
      if (response.ok) caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
      return response;
    }).catch(function () { return fromCache(request, false); }));
  }
});
