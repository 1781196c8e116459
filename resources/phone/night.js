/* A night on the phone: between games the night's message (the standings, the program with each
   game's winners, the next game and where this person sits in it, who is Ready) with a Ready
   button; during a game a line of the standings over the table. All of it as the host sends it
   (docs/protocol.md, "A night"): the page holds no rules. */
"use strict";
(function () {
  GN.addWords({
    tr: {
      "Game night": "Oyun gecesi",
      "The night is over": "Gece bitti",
      "Next: {game}. You play at seat {seat}.": "Sıradaki: {game}. {seat}. yerde oynuyorsunuz.",
      "Next: {game}. You watch it.": "Sıradaki: {game}. Bu oyunu izliyorsunuz.",
      "Next: {game}": "Sıradaki: {game}",
      "Standings": "Puan durumu",
      "The program": "Program",
      "{points} points": "{points} puan",
      "{played} played, {wins} won": "{played} oyun, {wins} galibiyet",
      "won by {players}": "kazanan: {players}",
      "playing now": "şimdi oynanıyor",
      "next": "sıradaki",
      "later": "sonra",
      "I am ready": "Hazırım",
      "Not ready after all": "Henüz hazır değilim",
      "Ready: {players}": "Hazır: {players}",
      "Nobody is ready yet.": "Henüz kimse hazır değil.",
      "The next game starts when everyone on a phone is ready.": "Telefondaki herkes hazır olunca sıradaki oyun başlar.",
      "Champion: {players}": "Şampiyon: {players}",
      "{name} (watching)": "{name} (izliyor)",
      "Game {number} of {games}": "Oyun {number}/{games}",
      "ready": "hazır",
    },
  });
  const $ = function (id) { return document.getElementById(id); };
  const STATES = { running: "playing now", next: "next", later: "later" };

  /* A person's look: their symbol in their colour, then their name. */
  function who(line) {
    const look = GN.el("span", "look", line.glyph);
    look.style.color = line.rgb;
    look.setAttribute("aria-hidden", "true");
    const name = GN.el("span", "who");
    name.append(look, " " + line.name);
    return name;
  }

  /* A person's points, in bold, said whole to a screen reader. */
  function points(count) {
    const node = GN.el("span", "points", String(count));
    node.setAttribute("aria-label", GN.t("{points} points", { points: count }));
    return node;
  }

  function standings(message) {
    const list = GN.el("ol", "standings");
    list.setAttribute("aria-label", GN.t("Standings"));
    message.standings.forEach(function (line) {
      const item = GN.el("li", line.name === message.person ? "me" : "");
      item.append(GN.el("span", "place", line.place + "."), who(line),
                  points(line.points),
                  GN.el("span", "games", GN.t("{played} played, {wins} won", { played: line.played, wins: line.wins })));
      if (line.ready) item.append(GN.el("span", "ready", "\u2713 " + GN.t("ready")));
      list.appendChild(item);
    });
    return list;
  }

  function program(message) {
    const list = GN.el("ol", "program");
    list.setAttribute("aria-label", GN.t("The program"));
    message.program.forEach(function (game) {
      const item = GN.el("li", game.state);
      const said = game.state === "done" ? GN.t("won by {players}", { players: GN.together(game.winners) })
        : GN.t(STATES[game.state] || "later");
      item.append(GN.el("span", "title", game.title), GN.el("span", "state", said));
      list.appendChild(item);
    });
    return list;
  }

  function nextPlace(message) {
    if (message.over) return GN.t("The night is over");
    const next = message.next;
    if (!message.person) return GN.t("Next: {game}", { game: next.title });
    if (next.seat === null) return GN.t("Next: {game}. You watch it.", { game: next.title });
    return GN.t("Next: {game}. You play at seat {seat}.", { game: next.title, seat: next.seat + 1 });
  }

  /* The night's message, drawn over the whole page; `send` sends a message to the host. */
  GN.drawNight = function (message, send) {
    $("game").textContent = document.title = GN.t("Game night");
    $("me").textContent = message.person || GN.t("Spectator");
    $("band").hidden = true;
    const turn = $("turn");
    turn.textContent = nextPlace(message);
    turn.className = "turn " + (message.over ? "theirs" : "mine");
    const table = $("table"), choices = $("choices");
    table.replaceChildren();
    choices.replaceChildren();
    if (message.over) {
      const best = message.standings.filter(function (line) { return line.place === 1; });
      table.appendChild(GN.el("p", "result", GN.t("Champion: {players}",
                                                  { players: GN.together(best.map(function (line) { return line.name; })) })));
    }
    table.append(standings(message), program(message));
    if (!message.over) {
      const note = message.ready.length ? GN.t("Ready: {players}", { players: GN.together(message.ready) })
        : GN.t("Nobody is ready yet.");
      table.append(GN.el("p", "note", note),
                   GN.el("p", "note", GN.t("The next game starts when everyone on a phone is ready.")));
    }
    if (message.person && !message.over) {
      const ready = message.ready.indexOf(message.person) >= 0;
      const button = GN.el("button", ready ? "" : "primary", GN.t(ready ? "Not ready after all" : "I am ready"));
      button.addEventListener("click", function () { send({ type: "ready", ready: !ready }); });
      choices.appendChild(button);
    }
    $("events").replaceChildren();
  };

  /* During a game: the night's standings in one line over the table (nothing outside a night). */
  GN.drawBand = function (night) {
    const band = $("band");
    band.hidden = !night;
    if (!night) return;
    band.replaceChildren(GN.el("span", "number", GN.t("Game {number} of {games}", { number: night.number,
                                                                                     games: night.games })));
    night.standings.forEach(function (line) {
      const entry = GN.el("span", line.name === night.person ? "entry me" : "entry");
      entry.append(who(line), " " + line.points);
      band.appendChild(entry);
    });
  };
})();
