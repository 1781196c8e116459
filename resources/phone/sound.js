/* The phone's own sounds, with the Web Audio API: its player's turn, its own moves, a refusal and
   its wins (the others' moves are the TV's to sound, for the room). Browsers let a page play only
   after a touch, so the switch in the header stays off until the player first touches the page;
   it then turns on, unless the player switched it off before (kept in localStorage). The sounds
   are fetched after the page is shown (they are not part of its first load), the ones the host
   names in `sound_set`. The phone's silent switch is respected where the browser can tell
   (an "ambient" audio session: iOS Safari); elsewhere the media volume rules. */
"use strict";
window.GN = window.GN || { renderers: {} };
(function () {
  const KEY = "gamenight-sound";
  const state = { context: null, on: false, touched: false, bytes: {}, buffers: {}, wanted: [], shown: false };

  function button() { return document.getElementById("sound"); }

  function show() {
    const switcher = button();
    if (!switcher) return;
    switcher.textContent = GN.t(state.on ? "Sound on" : "Sound off");
    switcher.setAttribute("aria-pressed", state.on ? "true" : "false");
    switcher.className = "sound " + (state.on ? "on" : "off");
  }

  function fetchSounds() {
    state.wanted.forEach(function (name) {
      if (state.bytes[name] || !/^[a-z_]+$/.test(name)) return;
      state.bytes[name] = fetch("sounds/" + name + ".wav").then(function (answer) {
        return answer.ok ? answer.arrayBuffer() : null;
      }).catch(function () { return null; });
    });
  }

  function decoded(name) {
    if (!state.context || !state.bytes[name]) return Promise.resolve(null);
    if (!state.buffers[name]) {
      state.buffers[name] = state.bytes[name].then(function (bytes) {
        return bytes ? state.context.decodeAudioData(bytes.slice(0)) : null;
      }).catch(function () { return null; });
    }
    return state.buffers[name];
  }

  function switchOn(on) {
    state.on = on;
    if (on && !state.context) {
      const Context = window.AudioContext || window.webkitAudioContext;
      if (!Context) { state.on = false; show(); return; }
      if (navigator.audioSession) navigator.audioSession.type = "ambient";  // the silent switch mutes it
      state.context = new Context();
    }
    if (on && state.context.state === "suspended") state.context.resume();
    show();
  }

  function firstTouch(event) {
    if (state.touched) return;
    state.touched = true;
    if (event.target === button()) return;  // the switch's own tap decides
    switchOn(localStorage.getItem(KEY) !== "off");
  }

  /* Play each named sound, if the switch is on. */
  function play(names) {
    if (!state.on || !state.context) return;
    (names || []).forEach(function (name) {
      decoded(name).then(function (buffer) {
        if (!buffer || !state.on) return;
        const source = state.context.createBufferSource();
        source.buffer = buffer;
        source.connect(state.context.destination);
        source.start();
        GN.sound.played.push(name);
      });
    });
  }

  /* The sounds this table may play (a view's `sound_set`): fetched once the page has been shown. */
  function want(names) {
    state.wanted = (names || []).slice(0, 40);
    if (state.shown) fetchSounds();
  }

  function start() {
    const switcher = button();
    switcher.addEventListener("click", function () {
      state.touched = true;
      switchOn(!state.on);
      localStorage.setItem(KEY, state.on ? "on" : "off");
    });
    document.addEventListener("pointerdown", firstTouch, true);
    document.addEventListener("keydown", firstTouch, true);
    show();
  }

  window.addEventListener("load", function () {
    setTimeout(function () { state.shown = true; fetchSounds(); }, 0);  // after the first paint
  });
  GN.sound = { play: play, want: want, start: start, show: show, played: [],
               on: function () { return state.on; } };
})();
