"""Woods of Tarnaris engine tests."""
