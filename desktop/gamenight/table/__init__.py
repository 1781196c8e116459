"""The Qt table kit every game screen is built from (in the spirit of KDE's libkcardgame):

- `pieces`: a card or tile item that animates along a path (not only in straight lines), is
  raised while it moves, flips face up or down, and pulses to draw the eye;
- `layouts`: where things lie: piles with a spread, a hand fan, a trick area for 3-6 seats and
  a seat ring for 2-10 players round any table;
- `hand_fan`: a player's hand as a fan in the scene, sorted, legal cards raised and the rest
  dimmed, a marked card, played by a click or a drag up;
- `badge`: a player's badge (name, bot level, points, pieces held, whose turn, partner mark);
- `overlay` and `pass_gate`: one panel laid over the table, and the pass-the-device gate of
  hot-seat games;
- `choice_panel`: large buttons for a choice (bids, trump, split counts);
- `score_sheet`: the rounds' points and totals, from the engine's `completed_rounds()`;
- `card_painter`: the face and back of a card of any deck; `fitted_view`: a view that shows the
  whole scene at any size;
- `scene_focus`, `focus_mark` and `accessible_table`: keyboard play on a scene (a focus over
  what the player acts on, the keys that act, the ring that shows it) and each focused thing as
  an accessible object for screen readers, with the table's news announced;
- `screen`: `GameScreen`, the base every game's screen derives from.
"""
