"""Triominos engine tests."""
