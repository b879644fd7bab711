"""Pictures: Pillow drawings of engine views (never of raw states), returned as PNG or GIF bytes.

``names`` is always the display name of every seat in seat order; ``colours`` optionally picks
a palette index per seat (:data:`render.common.PALETTE`, default: seat order). Rendering is
CPU work: call these off the event loop (``asyncio.to_thread``).

Public pictures take the spectator view, ``game.view(state, None)``, and refuse any other:

* ``tsuro.board_png(view, names, colours)``: the board; during set-up it numbers the free
  notches, at the end it carries the winners' banner.
* ``triominos.table_png(view, names, colours)``: the table and scores.
* ``tarnaris.table_png(view, names)``: piles, fields, this turn's revealed cards (a player's
  colour is their crest's).
* ``replay.replay_gif(game_name, frame, names, options, seed, log, colours)``: an animated
  replay, each frame drawn by ``frame`` (``tsuro.board_image``, ``triominos.table_image``,
  ``tarnaris.replay_frame``).

Private pictures, sent only to their player:

* ``tsuro.hand_png(view, seat, engine.tsuro.preview.hand_options(state, seat), names)`` and
  ``tsuro.preview_png(view, seat, engine.tsuro.preview.preview(state, seat, tile, rotation),
  names)`` (``view``: the spectator view; the options carry the hand).
* ``triominos.hand_png(view_of_seat, names)`` and ``triominos.spots_png(view, tile,
  engine.triominos.game.spots(state, seat, tile), names)``: spot ``n`` is ``spots[n - 1]``.
* ``tarnaris.peek_png(view_of_seat, names)``: the seat's field with the cards it knows.
"""
