import { act, render, screen, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/date-time";
import { activateLanguage } from "@/lib/i18n";
import { fileSize } from "@/lib/words/file-words";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { assignment, DAY, HOUR, notSubmitted, serveAssignments } from "./fixtures";
import { StudentAssignments } from "./student-assignments";
import { WorkDetails } from "./work-details";

const COURSE = "c1" as Id<"courses">;
/** 22 Nov 2026, 14:03 in the zone the test runs in: the page shows times in the viewer's zone. */
const RECEIVED = new Date(2026, 10, 22, 14, 3).getTime();

function renderList() {
  renderRoute(<StudentAssignments courseId={COURSE} />, { path: "/assignmentpage" });
}

const card = (title: string) => within(screen.getByRole("article", { name: title }));

/** A rubric of 20 points: Argument (12 or 4) and Sources (8, 5 or 0). */
const RUBRIC = {
  _id: "r1" as Id<"rubrics">,
  title: "Essay rubric",
  maxPoints: 20,
  criteria: [
    {
      id: "c1",
      title: "Argument",
      levels: [
        { id: "l1", title: "Convincing", points: 12, description: "Every claim is supported." },
        { id: "l2", title: "Thin", points: 4, description: "" },
      ],
    },
    {
      id: "c2",
      title: "Sources",
      levels: [
        { id: "l3", title: "Cited", points: 8, description: "" },
        { id: "l4", title: "Some", points: 5, description: "" },
        { id: "l5", title: "Missing", points: 0, description: "" },
      ],
    },
  ],
};

/** The level of `criterion` named `level` in a card's rubric. */
function levelItem(scope: ReturnType<typeof card>, criterion: string, level: string) {
  const levels = within(scope.getByRole("list", { name: `Levels of ${criterion}` }));
  return levels.getAllByRole("listitem").find((item) => item.textContent?.includes(level));
}

afterEach(async () => {
  await act(() => activateLanguage("en"));
});

describe("StudentAssignments", () => {
  it("lists the course's assignments in the server's order with dates, time left and the question", async () => {
    const deadlineAt = new Date(2026, 11, 1, 23, 59, 59, 999).getTime();
    serveAssignments([
      assignment("a2", "Essay"),
      assignment("a1", "Lab report", { deadlineAt, myDeadlineAt: Date.now() + 5 * HOUR + 60_000 }),
    ]);
    renderList();

    const headings = await screen.findAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["Essay", "Lab report"]);
    expect(fakeConvex.lastQueryArgs(api.assignments.assignments.listForStudent)).toEqual({ courseId: "c1" });

    const essay = card("Essay");
    expect(essay.getByText("20 Nov 2026")).toBeInTheDocument();
    expect(essay.getByText("Due in 3 days")).toBeInTheDocument();
    expect(essay.getByText("Points").nextElementSibling).toHaveTextContent("100");
    // The question opens through a fresh private link at the click (H2's FileLink), not an address.
    const question = essay.getByRole("button", { name: /Download question/ });
    expect(question).toHaveTextContent("essay.pdf");
    expect(essay.queryByRole("link", { name: /Download question/ })).not.toBeInTheDocument();

    const lab = card("Lab report");
    expect(lab.getByText("1 Dec 2026, 23:59")).toBeInTheDocument();
    expect(lab.getByText("Due in 5 hours")).toBeInTheDocument();
  });

  it("shows each status: not submitted, received, late, graded with feedback, and an extension", async () => {
    serveAssignments([
      assignment("a4", "Poem"),
      assignment("a3", "Essay", { mine: { status: "submitted", submittedAt: RECEIVED, versionCount: 1 } }),
      assignment("a2", "Lab report", {
        deadlineAt: RECEIVED - 2 * HOUR - 5_000,
        myDeadlineAt: RECEIVED - 2 * HOUR - 5_000,
        mine: { status: "late", submittedAt: RECEIVED, lateByMs: 2 * HOUR + 5_000, versionCount: 2 },
      }),
      assignment("a1", "Quiz prep", {
        mine: {
          status: "graded",
          submittedAt: RECEIVED,
          versionCount: 1,
          grade: 87,
          feedback: "Clear argument.\nCite more.",
          gradedAt: RECEIVED,
        },
      }),
    ]);
    renderList();

    await screen.findByRole("article", { name: "Poem" });
    expect(card("Poem").getByText("Not submitted")).toBeInTheDocument();

    expect(card("Poem").queryByText(/handed in/)).not.toBeInTheDocument();

    expect(card("Essay").getByText("Submitted")).toBeInTheDocument();
    expect(card("Essay").getByText(/handed in/)).toHaveTextContent(
      "essay-answer.pdf · 48 KB, handed in on 22 Nov 2026, 14:03",
    );

    expect(card("Lab report").getByText("Late by 2 hours")).toBeInTheDocument();
    expect(card("Lab report").getByText(/handed in/)).toHaveTextContent(
      "lab report-answer.pdf · 48 KB, handed in on 22 Nov 2026, 14:03 (version 2) · late by 2 hours",
    );

    const graded = card("Quiz prep");
    expect(graded.getByText("Graded: 87 / 100")).toBeInTheDocument();
    expect(graded.getByRole("region", { name: "Grade and feedback" })).toHaveTextContent(
      "Grade: 87 / 100Clear argument. Cite more.",
    );
  });

  it("shows the instructions as safe Markdown, the points, the due time and the rubric before handing in", async () => {
    const deadlineAt = new Date(2026, 11, 1, 17, 30, 59, 999).getTime();
    serveAssignments([
      assignment("a1", "Essay", {
        deadlineAt,
        points: 20,
        rubric: RUBRIC,
        instructions: "## Task\n\nWrite **800 words**.\n\n<script>alert(1)</script>\n\n[trap](javascript:alert(1))",
      }),
    ]);
    renderList();
    const essay = within(await screen.findByRole("article", { name: "Essay" }));
    expect(essay.getByText("Due").nextElementSibling).toHaveTextContent("1 Dec 2026, 17:30");
    expect(essay.getByText("Points").nextElementSibling).toHaveTextContent("20");

    const instructions = within(essay.getByRole("region", { name: "Instructions" }));
    // "##" sits under the card's h2 and the section's h3.
    expect(instructions.getByRole("heading", { level: 5, name: "Task" })).toBeInTheDocument();
    expect(instructions.getByText("800 words").tagName).toBe("STRONG");
    expect(screen.getByRole("article", { name: "Essay" }).querySelector("script")).toBeNull();
    expect(instructions.queryByRole("link")).not.toBeInTheDocument();

    expect(essay.getByText(/^Rubric: Essay rubric/)).toHaveTextContent("Rubric: Essay rubric (20 points)");
    expect(levelItem(essay, "Argument", "Convincing")).toHaveTextContent(
      "Convincing12 pointsEvery claim is supported.",
    );
    expect(levelItem(essay, "Sources", "Missing")).toHaveTextContent("Missing0 points");
    expect(essay.queryByText(/Chosen/)).not.toBeInTheDocument();
    expect(essay.getByRole("button", { name: "Submit Assignment" })).toBeInTheDocument();
  });

  it("while grades are held says the work is handed in and shows nothing of a grade", async () => {
    serveAssignments([
      assignment("a1", "Essay", {
        gradesHeld: true,
        points: 20,
        rubric: RUBRIC,
        mine: { status: "submitted", submittedAt: RECEIVED, versionCount: 1 },
        handedIn: { name: "essay.docx", size: 48 * 1024 },
      }),
    ]);
    renderList();
    const essay = within(await screen.findByRole("article", { name: "Essay" }));
    expect(essay.getByText("Handed in — grade not released yet")).toBeInTheDocument();
    expect(essay.getByText(/handed in/)).toHaveTextContent("essay.docx · 48 KB, handed in on 22 Nov 2026, 14:03");
    expect(essay.queryByText(/Graded/)).not.toBeInTheDocument();
    expect(essay.queryByRole("region", { name: "Grade and feedback" })).not.toBeInTheDocument();
    expect(essay.queryByText(/Chosen/)).not.toBeInTheDocument();

    // The teacher releases: the open page shows the grade at once, without a reload.
    serveAssignments([
      assignment("a1", "Essay", {
        points: 20,
        rubric: RUBRIC,
        mine: { status: "graded", submittedAt: RECEIVED, versionCount: 1, grade: 17, feedback: "", gradedAt: RECEIVED },
      }),
    ]);
    expect(await essay.findByText("Graded: 17 / 20")).toBeInTheDocument();
    expect(essay.queryByText("Handed in — grade not released yet")).not.toBeInTheDocument();
  });

  it("after release shows the grade out of the points, the feedback and each criterion's level with its comment", async () => {
    serveAssignments([
      assignment("a1", "Essay", {
        points: 20,
        rubric: RUBRIC,
        mine: {
          status: "graded",
          submittedAt: RECEIVED,
          versionCount: 1,
          grade: 17,
          feedback: "Good work.",
          gradedAt: RECEIVED,
        },
        chosen: [
          {
            criterionId: "c1",
            levelId: "l1",
            comment: "A strong thesis.",
            criterionTitle: "Argument",
            levelTitle: "Convincing",
            points: 12,
          },
          { criterionId: "c2", levelId: "l4", comment: "", criterionTitle: "Sources", levelTitle: "Some", points: 5 },
        ],
      }),
    ]);
    renderList();
    const essay = within(await screen.findByRole("article", { name: "Essay" }));
    expect(essay.getByText("Graded: 17 / 20")).toBeInTheDocument();
    expect(essay.getByRole("region", { name: "Grade and feedback" })).toHaveTextContent("Grade: 17 / 20Good work.");
    expect(essay.queryByText("Handed in — grade not released yet")).not.toBeInTheDocument();

    expect(essay.getByText(/^Rubric: Essay rubric/).closest("details")).toHaveAttribute("open");
    expect(levelItem(essay, "Argument", "Convincing")).toHaveTextContent(/^Chosen:/);
    expect(levelItem(essay, "Argument", "Thin")).not.toHaveTextContent(/Chosen/);
    expect(levelItem(essay, "Sources", "Some")).toHaveTextContent(/^Chosen:/);
    expect(essay.getByText("Argument").parentElement).toHaveTextContent("Argument · 12 / 12 points");
    expect(essay.getByText("Sources").parentElement).toHaveTextContent("Sources · 5 / 8 points");
    expect(essay.getByText("A strong thesis.").parentElement).toHaveTextContent("Comment: A strong thesis.");
  });

  it("counts down to the student's extension and shows it", async () => {
    const deadlineAt = Date.now() - 2 * HOUR;
    const extended = Date.now() + 2 * DAY + HOUR;
    serveAssignments([assignment("a1", "Essay", { deadlineAt, extendedDeadlineAt: extended, myDeadlineAt: extended })]);
    renderList();
    const essay = within(await screen.findByRole("article", { name: "Essay" }));
    expect(essay.getByText("Due in 2 days")).toBeInTheDocument();
    expect(essay.getByText("Your extension").nextElementSibling).toHaveTextContent(
      /^until \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    );
    expect(essay.queryByText(/This will be marked late/)).not.toBeInTheDocument();
  });

  it("says what was handed in and the extension's end each in one sentence of the reader's language", async () => {
    const extended = Date.now() + 2 * DAY + HOUR;
    serveAssignments([
      assignment("a1", "Essay", {
        deadlineAt: Date.now() - 2 * HOUR,
        extendedDeadlineAt: extended,
        myDeadlineAt: extended,
        mine: { status: "submitted", submittedAt: RECEIVED, versionCount: 1 },
        handedIn: { name: "essay.docx", size: 48 * 1024 },
      }),
    ]);
    renderList();
    await screen.findByRole("article", { name: "Essay" });

    await act(() => activateLanguage("ar"));
    const essay = card("Essay");
    // Arabic's own comma between the file and the date: the sentence is one message, not pieces.
    expect(essay.getByText(/سُلِّم في/)).toHaveTextContent(
      `essay.docx · ${fileSize(48 * 1024)}، سُلِّم في ${formatDateTime(RECEIVED)}`,
    );
    expect(essay.getByText("essay.docx")).toHaveClass("font-medium");
    expect(essay.getByText("تمديدك").nextElementSibling).toHaveTextContent(`حتى ${formatDateTime(extended)}`);
    expect(essay.getByText(formatDateTime(extended)).tagName).toBe("TIME");
  });

  it("says when work was handed in even without its file's description", () => {
    render(
      <WorkDetails
        work={{ ...notSubmitted, status: "submitted", submittedAt: RECEIVED, versionCount: 1 }}
        points={100}
        handedIn={null}
        gradesHeld={false}
      />,
    );
    expect(screen.getByText(/handed in/)).toHaveTextContent(/^handed in on 22 Nov 2026, 14:03$/);
    expect(screen.getByText("22 Nov 2026, 14:03").tagName).toBe("TIME");
  });

  it("after the deadline offers a new version and warns that it will be marked late", async () => {
    const deadlineAt = Date.now() - 2 * HOUR - 60_000;
    serveAssignments([
      assignment("a1", "Essay", { deadlineAt, mine: { status: "submitted", submittedAt: RECEIVED, versionCount: 1 } }),
    ]);
    renderList();
    const essay = within(await screen.findByRole("article", { name: "Essay" }));
    expect(essay.getByText("Deadline passed 2 hours ago")).toBeInTheDocument();
    expect(essay.getByText(/This will be marked late/)).toBeInTheDocument();
    expect(essay.getByRole("button", { name: "Submit a new version" })).toHaveAccessibleDescription(
      /This will be marked late/,
    );
    expect(essay.queryByRole("button", { name: "Submit Assignment" })).not.toBeInTheDocument();
  });

  it("shows no form on a closed assignment", async () => {
    serveAssignments([assignment("a2", "Essay", { closed: true }), assignment("a1", "Open one")]);
    renderList();
    const essay = within(await screen.findByRole("article", { name: "Essay" }));
    expect(essay.getByText("Closed to new work")).toBeInTheDocument();
    expect(essay.getByText("Closed")).toBeInTheDocument();
    expect(essay.queryByLabelText("Your submission")).not.toBeInTheDocument();
    expect(essay.queryByRole("button", { name: /Submit/ })).not.toBeInTheDocument();
    expect(card("Open one").getByLabelText("Your submission")).toHaveAttribute("accept", ".pdf,.doc,.docx");
    expect(card("Open one").getByRole("button", { name: "Submit Assignment" })).toBeInTheDocument();
  });

  it("shows a grade the teacher saves while the page is open", async () => {
    const submitted = { status: "submitted" as const, submittedAt: RECEIVED, versionCount: 1 };
    serveAssignments([assignment("a1", "Essay", { mine: submitted })]);
    renderList();
    expect(await screen.findByText("Submitted")).toBeInTheDocument();

    // Only the student's own work changes (the assignment list is not re-sent).
    const graded = {
      assignmentId: "a1",
      submittedAt: RECEIVED,
      versionCount: 1,
      grade: 87.5,
      feedback: "Well done.",
      gradedAt: RECEIVED,
      gradedVersion: 1,
      rubric: null,
      currentFile: {
        name: "essay.docx",
        size: 2048,
        contentType: "application/msword",
        version: 1,
        submittedAt: RECEIVED,
      },
    };
    fakeConvex.setQuery(api.assignments.submissions.myWork, [graded]);
    expect(await screen.findByText("Graded: 87.5 / 100")).toBeInTheDocument();
    expect(screen.getByText("Well done.")).toBeInTheDocument();

    // A newer version after the grade: the grade stays, marked as given to the earlier version.
    fakeConvex.setQuery(api.assignments.submissions.myWork, [
      { ...graded, submittedAt: RECEIVED + HOUR, versionCount: 2 },
    ]);
    expect(await screen.findByText("You handed in a newer version after this grade was given.")).toBeInTheDocument();
    expect(screen.getByText("Graded: 87.5 / 100")).toBeInTheDocument();
  });

  it("waits for the student's own work before showing any status", async () => {
    fakeConvex.setQuery(api.assignments.assignments.listForStudent, [
      (({ mine: _mine, handedIn: _handedIn, chosen: _chosen, ...listed }) => listed)(assignment("a1", "Essay")),
    ]);
    renderList();
    expect(await screen.findByLabelText("Loading assignments")).toBeInTheDocument();
    expect(screen.queryByText("Not submitted")).not.toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.assignments.submissions.myWork)).toEqual({ courseId: "c1" });
  });

  it("tells a student who is not enrolled why, shows nothing of the course and links to the catalogue", async () => {
    fakeConvex.setQuery(
      api.assignments.assignments.listForStudent,
      new ConvexError({ code: "FORBIDDEN", message: "Enrol in this course to see its assignments." }),
    );
    renderList();
    expect(await screen.findByRole("alert")).toHaveTextContent("Enrol in this course to see its assignments.");
    expect(screen.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/dashboard/viewcourse");
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Your submission")).not.toBeInTheDocument();
  });

  it("shows skeletons while loading and an empty state when there is nothing yet", async () => {
    renderList();
    expect(await screen.findByLabelText("Loading assignments")).toHaveAttribute("aria-busy", "true");
    serveAssignments([]);
    expect(await screen.findByText("No assignments yet")).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading assignments")).not.toBeInTheDocument();
  });
});
