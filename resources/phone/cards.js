/* Shared drawing helpers for the phone page: elements, cards by code, the action buttons. */
"use strict";
window.GN = window.GN || { renderers: {} };

GN.el = function (tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
};

GN.SUITS = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };

/* "10H" -> {rank: "10", suit: "♥", red: true}; codes are the host's, never parsed for rules. */
GN.card = function (code) {
  const suit = code.slice(-1);
  const node = GN.el("span", "card" + (suit === "H" || suit === "D" ? " red" : ""));
  node.textContent = code.slice(0, -1) + (GN.SUITS[suit] || suit);
  node.dataset.code = code;
  const named = { S: "{rank} of spades", H: "{rank} of hearts", D: "{rank} of diamonds", C: "{rank} of clubs" }[suit];
  node.setAttribute("aria-label", named ? GN.t(named, { rank: code.slice(0, -1) }) : code);
  return node;
};

/* The actions offered whose kind is `kind` (and whose fields match `fields`, if given). */
GN.offered = function (ctx, kind, fields) {
  return ctx.actions.filter(function (entry) {
    if (entry.action.kind !== kind) return false;
    for (const key in fields || {}) if (entry.action[key] !== fields[key]) return false;
    return true;
  });
};

/* A button that sends one offered action, labelled with the host's words (or `label`). */
GN.actionButton = function (ctx, entry, label, primary) {
  const button = GN.el("button", primary ? "primary" : "", label || entry.words);
  button.addEventListener("click", function () { ctx.send(entry.action); });
  return button;
};
