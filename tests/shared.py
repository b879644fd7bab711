"""The project's shared folder, ``../shared`` beside the clone: external fixtures and the
rulebooks the engines follow. It is in the workspace and in CI, not in a fresh clone.

Tests that read it call :func:`shared_or_skip`: without the folder they skip with a one-line
reason, except where it must be present (``CI=true``, or ``TESSERA_REQUIRE_SHARED=1`` as
``.ci/run`` sets), where its absence fails them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[2] / "shared"


def required() -> bool:
    """Whether a missing shared folder is a failure here rather than a skip."""
    return os.environ.get("CI") == "true" or os.environ.get("TESSERA_REQUIRE_SHARED") == "1"


def shared_or_skip(path: Path, what: str) -> Path:
    """``path`` (a folder under ``../shared``), or skip the calling module when it is missing
    outside CI; under CI (see :func:`required`) the tests run and fail on it instead."""
    if not path.is_dir() and not required():
        pytest.skip(
            f"{what} not found at {path}: they come from the project's shared folder "
            f"({SHARED.name}/ beside the clone, present in the workspace and CI)",
            allow_module_level=True,
        )
    return path
