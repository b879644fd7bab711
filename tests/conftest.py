"""Shared test settings."""

from hypothesis import HealthCheck, settings

# Playouts are driven by integer seeds; each example is a whole game, so no deadline.
settings.register_profile(
    "tessera", deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
settings.load_profile("tessera")
