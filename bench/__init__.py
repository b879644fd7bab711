"""Benchmarks: ``python -m bench [PREFIX]`` prints one JSON object per figure."""
