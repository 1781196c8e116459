/* The Goodge Rules on the phone: your hand sorted by suit with the cards you may play (or put
   back) lit, tapped to play (a dimmed card tapped says why not, in the host's words); the auction
   with only the legal bids offered; trump, the trick in progress with the led suit, the trick
   taken last and who took it; claims and the round's result. */
"use strict";
(function () {
  const SUITS = { S: ["\u2660", "#1b1b1b", "Spades"], D: ["\u2666", "#0061a8", "Diamonds"],
                  T: ["\u2605", "#7a4f00", "Stars"], H: ["\u2665", "#c62828", "Hearts"],
                  C: ["\u2663", "#007a4d", "Clubs"] };
  const ORDER = "SDTHC";

  function card(code) {
    const node = GN.el("span", "card goodge");
    if (code === "CR") { node.textContent = "\u265b"; node.style.color = "#b8860b"; node.setAttribute("aria-label", GN.t("the Crown")); }
    else {
      const suit = SUITS[code.slice(-1)];
      node.textContent = code.slice(0, -1) + suit[0];
      node.style.color = suit[1];
      node.setAttribute("aria-label", GN.t("{rank} of {suit}", { rank: code.slice(0, -1), suit: GN.t(suit[2]) }));
    }
    node.dataset.code = code;
    return node;
  }

  function suitName(index) { return GN.t(SUITS[ORDER[index]] ? SUITS[ORDER[index]][2] : "none"); }

  /* The trick taken last, and who took it: it stays in sight until the next one is taken. */
  function takenTrick(ctx, taken) {
    const box = GN.el("div", "taken");
    box.appendChild(GN.el("p", "", GN.t("{player} took the last trick:", { player: ctx.names[taken.taker] })));
    const cards = GN.el("div", "trick small");
    taken.cards.forEach(function (code, i) {
      const seat = (taken.leader + i) % ctx.view.num_players, played = GN.el("div", "played" + (seat === taken.taker ? " taker" : ""));
      played.append(card(code), GN.el("span", "", ctx.names[seat]));
      cards.appendChild(played);
    });
    box.appendChild(cards);
    return box;
  }

  function render(ctx, table, choices) {
    const view = ctx.view, handled = [];
    const strip = GN.el("div", "strip");
    if (view.goodge !== null) {
      strip.appendChild(GN.el("span", "", GN.t("{player} is the Goodge, bid {bid}",
                                                { player: ctx.names[view.goodge], bid: view.high_bid })));
    } else if (view.high_bid !== null) {
      strip.appendChild(GN.el("span", "", GN.t("High bid {bid} by {player}",
                                                { bid: view.high_bid, player: ctx.names[view.high_bidder] })));
    }
    if (view.trump !== null) strip.appendChild(GN.el("span", "", GN.t("Trump: {suit}", { suit: suitName(view.trump) })));
    const taken = view.captured.map(function (p, i) { return ctx.names[i] + " " + p; }).join(", ");
    strip.appendChild(GN.el("span", "", GN.t("Points taken: {points}", { points: taken })));
    table.appendChild(strip);
    if (view.trick.length) {
      const trick = GN.el("div", "trick");
      view.trick.forEach(function (code, i) {
        const played = GN.el("div", "played");
        played.append(card(code), GN.el("span", "", ctx.names[(view.leader + i) % view.num_players]));
        trick.appendChild(played);
      });
      const led = GN.t(view.trick[0] === "CR" ? "the Crown" : SUITS[view.trick[0].slice(-1)][2]);
      table.appendChild(GN.el("p", "", GN.t("Led: {suit}", { suit: led })));
      table.appendChild(trick);
    }
    if (view.last_trick) table.appendChild(takenTrick(ctx, view.last_trick));
    const playable = GN.offered(ctx, "play").concat(GN.offered(ctx, "put_back"));
    handled.push.apply(handled, playable);
    const hand = GN.el("div", "hand");
    view.hand.forEach(function (code) {
      const entry = playable.find(function (e) { return e.action.card === code; });
      const node = card(code);
      if (entry) {
        node.classList.add("live");
        node.setAttribute("role", "button");
        node.setAttribute("aria-label", entry.words);
        node.addEventListener("click", function () { ctx.send(entry.action); });
      } else if (playable.length) {
        node.classList.add("dim");
        const why = ctx.why[code];  // the engine's reason, as the desktop says it for a dimmed card
        if (why) {
          node.setAttribute("role", "button");
          node.addEventListener("click", function () {
            GN.showError(GN.sentence(GN.t("You cannot play {card}: {reason}.", { card: node.getAttribute("aria-label"),
                                                                                 reason: why })));
          });
        }
      }
      hand.appendChild(node);
    });
    table.appendChild(hand);
    if (GN.offered(ctx, "put_back").length) table.appendChild(GN.el("p", "", GN.t("Tap a card to put it back in the stash.")));
    const bids = GN.offered(ctx, "bid");
    if (bids.length) {
      handled.push.apply(handled, bids);
      const select = GN.el("select", "bid");
      select.setAttribute("aria-label", GN.t("Your bid"));
      bids.forEach(function (entry, i) { const option = GN.el("option", "", String(entry.action.amount)); option.value = i; select.appendChild(option); });
      const bid = GN.el("button", "primary", GN.t("Bid"));
      bid.addEventListener("click", function () { ctx.send(bids[Number(select.value)].action); });
      choices.append(select, bid);
    }
    if (view.results.length) {
      const last = view.results[view.results.length - 1];
      const took = last.captured[last.goodge];
      const blanks = { player: ctx.names[last.goodge], bid: last.bid, took: took,
                       totals: view.totals.map(function (t, i) { return ctx.names[i] + " " + t; }).join(", ") };
      table.appendChild(GN.el("p", "result", GN.t(took >= last.bid
        ? "Last round: {player} bid {bid} and took {took}: made. Totals: {totals}"
        : "Last round: {player} bid {bid} and took {took}: short. Totals: {totals}", blanks)));
    }
    return handled;
  }

  GN.renderers.goodge = render;
})();
