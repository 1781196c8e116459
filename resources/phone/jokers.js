/* Jokers on the phone: the track as a picture (jokers-track.js), your hand, and what a card can
   do. Tap a card: its moves are listed in the host's words ("3♣: marble on 62 forward 3", "joker:
   jump to 62, bumps Cy"), the first one drawn on the track; tap another to see it instead, then
   "Play" sends it. A 7 or 9 split is listed part by part, and its two parts are numbered 1 and 2
   on the picture. When no card can move, every card offers its discard; once your marbles are
   home, the host offers your partner's. The page decides none of it: it shows what it is offered. */
"use strict";
(function () {
  const PLAYS = ["come_out", "move", "split", "joker", "discard"];
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

  /* A split's two parts, in order, as words: "1. your marble on 12 forward 4". */
  function splitParts(ctx, action) {
    return [[action.first, action.first_steps], [action.second, action.second_steps]].map(function (part, index) {
      return (index + 1) + ". " + whoseMarble(ctx, part[0]) + " on " + holeName(ctx.view.track, part[0])
        + (part[1] > 0 ? " forward " : " back ") + Math.abs(part[1]);
    });
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

  /* The chosen card's moves, the picked one lit, its parts in words, and the button that plays it. */
  function moves(ctx, mine, choices) {
    const list = GN.el("div", "moves");
    mine.forEach(function (entry, index) {
      const option = GN.el("button", "move" + (index === picked ? " chosen" : ""), entry.words);
      option.setAttribute("aria-pressed", index === picked ? "true" : "false");
      option.addEventListener("click", function () { picked = index; reveal = true; GN.redraw(); });
      list.appendChild(option);
    });
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
      const top = GN.el("div", "strip");
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
