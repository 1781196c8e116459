/* Super Pokeno Bonus on the phone: choose a board from the free ones (their numbers, and the one
   picked shown with each line's hand), then watch chips drop on it as cards are called, with each
   line's best hand and points, the round's bonus hand and the card just called; the last round's
   result (who won it, its bonus hand, everyone's points) on every phone until the next card is
   called, then who won it in one line. The host (or a live caller at the host) does the drawing. */
"use strict";
(function () {
  let pickedBoard = null;  // the board shown while choosing

  function words(name) { return name ? GN.t(name.toLowerCase().replace(/_/g, " ")) : ""; }

  function boardGrid(board, called, lines) {
    const grid = GN.el("div", "board");
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 5; col++) {
        const code = board.cards[row * 5 + col];
        const card = GN.card(code);
        if (called.has(code)) card.classList.add("chip");
        grid.appendChild(card);
      }
      grid.appendChild(lineLabel(lines && lines[row]));
    }
    for (let col = 0; col < 5; col++) grid.appendChild(lineLabel(lines && lines[5 + col], true));
    return grid;
  }

  function lineLabel(line, under) {
    const label = GN.el("span", "label" + (line && line.points ? " scored" : ""));
    if (line && line.hand) label.textContent = words(line.hand) + (line.points ? " " + line.points : "");
    if (under) label.style.justifyContent = "center";
    return label;
  }

  /* Choosing a board, as the desktop's picker: the free boards' numbers as buttons, the one picked
     shown with each line's hand when all five of its cards are called (the host's `shows`), and
     the button that takes it. */
  function picker(ctx, offers) {
    const box = GN.el("div", "board-picker");
    if (!offers.some(function (entry) { return entry.action.board === pickedBoard; })) pickedBoard = offers[0].action.board;
    box.appendChild(GN.el("p", "todo", GN.t("Choose your board: each line shows the hand it makes when all its cards are called.")));
    const numbers = GN.el("div", "board-numbers");
    offers.forEach(function (entry) {
      const number = GN.el("button", entry.action.board === pickedBoard ? "chosen" : "", String(entry.action.board));
      number.setAttribute("aria-label", GN.t("Board {board}", { board: entry.action.board }));
      number.setAttribute("aria-pressed", entry.action.board === pickedBoard ? "true" : "false");
      number.addEventListener("click", function () { pickedBoard = entry.action.board; GN.redraw(); });
      numbers.appendChild(number);
    });
    box.appendChild(numbers);
    const entry = offers.find(function (offer) { return offer.action.board === pickedBoard; });
    box.append(boardGrid(ctx.view.boards[pickedBoard - 1], new Set(), entry.shows || null),
               GN.actionButton(ctx, entry, GN.t("Play board {board}", { board: pickedBoard }), true));
    return box;
  }

  /* The last round scored, as every phone shows it: who won it (the host's `round_winners`), its
     bonus hand and everyone's points; a void round says so. */
  function roundHeading(ctx, finished) {
    const played = finished[finished.length - 1];
    if (played.void) return GN.t("This round is void (the caller rolled 11).");
    const winners = (ctx.message.round_winners || [])[finished.length - 1] || [];
    const blanks = { round: played.number, rounds: ctx.view.rounds_to_play,
                     players: GN.together(winners.map(function (seat) { return ctx.names[seat]; })) };
    return winners.length ? GN.t("Round {round} of {rounds}: {players} won", blanks)
                          : GN.t("Round {round} of {rounds}: nobody won", blanks);
  }

  function roundResult(ctx, finished) {
    const played = finished[finished.length - 1];
    const box = GN.el("section", "result round-result");
    box.appendChild(GN.el("h2", "", roundHeading(ctx, finished)));
    if (!played.void) {
      if (played.bonus) {
        box.appendChild(GN.el("p", "", GN.t(played.multiplier ? "Bonus hand: {hand} \u00d7 {multiplier}" : "Bonus hand: {hand}",
                                            { hand: words(played.bonus), multiplier: played.multiplier })));
      }
    }
    const points = played.points.map(function (p, i) {
      return ctx.names[i] + (i === played.caller ? " \u2605" : "") + " " + (p > 0 ? "+" + p : String(p));
    }).join(", ");
    box.appendChild(GN.el("p", "", GN.t("Round points: {points}", { points: points })));
    box.appendChild(GN.el("p", "note", GN.t("\u2605 called the round.")));
    return box;
  }

  function render(ctx, table, choices) {
    const view = ctx.view, handled = GN.offered(ctx, "choose_board");
    if (view.phase === "CHOOSING") {
      if (handled.length) table.appendChild(picker(ctx, handled));
      else table.appendChild(GN.el("p", "", GN.t("The others are choosing their boards\u2026")));
      return handled;
    }
    const round = view.rounds.length ? view.rounds[view.rounds.length - 1] : null;
    const finished = view.rounds.filter(function (played) { return played.finished; });
    if (finished.length && (round.finished || !round.drawn.length)) table.appendChild(roundResult(ctx, finished));
    else if (finished.length) table.appendChild(GN.el("p", "last-round", roundHeading(ctx, finished)));  // in short
    const called = new Set(round ? round.drawn : []);
    const mine = ctx.seat >= 0 ? view.board_of[ctx.seat] : null;
    const head = GN.el("div", "called");
    if (round && round.drawn.length) {
      head.append(GN.card(round.drawn[round.drawn.length - 1]),
                  GN.el("span", "", GN.t(round.cards_to_draw ? "Call {call} of {calls}" : "Call {call}",
                                         { call: round.drawn.length, calls: round.cards_to_draw })));
    } else if (round) {
      head.append(GN.el("span", "", round.log.length ? round.log[round.log.length - 1] : GN.t("Rolling the dice\u2026")));
    }
    table.appendChild(head);
    if (round && round.bonus && !round.finished) {
      table.appendChild(GN.el("p", "", GN.t(round.multiplier ? "Bonus hand: {hand} \u00d7 {multiplier}" : "Bonus hand: {hand}",
                                            { hand: words(round.bonus), multiplier: round.multiplier })));
    }
    if (mine) {
      const lines = view.lines.length ? view.lines[ctx.seat] : [];
      const now = lines.reduce(function (sum, line) { return sum + line.points; }, 0);
      table.appendChild(GN.el("p", "", GN.t("Your board {board} \u00b7 this round {now} \u00b7 total {total}",
                                            { board: mine, now: now, total: view.scores[ctx.seat] || 0 })));
      table.appendChild(boardGrid(view.boards[mine - 1], called, view.lines.length ? view.lines[ctx.seat] : null));
    }
    return handled;
  }

  GN.renderers.pokeno = render;
})();
