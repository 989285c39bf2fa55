/**
 * Documents a class roster page reads (ADR 0068): its rows and the course's assignments, the same
 * in a class twice the size, in every order and filter. `npm run bench:reads` runs it at 500
 * students and prints the figures (docs/performance.md).
 */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { courseWithPeople, enrol, POSTED_AT, postAssignment } from "../assignments/assignmentsTests.setup";
import { figureSize, figureTimeout, FIGURES } from "../figures.setup";
import { measureReads } from "../readCounting.setup";
import { CLASS_ROSTER_PAGE, ROSTER_SORTS } from "../shared/classRosterRules";
import { seedUser, type TestConvex } from "../test.setup";
import { rosterCsv, rosterPage, type RosterQuery } from "./model/roster";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The class the suite checks, and twice it; the bench's 250 and 500. */
const CLASS = figureSize(30, 250);
/** Assignments of the course: read once per page, whatever the class size. */
const ASSIGNMENTS = 3;

const QUERIES: RosterQuery[] = [
  ...ROSTER_SORTS.map((sort) => ({ sort, order: "desc" as const, filter: "all" as const, search: "" })),
  { sort: "name", order: "asc", filter: "not_started", search: "" },
  { sort: "name", order: "asc", filter: "behind", search: "" },
  { sort: "name", order: "asc", filter: "all", search: "Student" },
];

async function readsOf(t: TestConvex, courseId: Id<"courses">, query: RosterQuery) {
  return await t.run(async (ctx) => {
    const course = await ctx.db.get("courses", courseId);
    if (course === null) throw new Error("no course");
    const page = { numItems: CLASS_ROSTER_PAGE, cursor: null };
    return await measureReads(ctx, (c) => rosterPage(c, course, query, page, Date.now()));
  });
}

test(
  `a roster page reads its rows and the course's assignments, the same at ${CLASS} and ${2 * CLASS} students`,
  { timeout: figureTimeout(600_000) },
  async () => {
    const { t, teacher, courseId } = await courseWithPeople();
    for (let i = 0; i < ASSIGNMENTS; i += 1) await postAssignment(t, teacher.as, courseId, { title: `A${i}` });
    // Lessons, so that "behind" (under half of them done) holds everyone.
    for (const title of ["One", "Two"]) await teacher.as.mutation(api.courses.lessons.add, { courseId, title });
    const addStudents = async (from: number, to: number) => {
      for (let i = from; i < to; i += 1) {
        const student = await seedUser(t, "student", { displayName: `Student ${i}` });
        await enrol(t, student.userId, courseId, `Student ${i}`);
      }
    };
    // courseWithPeople enrols two.
    await addStudents(2, CLASS);
    const before = await Promise.all(QUERIES.map((query) => readsOf(t, courseId, query)));
    await addStudents(CLASS, 2 * CLASS);
    const after = await Promise.all(QUERIES.map((query) => readsOf(t, courseId, query)));
    const csv = await t.run(async (ctx) => {
      const course = await ctx.db.get("courses", courseId);
      if (course === null) throw new Error("no course");
      return await measureReads(ctx, (c) => rosterCsv(c, course, Date.now(), "en"));
    });
    for (const [i, query] of QUERIES.entries()) {
      const label = query.search !== "" ? "search" : query.filter !== "all" ? query.filter : query.sort;
      console.log(
        `[reads] class roster page (${label}) at ${2 * CLASS} students: ${after[i].reads} documents, ` +
          `${(after[i].bytes / 1024).toFixed(1)} KB (${before[i].reads} at ${CLASS})`,
      );
      // A page: its rows and the course's assignments, nothing per student beyond the row.
      expect(after[i].reads).toBeLessThanOrEqual(CLASS_ROSTER_PAGE + ASSIGNMENTS);
      if (!FIGURES) expect(after[i].reads).toBe(before[i].reads);
    }
    console.log(
      `[reads] class roster CSV at ${2 * CLASS} students: ${csv.reads} documents, ${(csv.bytes / 1024).toFixed(1)} KB`,
    );
    expect(csv.reads).toBeLessThanOrEqual(2 * CLASS + ASSIGNMENTS);
  },
);
