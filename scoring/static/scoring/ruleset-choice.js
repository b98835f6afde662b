/* A form with a ruleset choice and its options (templates/scoring/_ruleset_options.html):
   only the chosen ruleset's options show, the others are hidden and disabled (so they are
   not sent; the server refuses another ruleset's option set away from its default), and the
   entry depths offered are the chosen ruleset's (no `fans` for classical, only `tiles` for
   riichi). Without JavaScript every group shows and the server judges the choice. */
(function () {
  "use strict";
  var choice = document.querySelector("select[name=ruleset]");
  if (!choice) return;
  var form = choice.form;
  var groups = form.querySelectorAll(".ruleset-option-group");

  // `chosenNow`: the ruleset was just changed, so its own starting depth is checked; on a page
  // shown again with its errors the depth chosen stays, where the ruleset has it.
  function update(chosenNow) {
    var chosen = choice.value, entries = null;
    groups.forEach(function (group) {
      var mine = group.getAttribute("data-ruleset") === chosen;
      if (mine) entries = group.getAttribute("data-entries").split(" ");
      group.hidden = !mine || !group.querySelector("input, select, textarea");
      group.querySelectorAll("input, select, textarea").forEach(function (field) {
        field.disabled = !mine;
      });
    });
    var depths = form.querySelectorAll("input[name=entry_depth]");
    if (!entries || !depths.length) return;
    // The depth a game starts at when none is chosen (services.tournaments.first_depth): sets
    // where the ruleset has it, else MCR's fans, else its one depth.
    var first = ["sets", "fans"].filter(function (d) { return entries.indexOf(d) !== -1; })[0] || entries[0];
    var checkedAllowed = false;
    depths.forEach(function (radio) {
      var allowed = entries.indexOf(radio.value) !== -1;
      var wrapper = radio.closest(".form-check") || radio.parentNode;
      wrapper.hidden = !allowed;
      radio.disabled = !allowed;
      if (allowed && radio.checked && !chosenNow) checkedAllowed = true;
      if (!allowed) radio.checked = false;
    });
    if (!checkedAllowed) {
      depths.forEach(function (radio) { radio.checked = radio.value === first; });
    }
  }

  choice.addEventListener("change", function () { update(true); });
  update(false);
})();
