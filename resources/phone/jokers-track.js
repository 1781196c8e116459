/* The Jokers track as a small picture (inline SVG, no files): every hole and marble where the
   host's view puts them. The board's shape comes from the view's `track` (how many track holes,
   each seat's come-out and entrance holes, home and start holes), the moves from what each
   offered action `shows` (each marble moved, its path, whether it is bumped): nothing here knows
   a rule of the track. The viewer's own seat is at the bottom; play goes clockwise. */
"use strict";
(function () {
  const NS = "http://www.w3.org/2000/svg";
  const SIZE = 340, MID = SIZE / 2, RADIUS = 150, STEP = 15;
  const COLOURS = ["#d84336", "#2f7fd8", "#f2c230", "#3f9f4a"];  // the desktop board's seat colours

  function svg(tag, attributes, text) {
    const node = document.createElementNS(NS, tag);
    for (const key in attributes) node.setAttribute(key, attributes[key]);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /* Where every hole is drawn: {hole: [x, y]}. */
  function spots(layout, seat) {
    const track = layout.holes, mine = layout.seats[Math.max(seat, 0)];
    const turn = 2 * Math.PI / track;
    const base = Math.PI / 2 - turn * (mine.entrance + mine.come_out) / 2;
    const at = function (angle, radius) { return [MID + radius * Math.cos(angle), MID + radius * Math.sin(angle)]; };
    const where = {};
    for (let hole = 0; hole < track; hole++) where[hole] = at(base + turn * hole, RADIUS);
    layout.seats.forEach(function (holes) {
      holes.home.forEach(function (hole, i) { where[hole] = at(base + turn * holes.entrance, RADIUS - STEP * (i + 1.2)); });
      const middle = (holes.start.length - 1) / 2;
      holes.start.forEach(function (hole, k) { where[hole] = at(base + turn * (holes.come_out + k - middle), RADIUS - 2.2 * STEP); });
    });
    return where;
  }

  /* The seat whose hole `hole` is, by the view's layout (-1 for a track hole). */
  function ownerOfHole(layout, hole) {
    for (let seat = 0; seat < layout.seats.length; seat++) {
      const holes = layout.seats[seat];
      if (holes.home.indexOf(hole) >= 0 || holes.start.indexOf(hole) >= 0) return seat;
    }
    return -1;
  }

  function holes(group, layout, where) {
    for (const hole in where) {
      const seat = ownerOfHole(layout, Number(hole));
      const [x, y] = where[hole];
      const ring = seat >= 0 ? COLOURS[seat] : "#6d4524";
      group.appendChild(svg("circle", { cx: x, cy: y, r: 4.2, fill: "#4a2f16", stroke: ring, "stroke-width": 1.2 }));
    }
    layout.seats.forEach(function (holes, seat) {  // each seat's come-out hole, ringed in its colour
      const [x, y] = where[holes.come_out];
      group.appendChild(svg("circle", { cx: x, cy: y, r: 7, fill: "none", stroke: COLOURS[seat], "stroke-width": 2 }));
    });
  }

  function marbles(group, view, where, moving) {
    view.marbles.forEach(function (seatHoles, seat) {
      seatHoles.forEach(function (hole) {
        const [x, y] = where[hole];
        const node = svg("circle", { cx: x, cy: y, r: 6, fill: COLOURS[seat], stroke: "#1b1b1b", "stroke-width": 1,
                                     class: "marble" + (moving.indexOf(hole) >= 0 ? " moving" : "") });
        node.dataset.hole = hole;
        group.appendChild(node);
      });
    });
  }

  /* The chosen move: each marble it moves, its path and landing hole, numbered in order (a split's
     two parts are 1 and 2; a bumped marble's jump is dashed). */
  function travels(group, shows, where) {
    const walkers = shows.filter(function (travel) { return !travel.bumped; }).length;
    let walked = 0;
    shows.forEach(function (travel) {
      const points = [where[travel.marble]].concat(travel.path.map(function (hole) { return where[hole]; }));
      const line = points.map(function (p) { return p[0].toFixed(1) + "," + p[1].toFixed(1); }).join(" ");
      group.appendChild(svg("polyline", { points: line, fill: "none", class: "path" + (travel.bumped ? " bumped" : "") }));
      const [x, y] = points[points.length - 1];
      const target = svg("circle", { cx: x, cy: y, r: 9, class: "target" + (travel.bumped ? " bumped" : "") });
      target.dataset.hole = travel.path[travel.path.length - 1];
      group.appendChild(target);
      const [sx, sy] = points[0];
      const dx = sx - MID, dy = sy - MID, far = Math.hypot(dx, dy) || 1;
      if (!travel.bumped) walked += 1;
      const label = walkers > 1 && !travel.bumped ? String(walked) : "";
      if (label) group.appendChild(svg("text", { x: sx + 16 * dx / far, y: sy + 16 * dy / far + 5, class: "part" }, label));
    });
  }

  /* The picture of the track for `view`, with the move `shows` (an offered action's) drawn on it. */
  GN.jokersTrack = function (view, seat, shows) {
    const where = spots(view.track, seat);
    const picture = svg("svg", { viewBox: "0 0 " + SIZE + " " + SIZE, class: "track", role: "img",
                                 "aria-label": GN.t(shows ? "The track, with the chosen move" : "The track") });
    picture.appendChild(svg("circle", { cx: MID, cy: MID, r: RADIUS + 12, class: "wood" }));
    holes(picture, view.track, where);
    const moving = (shows || []).filter(function (t) { return !t.bumped; }).map(function (t) { return t.marble; });
    marbles(picture, view, where, moving);
    if (shows) travels(picture, shows, where);
    return picture;
  };

})();
