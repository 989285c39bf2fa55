import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { formatDuration, formatIsoDay, timeLeft } from "./time";
import { formatDateTime } from "@/lib/date-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("assignment times", () => {
  it("names a duration by its largest whole unit", () => {
    expect(formatDuration(3 * DAY + 23 * HOUR)).toBe("3 days");
    expect(formatDuration(DAY)).toBe("1 day");
    expect(formatDuration(5 * HOUR + 59 * MINUTE)).toBe("5 hours");
    expect(formatDuration(MINUTE)).toBe("1 minute");
    expect(formatDuration(59_999)).toBe("less than a minute");
    expect(formatDuration(-5)).toBe("less than a minute");
  });

  it("says how long is left, how long ago it passed, or that it is closed", () => {
    const now = 1_000_000_000_000;
    expect(timeLeft(now + 3 * DAY + HOUR, now, false)).toBe("Due in 3 days");
    expect(timeLeft(now + 5 * HOUR, now, false)).toBe("Due in 5 hours");
    // The deadline is the last millisecond that still counts: at it, nothing has passed yet.
    expect(timeLeft(now, now, false)).toBe("Due in less than a minute");
    expect(timeLeft(now - 2 * HOUR - 1, now, false)).toBe("Deadline passed 2 hours ago");
    expect(timeLeft(now + DAY, now, true)).toBe("Closed");
  });

  it("shows instants in the viewer's zone and typed days as they were typed", () => {
    expect(formatDateTime(new Date(2026, 10, 22, 14, 3).getTime())).toBe("22 Nov 2026, 14:03");
    expect(formatIsoDay("2026-12-01")).toBe("1 Dec 2026");
    expect(formatIsoDay("not a day")).toBe("not a day");
  });
});

describe("assignment times in Spanish and Arabic", () => {
  afterEach(async () => {
    await activateLanguage("en");
  });

  it("words durations with each language's plurals", async () => {
    await activateLanguage("es");
    const now = 1_000_000_000_000;
    expect(formatDuration(DAY)).toBe("1 día");
    expect(timeLeft(now + 3 * DAY + HOUR, now, false)).toBe("Vence en 3 días");
    expect(timeLeft(now - 2 * HOUR - 1, now, false)).toBe("La fecha límite pasó hace 2 horas");
    expect(formatIsoDay("2026-12-01")).toBe("1 dic 2026");

    await activateLanguage("ar");
    expect(formatDuration(DAY)).toBe("يوم واحد");
    expect(formatDuration(2 * HOUR)).toBe("ساعتان");
    // The digits are the runtime's for "ar" (Arabic-Indic or Latin, by its CLDR data).
    expect(formatDuration(3 * DAY)).toMatch(/^(3|٣) أيام$/);
    expect(formatDuration(11 * MINUTE)).toMatch(/^(11|١١) دقيقة$/);
  });
});
