import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { formatDateTime } from "@/lib/date-time";
import { TeacherAssignments } from "./teacher-assignments";

const courseId = "c1" as Id<"courses">;
const DEADLINE = Date.UTC(2030, 0, 17, 22, 59, 59, 999);
const HOUR = 3_600_000;

const noWork = {
  status: "not_submitted",
  submittedAt: null,
  lateByMs: null,
  versionCount: 0,
  grade: null,
  feedback: null,
  gradedAt: null,
  resubmittedAfterGrading: false,
};

function row(
  studentId: string,
  studentName: string,
  work: Record<string, unknown>,
  current: unknown = null,
  extra = {},
) {
  return {
    studentId,
    studentName,
    studentEmail: `${studentId}@example.com`,
    deadlineAt: DEADLINE,
    extendedDeadlineAt: null,
    work: { ...noWork, ...work },
    current,
    ...extra,
  };
}

const file = (name: string, version: number) => ({
  version,
  name,
  contentType: "application/pdf",
  size: 100,
});

const rows = [
  row("s1", "Ada", {}),
  row("s2", "Ben", { status: "submitted", submittedAt: DEADLINE - HOUR, versionCount: 1 }, file("ben.pdf", 1)),
  row(
    "s3",
    "Cleo",
    { status: "late", submittedAt: DEADLINE + 3 * HOUR, lateByMs: 3 * HOUR, versionCount: 2 },
    file("cleo-2.pdf", 2),
    {
      extendedDeadlineAt: DEADLINE + 2 * HOUR,
    },
  ),
  row(
    "s4",
    "Dan",
    { status: "graded", submittedAt: DEADLINE - HOUR, versionCount: 1, grade: 87.5, feedback: "Good" },
    file("dan.pdf", 1),
  ),
];

type FixtureRow = ReturnType<typeof row>;
/** What `roster` returns of the rows: who the students are. */
const studentsOf = (list: FixtureRow[]) =>
  list.map(({ studentId, studentName, studentEmail }) => ({ studentId, studentName, studentEmail }));
/** What `rosterWork` returns of the rows: only students with a submission or an extension. */
const workOf = (list: FixtureRow[]) => ({
  deadlineAt: DEADLINE,
  rows: list
    .filter((r) => r.work.status !== "not_submitted" || r.extendedDeadlineAt !== null)
    .map(({ studentName: _name, studentEmail: _email, ...work }) => work),
});

/** What the panel sends `rosterWork` besides the assignment. */
type WorkArgs = { studentIds: string[] };

async function openPanel() {
  const user = userEvent.setup();
  renderRoute(<TeacherAssignments courseId={courseId} />, { path: "/assignmentpage" });
  await user.click(await screen.findByRole("button", { name: "View submissions" }));
  return user;
}

const student = (name: string) =>
  within(screen.getByRole("list", { name: "Submissions" })).getByRole("listitem", { name });

/** The course's one assignment, as listForStaff returns it. */
const ESSAY = {
  _id: "a1",
  courseId,
  title: "Essay 1",
  assignedDate: "2030-01-10",
  deadlineDate: "2030-01-17",
  deadlineTime: "23:59",
  timeZone: "UTC",
  instructions: "",
  points: 100,
  rubric: null,
  gradesHeld: false,
  deadlineAt: DEADLINE,
  instructorName: "Grace Hopper",
  postedAt: 1,
  closed: false,
  questionFile: { name: "q.pdf", contentType: "application/pdf", size: 10 },
};

describe("Submissions of an assignment", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.courses.courses.get, { _id: courseId, instructorName: "Grace Hopper" });
    fakeConvex.setQuery(api.assignments.assignments.listForStaff, [ESSAY]);
    fakeConvex.setQuery(api.assignments.submissions.summaries, [
      { assignmentId: "a1", enrolled: 4, submitted: 3, late: 1, graded: 1 },
    ]);
    fakeConvex.setPaginatedQuery(api.assignments.submissions.roster, {
      results: studentsOf(rows),
      status: "CanLoadMore",
    });
    fakeConvex.setQuery(api.assignments.submissions.rosterWork, workOf(rows));
  });

  it("lists every enrolled student with their status in local time and a download of the current file", async () => {
    await openPanel();
    expect(await screen.findByRole("list", { name: "Submissions" })).toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.assignments.submissions.roster)).toEqual({ assignmentId: "a1" });
    expect(fakeConvex.lastQueryArgs(api.assignments.submissions.rosterWork)).toEqual({
      assignmentId: "a1",
      studentIds: ["s1", "s2", "s3", "s4"],
    });
    expect(within(student("Ada")).getByText("Not submitted")).toBeInTheDocument();
    expect(within(student("Ada")).queryByRole("button", { name: /^Download/ })).not.toBeInTheDocument();
    expect(within(student("Ada")).queryByLabelText("Grade (0–100)")).not.toBeInTheDocument();
    expect(within(student("Ben")).getByText(`Submitted at ${formatDateTime(DEADLINE - HOUR)}`)).toBeInTheDocument();
    expect(within(student("Cleo")).getByText("Late by 3 hours")).toBeInTheDocument();
    expect(within(student("Cleo")).getByText(`Extended to ${formatDateTime(DEADLINE + 2 * HOUR)}`)).toBeInTheDocument();
    expect(within(student("Dan")).getByText("Graded 87.5")).toBeInTheDocument();
    expect(within(student("Dan")).getByLabelText("Grade (0–100)")).toHaveValue(87.5);
    expect(within(student("Dan")).getByLabelText("Feedback")).toHaveValue("Good");

    // Files open through a fresh private link made at the click (FileLink), never a stored address.
    expect(within(student("Cleo")).getByRole("button", { name: /^Download/ })).toHaveAccessibleName(
      /^Download\s*Cleo’s work \(version 2\)$/,
    );
  });

  it("a new submission appears without reload", async () => {
    await openPanel();
    await screen.findByRole("list", { name: "Submissions" });
    fakeConvex.setPaginatedQuery(api.assignments.submissions.roster, { results: studentsOf(rows) });
    fakeConvex.setQuery(
      api.assignments.submissions.rosterWork,
      workOf([
        row(
          "s1",
          "Ada",
          { status: "submitted", submittedAt: DEADLINE - 2 * HOUR, versionCount: 1 },
          file("ada.pdf", 1),
        ),
        ...rows.slice(1),
      ]),
    );
    expect(
      await within(student("Ada")).findByText(`Submitted at ${formatDateTime(DEADLINE - 2 * HOUR)}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("shows the names at once and each status when the work arrives", async () => {
    fakeConvex.setQuery(api.assignments.submissions.rosterWork, undefined);
    await openPanel();
    await screen.findByRole("list", { name: "Submissions" });
    expect(within(student("Ben")).getByText("s2@example.com")).toBeInTheDocument();
    expect(within(student("Ben")).getByRole("status", { name: "Loading status" })).toBeInTheDocument();
    expect(within(student("Ben")).queryByRole("button", { name: "Extend deadline" })).not.toBeInTheDocument();
    expect(within(student("Ben")).queryByRole("link")).not.toBeInTheDocument();

    fakeConvex.setQuery(api.assignments.submissions.rosterWork, workOf(rows));
    expect(
      await within(student("Ben")).findByText(`Submitted at ${formatDateTime(DEADLINE - HOUR)}`),
    ).toBeInTheDocument();
    expect(within(student("Ben")).queryByRole("status", { name: "Loading status" })).not.toBeInTheDocument();
    expect(within(student("Ada")).getByText("Not submitted")).toBeInTheDocument();
  });

  it("subscribes to the work of each 7 students of a page apart, never across two pages", async () => {
    const many = Array.from({ length: 30 }, (_, i) => row(`m${i}`, `Student ${i}`, {}));
    fakeConvex.setPaginatedQuery(api.assignments.submissions.roster, { results: studentsOf(many) });
    fakeConvex.setQuery(api.assignments.submissions.rosterWork, workOf(many));
    await openPanel();
    await screen.findByRole("list", { name: "Submissions" });
    expect(screen.getAllByText("Not submitted")).toHaveLength(30);
    const asked = fakeConvex
      .queryCalls(api.assignments.submissions.rosterWork)
      .map((args) => (args === "skip" ? "skip" : args.studentIds.join()));
    const ids = (from: number, to: number) =>
      many
        .slice(from, to)
        .map((r) => r.studentId)
        .join();
    // The first page of 25 in 7 + 7 + 7 + 4, the second page's 5 on their own.
    expect(new Set(asked)).toEqual(new Set([ids(0, 7), ids(7, 14), ids(14, 21), ids(21, 25), ids(25, 30)]));
  });

  it("a grade changes only its chunk's answer, and its row follows", async () => {
    const many = Array.from({ length: 25 }, (_, i) => row(`m${i}`, `Student ${i}`, {}));
    fakeConvex.setPaginatedQuery(api.assignments.submissions.roster, { results: studentsOf(many) });
    const gradedWork = (studentIds: string[]) =>
      workOf(
        many
          .filter((r) => studentIds.includes(r.studentId))
          .map((r) =>
            r.studentId === "m9"
              ? row("m9", "Student 9", { status: "graded", submittedAt: DEADLINE - HOUR, versionCount: 1, grade: 91 })
              : r,
          ),
      );
    fakeConvex.setQuery(api.assignments.submissions.rosterWork, ({ studentIds }: WorkArgs) =>
      workOf(many.filter((r) => studentIds.includes(r.studentId))),
    );
    await openPanel();
    await screen.findByRole("list", { name: "Submissions" });
    expect(within(student("Student 9")).getByText("Not submitted")).toBeInTheDocument();

    // Only the chunk holding m9 (m7–m13) answers anew; the other chunks keep answering as before.
    fakeConvex.setQuery(api.assignments.submissions.rosterWork, ({ studentIds }: WorkArgs) =>
      studentIds.includes("m9") ? gradedWork(studentIds) : workOf(many.filter((r) => studentIds.includes(r.studentId))),
    );
    expect(await within(student("Student 9")).findByText("Graded 91")).toBeInTheDocument();
    expect(within(student("Student 8")).getByText("Not submitted")).toBeInTheDocument();
    expect(within(student("Student 0")).getByText("Not submitted")).toBeInTheDocument();
  });

  it("while a chunk's new ids load, its last answer keeps serving the students it covered", async () => {
    await openPanel();
    await screen.findByRole("list", { name: "Submissions" });
    expect(within(student("Ben")).getByText(`Submitted at ${formatDateTime(DEADLINE - HOUR)}`)).toBeInTheDocument();

    // A student joins at the top of the list: the chunk's ids change and their answer is loading.
    const joined = [row("s0", "Abe", {}), ...rows];
    fakeConvex.setQuery(api.assignments.submissions.rosterWork, ({ studentIds }: WorkArgs) =>
      studentIds.includes("s0") ? undefined : workOf(rows),
    );
    fakeConvex.setPaginatedQuery(api.assignments.submissions.roster, { results: studentsOf(joined) });
    expect(await within(student("Abe")).findByRole("status", { name: "Loading status" })).toBeInTheDocument();
    expect(within(student("Ben")).getByText(`Submitted at ${formatDateTime(DEADLINE - HOUR)}`)).toBeInTheDocument();
    expect(within(student("Ada")).getByText("Not submitted")).toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.assignments.submissions.rosterWork)).toEqual({
      assignmentId: "a1",
      studentIds: ["s0", "s1", "s2", "s3", "s4"],
    });

    fakeConvex.setQuery(api.assignments.submissions.rosterWork, workOf(joined));
    expect(await within(student("Abe")).findByText("Not submitted")).toBeInTheDocument();
  });

  it("Load more asks for the next page", async () => {
    const user = await openPanel();
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(fakeConvex.loadMore(api.assignments.submissions.roster)).toHaveBeenCalledWith(25);
  });

  it("Save grade sends the number and the trimmed feedback", async () => {
    const grade = fakeConvex.mutation(api.assignments.submissions.grade);
    const user = await openPanel();
    await screen.findByRole("list", { name: "Submissions" });
    await user.type(within(student("Ben")).getByLabelText("Grade (0–100)"), "92.5");
    await user.type(within(student("Ben")).getByLabelText("Feedback"), "  Clear argument. ");
    await user.click(within(student("Ben")).getByRole("button", { name: "Save grade" }));
    expect(grade).toHaveBeenCalledWith({
      assignmentId: "a1",
      studentId: "s2",
      grade: 92.5,
      feedback: "Clear argument.",
    });
    expect(await screen.findByText("Grade saved for Ben")).toBeInTheDocument();
  });

  it("a grade out of range or with two decimals is refused before sending; the server's refusal is shown", async () => {
    const grade = fakeConvex.mutation(api.assignments.submissions.grade);
    const user = await openPanel();
    await screen.findByRole("list", { name: "Submissions" });
    const input = within(student("Ben")).getByLabelText("Grade (0–100)");
    await user.type(input, "101");
    await user.click(within(student("Ben")).getByRole("button", { name: "Save grade" }));
    expect(await within(student("Ben")).findByText("Grade must be between 0 and 100.")).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "88.25");
    expect(await within(student("Ben")).findByText("Grade may have at most one decimal.")).toBeInTheDocument();
    expect(grade).not.toHaveBeenCalled();

    grade.mockRejectedValueOnce(new ConvexError({ code: "CONFLICT", message: "Only submitted work can be graded." }));
    await user.clear(input);
    await user.type(input, "88");
    await user.click(within(student("Ben")).getByRole("button", { name: "Save grade" }));
    expect(await screen.findByText("Only submitted work can be graded.")).toBeInTheDocument();
    expect(screen.getByText("Grade not saved")).toBeInTheDocument();
  });

  it("grades out of the assignment's points; with a rubric, sends each student to the grader instead", async () => {
    fakeConvex.setQuery(api.assignments.assignments.listForStaff, [{ ...ESSAY, points: 20 }]);
    await openPanel();
    await screen.findByRole("list", { name: "Submissions" });
    expect(within(student("Ben")).getByLabelText("Grade (0–20)")).toHaveAttribute("max", "20");

    fakeConvex.setQuery(api.assignments.assignments.listForStaff, [
      { ...ESSAY, points: 20, rubric: { _id: "r1", title: "Essay rubric", criteria: [], maxPoints: 20 } },
    ]);
    const ben = within(student("Ben"));
    expect(await ben.findByRole("link", { name: "Grade Ben with the rubric" })).toHaveAttribute(
      "href",
      "/grade/a1?student=s2",
    );
    expect(ben.queryByLabelText(/^Grade \(/)).not.toBeInTheDocument();
    expect(within(student("Dan")).getByText(/Grade: 87.5 \/ 20\./)).toBeInTheDocument();
  });

  it("lists a student's versions with their times and links", async () => {
    fakeConvex.setQuery(api.assignments.submissions.versions, [
      { ...file("cleo-2.pdf", 2), submittedAt: DEADLINE + 3 * HOUR, lateByMs: 3 * HOUR, current: true },
      { ...file("cleo-1.pdf", 1), submittedAt: DEADLINE - HOUR, lateByMs: null, current: false },
    ]);
    const user = await openPanel();
    await screen.findByRole("list", { name: "Submissions" });
    await user.click(within(student("Cleo")).getByRole("button", { name: "Versions (2)" }));
    expect(fakeConvex.lastQueryArgs(api.assignments.submissions.versions)).toEqual({
      assignmentId: "a1",
      studentId: "s3",
    });
    const versions = within(student("Cleo")).getByRole("list", { name: "Versions" });
    expect(within(versions).getByRole("button", { name: "cleo-1.pdf" })).toBeInTheDocument();
    expect(within(versions).getByText(formatDateTime(DEADLINE - HOUR))).toBeInTheDocument();
    expect(within(versions).getByText("late by 3 hours")).toBeInTheDocument();
  });

  it("grants and removes an extension", async () => {
    const grant = fakeConvex.mutation(api.assignments.submissions.grantExtension);
    const revoke = fakeConvex.mutation(api.assignments.submissions.revokeExtension);
    const user = await openPanel();
    await screen.findByRole("list", { name: "Submissions" });
    await user.click(within(student("Ada")).getByRole("button", { name: "Extend deadline" }));
    const input = within(student("Ada")).getByLabelText("Extension for Ada");
    await user.clear(input);
    await user.type(input, "2030-01-24");
    await user.click(within(student("Ada")).getByRole("button", { name: "Grant extension" }));
    expect(grant).toHaveBeenCalledWith({
      assignmentId: "a1",
      studentId: "s1",
      deadlineDate: "2030-01-24",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await screen.findByText("Extension granted to Ada")).toBeInTheDocument();

    expect(within(student("Ada")).queryByRole("button", { name: "Remove extension" })).not.toBeInTheDocument();
    await user.click(within(student("Cleo")).getByRole("button", { name: "Remove extension" }));
    expect(revoke).toHaveBeenCalledWith({ assignmentId: "a1", studentId: "s3" });
  });
});
