// Ruleset page: MCR's fan groups are folded on a phone and open on a wider screen; a link to a
// fan (#rule-M48, or #M48 as the referee says it) opens its group and scrolls to it; printing
// opens every group.
(function () {
  const groups = document.querySelectorAll("details.rule-group-details");
  if (!groups.length) return;
  function target() {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return null;
    return document.getElementById(id) || document.getElementById("rule-" + id);
  }
  function openTarget() {
    const el = target();
    if (!el) return;
    const details = el.closest("details");
    if (details) details.open = true;
    el.scrollIntoView({ block: "start", behavior: "instant" });
  }
  if (window.matchMedia("(min-width: 768px)").matches) {
    groups.forEach((d) => { d.open = true; });
  }
  openTarget();
  window.addEventListener("hashchange", openTarget);
  window.addEventListener("beforeprint", () => groups.forEach((d) => { d.open = true; }));
})();
