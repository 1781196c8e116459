/* Super Pokeno Bonus on the phone: choose a board from the free ones, then watch chips drop on it
   as cards are called, with each line's best hand and points, the round's bonus hand, the card
   just called and the round's result. The host (or a live caller at the host) does the drawing. */
"use strict";
(function () {
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

  function render(ctx, table, choices) {
    const view = ctx.view, handled = GN.offered(ctx, "choose_board");
    if (view.phase === "CHOOSING") {
      const list = GN.el("div", "boards-to-choose");
      if (!handled.length) list.appendChild(GN.el("p", "", GN.t("The others are choosing their boards\u2026")));
      handled.forEach(function (entry) {
        const board = view.boards[entry.action.board - 1];
        const choice = GN.el("div", "choice");
        choice.append(boardGrid(board, new Set(), null), GN.actionButton(ctx, entry, GN.t("Play board {board}", { board: board.number }), true));
        list.appendChild(choice);
      });
      table.appendChild(list);
      return handled;
    }
    const round = view.rounds.length ? view.rounds[view.rounds.length - 1] : null;
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
    if (round && round.bonus) {
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
    if (round && round.finished) {
      const points = round.void ? GN.t("This round is void (the caller rolled 11).")
        : GN.t("Round points: {points}", { points: round.points.map(function (p, i) { return ctx.names[i] + " " + p; }).join(", ") });
      table.appendChild(GN.el("p", "result", points));
    }
    return handled;
  }

  GN.renderers.pokeno = render;
})();
