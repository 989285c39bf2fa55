import { screen, waitFor, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { RUBRIC_MESSAGES } from "@convex/shared/rubricRules";
import { wordMessage } from "@/lib/errors";
import { activateLanguage } from "@/lib/i18n";
import { draftKey } from "./drafts";
import { GraderPage } from "./grader-page";
import type { ShowFilter } from "./search";

const DEADLINE = Date.UTC(2030, 0, 17, 22, 59, 59, 999);

const rubric = {
  _id: "r1",
  title: "Essay rubric",
  maxPoints: 10,
  criteria: [
    {
      id: "arg",
      title: "Argument",
      levels: [
        { id: "arg0", title: "Weak", points: 0, description: "" },
        { id: "arg3", title: "Sound", points: 3, description: "" },
        { id: "arg5", title: "Strong", points: 5, description: "" },
      ],
    },
    {
      id: "src",
      title: "Sources",
      levels: [
        { id: "src0", title: "None", points: 0, description: "" },
        { id: "src2", title: "Some", points: 2, description: "" },
        { id: "src5", title: "Well used", points: 5, description: "" },
      ],
    },
  ],
};

const assignment = {
  _id: "a1",
  courseId: "c1",
  courseName: "Computing history",
  title: "Turing essay",
  instructions: "",
  points: 10,
  assignedDate: "2030-01-10",
  deadlineDate: "2030-01-17",
  deadlineTime: "23:59",
  timeZone: "UTC",
  deadlineAt: DEADLINE,
  instructorName: "Grace Hopper",
  postedAt: 1,
  closed: false,
  rubric,
  gradesHeld: false,
  questionFile: { name: "q.pdf", size: 10, contentType: "application/pdf" },
};

const students = ["Ada", "Ben", "Cy"].map((name, index) => ({
  studentId: `s${index + 1}`,
  name,
  status: "submitted",
  submittedAt: DEADLINE - 1000,
  grade: null,
  versionCount: 1,
}));

function workOf({ studentId }: { studentId: string }) {
  const student = students.find((s) => s.studentId === studentId)!;
  return {
    student: { _id: studentId, name: student.name },
    status: "submitted",
    deadlineAt: DEADLINE,
    // A .doc: shown as a download, so no viewer loads in these tests.
    versions: [
      {
        version: 1,
        name: `${student.name}.doc`,
        size: 100,
        contentType: "application/msword",
        submittedAt: 1,
        late: false,
      },
    ],
    current: null,
  };
}

/** The grader with its search params kept in state, as the route keeps them in the URL. */
function Harness({ initial }: { initial?: string }) {
  const [search, setSearch] = useState<{ student?: string; show?: ShowFilter }>({ student: initial });
  return (
    <GraderPage
      assignmentId="a1"
      studentId={search.student}
      show={search.show ?? "all"}
      onSearch={(next) => setSearch((previous) => ({ ...previous, ...next }))}
    />
  );
}

function renderGrader(initial?: string) {
  const user = userEvent.setup();
  const view = renderRoute(<Harness initial={initial} />, { path: "/grade/$assignmentId", initialEntry: "/grade/a1" });
  return { user, ...view };
}

const heading = () => screen.getByRole("heading", { level: 2, name: /^(Ada|Ben|Cy)$/ });
const group = (name: string) => screen.getByRole("group", { name: new RegExp(`^${name}`) });
const firstRadio = (name: string) => within(group(name)).getAllByRole("radio")[0];
const saveSpy = () => fakeConvex.mutation(api.assignments.submissions.grade);

describe("The grader", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.accounts.users.me, null);
    fakeConvex.setQuery(api.assignments.grader.assignment, assignment);
    fakeConvex.setQuery(api.assignments.submissions.graderList, students);
    fakeConvex.setQuery(api.assignments.submissions.graderWork, workOf);
    fakeConvex.setQuery(api.assignments.submissions.gradeHistory, []);
  });

  it("grades paper after paper with the keyboard alone: arrows, Tab, Ctrl+Shift+Enter, Alt+arrows", async () => {
    const { user } = renderGrader();
    // The first paper opens with the focus on its rubric.
    await waitFor(() => expect(heading()).toHaveTextContent("Ada"));
    await waitFor(() => expect(firstRadio("Argument")).toHaveFocus());

    await user.keyboard("{ArrowDown}");
    expect(within(group("Argument")).getByRole("radio", { name: /^Sound/ })).toBeChecked();
    await user.tab();
    await user.tab();
    expect(firstRadio("Sources")).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByText(/^Total from the rubric:/)).toHaveTextContent("Total from the rubric: 8 / 10");
    await user.keyboard("{Control>}{Shift>}{Enter}{/Shift}{/Control}");

    expect(saveSpy()).toHaveBeenCalledWith({
      assignmentId: "a1",
      studentId: "s1",
      grade: 8,
      feedback: "",
      rubric: [
        { criterionId: "arg", levelId: "arg3", comment: "" },
        { criterionId: "src", levelId: "src5", comment: "" },
      ],
    });
    // Saved, it moves on: the next paper, the focus on its rubric again.
    await waitFor(() => expect(heading()).toHaveTextContent("Ben"));
    await waitFor(() => expect(firstRadio("Argument")).toHaveFocus());

    // Alt+↓ / Alt+↑ move between students, even while typing feedback.
    await user.click(screen.getByLabelText("Feedback"));
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    await waitFor(() => expect(heading()).toHaveTextContent("Cy"));
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
    await waitFor(() => expect(heading()).toHaveTextContent("Ben"));
    // The keys are listed on screen.
    await user.click(screen.getByRole("button", { name: "Keyboard" }));
    expect(screen.getByRole("region", { name: "Keyboard shortcuts" })).toHaveTextContent("Alt + ↓Next student");
  });

  it("keeps what is typed as a draft on this device and brings it back after a reload", async () => {
    const first = renderGrader("s2");
    await waitFor(() => expect(heading()).toHaveTextContent("Ben"));
    expect(screen.getByText("Not graded yet")).toBeInTheDocument();
    await first.user.click(within(group("Argument")).getByRole("radio", { name: /^Strong/ }));
    await first.user.type(screen.getByLabelText("Feedback"), "Cite the 1950 paper.");
    expect(screen.getByText("Not saved yet — draft kept on this device")).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(draftKey("a1", "s2")) ?? "null")).toMatchObject({
      feedback: "Cite the 1950 paper.",
      choices: { arg: { levelId: "arg5" } },
    });
    // The list marks the student with a draft.
    expect(screen.getByRole("link", { name: /^Ben/ })).toHaveTextContent("Draft");
    first.unmount();

    // A reload (or coming back): the draft is back, and still says it is not saved.
    const second = renderGrader("s2");
    await waitFor(() => expect(screen.getByLabelText("Feedback")).toHaveValue("Cite the 1950 paper."));
    expect(within(group("Argument")).getByRole("radio", { name: /^Strong/ })).toBeChecked();
    expect(screen.getByText("Not saved yet — draft kept on this device")).toBeInTheDocument();

    // Saved: the draft goes and the line says so.
    await second.user.click(within(group("Sources")).getByRole("radio", { name: /^None/ }));
    await second.user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText("Saved", { exact: true })).toBeInTheDocument());
    expect(window.localStorage.getItem(draftKey("a1", "s2"))).toBeNull();
  });

  it("while offline, a save waits for the connection and the draft stays until it lands", async () => {
    let land: (value: null) => void = () => undefined;
    saveSpy().mockImplementation(() => new Promise((resolve) => (land = resolve)));
    fakeConvex.setConnection({ isWebSocketConnected: false });
    const { user } = renderGrader("s1");
    await waitFor(() => expect(heading()).toHaveTextContent("Ada"));
    await user.click(within(group("Argument")).getByRole("radio", { name: /^Weak/ }));
    await user.click(within(group("Sources")).getByRole("radio", { name: /^Some/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText(/^Offline: the grade will be saved when the connection is back/)).toBeInTheDocument();
    expect(window.localStorage.getItem(draftKey("a1", "s1"))).not.toBeNull();
    land(null);
    await waitFor(() => expect(screen.getByText("Saved", { exact: true })).toBeInTheDocument());
    expect(window.localStorage.getItem(draftKey("a1", "s1"))).toBeNull();
  });

  it("an override of the rubric's total needs a reason", async () => {
    const { user } = renderGrader("s3");
    await waitFor(() => expect(heading()).toHaveTextContent("Cy"));
    await user.click(within(group("Argument")).getByRole("radio", { name: /^Strong/ }));
    await user.click(within(group("Sources")).getByRole("radio", { name: /^Some/ }));
    await user.click(screen.getByRole("checkbox", { name: "Override total" }));
    const grade = screen.getByLabelText("Grade (0–10)");
    expect(grade).toHaveValue(7);
    await user.clear(grade);
    await user.type(grade, "9.5");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(saveSpy()).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(wordMessage(RUBRIC_MESSAGES.overrideReason));
    const reason = screen.getByLabelText(/^Reason for the override/);
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute("aria-invalid", "true");

    await user.type(reason, "Late penalty waived: illness.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(saveSpy()).toHaveBeenCalledWith({
      assignmentId: "a1",
      studentId: "s3",
      grade: 9.5,
      feedback: "",
      rubric: [
        { criterionId: "arg", levelId: "arg5", comment: "" },
        { criterionId: "src", levelId: "src2", comment: "" },
      ],
      overrideReason: "Late penalty waived: illness.",
    });
  });

  it("says when there is no one to grade, and when the assignment cannot be graded here", async () => {
    fakeConvex.setQuery(api.assignments.submissions.graderList, []);
    const first = renderGrader();
    expect(await screen.findByRole("heading", { name: "No students yet" })).toBeInTheDocument();
    first.unmount();

    fakeConvex.setQuery(
      api.assignments.grader.assignment,
      new ConvexError({ code: "FORBIDDEN", message: "Only this course's teacher or an admin can do this." }),
    );
    renderGrader();
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("This assignment cannot be graded here");
    expect(refusal).toHaveTextContent("Only this course's teacher or an admin can do this.");
  });

  it("speaks Arabic: the points' plural, the rubric's levels and the filter's labels", async () => {
    await activateLanguage("ar");
    try {
      renderGrader();
      await waitFor(() => expect(heading()).toHaveTextContent("Ada"));
      expect(screen.getByText(/موعد التسليم/)).toHaveTextContent("10 نقاط");
      expect(within(group("Argument")).getByRole("radio", { name: /^Strong · 5 نقاط/ })).toBeInTheDocument();
      expect(within(group("Argument")).getByRole("radio", { name: /^Sound · 3 نقاط/ })).toBeInTheDocument();
      expect(screen.getByRole("option", { name: "جميع الطلاب (3)" })).toBeInTheDocument();
    } finally {
      await activateLanguage("en");
    }
  });
});
