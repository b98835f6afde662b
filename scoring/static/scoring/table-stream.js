// A player's phone where the server offers a live stream (data-stream: ASGI with Redis): the
// table's status comes as Server-Sent Events when it changes, instead of a poll every 3 s.
// Without EventSource, or while the stream cannot be had (refused, or broken for good), the
// status is polled as before (data-poll, revalidated with its ETag). Each status shown is
// announced as htmx's swap is, so part.js reads it the same way.
(function () {
  var status = document.getElementById("join-status");
  if (!status || !status.dataset.stream) return;
  var timer = null;

  function show(html) {
    status.innerHTML = html;
    status.dispatchEvent(new CustomEvent("htmx:afterSwap", { bubbles: true, detail: { target: status } }));
  }

  function poll() {
    fetch(status.dataset.poll, { credentials: "same-origin" }).then(function (r) {
      if (r.status === 286) stopPolling();  // the session is over: its last status, then none
      return r.ok ? r.text() : null;
    }).then(function (html) {
      if (html !== null) show(html);
    }).catch(function () {});
  }

  function startPolling() {
    if (timer !== null) return;
    poll();
    timer = setInterval(poll, 3000);
  }

  function stopPolling() {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  if (!window.EventSource) {
    startPolling();
    return;
  }
  var source = new EventSource(status.dataset.stream);
  source.addEventListener("update", function (event) {
    stopPolling();
    show(event.data);
  });
  // The stream is over: the game finished (no reason), or this phone may no longer follow the
  // table as it did (its player left it, the table is gone): the page says what now.
  source.addEventListener("end", function (event) {
    source.close();
    if (event.data) window.location.reload();
    else stopPolling();
  });
  // Refused (too many streams, no stream on this server) or broken: poll, until the browser's
  // own reconnection brings the stream back.
  source.addEventListener("error", startPolling);
  source.addEventListener("open", stopPolling);
})();
