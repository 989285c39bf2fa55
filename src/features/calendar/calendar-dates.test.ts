import { afterEach, describe, expect, test } from "vitest";
import type { CalendarItem } from "@convex/shared/calendarRules";
import { activateLanguage } from "@/lib/i18n";
import {
  addMonths,
  byDay,
  dayKey,
  formatDayTitle,
  formatMonthTitle,
  isMonthKey,
  monthGrid,
  monthKeyOf,
  weekdays,
} from "./calendar-dates";
import { itemLabel } from "./calendar-item-link";

describe("calendar dates", () => {
  test("month keys are checked, and step across years", () => {
    expect(isMonthKey("2026-12")).toBe(true);
    for (const bad of ["2026-13", "2026-1", "x", 2026, "2026-00"]) expect(isMonthKey(bad)).toBe(false);
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(monthKeyOf(new Date(2026, 11, 31, 23, 59))).toBe("2026-12");
  });

  test("a month grid is 6 Monday-first weeks that hold the whole month, within 62 days", () => {
    for (const key of ["2026-02", "2026-03", "2026-11", "2027-08"]) {
      const { days, from, to } = monthGrid(key);
      expect(days).toHaveLength(42);
      expect(days[0]!.getDay()).toBe(1);
      const inMonth = days.filter((day) => monthKeyOf(day) === key);
      expect(inMonth[0]!.getDate()).toBe(1);
      expect(new Date(inMonth.at(-1)!.getTime() + 86_400_000).getDate()).toBe(1);
      expect(to - from).toBeLessThanOrEqual(62 * 86_400_000);
      expect(from).toBe(days[0]!.getTime());
    }
  });

  test("items group by their local day", () => {
    const morning = new Date(2026, 11, 1, 9).getTime();
    const night = new Date(2026, 11, 1, 23, 59, 59, 999).getTime();
    const next = new Date(2026, 11, 2, 0, 0).getTime();
    const days = byDay([{ at: morning }, { at: night }, { at: next }]);
    expect(days.get(dayKey(morning))).toHaveLength(2);
    expect(days.get("2026-12-02")).toHaveLength(1);
  });
});

describe("calendar words in the reader's language", () => {
  afterEach(async () => {
    await activateLanguage("en");
  });

  const item = {
    kind: "deadline",
    at: new Date(2026, 11, 1, 23, 59).getTime(),
    title: "Essay 2",
    courseName: "Biology",
    extended: true,
  } as CalendarItem;

  test("English keeps the day-month order and Monday first", () => {
    expect(formatMonthTitle(new Date(2026, 11, 1))).toBe("December 2026");
    expect(formatDayTitle(new Date(2026, 11, 1))).toBe("Tuesday 1 December");
    expect(weekdays().map((day) => day.short)).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(itemLabel(item)).toBe("Due 23:59 (your extension) · Essay 2 · Biology");
  });

  test("Spanish names the months, the weekdays and the deadlines", async () => {
    await activateLanguage("es");
    expect(formatMonthTitle(new Date(2026, 11, 1))).toBe("diciembre de 2026");
    expect(weekdays()[0]?.long).toBe("lunes");
    expect(itemLabel(item)).toBe("Vence a las 23:59 (tu prórroga) · Essay 2 · Biology");
  });
});
