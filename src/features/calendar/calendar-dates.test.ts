import { describe, expect, test } from "vitest";
import { addMonths, byDay, dayKey, isMonthKey, monthGrid, monthKeyOf } from "./calendar-dates";

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
