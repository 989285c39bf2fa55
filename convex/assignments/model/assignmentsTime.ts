/**
 * Deadlines as instants. A deadline typed as a day (yyyy-mm-dd) means the END of that day where
 * the person who set it lives: the last millisecond before the next day starts in their IANA time
 * zone (docs/decisions/0009-assignment-deadlines.md). Uses Intl with a timeZone, which the Convex
 * runtime (V8 with ICU) and every browser provide.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (whole seconds). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The first instant of `isoDate` (yyyy-mm-dd, already validated) in `timeZone`. */
export function startOfDay(isoDate: string, timeZone: string): number {
  const [year, month, day] = isoDate.split("-").map(Number);
  const wallMidnight = Date.UTC(year, month - 1, day);
  // Two passes: the offset at the guess, then at the corrected instant (handles DST changes).
  let instant = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  instant = wallMidnight - zoneOffsetMs(instant, timeZone);
  // Where midnight does not exist (a DST gap at 00:00), the day starts at the gap's end.
  const local = new Date(instant + zoneOffsetMs(instant, timeZone));
  if (local.getUTCDate() !== day) instant += 3600_000 - local.getUTCMinutes() * 60_000;
  return instant;
}

/**
 * The last millisecond of the minute `time` ("HH:MM", 24 h) of `isoDate` in `timeZone` (both
 * already validated): a deadline typed as a day and a time. "23:59" is the end of the day. A time
 * that does not exist on that day (a DST gap) ends as many minutes after the gap.
 */
export function endOfMinute(isoDate: string, time: string, timeZone: string): number {
  const [year, month, day] = isoDate.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes, as in startOfDay: the offset at the guess, then at the corrected instant. The
  // minute's own start, not the next one's (which may fall in a gap, e.g. midnight in Santiago).
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return instant + 60_000 - 1;
}

/** The last millisecond of `isoDate` in `timeZone`: submissions at or before it are on time. */
export function endOfDay(isoDate: string, timeZone: string): number {
  const [year, month, day] = isoDate.split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const nextIso = next.toISOString().slice(0, 10);
  return startOfDay(nextIso, timeZone) - 1;
}
