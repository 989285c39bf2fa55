import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setStoredCourse } from "@/lib/current-course";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { CourseDetailPage } from "./course-detail-page";
import { genericInstructorBio } from "./course-tabs";

const course = {
  _id: "c1",
  name: "Python Course",
  description: "Learn Python from scratch.",
  durationHours: 12,
  instructorName: "Ada Lovelace",
  category: "Programming",
  imageUrl: "",
  instructorId: "u9",
  instructorBio: "",
  instructorExperience: 7,
  level: "Intermediate",
  canManage: false,
};

const progress = (completedCount: number) => ({
  enrolled: true,
  completedLessonIds: [],
  completedCount,
  totalLessons: 2,
  percent: completedCount * 50,
  nextLessonId: null,
});

async function setup(
  props: { courseId?: string; courseName?: string } = { courseId: "c1", courseName: "Python Course" },
) {
  const user = userEvent.setup();
  renderRoute(<CourseDetailPage {...props} />, { path: "/detail" });
  return { user };
}

describe("CourseDetailPage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  beforeEach(() => {
    fakeConvex.setQuery(api.courses.courses.get, course);
    fakeConvex.setQuery(api.courses.enrollments.progress, progress(0));
    fakeConvex.setQuery(api.courses.lessons.list, [
      { _id: "l1", position: 0, title: "Introduction to Python and Setting Up" },
      { _id: "l2", position: 1, title: "Variables, Numbers and Strings" },
    ]);
  });

  it("shows the banner and, on the default tab, the duration and level 'Intermediate'", async () => {
    await setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Python Course" })).toBeInTheDocument();
    expect(screen.getByText("Learn Python from scratch.")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Course Details" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("12 hours")).toBeInTheDocument();
    expect(screen.getByText("Intermediate")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Course" })).toHaveAttribute(
      "href",
      "/dashboard/coursedetail/c1/courseprogress",
    );
  });

  it("says an archived course is archived", async () => {
    fakeConvex.setQuery(api.courses.courses.get, { ...course, archived: true });
    await setup();
    expect(await screen.findByText("Archived: readable, closed to new work")).toBeInTheDocument();
  });

  it("reads 'Continue Course' once a lesson is completed", async () => {
    fakeConvex.setQuery(api.courses.enrollments.progress, progress(1));
    await setup();
    expect(await screen.findByRole("link", { name: "Continue Course" })).toHaveAttribute(
      "href",
      "/dashboard/coursedetail/c1/courseprogress",
    );
  });

  it("lists the numbered lessons on Course Content and the generic bio on Instructor", async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole("tab", { name: "Course Content" }));
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "1Introduction to Python and Setting Up",
      "2Variables, Numbers and Strings",
    ]);

    await user.click(screen.getByRole("tab", { name: "Instructor" }));
    expect(screen.getByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
    expect(screen.getByText("7 years of experience")).toBeInTheDocument();
    expect(screen.getByText(genericInstructorBio())).toBeInTheDocument();
  });

  it("shows the instructor's own bio when there is one, and 'No lessons yet' for an empty syllabus", async () => {
    fakeConvex.setQuery(api.courses.courses.get, {
      ...course,
      instructorBio: "Taught Python for ten years.",
      instructorExperience: null,
    });
    fakeConvex.setQuery(api.courses.lessons.list, []);
    const { user } = await setup();
    await user.click(await screen.findByRole("tab", { name: "Course Content" }));
    expect(screen.getByText("No lessons yet")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Instructor" }));
    expect(screen.getByText("Taught Python for ten years.")).toBeInTheDocument();
    expect(screen.queryByText(genericInstructorBio())).not.toBeInTheDocument();
    expect(screen.queryByText(/of experience/)).not.toBeInTheDocument();
  });

  it("moves between tabs with the arrow keys", async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole("tab", { name: "Course Details" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Course Content" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows the error view when the server cannot find the course", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeConvex.setQuery(api.courses.courses.get, new ConvexError({ code: "NOT_FOUND", message: "Course not found" }));
    await setup({ courseId: "nope", courseName: "x" });
    expect(await screen.findByText("Can't find any Course...")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Please enroll into one" })).toHaveAttribute(
      "href",
      "/dashboard/viewcourse",
    );
  });

  it("shows the error view when no course id is known at all", async () => {
    await setup({ courseId: "undefined", courseName: "undefined" });
    expect(await screen.findByText("Can't find any Course...")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Please enroll into one" })).toBeInTheDocument();
  });

  it("falls back to the remembered course when the route's id is 'null'", async () => {
    setStoredCourse({ courseId: "c1", courseName: "Python Course" });
    await setup({ courseId: "null", courseName: "null" });
    expect(await screen.findByRole("heading", { level: 1, name: "Python Course" })).toBeInTheDocument();
    expect(fakeConvex.queryCalls(api.courses.courses.get)).toContainEqual({ courseId: "c1" });
  });

  it("shows a spinner while the course loads", async () => {
    fakeConvex.setQuery(api.courses.courses.get, undefined);
    await setup();
    expect(await screen.findByRole("status", { name: "Loading the course" })).toBeInTheDocument();
  });
});
