"""Quiet hours (issue 15): a daily span of a player's local time with no mentions, direct
messages or reminders; what falls due then waits until the span ends, and the time does not
count as waiting for the turn clock (nor for reminders).

``QuietHours(start=22, end=8, zone="Europe/Paris")`` is quiet from 22:00 to 08:00 local
time every day (``start > end`` spans midnight; ``start == end`` is refused). Local times are
those of ``zoneinfo``, so a change of daylight saving time moves the span in UTC.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from db.errors import InvalidSettingError


@lru_cache(maxsize=1)
def timezone_names() -> tuple[str, ...]:
    """Every IANA time zone name ``zoneinfo`` knows, sorted (for autocomplete)."""
    return tuple(sorted(available_timezones()))


def check_timezone(name: object) -> str:
    """``name`` if it is a time zone ``zoneinfo`` knows; else ``bad_setting_value``."""
    if not isinstance(name, str) or name not in timezone_names():
        raise InvalidSettingError("bad_setting_value", name="timezone")
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise InvalidSettingError("bad_setting_value", name="timezone") from None
    return name


def check_hours(start: object, end: object) -> None:
    """Both ``None`` (no quiet hours) or two different hours 0–23."""
    if start is None and end is None:
        return
    for value in (start, end):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 23:
            raise InvalidSettingError("bad_setting_value", name="quiet_hours")
    if start == end:
        raise InvalidSettingError("bad_setting_value", name="quiet_hours")


@dataclass(frozen=True, slots=True)
class QuietHours:
    start: int
    end: int
    zone: str

    @classmethod
    def of(cls, start: int | None, end: int | None, zone: str | None) -> QuietHours | None:
        """The quiet hours of stored preferences (``None`` when there are none)."""
        if start is None or end is None:
            return None
        return cls(start, end, zone or "UTC")

    def spans(self, begin: datetime, end: datetime) -> Iterator[tuple[datetime, datetime]]:
        """The quiet spans (UTC, in order) that overlap ``[begin, end)``."""
        zone = ZoneInfo(self.zone)
        day = begin.astimezone(zone).date() - timedelta(days=1)
        last = end.astimezone(zone).date()
        while day <= last:
            starts = datetime.combine(day, time(self.start), zone)
            ends_on = day if self.end > self.start else day + timedelta(days=1)
            ends = datetime.combine(ends_on, time(self.end), zone)
            span = starts.astimezone(UTC), ends.astimezone(UTC)
            if span[1] > begin and span[0] < end:
                yield span
            day += timedelta(days=1)

    def until(self, now: datetime) -> datetime | None:
        """When the quiet span under way at ``now`` ends, or ``None`` if not quiet now."""
        moment = now + timedelta(microseconds=1)
        return next((end for start, end in self.spans(now, moment) if start <= now < end), None)
