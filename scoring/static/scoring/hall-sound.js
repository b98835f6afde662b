// The hall clock's sound: a toggle on the hall page (a browser plays sound only after a
// click on the page), then a beep at each "hall:clock" event hall.js sends: two short high
// beeps at the warning, three long ones at time, for the round and for a table given extra
// time. WebAudio oscillators: no audio file.
(function () {
  "use strict";
  var button = document.getElementById("hall-sound");
  var Audio = window.AudioContext || window.webkitAudioContext;
  if (!button || !Audio) return;  // no WebAudio: the toggle stays hidden
  var t = JSON.parse(document.getElementById("hall-words").textContent);
  var audio = null, on = false;
  // The beeps played, for a browser test: [kind, ...].
  window.hallBeeps = [];

  function show() {
    button.textContent = on ? t.sound_on : t.sound_off;
    button.classList.toggle("on", on);
    button.dataset.sound = on ? "on" : "off";
  }

  function beep(count, seconds, frequency) {
    var at = audio.currentTime + 0.02;
    for (var i = 0; i < count; i += 1) {
      var tone = audio.createOscillator(), gain = audio.createGain();
      tone.type = "sine";
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.6, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
      tone.connect(gain);
      gain.connect(audio.destination);
      tone.start(at);
      tone.stop(at + seconds + 0.05);
      at += seconds + 0.15;
    }
  }

  button.addEventListener("click", function () {
    if (!audio) audio = new Audio();
    on = !on;
    if (on) {
      audio.resume();
      beep(1, 0.12, 660);  // this screen can sound: the toggle answers with one short beep
    }
    show();
  });

  document.addEventListener("hall:clock", function (event) {
    if (!on || !audio) return;
    window.hallBeeps.push(event.detail.kind);
    if (event.detail.kind === "warning") beep(2, 0.25, 880);
    else beep(3, 0.6, 660);
  });

  button.hidden = false;
  show();
})();
