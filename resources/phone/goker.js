/* Goker on the phone: a level's result at the top once it ends (every card turned, who won, the
   points; in one line once the next level is under way), the last ball and the level, the guess board (the 75 numbers in B-I-N-G-O columns in
   their letters' colours: called numbers filled, this round's guesses ringed, the numbers you may
   guess as buttons; the same size all game long), your three bingo cards daubed as balls are
   called (or by your own taps, if you choose), the GOKER! button when your guess comes up, and at
   a level's end each card with its best pattern and points, as the host tells them, to play one
   face down. */
"use strict";
(function () {
  const LETTERS = "BINGO";
  const LETTER_COLOURS = ["#1565c0", "#c62828", "#2e7d32", "#b34700", "#6a1b9a"];  // the desktop's flashboard's

  function ballName(number) { return LETTERS[Math.floor((number - 1) / 15)] + " " + number; }

  function tapped(ctx) {
    try { return new Set(JSON.parse(localStorage.getItem("goker-daubs-" + ctx.token)) || []); } catch (e) { return new Set(); }
  }

  function grid(ctx, code, marked, byTap) {
    const view = ctx.view, numbers = view.deck.grids[code].numbers, daubs = tapped(ctx);
    const box = GN.el("div", "bingo");
    LETTERS.split("").forEach(function (letter, column) {
      const head = GN.el("span", "head", letter);
      head.style.color = LETTER_COLOURS[column];
      box.appendChild(head);
    });
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

  /* The 75 numbers in five columns under B, I, N, G, O, each column in its letter's colour: a
     called number filled, one the first ball marked (Rapid Start) greyed, a guess of this round
     ringed (yours with your name's mark), and the numbers you may guess now buttons. Every cell has
     the same size whatever it shows, so the board never changes size. */
  function guessBoard(ctx, guesses) {
    const view = ctx.view, board = GN.el("div", "flash"), called = new Set(view.balls), marked = new Set(view.marked);
    const round = view.rounds.length ? view.rounds[view.rounds.length - 1] : null;
    const guessed = {};
    if (round && view.phase !== "PLAY") {
      Object.keys(round.guesses).forEach(function (seat) { guessed[round.guesses[seat]] = Number(seat); });
    }
    LETTERS.split("").forEach(function (letter, column) {
      const head = GN.el("span", "head", letter);
      head.style.background = LETTER_COLOURS[column];
      board.appendChild(head);
    });
    for (let row = 0; row < 15; row++) {
      for (let column = 0; column < 5; column++) {
        const number = column * 15 + row + 1, entry = guesses.find(function (e) { return e.action.number === number; });
        const cell = GN.el(entry ? "button" : "span", "n", String(number));
        cell.style.setProperty("--letter", LETTER_COLOURS[column]);
        if (called.has(number)) cell.classList.add("is-called");
        else if (marked.has(number)) cell.classList.add("is-marked");
        if (guessed[number] !== undefined) {
          cell.classList.add("is-guessed");
          if (guessed[number] === ctx.seat) cell.classList.add("is-mine");
          cell.title = GN.t("{player} guessed {number}", { player: ctx.names[guessed[number]], number: number });
        }
        if (entry) cell.addEventListener("click", function () { ctx.send(entry.action); });
        board.appendChild(cell);
      }
    }
    return board;
  }

  function key() {
    const legend = GN.el("p", "flash-key");
    const called = GN.t("called");
    const guessed = GN.t("guessed this round");
    const free = GN.t("not called yet");
    [["is-called", called], ["is-guessed", guessed], ["", free]].forEach(function (pair) {
      const item = GN.el("span", "");
      item.append(GN.el("i", "n " + pair[0]), pair[1]);
      legend.appendChild(item);
    });
    return legend;
  }

  /* The level just ended, as the desktop's level panel tells it: each card turned with its best
     pattern (the host's words) and the points it scored, the winner first. */
  function levelResult(ctx, result) {
    const box = GN.el("section", "result level-result");
    box.setAttribute("aria-label", GN.t("Level {level} result", { level: result.level }));
    box.appendChild(GN.el("h2", "", resultHeading(ctx, result)));
    const played = result.played.slice().sort(function (a, b) {
      return (b.seat === result.winner) - (a.seat === result.winner);
    });
    const rows = GN.el("ol", "turned");
    played.forEach(function (play) {
      const row = GN.el("li", play.seat === result.winner ? "winner" : "");
      const points = result.points[String(play.seat)] || 0;
      const what = play.pattern ? play.pattern.title : GN.t("no pattern");
      const scored = GN.t("{points} pts", { points: points });
      row.append(GN.el("span", "who", ctx.names[play.seat]), GN.card(play.card), GN.el("span", "what", what),
                 GN.el("span", "points", scored));
      rows.appendChild(row);
    });
    box.appendChild(rows);
    const scores = ctx.view.scores.map(function (s, i) { return ctx.names[i] + " " + s; }).join(", ");
    box.appendChild(GN.el("p", "", GN.t("Scores: {scores}", { scores: scores })));
    return box;
  }

  /* The last level's result: in full through the next level's first Goker round (for good once
     the game is over), then in one line until that level ends. */
  function lastResult(view) {
    const last = view.results.length ? view.results[view.results.length - 1] : null;
    if (!last) return null;
    const ended = view.level_ends[last.level - 1];
    const full = view.phase === "OVER" || view.calls < ended + 5;
    return full || view.phase !== "PLAY" ? { result: last, full: full } : null;  // at a level's end, that level alone
  }

  function resultHeading(ctx, result) {
    return result.winner === null ? GN.t("Level {level}: nobody won", { level: result.level })
      : GN.t("Level {level}: {player} won", { level: result.level, player: ctx.names[result.winner] });
  }

  function render(ctx, table, choices) {
    const view = ctx.view, handled = [];
    const ended = lastResult(view);
    if (ended) table.appendChild(ended.full ? levelResult(ctx, ended.result) : GN.el("p", "last-round", resultHeading(ctx, ended.result)));
    /* the last ball, the call and this round's guess of yours, in a head of one height all round */
    const head = GN.el("div", "called goker-head");
    const last = view.balls.length ? view.balls[view.balls.length - 1] : null;
    const ball = GN.el("span", "ball" + (last ? "" : " none"), last ? ballName(last) : "");
    if (last) ball.style.setProperty("--letter", LETTER_COLOURS[Math.floor((last - 1) / 15)]);
    head.appendChild(ball);
    const lines = GN.el("div", "lines");
    lines.appendChild(GN.el("span", "", GN.t("Call {calls} \u00b7 level {level} ends at {end}",
                                              { calls: view.calls, level: view.level, end: view.level_end })));
    const mine = view.round_guesses[String(ctx.seat)];
    if (mine !== undefined && view.phase !== "PLAY" && view.phase !== "OVER") {
      lines.appendChild(GN.el("span", "guess", GN.t("Your guess this round: {guess}", { guess: ballName(mine) })));
    }
    head.appendChild(lines);
    table.appendChild(head);
    const plays = GN.offered(ctx, "play_card");
    handled.push.apply(handled, plays);
    if (plays.length) {
      table.appendChild(GN.el("p", "todo", GN.t("Level {level} ends: play one of your cards face down. The best pattern wins the level.",
                                                 { level: view.level })));
    }
    const goker = GN.offered(ctx, "goker");
    goker.forEach(function (entry) {
      const button = GN.actionButton(ctx, entry, "GOKER!", true);
      button.classList.add("goker");
      choices.appendChild(button);
      handled.push(entry);
    });
    const guesses = GN.offered(ctx, "guess");
    handled.push.apply(handled, guesses);
    if (view.phase !== "OVER" && view.phase !== "PLAY") {
      table.appendChild(GN.el("p", "board-note", guesses.length ? GN.t("Tap your guess: a number not called and not guessed yet.")
                                                                  : GN.t("The guesses of this round")));
      table.appendChild(guessBoard(ctx, guesses));
      table.appendChild(key());
    }
    const byTap = localStorage.getItem("goker-daub-by-tap") === "1";
    const marked = new Set(view.marked);
    const cards = GN.el("div", "bingo-cards");
    view.hand.forEach(function (code) {
      const holder = GN.el("div", "bingo-card"), top = GN.el("div", "card-head");
      top.appendChild(GN.card(code));
      const play = plays.find(function (e) { return e.action.card === code; });
      if (play) {  // its best pattern and points, from the host
        const value = play.shows || { pattern: null, points: 0 };
        top.appendChild(GN.el("span", "value", GN.t(value.pattern ? "{pattern} \u00b7 {points} pts" : "No pattern \u00b7 {points} pts",
                                                    { pattern: value.pattern, points: value.points })));
      }
      holder.append(top, grid(ctx, code, marked, byTap));
      if (play) holder.appendChild(GN.actionButton(ctx, play, GN.t("Play this card face down"), true));
      cards.appendChild(holder);
    });
    table.appendChild(cards);
    const daub = GN.el("button", "", GN.t(byTap ? "Daub for me" : "I daub by tapping"));
    daub.addEventListener("click", function () {
      localStorage.setItem("goker-daub-by-tap", byTap ? "0" : "1");
      GN.redraw();
    });
    choices.appendChild(daub);
    return handled;
  }

  GN.renderers.goker = render;
})();
