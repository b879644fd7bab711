"""Reference opponents (issue 27): rule-based players written independently of the engine's
levels, to measure them against a player we did not tune them on.

Each module ``tests.reference.<game>`` provides ``PLAYER``, an
:class:`engine.ai.ComputerPlayer`. It reads only its seat's view (the concealed state
:func:`engine.ai.choose_move` hands it, and the view and public events its memory is told),
uses the engine's rules only to list legal moves, and never calls ``engine/<game>/ai.py``.
Seat them with ``python -m engine.simulate GAME --seats hard,ref,ref,ref
--player ref=tests.reference.GAME``.
"""
