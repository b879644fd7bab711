"""Shared test settings."""

from hypothesis import HealthCheck, settings

# The two-backend database fixture, for storage, bot and cog tests alike.
from tests.db.backends import database_url  # noqa: F401

# Playouts are driven by integer seeds; each example is a whole game, so no deadline.
settings.register_profile(
    "tessera", deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
settings.load_profile("tessera")
