/* A link made to be handed over (templates/scoring/clubs/link.html): "Share" opens the
   phone's share sheet where there is one (navigator.share) and copies the link otherwise;
   "Copy" copies it (the Clipboard API, or a selection and execCommand on a plain-http page
   where the API is not offered). Each says what it did in the status line. */
(function () {
  "use strict";
  var copyButton = document.getElementById("copy-link");
  var shareButton = document.getElementById("share-link");
  var status = document.getElementById("link-status");
  if (!copyButton || !shareButton || !status) return;
  var box = document.querySelector(copyButton.getAttribute("data-link"));
  var url = box.textContent.trim();

  function say(text) {
    status.textContent = text;
  }

  function selectLink() {
    var range = document.createRange();
    range.selectNodeContents(box);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }

  function copyBySelection() {
    selectLink();
    var done = false;
    try {
      done = document.execCommand("copy");
    } catch (e) {
      done = false;
    }
    say(copyButton.getAttribute(done ? "data-done" : "data-failed"));
  }

  function copy() {
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(url).then(
        function () {
          selectLink();
          say(copyButton.getAttribute("data-done"));
        },
        copyBySelection
      );
    } else {
      copyBySelection();
    }
  }

  copyButton.addEventListener("click", copy);
  shareButton.addEventListener("click", function () {
    if (navigator.share) {
      navigator.share({ title: shareButton.getAttribute("data-title"), url: url }).catch(function () {
        /* the person closed the share sheet: nothing to say */
      });
    } else {
      copy();
    }
  });
})();
