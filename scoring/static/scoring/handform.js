// The hand form's tile picker: tapping a tile adds its code to the player's text line (the
// line stays the one source of truth, so typing and tapping mix freely), and penalty rows.
(function () {
  "use strict";
  var form = document.getElementById("hand-form");
  if (!form) return;
  var target = form.querySelector(".tile-line");
  var label = document.getElementById("picker-target");

  function mark(el) {
    form.querySelectorAll(".picker-target").forEach(function (e) { e.classList.remove("picker-target"); });
    target = el;
    el.classList.add("picker-target");
    if (label) label.textContent = el.dataset.label || el.name;
  }
  if (target) mark(target);

  form.addEventListener("focusin", function (e) {
    if (e.target.matches(".tile-line, .tile-single")) mark(e.target);
  });

  function changed() {
    target.dispatchEvent(new Event("input", { bubbles: true }));
  }
  var CLOSER = { "[": "]", "(": ")", "{": "}" };
  function append(text) {
    var v = target.value.replace(/\s+$/, "");
    var sep = v === "" || /[\[({]$/.test(v) || /^[\])}]/.test(text) ? "" : " ";
    target.value = v + sep + text;
    changed();
  }
  function openSet(v) {
    var open = null;
    for (var i = 0; i < v.length; i++) {
      if ("[({".indexOf(v[i]) >= 0) open = v[i];
      else if ("])}".indexOf(v[i]) >= 0) open = null;
    }
    return open;
  }
  // "[" exposed set / "(" concealed set: closes the set being entered, or starts a new one.
  function toggle(bracket) {
    var open = openSet(target.value);
    if (open) append(CLOSER[open]);
    if (open !== bracket) append(bracket);
  }

  form.querySelectorAll("[data-pick]").forEach(function (button) {
    button.addEventListener("click", function () {
      if (!target) return;
      if (target.classList.contains("tile-single")) {
        target.value = button.dataset.pick;
        changed();
      } else {
        append(button.dataset.pick);
      }
    });
  });

  var ops = {
    exposed: function () { toggle("["); },
    concealed: function () { toggle("("); },
    back: function () {
      target.value = target.value.replace(/\s+$/, "")
        .replace(/([1-9][bcd]|[ESWN]w|[RGW]d|[FS][1-4]|[\[\](){}])$/, "").replace(/\s+$/, "");
      changed();
    },
    clear: function () { target.value = ""; changed(); },
    "add-penalty": function () {
      var total = form.querySelector("#id_penalty-TOTAL_FORMS");
      var html = document.getElementById("penalty-empty").innerHTML.replace(/__prefix__/g, total.value);
      document.getElementById("penalty-forms").insertAdjacentHTML("beforeend", html);
      total.value = parseInt(total.value, 10) + 1;
    },
  };
  form.querySelectorAll("[data-op]").forEach(function (button) {
    button.addEventListener("click", function () {
      if (target || button.dataset.op === "add-penalty") ops[button.dataset.op]();
    });
  });
})();
