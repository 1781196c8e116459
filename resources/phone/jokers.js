/* Jokers on the phone: the track as a picture (jokers-track.js), your hand, and what a card can
   do. Tap a card: its moves are listed in the host's words ("3♣: marble on 62 forward 3", "Joker:
   marble from start jumps to 63"), the first one drawn on the track; tap another to see it
   instead, then "Play this move" sends the one lit. A card that cannot move, tapped, says why
   (the host's words); your partner is named by the marbles' key. A split's two parts and any marble a move sends away are listed
   in the host's words, the parts numbered 1 and 2 on the picture too; a card with many moves
   offers its splits in two steps (which marble moves first, then the whole card). When no card
   can move, every card offers its discard; once your marbles are home, the host offers your
   partner's. The page decides none of it: it shows what it is offered. */
"use strict";
(function () {
  const PLAYS = ["come_out", "move", "split", "joker", "discard"];
  const LONG_LIST = 8;  // more moves than this for one card: its splits are offered part by part
  let chosen = null, picked = 0, reveal = false;  // reveal: the player just chose; bring "Play" into sight
  let shownHint = null;  // the hint last shown: its move is picked once, then the player picks freely

  function jokerCard(code) {
    const face = code.split(".")[0];
    if (face.indexOf("JK") === 0) {
      const node = GN.el("span", "card joker", "\u2605");
      node.dataset.code = code;
      node.setAttribute("aria-label", GN.t("joker"));
      return node;
    }
    const node = GN.card(face);
    node.dataset.code = code;
    return node;
  }

  function walking(entry) { return (entry.shows || []).filter(function (travel) { return !travel.bumped; }); }

  /* A split's two parts, in order, in the host's words: "1. marble on 12 forward 4". */
  function splitParts(entry) {
    return walking(entry).map(function (travel, index) { return (index + 1) + ". " + travel.words; });
  }

  /* Each marble the move sends away, in the host's words: "an opponent's marble on 63 goes back to start". */
  function bumps(entry) {
    return (entry.shows || []).filter(function (travel) { return travel.bumped; }).map(function (travel) {
      return travel.words;
    });
  }

  /* Each seat's marbles home, by its colour; your partner (the host's teams) named. */
  function legend(ctx) {
    const strip = GN.el("div", "strip seats");
    const teams = ctx.message.teams || [];
    const partners = ctx.seat < 0 ? [] : teams.map(function (team, seat) { return seat; }).filter(function (seat) {
      return seat !== ctx.seat && teams[seat] === teams[ctx.seat];
    });
    if (partners.length) {
      const partner = GN.el("span", "seat-key partner", GN.t("Your partner: {player}", { player: GN.together(
        partners.map(function (seat) { return ctx.names[seat]; })) }));
      partner.prepend(GN.el("i", "dot seat" + partners[0]));
      strip.appendChild(partner);
    }
    ctx.view.marbles.forEach(function (holes, seat) {
      const home = ctx.view.track.seats[seat].home;
      const count = holes.filter(function (hole) { return home.indexOf(hole) >= 0; }).length;
      const entry = GN.el("span", "seat-key", GN.t("{player} {count}/{total} home",
                                                    { player: ctx.names[seat], count: count, total: home.length }));
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
      } else if (plays.length) {
        node.classList.add("dim");
        const why = ctx.why[code];  // the engine's reason, as the desktop says it for a card with no move
        if (why) {
          node.setAttribute("role", "button");
          node.addEventListener("click", function () {
            GN.showError(GN.sentence(GN.t("The {card} has no move: {reason}.", { card: node.getAttribute("aria-label"),
                                                                                  reason: why })));
          });
        }
      }
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
  function moveOptions(mine, list) {
    const isSplit = function (entry) { return entry.action.kind === "split"; };
    if (mine.length <= LONG_LIST || !mine.some(isSplit)) {
      mine.forEach(function (entry, index) { list.appendChild(option(entry.words, "", index === picked, index)); });
      return;
    }
    mine.forEach(function (entry, index) {
      if (!isSplit(entry)) list.appendChild(option(entry.words, "", index === picked, index));
    });
    const current = isSplit(mine[picked]) ? mine[picked].action.first : null, firsts = [];
    list.appendChild(GN.el("p", "note", GN.t("Split: which marble moves first?")));
    mine.forEach(function (entry, index) {
      if (!isSplit(entry) || firsts.indexOf(entry.action.first) >= 0) return;
      firsts.push(entry.action.first);
      list.appendChild(option(walking(entry)[0].who, "first", entry.action.first === current, index));
    });
    if (current === null) return;
    list.appendChild(GN.el("p", "note", GN.t("Then, the whole card:")));
    mine.forEach(function (entry, index) {
      if (isSplit(entry) && entry.action.first === current) {
        list.appendChild(option(entry.words, "second", index === picked, index));
      }
    });
  }

  /* The chosen card's moves, the picked one's parts in words, and the button that plays it. */
  function moves(ctx, mine, choices) {
    const list = GN.el("div", "moves");
    moveOptions(mine, list);
    choices.appendChild(list);
    const entry = mine[picked];
    const parts = GN.el("ol", "parts");
    if (entry.action.kind === "split") {
      splitParts(entry).forEach(function (line) { parts.appendChild(GN.el("li", "part", line)); });
    }
    bumps(entry).forEach(function (line) { parts.appendChild(GN.el("li", "bump", line)); });
    if (parts.childElementCount) choices.appendChild(parts);
    const play = GN.actionButton(ctx, entry, GN.t("Play this move"), true);  // the move lit above says what it does
    choices.appendChild(play);
    if (reveal) setTimeout(function () { play.scrollIntoView({ block: "nearest" }); }, 0);
    reveal = false;
  }

  /* The hinted move (the host's advice, an action as offered) picked, and drawn on the track. */
  function pickHinted(plays, hint) {
    const wanted = JSON.stringify(hint);
    const entry = plays.find(function (play) { return JSON.stringify(play.action) === wanted; });
    if (!entry) return;
    chosen = entry.action.card;
    picked = plays.filter(function (play) { return play.action.card === chosen; }).indexOf(entry);
    reveal = true;
  }

  function render(ctx, table, choices) {
    const view = ctx.view;
    const plays = ctx.actions.filter(function (entry) { return PLAYS.indexOf(entry.action.kind) >= 0; });
    if (ctx.hint && ctx.hint !== shownHint) pickHinted(plays, ctx.hint);
    shownHint = ctx.hint;
    if (chosen && !plays.some(function (entry) { return entry.action.card === chosen; })) chosen = null;
    const mine = plays.filter(function (entry) { return entry.action.card === chosen; });
    if (picked >= mine.length) picked = 0;
    table.appendChild(hand(ctx, plays));
    table.appendChild(GN.jokersTrack(view, ctx.seat, mine.length ? mine[picked].shows || null : null));
    table.appendChild(legend(ctx));
    if (view.discards.length) {
      const top = GN.el("div", "strip jokers-discard");
      top.append(GN.el("span", "", GN.t("Last discard")), jokerCard(view.discards[view.discards.length - 1]));
      table.appendChild(top);
    }
    if (plays.length && plays.every(function (entry) { return entry.action.kind === "discard"; })) {
      table.appendChild(GN.el("p", "note", GN.t("No card can move: discard one.")));
    }
    if (plays.length && !chosen) table.appendChild(GN.el("p", "note", GN.t("Tap a card to see what it can do.")));
    if (mine.length) moves(ctx, mine, choices);
    if (view.winners.length) {
      const winners = GN.together(view.winners.map(function (s) { return ctx.names[s]; }));
      table.appendChild(GN.el("p", "result", GN.t("{players} win.", { players: winners })));
    }
    return plays;
  }

  GN.renderers.jokers = render;
})();
