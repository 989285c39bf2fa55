import { screen } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setStoredCourse } from "@/lib/current-course";
import { renderRoute } from "@/test-utils/render-route";
import { CoursePage } from "./course-page";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
vi.mock("@/lib/upload", () => ({ uploadFile: vi.fn() }));

const COURSE = {
  _id: "course1",
  name: "Java",
  description: "Learn Java from scratch.",
  canManage: false,
};

function course(overrides: Partial<typeof COURSE> = {}) {
  fakeConvex.setQuery(api.courses.courses.get, { ...COURSE, ...overrides });
  fakeConvex.setQuery(api.courses.lessons.list, [{ _id: "l1", position: 0, title: "Intro" }]);
  fakeConvex.setQuery(api.courses.videos.list, []);
}

async function show(courseId: string) {
  renderRoute(<CoursePage courseId={courseId} />, {
    path: "/dashboard/$courseId/$courseName",
    initialEntry: `/dashboard/${courseId}/x`,
  });
}

describe("CoursePage", () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the course name, the welcome and links to details and progress", async () => {
    course();
    await show("course1");
    expect(await screen.findByRole("heading", { level: 1, name: "Java" })).toBeInTheDocument();
    expect(screen.getByText("Welcome to Java! Learn Java from scratch.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Course details" })).toHaveAttribute(
      "href",
      "/dashboard/coursedetail/course1/Java",
    );
    expect(screen.getByRole("link", { name: "Course progress" })).toHaveAttribute(
      "href",
      "/dashboard/coursedetail/course1/courseprogress",
    );
    expect(screen.getByText("Intro")).toBeInTheDocument();
  });

  it("shows no upload button or lesson editor to a student", async () => {
    course({ canManage: false });
    await show("course1");
    await screen.findByRole("heading", { level: 1, name: "Java" });
    expect(screen.queryByRole("button", { name: "Upload video" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Lesson title")).not.toBeInTheDocument();
  });

  it("its teacher (and Admins) find the class roster where students find their progress", async () => {
    course({ canManage: true });
    await show("course1");
    expect(await screen.findByRole("link", { name: "Class roster" })).toHaveAttribute(
      "href",
      "/dashboard/coursedetail/course1/courseprogress",
    );
  });

  it("shows the upload button and lesson editor to the course's manager", async () => {
    course({ canManage: true });
    await show("course1");
    expect(await screen.findByRole("button", { name: "Upload video" })).toBeInTheDocument();
    // The lesson form loads on demand (React.lazy), apart from the upload button.
    expect(await screen.findByLabelText("Lesson title")).toBeInTheDocument();
  });

  it("shows the error view for an id that names no course", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeConvex.setQuery(api.courses.courses.get, new ConvexError({ code: "NOT_FOUND", message: "Course not found" }));
    await show("nope");
    expect(await screen.findByText("Can't find any Course...")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Please enroll into one" })).toHaveAttribute(
      "href",
      "/dashboard/viewcourse",
    );
  });

  it("falls back to the remembered course when the route's id is 'null'", async () => {
    setStoredCourse({ courseId: "stored1", courseName: "Java" });
    course();
    await show("null");
    await screen.findByRole("heading", { level: 1, name: "Java" });
    expect(fakeConvex.lastQueryArgs(api.courses.courses.get)).toEqual({ courseId: "stored1" });
  });

  it("points to the catalogue when there is no course at all", async () => {
    await show("undefined");
    expect(await screen.findByText("No course chosen yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/dashboard/viewcourse");
  });

  it("shows a spinner while the course loads", async () => {
    await show("course1");
    expect(await screen.findByRole("status", { name: "Loading course" })).toBeInTheDocument();
  });

  it("asks for the lessons and videos while the course itself is still loading (no waterfall)", async () => {
    await show("course1");
    await screen.findByRole("status", { name: "Loading course" });
    expect(fakeConvex.lastQueryArgs(api.courses.lessons.list)).toEqual({ courseId: "course1" });
    expect(fakeConvex.lastQueryArgs(api.courses.videos.list)).toEqual({ courseId: "course1" });
  });
});
