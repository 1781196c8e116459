/* Okey on the phone: the rack in two rows that the player arranges by dragging (the arrangement
   belongs to the seat: the host keeps it, so the seat's link opened in another browser finds it),
   the indicator, the okey named, and the discard tops, and the moves the host offers: take from the
   stock or the left player's discard, discard by dragging a tile onto the discard pile or by
   double-tapping it, finish by dragging a tile onto the indicator (as on the desktop) or by
   tapping it, show the indicator's twin. Tiles look as the desktop paints them: the colour's shape
   under the number, a star on the okeys, a green four-leaf mark on the false jokers. */
"use strict";
(function () {
  const COLOURS = { R: "red {number}", K: "black {number}", B: "blue {number}", Y: "yellow {number}" };
  /* Each colour's shape under the number, as on the desktop's tiles (tile_art.shape_path), for
     colour-blind players: outlines in a 10-unit box, filled with the tile's ink. */
  const SHAPES = {
    R: ["diamond", "M5 -0.6 L9.3 5 L5 10.6 L0.7 5 Z"],
    K: ["circle", "M0.5 5 A4.5 4.5 0 1 0 9.5 5 A4.5 4.5 0 1 0 0.5 5 Z"],
    B: ["square", "M0.35 0.35 H9.65 V9.65 H0.35 Z"],
    Y: ["triangle", "M5 0 L10.5 9.5 L-0.5 9.5 Z"],
  };
  const SVG = "http://www.w3.org/2000/svg";
  const LETTER_OF = "RKBY";
  const SLOTS = 18;  // two rows of nine, each tile 9 mm wide or more on a 360 px phone
  let picked = null;
  let lastTap = { code: null, at: 0 };

  function face(code) { return code.slice(0, -1); }

  function shape(colour) {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("class", "mark shape " + SHAPES[colour][0]);
    svg.setAttribute("viewBox", "-1 -1 12 12");
    svg.setAttribute("aria-hidden", "true");
    const outline = document.createElementNS(SVG, "path");
    outline.setAttribute("d", SHAPES[colour][1]);
    outline.setAttribute("fill", "currentColor");
    svg.appendChild(outline);
    return svg;
  }

  /* An SVG of `paths` (each [d, class]) in a 10-unit box, for a tile's marks. */
  function marks(cls, paths) {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("class", cls);
    svg.setAttribute("viewBox", "-1 -1 12 12");
    svg.setAttribute("aria-hidden", "true");
    paths.forEach(function (d) {
      const path = document.createElementNS(SVG, "path");
      path.setAttribute("d", d);
      svg.appendChild(path);
    });
    return svg;
  }

  /* The desktop's false joker (tile_art._clover): four green leaves round the centre. */
  function clover() {
    const leaf = function (x, y) { return "M" + (x - 2.2) + " " + y + " A2.2 2.2 0 1 0 " + (x + 2.2) + " " + y +
                                          " A2.2 2.2 0 1 0 " + (x - 2.2) + " " + y + " Z"; };
    return marks("clover", [leaf(3, 5), leaf(7, 5), leaf(5, 3), leaf(5, 7)]);
  }

  /* The desktop's mark on an okey (tile_art._star): a five-pointed star at the tile's foot. */
  function star() {
    const points = [];
    for (let i = 0; i < 10; i++) {
      const angle = -Math.PI / 2 + i * Math.PI / 5, length = i % 2 ? 2.2 : 5;
      points.push((5 + length * Math.cos(angle)).toFixed(2) + " " + (5 + length * Math.sin(angle)).toFixed(2));
    }
    return marks("star", ["M" + points.join(" L") + " Z"]);
  }

  function tile(code, okey, small) {
    const colour = code[0];
    const node = GN.el("div", "tile " + colour + (small ? " small" : ""));
    node.dataset.code = code;
    if (colour === "F") {
      node.appendChild(clover());
      node.setAttribute("aria-label", GN.t("false joker"));
    } else {
      node.append(GN.el("span", "", face(code).slice(1)), shape(colour));
      node.setAttribute("aria-label", GN.t(COLOURS[colour], { number: face(code).slice(1) }));
      if (okey && LETTER_OF[okey[0]] === colour && String(okey[1]) === face(code).slice(1)) {
        node.classList.add("okey");
        node.appendChild(star());
      }
    }
    return node;
  }

  /* The rack's arrangement: slot -> tile code. The seat's own, kept by the host: this page's while
     it lives, else the one the host sent (made on another browser, or before a reload), else the
     rack's order; tiles that left the rack go, new ones take the first free slot (and are marked
     fresh). The host is told of every change. A new round starts from the rack's order again. */
  let arranged = null;  // this page's arrangement: {slots, round, told: the last one the host was told, as JSON}

  function arrange(ctx, rack) {
    const round = ctx.view.results.length, kept = ctx.message.arrangement;
    let slots = arranged && arranged.round === round ? arranged.slots : Array.isArray(kept) ? kept : null;
    const first = slots === null;
    slots = (slots || []).slice(0, SLOTS);
    while (slots.length < SLOTS) slots.push(null);
    const left = rack.slice();
    slots = slots.map(function (code) {
      const at = left.indexOf(code);
      if (at < 0) return null;
      left.splice(at, 1);
      return code;
    });
    const fresh = [];
    left.forEach(function (code) {
      const free = slots.indexOf(null);
      if (free >= 0) { slots[free] = code; if (!first) fresh.push(code); }
    });
    const told = arranged && arranged.round === round ? arranged.told : JSON.stringify(kept);
    arranged = { slots: slots, round: round, told: told };
    const tell = function () {  // not from a rack the host has already changed (a move on its way)
      if (ctx.seat < 0 || ctx.moving() || JSON.stringify(slots) === arranged.told) return;
      arranged.told = JSON.stringify(slots);
      ctx.tell({ type: "arrange", pieces: slots, version: ctx.message.version });
    };
    tell();
    return { slots: slots, fresh: fresh, save: tell };
  }

  /* The indicator (a tile dropped on it finishes, when a finish may be offered), the stock and
     every discard top; under them, the okey in the host's words. */
  function drawStrip(ctx, table, moving, finishing) {
    const view = ctx.view, strip = GN.el("div", "strip");
    if (view.indicator) {
      const slot = GN.el("div", "slot" + (moving ? " drop" : "") + (finishing ? " live" : ""));
      slot.id = "indicator";
      slot.append(tile(view.indicator, null, true), GN.el("span", "", GN.t("indicator")));
      strip.appendChild(slot);
    }
    const stock = GN.el("div", "slot");
    stock.append(GN.el("div", "tile small empty", String(view.stock_left)), GN.el("span", "", GN.t("stock")));
    strip.appendChild(stock);
    const left = ctx.seat >= 0 ? (ctx.seat + 3) % 4 : -1;  // a spectator has no left-hand neighbour
    view.tops.forEach(function (top, seat) {
      if (seat === ctx.seat) return;
      const slot = GN.el("div", "slot");
      slot.append(top ? tile(top, view.okey, true) : GN.el("div", "tile small empty"),
                  GN.el("span", "", seat === left ? GN.t("{player} \u2192 you", { player: ctx.names[seat] }) : ctx.names[seat]));
      strip.appendChild(slot);
    });
    table.appendChild(strip);
    if (view.okey_name) table.appendChild(GN.el("p", "okey-name", GN.t("okey: {tile}", { tile: view.okey_name })));
  }

  function render(ctx, table, choices) {
    const view = ctx.view, handled = [];
    if (!view.indicator) {
      table.appendChild(GN.el("p", "result", GN.t("Between rounds. Scores: {scores}", { scores: scores(ctx) })));
      return handled;
    }
    const discards = GN.offered(ctx, "discard"), finishes = GN.offered(ctx, "finish");
    drawStrip(ctx, table, discards.length > 0 || finishes.length > 0, finishes.length > 0);
    if (view.results.length) table.appendChild(GN.el("p", "result", lastRound(ctx, view.results)));
    if (ctx.seat < 0) return handled;  // a spectator has no rack, and nothing to play
    const layout = arrange(ctx, view.rack);
    const discardOf = function (code) { return discards.find(function (e) { return e.action.tile === code; }); };
    const finishOf = function (code) { return finishes.find(function (e) { return e.action.tile === code; }); };
    handled.push.apply(handled, discards);
    const rack = GN.el("div", "rack");
    layout.slots.forEach(function (code, index) {
      const cell = GN.el("div", "cell");
      cell.dataset.slot = index;
      if (code) {
        const node = tile(code, view.okey);
        if (layout.fresh.indexOf(code) >= 0) node.classList.add("fresh");
        if (picked === code) node.classList.add("picked");
        node.addEventListener("click", function () {
          const now = Date.now(), again = lastTap.code === code && now - lastTap.at < 400;
          lastTap = { code: code, at: now };
          if (again && discardOf(code)) { picked = null; ctx.send(discardOf(code).action); return; }
          picked = picked === code ? null : code;
          GN.redraw();
        });
        dragTile(node, code, layout, discardOf, ctx);
        cell.appendChild(node);
      } else {
        cell.appendChild(GN.el("div", "tile empty"));
      }
      rack.appendChild(cell);
    });
    table.appendChild(rack);
    if (discards.length) {
      const drop = GN.el("div", "drop live", GN.t("Drag a tile here to discard it (or double-tap it)"));
      drop.id = "discard-drop";
      table.appendChild(drop);
    }
    GN.offered(ctx, "draw_stock").concat(GN.offered(ctx, "take_discard"), GN.offered(ctx, "decline_discard"),
                                         GN.offered(ctx, "show_indicator")).forEach(function (entry) {
      choices.appendChild(GN.actionButton(ctx, entry, null, entry.action.kind !== "show_indicator"));
      handled.push(entry);
    });
    if (picked && discardOf(picked)) choices.appendChild(GN.actionButton(ctx, discardOf(picked), null, true));
    if (picked && finishOf(picked)) choices.appendChild(GN.actionButton(ctx, finishOf(picked), null, true));
    handled.push.apply(handled, finishes);
    if (finishes.length && !picked) {
      choices.appendChild(GN.el("span", "", GN.t("You can finish: drag a tile onto the indicator, or tap it.")));
    }
    return handled;
  }

  function lastRound(ctx, results) {
    const last = results[results.length - 1], how = GN.t(last.kind.toLowerCase().replace(/_/g, " "));
    const blanks = { round: results.length, how: how, scores: scores(ctx),
                     player: last.winner === null ? "" : ctx.names[last.winner] };
    return GN.t(last.winner === null ? "Round {round}: nobody finished ({how}). Points: {scores}"
                                     : "Round {round}: {player} won with {how}. Points: {scores}", blanks);
  }

  function scores(ctx) { return ctx.view.scores.map(function (s, i) { return ctx.names[i] + " " + s; }).join(", "); }

  /* Pointer drag: onto another slot moves (or swaps) the tile; onto the discard pile discards it;
     onto the indicator finishes with it, as on the desktop: the host takes it, or says why not. */
  function dragTile(node, code, layout, discardOf, ctx) {
    node.addEventListener("pointerdown", function (down) {
      const ghost = node.cloneNode(true);
      ghost.classList.add("ghost");
      let moved = false;
      const move = function (event) {
        if (!moved && Math.hypot(event.clientX - down.clientX, event.clientY - down.clientY) < 8) return;
        if (!moved) { document.body.appendChild(ghost); moved = true; }
        ghost.style.left = event.clientX - 20 + "px";
        ghost.style.top = event.clientY - 30 + "px";
      };
      const up = function (event) {
        document.removeEventListener("pointermove", move);
        document.removeEventListener("pointerup", up);
        if (!moved) return;
        ghost.remove();
        const target = document.elementFromPoint(event.clientX, event.clientY);
        const cell = target && target.closest("[data-slot]");
        if (target && target.closest("#discard-drop") && discardOf(code)) { ctx.send(discardOf(code).action); return; }
        if (target && target.closest("#indicator.drop")) { ctx.send(finishWith(ctx, code)); return; }
        if (cell) {
          const from = layout.slots.indexOf(code), to = Number(cell.dataset.slot);
          layout.slots[from] = layout.slots[to];
          layout.slots[to] = code;
          layout.save();
          GN.redraw();
        }
      };
      document.addEventListener("pointermove", move);
      document.addEventListener("pointerup", up);
    });
  }

  /* Finishing with `code`: the finish offered for it, else the same action the desktop's drop makes,
     for the host to refuse in the engine's words. */
  function finishWith(ctx, code) {
    const offered = GN.offered(ctx, "finish", { tile: code });
    return offered.length ? offered[0].action : { kind: "finish", tile: code };
  }

  GN.renderers.okey = render;
})();
