/* Jokers on the phone: your hand; tap a card and the phone lists what it can do, in the host's
   words ("3♣: marble on 62 forward 3", "joker: jump to 62, bumps Cy"), the 7 and 9 splits among
   them; tap one to play it. When no card can move, every card offers its discard. The marbles of
   every seat are listed by hole, with the home stretch counted. */
"use strict";
(function () {
  const PLAYS = ["come_out", "move", "split", "joker", "discard"];
  let chosen = null;

  function jokerCard(code) {
    const face = code.split(".")[0];
    if (face.indexOf("JK") === 0) {
      const node = GN.el("span", "card", "\u2605");
      node.dataset.code = code;
      node.setAttribute("aria-label", "joker");
      return node;
    }
    const node = GN.card(face);
    node.dataset.code = code;
    return node;
  }

  function render(ctx, table, choices) {
    const view = ctx.view, handled = [];
    const plays = ctx.actions.filter(function (entry) { return PLAYS.indexOf(entry.action.kind) >= 0; });
    handled.push.apply(handled, plays);
    const marbles = GN.el("div", "strip");
    view.marbles.forEach(function (holes, seat) {
      marbles.appendChild(GN.el("span", "", ctx.names[seat] + ": " + holes.join(" ")));
    });
    table.appendChild(marbles);
    if (view.discards.length) {
      const top = GN.el("div", "strip");
      top.append(GN.el("span", "", "Last discard"), jokerCard(view.discards[view.discards.length - 1]));
      table.appendChild(top);
    }
    const hand = GN.el("div", "hand");
    view.hand.forEach(function (code) {
      const node = jokerCard(code);
      const mine = plays.filter(function (entry) { return entry.action.card === code; });
      if (mine.length) {
        node.classList.add("live");
        node.setAttribute("role", "button");
        node.addEventListener("click", function () { chosen = chosen === code ? null : code; GN.redraw(); });
      } else if (plays.length) node.classList.add("dim");
      if (chosen === code) node.classList.add("picked");
      hand.appendChild(node);
    });
    table.appendChild(hand);
    if (chosen && !view.hand.includes(chosen)) chosen = null;
    if (plays.length && !chosen) table.appendChild(GN.el("p", "", "Tap a card to see what it can do."));
    plays.filter(function (entry) { return entry.action.card === chosen; }).forEach(function (entry) {
      choices.appendChild(GN.actionButton(ctx, entry, null, true));
    });
    if (view.winners.length) {
      table.appendChild(GN.el("p", "result", view.winners.map(function (s) { return ctx.names[s]; }).join(" and ") + " win."));
    }
    return handled;
  }

  GN.renderers.jokers = render;
})();
