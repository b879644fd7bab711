"""Storage: SQLAlchemy 2.0 async models, sessions, migrations and the game store.

Imports the engine and SQLAlchemy, never discord. See ``db.store`` for the API the cogs use.
"""
