"""Pictures: Pillow drawings of views (never of raw states), returned as PNG or GIF bytes."""
