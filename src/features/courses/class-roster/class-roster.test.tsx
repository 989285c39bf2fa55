import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { wordMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import { REMOVAL_REASON_REQUIRED } from "@convex/shared/classRosterRules";
import { CourseProgressPage } from "../course-progress/course-progress-page";

const NOW = Date.now();
const row = (name: string, overrides: object = {}) => ({
  userId: `u-${name}`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  lessonsDone: 2,
  totalLessons: 4,
  percent: 50,
  quizBest: 80,
  gradeAverage: null,
  lateCount: 0,
  missingCount: 0,
  lastActivityAt: NOW - 60_000,
  ...overrides,
});

const work = {
  student: row("Alice", { missingCount: 1 }),
  courseName: "Java",
  lessons: [
    { _id: "l1", title: "Intro", done: true },
    { _id: "l2", title: "Loops", done: false },
  ],
  quizAttempts: [],
  assignments: [
    {
      _id: "a1",
      title: "Essay",
      points: 50,
      deadlineAt: NOW - 1000,
      status: "missing",
      late: false,
      grade: null,
      handedIn: false,
    },
    {
      _id: "a2",
      title: "Report",
      points: 50,
      deadlineAt: NOW - 1000,
      status: "graded",
      late: true,
      grade: 40,
      handedIn: true,
    },
  ],
};

const remove = fakeConvex.mutation(api.courses.roster.remove);

async function setup() {
  const user = userEvent.setup();
  renderRoute(<CourseProgressPage courseId="c1" />, { path: "/progress" });
  return { user };
}

describe("Course progress for the course's teacher: the class roster", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.courses.courses.get, { _id: "c1", name: "Java", canManage: true });
    fakeConvex.setPaginatedQuery(api.courses.roster.page, {
      results: [row("Alice", { missingCount: 1 }), row("Bob", { lessonsDone: 0, percent: 0, quizBest: null })],
    });
    fakeConvex.setQuery(api.courses.roster.student, work);
  });

  it("lists each student's progress, quiz best, grade and missing work instead of 'not enrolled'", async () => {
    await setup();
    const rows = await screen.findAllByTestId("roster-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText("2 of 4")).toBeInTheDocument();
    expect(within(rows[0]).getByText("80%")).toBeInTheDocument();
    expect(within(rows[1]).getAllByText("—")).toHaveLength(2);
    expect(screen.queryByText(/You are not enrolled/)).not.toBeInTheDocument();
  });

  it("on a phone, each student is a card with the same figures, labelled", async () => {
    const wide = false;
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      value: () => ({ matches: wide, addEventListener: () => undefined, removeEventListener: () => undefined }),
    });
    try {
      await setup();
      const list = await screen.findByRole("list", { name: "Students" });
      const [alice] = within(list).getAllByRole("listitem");
      expect(within(alice).getByText("Lessons done").nextSibling).toHaveTextContent("2 of 4");
      expect(within(alice).getByText("Missing").nextSibling).toHaveTextContent("1");
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, "matchMedia");
    }
  });

  it("the filter and the search go to the server", async () => {
    const { user } = await setup();
    await user.selectOptions(await screen.findByLabelText("Show"), "late");
    expect(fakeConvex.lastQueryArgs(api.courses.roster.page)).toMatchObject({ filter: "late", courseId: "c1" });
    await user.selectOptions(screen.getByLabelText("Show"), "all");
    await user.selectOptions(screen.getByLabelText("Sort by"), "progress-desc");
    expect(fakeConvex.lastQueryArgs(api.courses.roster.page)).toMatchObject({ sort: "progress", order: "desc" });
  });

  it("opens a student's work with a grader link, and removing them needs a reason", async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole("button", { name: "Alice" }));
    const panel = await screen.findByRole("dialog", { name: "Alice" });
    expect(within(panel).getByText("Missing")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Open in the grader: Report" })).toHaveAttribute(
      "href",
      "/grade/a2?student=u-Alice",
    );
    await user.click(within(panel).getByRole("button", { name: "Remove from course…" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove Alice from the course?" });
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await within(confirm).findByText(wordMessage(REMOVAL_REASON_REQUIRED))).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await user.type(within(confirm).getByLabelText("Reason"), "  Left the school ");
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(remove).toHaveBeenCalledWith({ courseId: "c1", userId: "u-Alice", reason: "Left the school" });
  });
});
