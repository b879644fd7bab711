"""Storage: SQLAlchemy 2.0 async models, sessions, migrations and the game store.

Imports the engine and SQLAlchemy, never discord. See ``db.store`` for the API the cogs use.
"""

# Every table must be on ``Base.metadata`` whichever db module is imported first: migrations
# autogenerate from it, and the models-vs-migrations test compares against it.
import db.follows
import db.meta
import db.outbox
import db.ratings
import db.scheduler  # noqa: F401
