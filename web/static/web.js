// The web pages' only script (issue 30): the replay's buttons, slider and keys, and the
// refresh of a running game's page. It sends nothing but the page's own version check.
"use strict";
(function () {
  const replay = document.getElementById("replay");
  let atEnd = function () { return true; };
  if (replay) {
    const picture = document.getElementById("replay-picture");
    const caption = document.getElementById("replay-caption");
    const slider = document.getElementById("replay-slider");
    const steps = Array.from(document.querySelectorAll("#replay-steps li"));
    let at = steps.length - 1;
    const show = function (index) {
      at = Math.max(0, Math.min(steps.length - 1, index));
      const step = steps[at];
      picture.src = step.dataset.src;
      picture.alt = step.dataset.alt;
      caption.textContent = step.textContent;
      slider.value = String(at);
      replay.dataset.position = step.dataset.position;
    };
    const moves = { first: function () { return 0; }, back: function () { return at - 1; },
      forward: function () { return at + 1; }, last: function () { return steps.length - 1; } };
    replay.querySelectorAll("button[data-step]").forEach(function (button) {
      button.addEventListener("click", function () { show(moves[button.dataset.step]()); });
    });
    slider.addEventListener("input", function () { show(Number(slider.value)); });
    const keys = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" };
    document.addEventListener("keydown", function (event) {
      // The slider moves itself with these keys; elsewhere they step the replay.
      if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) { return; }
      const step = keys[event.key];
      if (step) { event.preventDefault(); show(moves[step]()); }
    });
    atEnd = function () { return at === steps.length - 1; };
    show(at);
  }
  const body = document.body;
  if (body.dataset.running === "1" && body.dataset.versionUrl) {
    // Every 20 s while the game runs; a new version reloads the page unless the viewer is
    // stepping back through the replay.
    window.setInterval(function () {
      fetch(body.dataset.versionUrl, { cache: "no-store", credentials: "omit" })
        .then(function (answer) { return answer.ok ? answer.json() : null; })
        .then(function (found) {
          if (found && String(found.version) !== body.dataset.version && atEnd()) {
            window.location.reload();
          }
        })
        .catch(function () { return null; });
    }, 20000);
  }
})();
