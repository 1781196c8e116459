/* Jokers on the phone: the track as a picture (jokers-track.js), your hand, and what a card can
   do. Tap a card: its moves are listed in the host's words ("3♣: marble on 62 forward 3", "joker:
   jump to 62, bumps Cy"), the first one drawn on the track; tap another to see it instead, then
   "Play" sends it. A split's two parts are said in words and numbered 1 and 2 on the picture; a
   card with many moves offers its splits in two steps (which marble first, then the rest). When no card can move, every card offers its discard; once your marbles are
   home, the host offers your partner's. The page decides none of it: it shows what it is offered. */
"use strict";
(function () {
  const PLAYS = ["come_out", "move", "split", "joker", "discard"];
  const LONG_LIST = 8;  // more moves than this for one card: its splits are offered part by part
  let chosen = null, picked = 0, reveal = false;  // reveal: the player just chose; bring "Play" into sight

  function jokerCard(code) {
    const face = code.split(".")[0];
    if (face.indexOf("JK") === 0) {
      const node = GN.el("span", "card joker", "\u2605");
      node.dataset.code = code;
      node.setAttribute("aria-label", "joker");
      return node;
    }
    const node = GN.card(face);
    node.dataset.code = code;
    return node;
  }

  /* "12", "home 3", "start": a hole as the host's words name it, by the view's layout. */
  function holeName(layout, hole) {
    if (hole < layout.holes) return String(hole);
    const seat = GN.jokersHoleOwner(layout, hole);
    const home = layout.seats[seat].home.indexOf(hole);
    return home >= 0 ? "home " + (home + 1) : "start";
  }

  function whoseMarble(ctx, hole) {
    const owner = ctx.view.marbles.findIndex(function (holes) { return holes.indexOf(hole) >= 0; });
    return owner === ctx.seat ? "your marble" : ctx.names[owner] + "'s marble";
  }

  /* One part of a split in words: "your marble on 12 forward 4". */
  function partWords(ctx, hole, steps) {
    return whoseMarble(ctx, hole) + " on " + holeName(ctx.view.track, hole) + (steps > 0 ? " forward " : " back ")
      + Math.abs(steps);
  }

  /* A split's two parts, in order, as words: "1. your marble on 12 forward 4". */
  function splitParts(ctx, action) {
    return ["1. " + partWords(ctx, action.first, action.first_steps),
            "2. " + partWords(ctx, action.second, action.second_steps)];
  }

  /* Each marble the move sends away, as words: "Bot 3's marble on 63 is sent to start". */
  function bumps(ctx, shows) {
    return (shows || []).filter(function (travel) { return travel.bumped; }).map(function (travel) {
      const landing = travel.path[travel.path.length - 1];
      return whoseMarble(ctx, travel.marble) + " on " + holeName(ctx.view.track, travel.marble) + " is sent to "
        + (landing < ctx.view.track.holes ? landing : "start");
    });
  }

  function legend(ctx) {
    const strip = GN.el("div", "strip seats");
    ctx.view.marbles.forEach(function (holes, seat) {
      const home = ctx.view.track.seats[seat].home;
      const count = holes.filter(function (hole) { return home.indexOf(hole) >= 0; }).length;
      const entry = GN.el("span", "seat-key", ctx.names[seat] + " " + count + "/5 home");
      const dot = GN.el("i", "dot seat" + seat);
      entry.prepend(dot);
      strip.appendChild(entry);
    });
    return strip;
  }

  function hand(ctx, plays) {
    const row = GN.el("div", "hand");
    ctx.view.hand.forEach(function (code) {
      const node = jokerCard(code);
      if (plays.some(function (entry) { return entry.action.card === code; })) {
        node.classList.add("live");
        node.setAttribute("role", "button");
        node.addEventListener("click", function () {
          chosen = chosen === code ? null : code;
          picked = 0;
          reveal = true;
          GN.redraw();
        });
      } else if (plays.length) node.classList.add("dim");
      if (chosen === code) node.classList.add("picked");
      row.appendChild(node);
    });
    return row;
  }

  function option(label, cls, lit, index) {
    const button = GN.el("button", "move" + (cls ? " " + cls : "") + (lit ? " chosen" : ""), label);
    button.setAttribute("aria-pressed", lit ? "true" : "false");
    button.addEventListener("click", function () { picked = index; reveal = true; GN.redraw(); });
    return button;
  }

  /* The chosen card's moves as options, the picked one lit. A card with many moves (a 7 or 9 with
     several marbles out has dozens) offers its splits in two steps: which marble moves first, then
     the splits that start with it; each option picks a whole move offered. */
  function moveOptions(ctx, mine, list) {
    const isSplit = function (entry) { return entry.action.kind === "split"; };
    if (mine.length <= LONG_LIST || !mine.some(isSplit)) {
      mine.forEach(function (entry, index) { list.appendChild(option(entry.words, "", index === picked, index)); });
      return;
    }
    mine.forEach(function (entry, index) {
      if (!isSplit(entry)) list.appendChild(option(entry.words, "", index === picked, index));
    });
    const current = isSplit(mine[picked]) ? mine[picked].action.first : null, firsts = [];
    list.appendChild(GN.el("p", "note", "Split: which marble moves first?"));
    mine.forEach(function (entry, index) {
      if (!isSplit(entry) || firsts.indexOf(entry.action.first) >= 0) return;
      firsts.push(entry.action.first);
      const words = whoseMarble(ctx, entry.action.first) + " on " + holeName(ctx.view.track, entry.action.first) + " first";
      list.appendChild(option(words, "first", entry.action.first === current, index));
    });
    if (current === null) return;
    list.appendChild(GN.el("p", "note", "How far, and which marble then?"));
    mine.forEach(function (entry, index) {
      const action = entry.action;
      if (!isSplit(entry) || action.first !== current) return;
      const words = (action.first_steps > 0 ? "forward " : "back ") + Math.abs(action.first_steps) + ", then "
        + partWords(ctx, action.second, action.second_steps);
      list.appendChild(option(words, "second", index === picked, index));
    });
  }

  /* The chosen card's moves, the picked one's parts in words, and the button that plays it. */
  function moves(ctx, mine, choices) {
    const list = GN.el("div", "moves");
    moveOptions(ctx, mine, list);
    choices.appendChild(list);
    const entry = mine[picked];
    const parts = GN.el("ol", "parts");
    if (entry.action.kind === "split") {
      splitParts(ctx, entry.action).forEach(function (line) { parts.appendChild(GN.el("li", "part", line)); });
    }
    bumps(ctx, entry.shows).forEach(function (line) { parts.appendChild(GN.el("li", "bump", line)); });
    if (parts.childElementCount) choices.appendChild(parts);
    const play = GN.actionButton(ctx, entry, "Play: " + entry.words, true);
    choices.appendChild(play);
    if (reveal) setTimeout(function () { play.scrollIntoView({ block: "nearest" }); }, 0);
    reveal = false;
  }

  function render(ctx, table, choices) {
    const view = ctx.view;
    const plays = ctx.actions.filter(function (entry) { return PLAYS.indexOf(entry.action.kind) >= 0; });
    if (chosen && !plays.some(function (entry) { return entry.action.card === chosen; })) chosen = null;
    const mine = plays.filter(function (entry) { return entry.action.card === chosen; });
    if (picked >= mine.length) picked = 0;
    table.appendChild(hand(ctx, plays));
    table.appendChild(GN.jokersTrack(view, ctx.seat, mine.length ? mine[picked].shows || null : null));
    table.appendChild(legend(ctx));
    if (view.discards.length) {
      const top = GN.el("div", "strip jokers-discard");
      top.append(GN.el("span", "", "Last discard"), jokerCard(view.discards[view.discards.length - 1]));
      table.appendChild(top);
    }
    if (plays.length && plays.every(function (entry) { return entry.action.kind === "discard"; })) {
      table.appendChild(GN.el("p", "note", "No card can move: discard one."));
    }
    if (plays.length && !chosen) table.appendChild(GN.el("p", "note", "Tap a card to see what it can do."));
    if (mine.length) moves(ctx, mine, choices);
    if (view.winners.length) {
      table.appendChild(GN.el("p", "result", view.winners.map(function (s) { return ctx.names[s]; }).join(" and ") + " win."));
    }
    return plays;
  }

  GN.renderers.jokers = render;
})();
