import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { formatDateTime } from "@/lib/date-time";
import { TeacherAssignments } from "./teacher-assignments";

const courseId = "c1" as Id<"courses">;
const DEADLINE = Date.UTC(2030, 0, 17, 22, 59, 59, 999);

function assignment(id: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    courseId,
    title,
    assignedDate: "2030-01-10",
    deadlineDate: "2030-01-17",
    deadlineTime: "23:59",
    timeZone: "Europe/Paris",
    instructions: "",
    points: 100,
    rubric: null,
    gradesHeld: false,
    deadlineAt: DEADLINE,
    instructorName: "Grace Hopper",
    postedAt: 1,
    closed: false,
    questionFile: { name: "q.pdf", contentType: "application/pdf", size: 10 },
    ...extra,
  };
}

const counts: Record<string, { enrolled: number; submitted: number; late: number; graded: number }> = {
  a2: { enrolled: 12, submitted: 5, late: 1, graded: 2 },
  a1: { enrolled: 12, submitted: 0, late: 0, graded: 0 },
};

function render() {
  const user = userEvent.setup();
  renderRoute(<TeacherAssignments courseId={courseId} />, { path: "/assignmentpage" });
  return user;
}

function card(title: string) {
  return screen.getByRole("listitem", { name: title });
}

describe("The course's assignments", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.courses.courses.get, { _id: courseId, instructorName: "Grace Hopper" });
    fakeConvex.setQuery(api.assignments.assignments.listForStaff, [
      assignment("a2", "Essay 2", { closed: true }),
      assignment("a1", "Essay 1"),
    ]);
    // Every card's counts come with the list's one subscription to the summaries.
    fakeConvex.setQuery(api.assignments.submissions.summaries, [
      { assignmentId: "a2", ...counts.a2 },
      { assignmentId: "a1", ...counts.a1 },
    ]);
  });

  it("lists them in the server's order with dates in local time, the closed badge and live counts", async () => {
    render();
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(["Essay 2", "Essay 1"]);
    expect(within(card("Essay 2")).getByText("Closed")).toBeInTheDocument();
    expect(within(card("Essay 1")).queryByText("Closed")).not.toBeInTheDocument();
    expect(within(card("Essay 1")).getByText("10 Jan 2030")).toBeInTheDocument();
    expect(within(card("Essay 1")).getByText(formatDateTime(DEADLINE))).toBeInTheDocument();
    expect(within(card("Essay 2")).getByText("Submitted 5 of 12 · Graded 2")).toBeInTheDocument();
    expect(within(card("Essay 1")).getByRole("button", { name: "Question file" })).toBeInTheDocument();

    expect(within(card("Essay 1")).getByText("Submitted 0 of 12 · Graded 0")).toBeInTheDocument();
    // One subscription for every card's counts: no card asks for its own.
    expect(fakeConvex.queryCalls(api.assignments.submissions.summary)).toEqual([]);

    // New submissions arrive: the counts follow without a reload.
    fakeConvex.setQuery(api.assignments.submissions.summaries, [
      { assignmentId: "a2", ...counts.a2, submitted: 6 },
      { assignmentId: "a1", ...counts.a1, submitted: 1 },
    ]);
    expect(await within(card("Essay 2")).findByText("Submitted 6 of 12 · Graded 2")).toBeInTheDocument();
    expect(await within(card("Essay 1")).findByText("Submitted 1 of 12 · Graded 0")).toBeInTheDocument();
  });

  it("shows an empty state with a hint when there is none", async () => {
    fakeConvex.setQuery(api.assignments.assignments.listForStaff, []);
    render();
    expect(await screen.findByText("No assignments yet")).toBeInTheDocument();
    expect(screen.getByText(/Post one with the form above/)).toBeInTheDocument();
  });

  it("shows skeletons while loading", async () => {
    fakeConvex.setQuery(api.assignments.assignments.listForStaff, undefined);
    render();
    expect(await screen.findByLabelText("Loading assignments")).toBeInTheDocument();
  });

  it("offers Delete only when nobody submitted, and asks first", async () => {
    const remove = fakeConvex.mutation(api.assignments.assignments.remove);
    const user = render();
    await screen.findAllByRole("listitem");
    expect(within(card("Essay 2")).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    await user.click(within(card("Essay 1")).getByRole("button", { name: "Delete" }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(card("Essay 1")).getByRole("button", { name: "Yes, delete" }));
    expect(remove).toHaveBeenCalledWith({ assignmentId: "a1" });
    expect(await screen.findByText("Assignment deleted")).toBeInTheDocument();
  });

  it("Keep it cancels a deletion", async () => {
    const remove = fakeConvex.mutation(api.assignments.assignments.remove);
    const user = render();
    await screen.findAllByRole("listitem");
    await user.click(within(card("Essay 1")).getByRole("button", { name: "Delete" }));
    await user.click(within(card("Essay 1")).getByRole("button", { name: "Keep it" }));
    expect(within(card("Essay 1")).getByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it("closes an open assignment and reopens a closed one, with toasts", async () => {
    const close = fakeConvex.mutation(api.assignments.assignments.close);
    const reopen = fakeConvex.mutation(api.assignments.assignments.reopen);
    const user = render();
    await screen.findAllByRole("listitem");
    await user.click(within(card("Essay 1")).getByRole("button", { name: "Close to new work" }));
    expect(close).toHaveBeenCalledWith({ assignmentId: "a1" });
    expect(await screen.findByText("Assignment closed to new work")).toBeInTheDocument();
    await user.click(within(card("Essay 2")).getByRole("button", { name: "Reopen" }));
    expect(reopen).toHaveBeenCalledWith({ assignmentId: "a2" });
  });

  it("changes the deadline in the viewer's zone and shows the server's refusal", async () => {
    const change = fakeConvex.mutation(api.assignments.assignments.changeDeadline);
    change.mockRejectedValueOnce(new ConvexError({ code: "INVALID", message: "That deadline has already passed." }));
    const user = render();
    await screen.findAllByRole("listitem");
    await user.click(within(card("Essay 1")).getByRole("button", { name: "Change deadline" }));
    const input = await within(card("Essay 1")).findByLabelText("New due date for Essay 1");
    expect(input).toHaveValue("2030-01-17");
    await user.clear(input);
    await user.type(input, "2030-02-01");
    const time = within(card("Essay 1")).getByLabelText("Due time");
    expect(time).toHaveValue("23:59");
    await user.clear(time);
    await user.type(time, "17:00");
    await user.click(within(card("Essay 1")).getByRole("button", { name: "Save deadline" }));
    expect(change).toHaveBeenCalledWith({
      assignmentId: "a1",
      deadlineDate: "2030-02-01",
      deadlineTime: "17:00",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await screen.findByText("That deadline has already passed.")).toBeInTheDocument();
    // Refused: the editor stays open with the typed date, so nothing is lost.
    expect(input).toHaveValue("2030-02-01");

    await user.click(within(card("Essay 1")).getByRole("button", { name: "Save deadline" }));
    expect(await screen.findByText("Deadline changed")).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card("Essay 1")).queryByLabelText("New due date for Essay 1")).not.toBeInTheDocument(),
    );
  });

  it("shows points, rubric, held grades and a way into the grader; releases only after asking", async () => {
    const release = fakeConvex.mutation(api.assignments.assignments.releaseGrades);
    const hold = fakeConvex.mutation(api.assignments.assignments.holdGrades);
    fakeConvex.setQuery(api.assignments.assignments.listForStaff, [
      assignment("a2", "Essay 2", {
        points: 20,
        gradesHeld: true,
        rubric: { _id: "r1", title: "Essay rubric", criteria: [], maxPoints: 20 },
      }),
      assignment("a1", "Essay 1"),
    ]);
    const user = render();
    await screen.findAllByRole("listitem");
    const held = within(card("Essay 2"));
    expect(held.getByText("Points").nextElementSibling).toHaveTextContent("20");
    expect(held.getByText("Rubric").nextElementSibling).toHaveTextContent("Essay rubric");
    expect(held.getByText("Grades held")).toBeInTheDocument();
    expect(held.getByRole("link", { name: "Grade Essay 2" })).toHaveAttribute("href", "/grade/a2");
    expect(within(card("Essay 1")).queryByText("Grades held")).not.toBeInTheDocument();
    expect(within(card("Essay 1")).getByText("Rubric").nextElementSibling).toHaveTextContent("None");

    await user.click(held.getByRole("button", { name: "Release grades" }));
    expect(release).not.toHaveBeenCalled();
    expect(held.getByText(/Release 2 grades\? Each graded student sees theirs now/)).toBeInTheDocument();
    await user.click(held.getByRole("button", { name: "Yes, release" }));
    expect(release).toHaveBeenCalledWith({ assignmentId: "a2" });
    expect(await screen.findByText("Grades released")).toBeInTheDocument();

    await user.click(within(card("Essay 1")).getByRole("button", { name: "Hold grades" }));
    expect(hold).toHaveBeenCalledWith({ assignmentId: "a1" });
  });

  it("edits title, points and instructions in place; a refusal keeps them", async () => {
    const edit = fakeConvex.mutation(api.assignments.assignments.edit);
    edit.mockRejectedValueOnce(new ConvexError({ code: "INVALID", message: "Something is off." }));
    const user = render();
    await screen.findAllByRole("listitem");
    await user.click(within(card("Essay 1")).getByRole("button", { name: "Edit" }));
    const form = within(await screen.findByRole("form", { name: "Edit Essay 1" }));
    await user.clear(form.getByLabelText("Title"));
    await user.type(form.getByLabelText("Title"), "Essay one");
    await user.clear(form.getByLabelText("Points"));
    await user.type(form.getByLabelText("Points"), "50");
    await user.type(form.getByLabelText("Instructions (Markdown, optional)"), "Read chapter 2.");
    await user.click(form.getByRole("button", { name: "Save changes" }));
    expect(await form.findByRole("alert")).toHaveTextContent("Something is off.");
    expect(form.getByLabelText("Title")).toHaveValue("Essay one");
    expect(form.getByLabelText("Points")).toHaveValue(50);

    await user.click(form.getByRole("button", { name: "Save changes" }));
    expect(edit).toHaveBeenLastCalledWith({
      assignmentId: "a1",
      title: "Essay one",
      points: 50,
      instructions: "Read chapter 2.",
      rubricId: null,
    });
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit Essay 1" })).not.toBeInTheDocument());
  });

  it("locks points and rubric once work is graded, with the server's reason", async () => {
    const user = render();
    await screen.findAllByRole("listitem");
    await user.click(within(card("Essay 2")).getByRole("button", { name: "Edit" }));
    const form = within(await screen.findByRole("form", { name: "Edit Essay 2" }));
    expect(form.getByLabelText("Points")).toHaveAttribute("readonly");
    expect(form.getByLabelText("Points")).toHaveAccessibleDescription(
      "Points and rubric cannot change once work is graded.",
    );
    expect(form.getByLabelText("Rubric")).toBeDisabled();
    // Essay 1 has nothing graded: its points can change.
    await user.click(within(card("Essay 1")).getByRole("button", { name: "Edit" }));
    expect(
      within(await screen.findByRole("form", { name: "Edit Essay 1" })).getByLabelText("Points"),
    ).not.toHaveAttribute("readonly");
  });

  it("shows the server's refusal for a course the caller does not run", async () => {
    // React reports the error the boundary catches; expected here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    fakeConvex.setQuery(
      api.assignments.assignments.listForStaff,
      new ConvexError({ code: "FORBIDDEN", message: "Only this course's teacher or an admin can do this." }),
    );
    render();
    expect(await screen.findByRole("alert")).toHaveTextContent("Only this course's teacher or an admin can do this.");
    expect(screen.queryByRole("button", { name: "Upload Assignment" })).not.toBeInTheDocument();
  });
});
