import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { activateLanguage } from "@/lib/i18n";
import { api } from "@convex/_generated/api";
import { CourseProgressPage } from "./course-progress-page";

const setLessonComplete = fakeConvex.mutation(api.courses.enrollments.setLessonComplete);

const lessons = Array.from({ length: 10 }, (_, i) => ({
  _id: `l${i + 1}`,
  position: i,
  title: `Lesson ${i + 1}`,
  readable: true,
}));

function progress(done: number) {
  return {
    enrolled: true,
    completedLessonIds: lessons.slice(0, done).map((l) => l._id),
    completedCount: done,
    totalLessons: lessons.length,
    percent: done * 10,
    nextLessonId: done < lessons.length ? lessons[done]._id : null,
  };
}

async function setup(courseId = "c1") {
  const user = userEvent.setup();
  renderRoute(<CourseProgressPage courseId={courseId} />, { path: "/progress" });
  return { user };
}

describe("CourseProgressPage", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.courses.courses.get, { _id: "c1", name: "Java", level: "Intermediate" });
    fakeConvex.setQuery(api.courses.enrollments.progress, progress(4));
    fakeConvex.setQuery(api.courses.lessons.list, lessons);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the percent, the lesson count and a bar", async () => {
    await setup();
    expect(await screen.findByText("40% complete")).toBeInTheDocument();
    expect(screen.getByText("4 of 10 lessons")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Course progress" })).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByRole("checkbox", { name: "Mark 'Lesson 4' complete" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Mark 'Lesson 5' complete" })).not.toBeChecked();
  });

  it("a lesson with nothing published to read has no tick and says so (ADR 0076)", async () => {
    const [first, ...rest] = lessons;
    fakeConvex.setQuery(api.courses.lessons.list, [{ ...first, title: "Title only", readable: false }, ...rest]);
    fakeConvex.setQuery(api.courses.enrollments.progress, { ...progress(0), completedLessonIds: [] });
    await setup();
    expect(await screen.findByText("Title only")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Mark 'Title only' complete" })).not.toBeInTheDocument();
    expect(screen.getByText("Nothing to read yet")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Mark 'Lesson 2' complete" })).toBeInTheDocument();
  });

  it("ticking a lesson calls setLessonComplete with the course, the lesson and the new state", async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole("checkbox", { name: "Mark 'Lesson 7' complete" }));
    expect(setLessonComplete).toHaveBeenCalledWith({ courseId: "c1", lessonId: "l7", complete: true });

    await user.click(screen.getByRole("checkbox", { name: "Mark 'Lesson 2' complete" }));
    expect(setLessonComplete).toHaveBeenLastCalledWith({ courseId: "c1", lessonId: "l2", complete: false });
  });

  it("toasts the server's reason when a tick fails", async () => {
    setLessonComplete.mockRejectedValue(new ConvexError({ code: "FORBIDDEN", message: "Enrol in this course first." }));
    const { user } = await setup();
    await user.click(await screen.findByRole("checkbox", { name: "Mark 'Lesson 7' complete" }));
    expect(await screen.findByText("Could not update the lesson")).toBeInTheDocument();
    expect(screen.getByText("Enrol in this course first.")).toBeInTheDocument();
  });

  it("Continue focuses the first incomplete lesson", async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Mark 'Lesson 5' complete" })).toHaveFocus());
    expect(screen.getByText("Up next")).toBeInTheDocument();
  });

  it("celebrates instead of Continue when every lesson is done", async () => {
    fakeConvex.setQuery(api.courses.enrollments.progress, progress(10));
    await setup();
    expect(await screen.findByText("Course complete")).toBeInTheDocument();
    expect(screen.getByText("100% complete")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue" })).not.toBeInTheDocument();
  });

  it("tells someone not enrolled how to enrol", async () => {
    fakeConvex.setQuery(api.courses.enrollments.progress, { ...progress(0), enrolled: false });
    await setup();
    expect(await screen.findByText("You are not enrolled in Java")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enrol in this course" })).toHaveAttribute(
      "href",
      "/courseoverview/c1/Java",
    );
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("shows the not-found view for a bad id", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeConvex.setQuery(api.courses.courses.get, new ConvexError({ code: "NOT_FOUND", message: "Course not found" }));
    await setup("bad-id");
    expect(await screen.findByText("Can't find any Course...")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Please enroll into one" })).toHaveAttribute(
      "href",
      "/dashboard/viewcourse",
    );
  });

  it("a tick the server has not confirmed says Saving…, or Not sent yet while the connection is lost", async () => {
    let confirm: (value: null) => void = () => undefined;
    setLessonComplete.mockReturnValue(new Promise((resolve) => (confirm = resolve)));
    const { user } = await setup();
    const row = (name: string) => screen.getByRole("checkbox", { name }).closest("li");

    // The fake client applies no optimistic update, as the real one cannot when the progress is
    // briefly out of its store: the page still draws the tick and the new percent.
    await user.click(await screen.findByRole("checkbox", { name: "Mark 'Lesson 7' complete" }));
    expect(row("Mark 'Lesson 7' complete")).toHaveTextContent("Saving…");
    expect(screen.getByRole("checkbox", { name: "Mark 'Lesson 7' complete" })).toBeChecked();
    expect(screen.getByText("50% complete")).toBeInTheDocument();
    fakeConvex.setConnection({ isWebSocketConnected: false });
    expect(row("Mark 'Lesson 7' complete")).toHaveTextContent("Not sent yet");
    expect(row("Mark 'Lesson 7' complete")).not.toHaveTextContent("Done");

    fakeConvex.setConnection({ isWebSocketConnected: true });
    confirm(null);
    await waitFor(() => expect(row("Mark 'Lesson 7' complete")).not.toHaveTextContent("Saving…"));
    // The server's answer is what shows then: here it never ticked lesson 7.
    expect(screen.getByRole("checkbox", { name: "Mark 'Lesson 7' complete" })).not.toBeChecked();
  });

  it("shows the percent, the count and the ticks in Spanish", async () => {
    await activateLanguage("es");
    try {
      await setup();
      expect(await screen.findByText("40 % completado")).toBeInTheDocument();
      expect(screen.getByText("4 de 10 lecciones")).toBeInTheDocument();
      expect(screen.getByRole("checkbox", { name: "Marcar «Lesson 4» como completada" })).toBeChecked();
    } finally {
      await activateLanguage("en");
    }
  });
});
