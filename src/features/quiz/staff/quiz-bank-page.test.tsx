import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { describe, expect, it, vi } from "vitest";
import { setStoredCourse } from "@/lib/current-course";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { bank } from "./fixtures";
import { QuizBankPage } from "./quiz-bank-page";

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

function renderPage(fromUrl?: string) {
  const onCourseChange = vi.fn();
  const user = userEvent.setup();
  renderRoute(<QuizBankPage course={fromUrl} onCourseChange={onCourseChange} />, { path: "/quizbank" });
  return { user, onCourseChange };
}

function teaching(...courses: ReturnType<typeof course>[]) {
  fakeConvex.setQuery(api.courses.courses.teaching, courses);
  fakeConvex.setQuery(api.quiz.quizBank.get, ({ courseId }: { courseId: string }) =>
    bank({ courseId: courseId as Id<"courses">, courseName: `Course ${courseId}` }),
  );
  fakeConvex.setQuery(api.quiz.quizAccommodations.list, []);
}

describe("QuizBankPage", () => {
  it("shows a skeleton until the profile is known", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Quiz bank", level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText("Loading the quiz bank")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByLabelText("Course")).not.toBeInTheDocument();
  });

  it("refuses a student and asks the server nothing about banks", async () => {
    signedInAs("student");
    renderPage();
    expect(await screen.findByText("Only teachers and admins can edit quiz banks")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Take the quiz" })).toHaveAttribute("href", "/quizrules");
    expect(screen.queryByLabelText("Course")).not.toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.courses.courses.teaching)).toBeUndefined();
    expect(fakeConvex.lastQueryArgs(api.quiz.quizBank.get)).toBeUndefined();
  });

  it("opens the remembered course when the teacher runs it, and puts a picked course in the URL", async () => {
    signedInAs("teacher");
    setStoredCourse({ courseId: "c2", courseName: "Rust" });
    teaching(course("c1", "Java"), course("c2", "Rust"));
    const { user, onCourseChange } = renderPage();

    const picker = await screen.findByLabelText("Course");
    expect(picker).toHaveValue("c2");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Java", "Rust"]);
    expect(fakeConvex.lastQueryArgs(api.quiz.quizBank.get)).toEqual({ courseId: "c2" });
    expect(fakeConvex.lastQueryArgs(api.quiz.quizAccommodations.list)).toEqual({ courseId: "c2" });

    await user.selectOptions(picker, "Java");
    expect(onCourseChange).toHaveBeenCalledWith("c1");
  });

  it("falls back to the first course when the remembered one is not the Admin's", async () => {
    signedInAs("Admin");
    setStoredCourse({ courseId: "elsewhere", courseName: "Go" });
    teaching(course("c1", "Java"), course("c2", "Rust"));
    renderPage();
    expect(await screen.findByLabelText("Course")).toHaveValue("c1");
    expect(fakeConvex.lastQueryArgs(api.quiz.quizBank.get)).toEqual({ courseId: "c1" });
  });

  it("follows the course in the URL and shows the server's refusal when the teacher does not run it", async () => {
    signedInAs("teacher");
    teaching(course("c1", "Java"));
    const refusal = new ConvexError({
      code: "FORBIDDEN",
      message: "Only this course's teacher or an admin can edit its quiz.",
    });
    fakeConvex.setQuery(api.quiz.quizBank.get, refusal);
    fakeConvex.setQuery(api.quiz.quizAccommodations.list, refusal);
    fakeConvex.setQuery(api.quiz.quizBank.rules, refusal);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {}); // React logs the caught render error
    renderPage("other");

    expect(await screen.findByLabelText("Course")).toHaveValue("other");
    expect(screen.getByRole("option", { name: "Course from the link" })).toBeInTheDocument();
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => within(alert).getByRole("heading").textContent)).toEqual([
      "This course's quiz cannot be shown",
      "This course's attempt rules cannot be shown",
      "This course's students cannot be shown",
    ]);
    expect(alerts[0]).toHaveTextContent("Only this course's teacher or an admin can edit its quiz.");
    quiet.mockRestore();
  });

  it("points a teacher with no course to Add a course", async () => {
    signedInAs("teacher");
    teaching();
    renderPage();
    expect(await screen.findByText("You don't teach any course yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a course" })).toHaveAttribute("href", "/addcourse");
    expect(fakeConvex.lastQueryArgs(api.quiz.quizBank.get)).toBeUndefined();
  });
});
