import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setStoredCourse } from "@/lib/current-course";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { AssignmentsPage } from "./assignments-page";

// The teacher side is its own part of the feature, tested beside it; here only which one shows.
vi.mock("./teacher/lazy-teacher-assignments", () => ({
  TeacherAssignments: ({ courseId }: { courseId: string }) => <p>Teacher view of {courseId}</p>,
}));

function signedInAs(role: "student" | "teacher" | "Admin") {
  fakeConvex.setQuery(api.accounts.users.me, {
    _id: "me",
    needsProfile: false,
    displayName: "Ada",
    email: "ada@example.com",
    role,
    dp: "",
  });
}

const course = (id: string, name: string) => ({ _id: id, name, instructorName: "Grace Hopper" });
/** What enrollments.courseNames gives the student's picker: id and name only. */
const enrolled = (id: string, name: string) => ({ _id: id, name });

function renderPage(fromUrl?: string) {
  const onCourseChange = vi.fn();
  const user = userEvent.setup();
  renderRoute(<AssignmentsPage course={fromUrl} onCourseChange={onCourseChange} />, { path: "/assignmentpage" });
  return { user, onCourseChange };
}

describe("AssignmentsPage", () => {
  it("shows skeletons until the profile and the courses are known", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Assignments", level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText("Loading assignments")).toHaveAttribute("aria-busy", "true");
    signedInAs("student");
    expect(screen.getByLabelText("Loading assignments")).toBeInTheDocument();
    expect(screen.queryByLabelText("Course")).not.toBeInTheDocument();
  });

  it("opens a student's remembered course when they are enrolled in it, and puts a picked course in the URL", async () => {
    signedInAs("student");
    setStoredCourse({ courseId: "c2", courseName: "Rust" });
    fakeConvex.setQuery(api.courses.enrollments.courseNames, [enrolled("c1", "Java"), enrolled("c2", "Rust")]);
    fakeConvex.setQuery(api.assignments.assignments.listForStudent, []);
    const { user, onCourseChange } = renderPage();

    const picker = await screen.findByLabelText("Course");
    expect(picker).toHaveValue("c2");
    expect(fakeConvex.lastQueryArgs(api.assignments.assignments.listForStudent)).toEqual({ courseId: "c2" });
    expect(fakeConvex.lastQueryArgs(api.courses.courses.teaching)).toBeUndefined();
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Java", "Rust"]);

    await user.selectOptions(picker, "Java");
    expect(onCourseChange).toHaveBeenCalledWith("c1");
  });

  it("falls back to the first course when the remembered one is not the student's", async () => {
    signedInAs("student");
    setStoredCourse({ courseId: "elsewhere", courseName: "Go" });
    fakeConvex.setQuery(api.courses.enrollments.courseNames, [enrolled("c1", "Java"), enrolled("c2", "Rust")]);
    fakeConvex.setQuery(api.assignments.assignments.listForStudent, []);
    renderPage();
    expect(await screen.findByLabelText("Course")).toHaveValue("c1");
    expect(fakeConvex.lastQueryArgs(api.assignments.assignments.listForStudent)).toEqual({ courseId: "c1" });
  });

  it("follows the course in the URL, even one the student is not enrolled in (the server answers)", async () => {
    signedInAs("student");
    setStoredCourse({ courseId: "c1", courseName: "Java" });
    fakeConvex.setQuery(api.courses.enrollments.courseNames, []);
    fakeConvex.setQuery(api.assignments.assignments.listForStudent, []);
    renderPage("other");
    expect(await screen.findByLabelText("Course")).toHaveValue("other");
    expect(screen.getByRole("option", { name: "Course from the link" })).toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.assignments.assignments.listForStudent)).toEqual({ courseId: "other" });
  });

  it("sends a student enrolled in nothing to the catalogue", async () => {
    signedInAs("student");
    fakeConvex.setQuery(api.courses.enrollments.courseNames, []);
    renderPage();
    expect(await screen.findByText("You're not enrolled in any course yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/dashboard/viewcourse");
    expect(screen.queryByLabelText("Course")).not.toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.assignments.assignments.listForStudent)).toBeUndefined();
  });

  it.each(["teacher", "Admin"] as const)("gives a %s the teacher view of the courses they run", async (role) => {
    signedInAs(role);
    fakeConvex.setQuery(api.courses.courses.teaching, [course("t1", "Algebra"), course("t2", "Biology")]);
    renderPage();
    expect(await screen.findByText("Teacher view of t1")).toBeInTheDocument();
    expect(screen.getByLabelText("Course")).toHaveValue("t1");
    expect(fakeConvex.lastQueryArgs(api.courses.enrollments.courseNames)).toBeUndefined();
    expect(fakeConvex.lastQueryArgs(api.assignments.assignments.listForStudent)).toBeUndefined();
  });

  it("points a teacher with no course to Add New Course", async () => {
    signedInAs("teacher");
    fakeConvex.setQuery(api.courses.courses.teaching, []);
    renderPage();
    expect(await screen.findByText("You don't teach any course yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a course" })).toHaveAttribute("href", "/addcourse");
    expect(screen.queryByText(/Teacher view/)).not.toBeInTheDocument();
  });
});
