import { expect, test } from "vitest";
import { isIsoDate, isTimeOfDay, isTimeZone } from "../../shared/assignmentRules";
import { endOfDay, endOfMinute, startOfDay } from "./assignmentsTime";

test.each([
  // [day, zone, last millisecond of that day in UTC]
  ["2026-12-01", "America/New_York", "2026-12-02T04:59:59.999Z"], // EST, UTC-5
  ["2026-07-01", "America/New_York", "2026-07-02T03:59:59.999Z"], // EDT, UTC-4
  ["2026-12-31", "Asia/Kolkata", "2026-12-31T18:29:59.999Z"], // UTC+5:30
  ["2026-03-29", "Europe/Paris", "2026-03-29T21:59:59.999Z"], // a 23-hour day (summer time starts)
  ["2026-10-25", "Europe/Paris", "2026-10-25T22:59:59.999Z"], // a 25-hour day (summer time ends)
  ["2026-06-15", "Pacific/Auckland", "2026-06-15T11:59:59.999Z"],
  ["2026-02-28", "UTC", "2026-02-28T23:59:59.999Z"],
])("%s ends in %s at %s", (day, zone, iso) => {
  expect(new Date(endOfDay(day, zone)).toISOString()).toBe(iso);
});

test("a day whose midnight does not exist starts when the clocks jump (Santiago, 12 Aug 2018)", () => {
  expect(new Date(startOfDay("2018-08-12", "America/Santiago")).toISOString()).toBe("2018-08-12T04:00:00.000Z");
  expect(new Date(endOfDay("2018-08-11", "America/Santiago")).toISOString()).toBe("2018-08-12T03:59:59.999Z");
});

test("dates and zones from the form are checked", () => {
  expect(isIsoDate("2026-02-28")).toBe(true);
  expect(isIsoDate("2028-02-29")).toBe(true);
  expect(isIsoDate("2026-02-29")).toBe(false);
  expect(isIsoDate("2026-2-28")).toBe(false);
  expect(isIsoDate("1999-12-31")).toBe(false);
  expect(isTimeZone("Europe/Paris")).toBe(true);
  expect(isTimeZone("Nowhere/Land")).toBe(false);
  expect(isTimeZone("")).toBe(false);
});

test.each([
  // [day, time, zone, last millisecond of that minute in UTC]
  ["2026-12-01", "09:30", "America/New_York", "2026-12-01T14:30:59.999Z"],
  ["2026-07-01", "00:00", "America/New_York", "2026-07-01T04:00:59.999Z"],
  ["2026-12-31", "17:05", "Asia/Kolkata", "2026-12-31T11:35:59.999Z"],
  ["2026-10-25", "23:59", "Europe/Paris", "2026-10-25T22:59:59.999Z"],
])("%s %s in %s ends at %s", (day, time, zone, iso) => {
  expect(new Date(endOfMinute(day, time, zone)).toISOString()).toBe(iso);
});

test("23:59 is the end of the day, even where the next midnight does not exist", () => {
  for (const [day, zone] of [
    ["2026-03-29", "Europe/Paris"],
    ["2018-08-11", "America/Santiago"],
    ["2026-06-15", "Pacific/Auckland"],
  ]) {
    expect(endOfMinute(day, "23:59", zone)).toBe(endOfDay(day, zone));
  }
});

test("times of day from the form are checked", () => {
  expect(isTimeOfDay("00:00")).toBe(true);
  expect(isTimeOfDay("23:59")).toBe(true);
  expect(isTimeOfDay("24:00")).toBe(false);
  expect(isTimeOfDay("9:30")).toBe(false);
  expect(isTimeOfDay("12:60")).toBe(false);
});
