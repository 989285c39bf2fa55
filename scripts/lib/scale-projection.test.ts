/**
 * The projection's arithmetic: database I/O is bytes read plus bytes written, live re-runs and the
 * top bar are weighted as stated, school events count `perMonth` times, and the school that fits
 * scales with its students.
 */
import { describe, expect, it } from "vitest";
import type { Role } from "./scale-screens.ts";
import {
  FREE_PLAN,
  projectMonth,
  SCHOOL,
  SHELL_NAME,
  VIEWS_PER_VISIT,
  type EventFigure,
  type ScreenFigure,
} from "./scale-projection.ts";

function screen(role: Role, name: string, cost: Partial<ScreenFigure> = {}): ScreenFigure {
  return {
    screen: name,
    route: "/",
    role,
    calls: 1,
    documents: 0,
    mutationDocuments: 0,
    bytes: 0,
    written: 0,
    writtenBytes: 0,
    rows: 0,
    budget: 20,
    overBudget: false,
    liveCalls: 0,
    liveDocuments: 0,
    liveBytes: 0,
    liveWrittenBytes: 0,
    liveWhy: "",
    perCall: [],
    failures: [],
    ...cost,
  };
}

const studentViews = SCHOOL.student.people * SCHOOL.student.viewsEach;

describe("projectMonth", () => {
  it("adds bytes written to bytes read, live re-runs once each, and the top bar once a visit", () => {
    const { figures } = projectMonth(
      [
        screen("student", "A", { bytes: 1_000, writtenBytes: 500, liveCalls: 2, liveBytes: 100, liveWrittenBytes: 10 }),
        screen("student", SHELL_NAME, { calls: 5, bytes: 2_000 }),
      ],
      [],
    );
    expect(figures.typical.bytes).toBe((1_000 + 100 + 2_000 / VIEWS_PER_VISIT) * studentViews);
    expect(figures.typical.writtenBytes).toBe((500 + 10) * studentViews);
    expect(figures.typical.calls).toBe((1 + 2 + 5 / VIEWS_PER_VISIT) * studentViews);
    // The busy month has four times the live re-runs.
    expect(figures.busy.bytes).toBe((1_000 + 4 * 100 + 2_000 / VIEWS_PER_VISIT) * studentViews);
  });

  it("counts each school event perMonth times, and fewer students fit as the costs grow", () => {
    const event: EventFigure = {
      name: "Assignment posted",
      perMonth: 100,
      why: "",
      calls: 2,
      documents: 400,
      bytes: 150_000,
      written: 400,
      writtenBytes: 100_000,
      scheduled: [],
      failures: [],
    };
    const cheap = projectMonth([screen("student", "A", { bytes: 1_000 })], [event]).figures;
    expect(cheap.events).toMatchObject({ calls: 200, bytes: 15_000_000, writtenBytes: 10_000_000 });
    expect(cheap.typical.bytes).toBe(1_000 * studentViews + 15_000_000);
    // Half the free plan's I/O: twice the students fit (to the ten below).
    const half = FREE_PLAN.databaseIoBytes / 2 - 25_000_000;
    const atHalf = projectMonth([screen("student", "A", { calls: 0, bytes: half / studentViews })], [event]).figures;
    expect(atHalf.studentsThatFit).toBe(1_000);
    const dearer = projectMonth([screen("student", "A", { bytes: (2 * half) / studentViews })], [event]).figures;
    expect(dearer.studentsThatFit).toBeLessThan(atHalf.studentsThatFit);
  });
});
