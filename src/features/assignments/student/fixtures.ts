import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import type { MyWork, StudentAssignment } from "./types";

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
  overrides: Partial<Omit<StudentAssignment, "mine">> & { mine?: Partial<MyWork> } = {},
) {
  const deadlineAt = overrides.deadlineAt ?? Date.now() + 3 * DAY + HOUR;
  const { mine, ...rest } = overrides;
  return {
    _id: id,
    courseId: "c1",
    title,
    assignedDate: "2026-11-20",
    deadlineDate: "2026-12-01",
    timeZone: "Europe/London",
    deadlineAt,
    extendedDeadlineAt: null,
    myDeadlineAt: deadlineAt,
    instructorName: "Grace Hopper",
    postedAt: 1,
    closed: false,
    questionFile: {
      name: `${title.toLowerCase()}.pdf`,
      url: `https://files.test/${id}`,
      contentType: "application/pdf",
      size: 1234,
    },
    ...rest,
    mine: { ...notSubmitted, ...mine },
  };
}

/**
 * Serves `list` the way the server sends it: the assignments from assignments.listForStudent and
 * the student's submissions from submissions.myWork (the page works each status out again).
 */
export function serveAssignments(list: ReturnType<typeof assignment>[]) {
  fakeConvex.setQuery(
    api.assignments.assignments.listForStudent,
    list.map(({ mine: _mine, ...listed }) => listed),
  );
  fakeConvex.setQuery(
    api.assignments.submissions.myWork,
    list
      .filter(({ mine }) => mine.versionCount > 0)
      .map(({ _id, mine }) => ({
        assignmentId: _id,
        submittedAt: mine.submittedAt ?? 0,
        versionCount: mine.versionCount,
        grade: mine.grade ?? undefined,
        feedback: mine.feedback ?? undefined,
        gradedAt: mine.gradedAt ?? undefined,
        gradedVersion: mine.grade === null ? undefined : mine.versionCount - (mine.resubmittedAfterGrading ? 1 : 0),
      })),
  );
}
