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

const work = (extra: Record<string, unknown>) => ({
  status: "submitted",
  submittedAt: DEADLINE - HOUR,
  lateByMs: null,
  versionCount: 1,
  grade: null,
  feedback: null,
  gradedAt: null,
  resubmittedAfterGrading: false,
  ...extra,
});
const current = { version: 1, name: "w.pdf", contentType: "application/pdf", size: 1 };

const students = [
  { studentId: "s1", studentName: "Ada", studentEmail: "ada@example.com" },
  { studentId: "s2", studentName: "Ben", studentEmail: "ben@example.com" },
];

/** Ben handed in and was graded three times; Ada handed in, ungraded. */
const rosterWork = {
  deadlineAt: DEADLINE,
  rows: [
    { studentId: "s1", extendedDeadlineAt: null, deadlineAt: DEADLINE, work: work({}), current },
    {
      studentId: "s2",
      extendedDeadlineAt: null,
      deadlineAt: DEADLINE,
      work: work({ status: "graded", grade: 60, feedback: "Weaker.", gradedAt: DEADLINE + 3 * HOUR }),
      current,
    },
  ],
};

const entry = (eventId: string, grade: number, feedback: string, at: number, extra: Record<string, unknown> = {}) => ({
  eventId,
  grade,
  feedback,
  version: 1,
  graderName: "Grace Hopper",
  gradedAt: at,
  restoredFrom: null,
  rubric: null,
  overrideReason: null,
  current: false,
  ...extra,
});

const history = [
  entry("e1", 70, "A start.", DEADLINE + HOUR),
  entry("e2", 85.5, "", DEADLINE + 2 * HOUR, { graderName: "Ada Admin" }),
  entry("e3", 60, "Weaker.", DEADLINE + 3 * HOUR, { current: true }),
];

const student = (name: string) =>
  within(screen.getByRole("list", { name: "Submissions" })).getByRole("listitem", { name });

async function openSubmissions() {
  const user = userEvent.setup();
  renderRoute(<TeacherAssignments courseId={courseId} />, { path: "/assignmentpage" });
  await user.click(await screen.findByRole("button", { name: "View submissions" }));
  await screen.findByRole("list", { name: "Submissions" });
  return user;
}

const historyButton = (name: string) => within(student(name)).getByRole("button", { name: /^History/ });

describe("A submission's grade history", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.courses.courses.get, { _id: courseId, instructorName: "Grace Hopper" });
    fakeConvex.setQuery(api.assignments.assignments.listForStaff, [
      {
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
      },
    ]);
    fakeConvex.setQuery(api.assignments.submissions.summaries, [
      { assignmentId: "a1", enrolled: 2, submitted: 2, late: 0, graded: 1 },
    ]);
    fakeConvex.setPaginatedQuery(api.assignments.submissions.roster, { results: students });
    fakeConvex.setQuery(api.assignments.submissions.rosterWork, rosterWork);
    fakeConvex.setQuery(api.assignments.submissions.gradeHistory, history);
  });

  it("is a closed disclosure on graded work only, and asks for nothing until opened", async () => {
    await openSubmissions();
    expect(within(student("Ada")).queryByRole("button", { name: /^History/ })).not.toBeInTheDocument();
    expect(historyButton("Ben")).toHaveAccessibleName("History of Ben’s grades");
    expect(historyButton("Ben")).toHaveAttribute("aria-expanded", "false");
    expect(fakeConvex.queryCalls(api.assignments.submissions.gradeHistory)).toEqual([]);
  });

  it("lists every grade oldest first with its feedback, grader and time; only earlier ones can be restored", async () => {
    const user = await openSubmissions();
    await user.click(historyButton("Ben"));
    expect(historyButton("Ben")).toHaveAttribute("aria-expanded", "true");
    expect(fakeConvex.lastQueryArgs(api.assignments.submissions.gradeHistory)).toEqual({
      assignmentId: "a1",
      studentId: "s2",
    });

    const list = within(student("Ben")).getByRole("list", { name: "Grade history of Ben" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/^Grade /).textContent)).toEqual([
      "Grade 70",
      "Grade 85.5",
      "Grade 60",
    ]);
    expect(within(items[0]).getByText("A start.")).toBeInTheDocument();
    expect(within(items[0]).getByText(/^By Grace Hopper,/)).toHaveTextContent(
      `By Grace Hopper, ${formatDateTime(DEADLINE + HOUR)}`,
    );
    expect(within(items[1]).getByText(/^By Ada Admin,/)).toBeInTheDocument();
    expect(within(items[1]).getByText("No feedback")).toBeInTheDocument();
    expect(within(items[2]).getByText("Current")).toBeInTheDocument();
    expect(within(items[0]).queryByText("Current")).not.toBeInTheDocument();

    expect(
      within(items[0]).getByRole("button", { name: `Restore grade 70 of ${formatDateTime(DEADLINE + HOUR)}` }),
    ).toBeEnabled();
    expect(within(items[1]).getByRole("button", { name: /^Restore/ })).toBeInTheDocument();
    expect(within(items[2]).queryByRole("button", { name: /^Restore/ })).not.toBeInTheDocument();
  });

  it("shows a loading state, then the grades; an empty history says so", async () => {
    fakeConvex.setQuery(api.assignments.submissions.gradeHistory, undefined);
    const user = await openSubmissions();
    await user.click(historyButton("Ben"));
    expect(within(student("Ben")).getByRole("status", { name: "Loading grade history" })).toBeInTheDocument();

    fakeConvex.setQuery(api.assignments.submissions.gradeHistory, []);
    expect(await within(student("Ben")).findByText("No grades yet.")).toBeInTheDocument();

    fakeConvex.setQuery(api.assignments.submissions.gradeHistory, history);
    expect(await within(student("Ben")).findByRole("list", { name: "Grade history of Ben" })).toBeInTheDocument();
  });

  it("Restore sends that grade's event and says so; the restored grade arrives live", async () => {
    const restore = fakeConvex.mutation(api.assignments.submissions.restoreGrade);
    const user = await openSubmissions();
    await user.click(historyButton("Ben"));
    const list = within(student("Ben")).getByRole("list", { name: "Grade history of Ben" });
    await user.click(within(within(list).getAllByRole("listitem")[1]).getByRole("button", { name: /^Restore/ }));
    expect(restore).toHaveBeenCalledWith({ assignmentId: "a1", studentId: "s2", eventId: "e2" });
    expect(await screen.findByText("Grade 85.5 restored for Ben")).toBeInTheDocument();

    // The server's answer: a new current entry naming the grade it restored, and the row's grade.
    fakeConvex.setQuery(api.assignments.submissions.gradeHistory, [
      ...history.map((item) => ({ ...item, current: false })),
      entry("e4", 85.5, "", DEADLINE + 4 * HOUR, {
        current: true,
        restoredFrom: { eventId: "e2", gradedAt: DEADLINE + 2 * HOUR },
      }),
    ]);
    fakeConvex.setQuery(api.assignments.submissions.rosterWork, {
      ...rosterWork,
      rows: [
        rosterWork.rows[0],
        {
          ...rosterWork.rows[1],
          work: work({ status: "graded", grade: 85.5, feedback: "", gradedAt: DEADLINE + 4 * HOUR }),
        },
      ],
    });
    expect(
      await within(student("Ben")).findByText(`Restored the grade of ${formatDateTime(DEADLINE + 2 * HOUR)}`),
    ).toBeInTheDocument();
    const items = within(within(student("Ben")).getByRole("list", { name: "Grade history of Ben" })).getAllByRole(
      "listitem",
    );
    expect(items).toHaveLength(4);
    expect(within(items[3]).getByText("Current")).toBeInTheDocument();
    expect(within(items[2]).getByRole("button", { name: /^Restore/ })).toBeInTheDocument();
    // The grade form starts again from the restored grade.
    expect(await within(student("Ben")).findByText("Graded 85.5")).toBeInTheDocument();
    expect(within(student("Ben")).getByLabelText("Grade (0–100)")).toHaveValue(85.5);
  });

  it("works from the keyboard alone", async () => {
    const restore = fakeConvex.mutation(api.assignments.submissions.restoreGrade);
    const user = await openSubmissions();
    historyButton("Ben").focus();
    await user.keyboard("{Enter}");
    const list = await within(student("Ben")).findByRole("list", { name: "Grade history of Ben" });
    const first = within(within(list).getAllByRole("listitem")[0]).getByRole("button", { name: /^Restore/ });
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard(" ");
    expect(restore).toHaveBeenCalledWith({ assignmentId: "a1", studentId: "s2", eventId: "e1" });
    historyButton("Ben").focus();
    await user.keyboard("{Enter}");
    expect(historyButton("Ben")).toHaveAttribute("aria-expanded", "false");
    expect(within(student("Ben")).queryByRole("list", { name: "Grade history of Ben" })).not.toBeInTheDocument();
  });

  it("a refused restore is reported with the server's reason", async () => {
    const restore = fakeConvex.mutation(api.assignments.submissions.restoreGrade);
    restore.mockRejectedValueOnce(
      new ConvexError({ code: "FORBIDDEN", message: "Only this course's teacher or an admin can do this." }),
    );
    const user = await openSubmissions();
    await user.click(historyButton("Ben"));
    await user.click(within(student("Ben")).getAllByRole("button", { name: /^Restore/ })[0]);
    expect(await screen.findByText("Grade not restored")).toBeInTheDocument();
    expect(screen.getByText("Only this course's teacher or an admin can do this.")).toBeInTheDocument();
  });
});
