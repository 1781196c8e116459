/* Goker on the phone: the last ball and the level, your three bingo cards daubed as balls are
   called (or by your own taps, if you choose), your guess tapped on a flashboard, the GOKER!
   button when your guess comes up, and your card played face down at a level's end. */
"use strict";
(function () {
  const LETTERS = "BINGO";

  function ballName(number) { return LETTERS[Math.floor((number - 1) / 15)] + " " + number; }

  function tapped(ctx) {
    try { return new Set(JSON.parse(localStorage.getItem("goker-daubs-" + ctx.token)) || []); } catch (e) { return new Set(); }
  }

  function grid(ctx, code, marked, byTap) {
    const view = ctx.view, numbers = view.deck.grids[code].numbers, daubs = tapped(ctx);
    const box = GN.el("div", "bingo");
    LETTERS.split("").forEach(function (letter) { box.appendChild(GN.el("span", "head", letter)); });
    numbers.forEach(function (row) {
      row.forEach(function (number) {
        const cell = GN.el("span", "cell", number ? String(number) : "\u2605");
        const daubed = number === 0 || (byTap ? daubs.has(number) : marked.has(number));
        if (daubed) cell.classList.add("daub");
        if (byTap && number) {
          cell.addEventListener("click", function () {
            if (daubs.has(number)) daubs.delete(number); else daubs.add(number);
            localStorage.setItem("goker-daubs-" + ctx.token, JSON.stringify(Array.from(daubs)));
            GN.redraw();
          });
        }
        box.appendChild(cell);
      });
    });
    return box;
  }

  function flashboard(ctx, guesses) {
    const board = GN.el("div", "flash"), called = new Set(ctx.view.balls);
    for (let number = 1; number <= 75; number++) {
      const entry = guesses.find(function (e) { return e.action.number === number; });
      const cell = GN.el(entry ? "button" : "span", "n" + (called.has(number) ? " called" : ""), String(number));
      if (entry) cell.addEventListener("click", function () { ctx.send(entry.action); });
      board.appendChild(cell);
    }
    return board;
  }

  function render(ctx, table, choices) {
    const view = ctx.view, handled = [];
    const head = GN.el("div", "called");
    if (view.balls.length) head.appendChild(GN.el("span", "ball", ballName(view.balls[view.balls.length - 1])));
    head.appendChild(GN.el("span", "", GN.t("Call {calls} \u00b7 level {level} ends at {end}",
                                             { calls: view.calls, level: view.level, end: view.level_end })));
    table.appendChild(head);
    const mine = view.round_guesses[String(ctx.seat)];
    if (mine !== undefined) table.appendChild(GN.el("p", "", GN.t("Your guess this round: {guess}", { guess: mine })));
    const goker = GN.offered(ctx, "goker");
    goker.forEach(function (entry) {
      const button = GN.actionButton(ctx, entry, "GOKER!", true);
      button.classList.add("goker");
      choices.appendChild(button);
      handled.push(entry);
    });
    const guesses = GN.offered(ctx, "guess");
    if (guesses.length) {
      table.appendChild(GN.el("p", "", GN.t("Tap your guess: a number not called and not guessed yet.")));
      table.appendChild(flashboard(ctx, guesses));
      handled.push.apply(handled, guesses);
    }
    const byTap = localStorage.getItem("goker-daub-by-tap") === "1";
    const marked = new Set(view.marked), plays = GN.offered(ctx, "play_card");
    handled.push.apply(handled, plays);
    const cards = GN.el("div", "bingo-cards");
    view.hand.forEach(function (code) {
      const holder = GN.el("div", "bingo-card");
      holder.append(GN.card(code), grid(ctx, code, marked, byTap));
      const play = plays.find(function (e) { return e.action.card === code; });
      if (play) holder.appendChild(GN.actionButton(ctx, play, GN.t("Play face down"), true));
      cards.appendChild(holder);
    });
    table.appendChild(cards);
    const daub = GN.el("button", "", GN.t(byTap ? "Daub for me" : "I daub by tapping"));
    daub.addEventListener("click", function () {
      localStorage.setItem("goker-daub-by-tap", byTap ? "0" : "1");
      GN.redraw();
    });
    choices.appendChild(daub);
    if (view.results.length) {
      const last = view.results[view.results.length - 1];
      const blanks = { level: last.level, player: last.winner === null ? "" : ctx.names[last.winner],
                       scores: view.scores.map(function (s, i) { return ctx.names[i] + " " + s; }).join(", ") };
      table.appendChild(GN.el("p", "result", GN.t(last.winner === null ? "Level {level}: nobody won. Scores: {scores}"
                                                  : "Level {level}: {player} won. Scores: {scores}", blanks)));
    }
    return handled;
  }

  GN.renderers.goker = render;
})();
