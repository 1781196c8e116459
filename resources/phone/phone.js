/* The phone page: joins its seat with the token in the link's fragment, keeps one WebSocket to
   the host (reconnecting by itself), and draws whatever view the host sends. It holds no rules:
   every move is one of the actions the host offered, sent back as it came. */
"use strict";
(function () {
  const state = { socket: null, token: location.hash.slice(1), view: null, retry: 1000, ended: false, joining: false,
                  lastTurnMine: false, errorTimer: null, hint: null, moving: false, version: null };
  /* moving: a move (or undo) was sent and its answer has not come: the view on show may be out of date */
  const $ = function (id) { return document.getElementById(id); };
  const HINTS = { okey: true, jokers: true, goodge: true, goker: true };  // games whose bots give hints

  /* A refusal (the host's, or a dimmed card's reason), shown for a while, with the refusal's sound. */
  function showError(text) {
    GN.sound.play(["refused"]);
    const box = $("error");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(state.errorTimer);
    state.errorTimer = setTimeout(function () { box.hidden = true; }, 4000);
  }

  /* The connection's state, shown once the player has pressed Join (before, there is none to show). */
  function setLink(text, cls) {
    const link = $("link");
    link.textContent = GN.t(text);
    link.className = "link " + cls;
    link.hidden = false;
  }

  function send(message) {
    if (state.socket && state.socket.readyState === WebSocket.OPEN) {
      state.socket.send(JSON.stringify(message));
      if (message.type === "act" || message.type === "undo") state.moving = true;  // until the host answers
    } else showError(GN.t("Not connected: trying again\u2026"));
  }

  function connect() {
    if (!state.joining || state.ended || (state.socket && state.socket.readyState <= WebSocket.OPEN)) return;
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const socket = new WebSocket(scheme + location.host + "/ws");
    state.socket = socket;
    setLink("connecting", "");
    socket.onopen = function () {
      state.retry = 1000;
      setLink("connected", "up");
      const hello = { type: "hello", token: state.token, name: localStorage.getItem("gamenight-name") || "",
                      language: GN.language };
      if (!state.token) { hello.code = state.code; hello.seat = state.seat; }
      socket.send(JSON.stringify(hello));
    };
    socket.onmessage = function (event) { receive(JSON.parse(event.data)); };
    socket.onclose = function () {
      if (state.socket !== socket) return;
      setLink("offline", "down");
      if (!state.ended) { setTimeout(connect, state.retry); state.retry = Math.min(state.retry * 2, 8000); }
    };
  }

  function receive(message) {
    if (message.type === "token") { state.token = message.token; location.hash = message.token; }
    else if (message.type === "view") {
      if (!whole(message)) return;
      state.hint = null; state.moving = false; $("hint").hidden = true; draw(message);
    }
    else if (message.type === "night") { state.view = null; state.version = null; $("hint").hidden = true; GN.drawNight(message, send); }
    else if (message.type === "error") { state.moving = false; showError(message.reason); }
    else if (message.type === "hint") {
      $("hint").textContent = GN.t("Hint: {words}", { words: message.words });
      $("hint").hidden = false;
      state.hint = message.action;  // until the next view: a game's page may show the move itself
      if (state.view) draw(state.view);
    }
    else if (message.type === "refused" || message.type === "replaced") {
      state.ended = true;
      setLink("closed", "down");
      $("table").replaceChildren(GN.el("p", "result", message.reason));
      $("choices").replaceChildren();
    }
  }

  /* A view names in `kept` the fields it left out ("night", "view.deck"): those of the last view,
     which the phone has; so is the night's `person` when its band leaves it out. Without that view
     (never so from the host), it asks for the whole view. */
  function whole(message) {
    const personless = message.night && !("person" in message.night);
    if (!message.kept && !personless) return true;
    if (!state.view) { send({ type: "hello" }); return false; }
    (message.kept || []).forEach(function (path) {
      if (path.indexOf("view.") === 0) message.view[path.slice(5)] = state.view.view[path.slice(5)];
      else message[path] = state.view[path];
    });
    if (message.night && !("person" in message.night)) message.night.person = state.view.night.person;
    delete message.kept;
    return true;
  }

  function draw(message) {
    state.view = message;
    const seat = message.you, names = message.names;
    $("game").textContent = document.title = message.title || "Game Night";
    const person = message.night && message.night.person;
    $("me").textContent = seat >= 0 ? names[seat] : person ? GN.t("{name} (watching)", { name: person }) : GN.t("Spectator");
    GN.drawBand(message.night);
    const turn = $("turn");
    const mine = seat >= 0 && message.turn === seat;
    const waiting = message.actions && message.actions.length > 0;
    if (message.over) { turn.textContent = GN.t("The game is over"); turn.className = "turn theirs"; }
    else if (mine) { turn.textContent = GN.t("Your turn"); turn.className = "turn mine"; }
    else if (waiting) { turn.textContent = GN.t("You can act now"); turn.className = "turn mine"; }
    else if (message.turn >= 0) { turn.textContent = GN.t("Waiting for {player}", { player: names[message.turn] }); turn.className = "turn theirs"; }
    else { turn.textContent = GN.t("The table is drawing\u2026"); turn.className = "turn theirs"; }
    if (mine && !state.lastTurnMine && navigator.vibrate) navigator.vibrate(150);
    GN.sound.want(message.sound_set);
    if (state.version !== null && message.version > state.version) {  // a move made now, not a view sent again
      GN.sound.play(message.sounds);
      if (mine && !state.lastTurnMine) GN.sound.play(["turn"]);
    }
    state.version = message.version;
    state.lastTurnMine = mine;
    const ctx = { view: message.view, actions: message.actions || [], seat: seat, names: names, token: state.token,
                  hint: state.hint, message: message, why: message.why_not || {},
                  moving: function () { return state.moving; },
                  send: function (action) { send({ type: "act", action: action }); },
                  tell: function (other) { send(other); } };
    const table = $("table"), choices = $("choices");
    table.replaceChildren();
    choices.replaceChildren();
    const renderer = GN.renderers[message.game];
    const handled = renderer ? renderer(ctx, table, choices) : [];
    ctx.actions.forEach(function (entry) {
      if (handled.indexOf(entry) < 0) choices.appendChild(GN.actionButton(ctx, entry));
    });
    if (mine && HINTS[message.game]) {
      const hint = GN.el("button", "", GN.t("Hint"));
      hint.addEventListener("click", function () { send({ type: "hint" }); });
      choices.appendChild(hint);
    }
    if (message.can_undo) {
      const undo = GN.el("button", "", GN.t("Undo my move"));
      undo.addEventListener("click", function () { send({ type: "undo" }); });
      choices.appendChild(undo);
    }
    const events = $("events");
    events.replaceChildren();
    message.events.slice(-4).forEach(function (words) { events.appendChild(GN.el("li", "", words)); });
  }

  function start() {
    GN.translatePage();
    GN.sound.start();
    const form = $("join");
    if (state.token && localStorage.getItem("gamenight-name")) { state.joining = true; connect(); return; }
    form.hidden = false;
    $("by-code").hidden = $("join-note").hidden = !!state.token;  // a seat's link needs no table code
    $("name").value = localStorage.getItem("gamenight-name") || "";
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      localStorage.setItem("gamenight-name", $("name").value.trim().slice(0, 24));
      if (!state.token) { state.code = $("code").value.trim().toUpperCase(); state.seat = Number($("seat").value); }
      form.hidden = true;
      state.joining = true;
      connect();
    });
  }

  document.addEventListener("visibilitychange", function () { if (!document.hidden) connect(); });
  window.addEventListener("online", connect);
  window.addEventListener("pageshow", connect);
  GN.showError = showError;
  GN.redraw = function () { if (state.view) draw(state.view); };
  start();
})();
