// The hands waiting on this phone (IndexedDB "clubscore"), shared by the pages and the service
// worker. A waiting hand keeps the hand form's fields exactly as typed, its submission key and
// the hand number it was typed for; ids grow, so reading by id is the order they were typed in.
(function (global) {
  "use strict";
  var QUEUE = "queue", SENT = "sent";

  function open() {
    return new Promise(function (resolve, reject) {
      var req = indexedDB.open("clubscore", 1);
      req.onupgradeneeded = function () {
        req.result.createObjectStore(QUEUE, { keyPath: "id", autoIncrement: true });
        req.result.createObjectStore(SENT, { keyPath: "key" });
      };
      req.onsuccess = function () { resolve(req.result); };
      req.onerror = function () { reject(req.error); };
    });
  }

  // Runs fn(store) in one transaction; resolves with what fn's last request gave.
  function run(name, mode, fn) {
    return open().then(function (db) {
      return new Promise(function (resolve, reject) {
        var t = db.transaction(name, mode), result;
        t.oncomplete = function () { db.close(); resolve(result); };
        t.onerror = t.onabort = function () { db.close(); reject(t.error); };
        fn(t.objectStore(name), function (value) { result = value; });
      });
    });
  }

  function notify() {
    if (global.BroadcastChannel) new BroadcastChannel("clubscore-queue").postMessage("changed");
  }

  global.ClubScoreQueue = {
    // Adds a waiting hand. A new hand typed after others of its session waits as the next
    // number after theirs: the cached form cannot know how many hands were typed offline.
    add: function (item) {
      return run(QUEUE, "readwrite", function (store, done) {
        store.getAll().onsuccess = function (e) {
          if (item.mode === "new") {
            e.target.result.forEach(function (other) {
              if (other.session === item.session && other.mode === "new" && other.number >= item.number) {
                item.number = other.number + 1;
              }
            });
            var body = new URLSearchParams(item.body);
            // Moved past the number the form showed: the seats it showed may not hold, so
            // they only name the players; the server seats them in the true deal.
            if (body.get("expected_number") !== String(item.number)) body.set("seats_known", "0");
            body.set("expected_number", String(item.number));
            item.body = body.toString();
          }
          store.add(item).onsuccess = function (ev) { item.id = ev.target.result; done(item); };
        };
      }).then(function (added) { notify(); return added; });
    },
    all: function () {
      return run(QUEUE, "readonly", function (store, done) {
        store.getAll().onsuccess = function (e) { done(e.target.result); };
      });
    },
    put: function (item) {
      return run(QUEUE, "readwrite", function (store) { store.put(item); }).then(notify);
    },
    remove: function (id) {
      return run(QUEUE, "readwrite", function (store) { store.delete(id); }).then(notify);
    },
    // What became of a sent hand, for the queue page ("hand 5 recorded: ...").
    sent: function (record) {
      return run(SENT, "readwrite", function (store) { store.put(record); });
    },
    allSent: function () {
      return run(SENT, "readonly", function (store, done) {
        store.getAll().onsuccess = function (e) { done(e.target.result); };
      });
    },
    // The next number a new hand of this session would wait as.
    nextNumber: function (session, shown) {
      return this.all().then(function (items) {
        var n = shown;
        items.forEach(function (i) {
          if (i.session === session && i.mode === "new" && i.number >= n) n = i.number + 1;
        });
        return n;
      });
    },
  };
})(self);
