import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import type { RubricChoiceSnapshot } from "@convex/shared/rubricRules";
import type { HandedIn, MyWork, StudentAssignment } from "./types";

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const notSubmitted: MyWork = {
  status: "not_submitted",
  submittedAt: null,
  lateByMs: null,
  versionCount: 0,
  grade: null,
  feedback: null,
  gradedAt: null,
  resubmittedAfterGrading: false,
};

/** An assignment of course c1 as listForStudent returns it; ids are plain strings in tests. */
export function assignment(
  id: string,
  title: string,
  overrides: Partial<Omit<StudentAssignment, "mine" | "handedIn" | "chosen">> & {
    mine?: Partial<MyWork>;
    /** The file handed in (by default "<title>-answer.pdf", 48 KB, when something was handed in). */
    handedIn?: Partial<HandedIn>;
    /** The rubric levels a released grade chose. */
    chosen?: RubricChoiceSnapshot[] | null;
  } = {},
) {
  const deadlineAt = overrides.deadlineAt ?? Date.now() + 3 * DAY + HOUR;
  const { mine, handedIn, chosen, ...rest } = overrides;
  return {
    _id: id,
    courseId: "c1",
    title,
    assignedDate: "2026-11-20",
    deadlineDate: "2026-12-01",
    deadlineTime: "23:59",
    instructions: "",
    points: 100,
    rubric: null,
    gradesHeld: false,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- test data: an IANA time zone
    timeZone: "Europe/London",
    deadlineAt,
    extendedDeadlineAt: null,
    myDeadlineAt: deadlineAt,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- test data: a person's name
    instructorName: "Grace Hopper",
    postedAt: 1,
    closed: false,
    questionFile: { name: `${title.toLowerCase()}.pdf`, contentType: "application/pdf", size: 1234 },
    ...rest,
    mine: { ...notSubmitted, ...mine },
    handedIn: {
      name: `${title.toLowerCase()}-answer.pdf`,
      size: 48 * 1024,
      contentType: "application/pdf",
      ...handedIn,
    },
    chosen: chosen ?? null,
  };
}

/**
 * Serves `list` the way the server sends it: the assignments from assignments.listForStudent and
 * the student's submissions from submissions.myWork (the page works each status out again).
 */
export function serveAssignments(list: ReturnType<typeof assignment>[]) {
  fakeConvex.setQuery(
    api.assignments.assignments.listForStudent,
    list.map(({ mine: _mine, handedIn: _handedIn, chosen: _chosen, ...listed }) => listed),
  );
  fakeConvex.setQuery(
    api.assignments.submissions.myWork,
    list
      .filter(({ mine }) => mine.versionCount > 0)
      .map(({ _id, mine, handedIn, chosen }) => ({
        assignmentId: _id,
        submittedAt: mine.submittedAt ?? 0,
        versionCount: mine.versionCount,
        grade: mine.grade ?? undefined,
        feedback: mine.feedback ?? undefined,
        gradedAt: mine.gradedAt ?? undefined,
        gradedVersion: mine.grade === null ? undefined : mine.versionCount - (mine.resubmittedAfterGrading ? 1 : 0),
        rubric: chosen,
        currentFile: {
          ...handedIn,
          version: handedIn.version ?? mine.versionCount,
          submittedAt: handedIn.submittedAt ?? mine.submittedAt ?? 0,
        },
      })),
  );
}
