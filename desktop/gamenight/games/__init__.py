"""One package per game; each exports `GAME`, its `GameInfo`. A game never imports another."""
