import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { TeachingPage } from "./teaching-page";

const profile = (role: string) => ({
  needsProfile: false,
  _id: "u1",
  displayName: "Grace Hopper",
  email: "grace@example.com",
  dp: "",
  role,
  experience: null,
  bio: "",
});

const row = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  name,
  category: "Programming",
  imageUrl: "",
  instructorName: "Grace Hopper",
  isOwn: true,
  enrolledCount: 0,
  archived: false,
  quiz: "own",
  ...extra,
});

function setup() {
  renderRoute(<TeachingPage />, { path: "/teaching" });
}

describe("TeachingPage", () => {
  it("lists a teacher's courses with their enrolled count and where to manage them", async () => {
    fakeConvex.setQuery(api.accounts.users.me, profile("teacher"));
    fakeConvex.setPaginatedQuery(api.courses.courses.myTeaching, {
      results: [row("c1", "Java", { enrolledCount: 3 }), row("c2", "Go", { enrolledCount: 1200 })],
    });
    setup();
    const java = within(await screen.findByRole("article", { name: "Java" }));
    expect(java.getByText("3 enrolled")).toBeInTheDocument();
    expect(java.getByRole("link", { name: "Lessons and videos of Java" })).toHaveAttribute(
      "href",
      "/dashboard/c1/Java",
    );
    expect(java.getByRole("link", { name: "Assignments of Java" })).toHaveAttribute(
      "href",
      "/assignmentpage?course=c1",
    );
    expect(java.getByRole("link", { name: "Quiz bank of Java" })).toHaveAttribute("href", "/quizbank?course=c1");
    expect(java.getByRole("link", { name: "Class roster of Java" })).toHaveAttribute(
      "href",
      "/dashboard/coursedetail/c1/courseprogress",
    );
    expect(within(screen.getByRole("article", { name: "Go" })).getByText("1200 enrolled")).toBeInTheDocument();
    // A teacher's own list does not repeat their name on every row.
    expect(java.queryByText("Grace Hopper")).not.toBeInTheDocument();
  });

  it("warns about a course with no quiz yet, with a link to add questions (ADR 0076)", async () => {
    fakeConvex.setQuery(api.accounts.users.me, profile("teacher"));
    fakeConvex.setPaginatedQuery(api.courses.courses.myTeaching, {
      results: [row("c1", "Java", { quiz: "shared" }), row("c2", "Data Science", { quiz: "none" })],
    });
    setup();
    const java = within(await screen.findByRole("article", { name: "Java" }));
    expect(java.queryByText(/No quiz yet/)).toBeNull();
    const dataScience = within(screen.getByRole("article", { name: "Data Science" }));
    expect(dataScience.getByText(/No quiz yet/)).toBeInTheDocument();
    expect(dataScience.getByRole("link", { name: "Add questions to the quiz of Data Science" })).toHaveAttribute(
      "href",
      "/quizbank?course=c2",
    );
    // A live game needs questions: offered where the course has a quiz (issue #31).
    expect(java.getByRole("button", { name: "Host a live game of Java" })).toBeInTheDocument();
    expect(dataScience.queryByRole("button", { name: /Host a live game/ })).toBeNull();
  });

  it("marks an archived course Archived (ADR 0065)", async () => {
    fakeConvex.setQuery(api.accounts.users.me, profile("teacher"));
    fakeConvex.setPaginatedQuery(api.courses.courses.myTeaching, {
      results: [row("c1", "Java", { archived: false }), row("c2", "Go", { archived: true })],
    });
    setup();
    expect(within(await screen.findByRole("article", { name: "Java" })).queryByText("Archived")).toBeNull();
    expect(within(screen.getByRole("article", { name: /^Go/ })).getByText("Archived")).toBeInTheDocument();
  });

  it("shows an Admin each course's teacher and marks their own", async () => {
    fakeConvex.setQuery(api.accounts.users.me, profile("Admin"));
    fakeConvex.setPaginatedQuery(api.courses.courses.myTeaching, {
      results: [row("c1", "Java", { isOwn: false, instructorName: "Tess" }), row("c2", "Go")],
    });
    setup();
    expect(within(await screen.findByRole("article", { name: "Java" })).getByText("Tess")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Go" })).getByText("Grace Hopper (you)")).toBeInTheDocument();
  });

  it("offers Add a course when there is none yet", async () => {
    fakeConvex.setQuery(api.accounts.users.me, profile("teacher"));
    fakeConvex.setPaginatedQuery(api.courses.courses.myTeaching, { results: [] });
    setup();
    expect(await screen.findByText("You haven't added a course yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a course" })).toHaveAttribute("href", "/addcourse");
  });

  it("tells a student it is for teachers and never asks for the list", async () => {
    fakeConvex.setQuery(api.accounts.users.me, profile("student"));
    setup();
    expect(await screen.findByText("Only teachers and admins teach courses")).toBeInTheDocument();
    expect(fakeConvex.queryCalls(api.courses.courses.myTeaching)).toEqual([]);
  });

  describe("in another language", () => {
    afterEach(async () => {
      await activateLanguage("en");
    });

    it("words the enrolled count with the language's plural forms", async () => {
      await activateLanguage("es");
      fakeConvex.setQuery(api.accounts.users.me, profile("teacher"));
      fakeConvex.setPaginatedQuery(api.courses.courses.myTeaching, {
        results: [row("c1", "Java", { enrolledCount: 1 }), row("c2", "Go", { enrolledCount: 1200 })],
      });
      setup();
      expect(within(await screen.findByRole("article", { name: "Java" })).getByText("1 inscrito")).toBeInTheDocument();
      expect(within(screen.getByRole("article", { name: "Go" })).getByText("1200 inscritos")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Lista de la clase de Java" })).toBeInTheDocument();
    });

    it("has Arabic's dual and few forms", async () => {
      await activateLanguage("ar");
      fakeConvex.setQuery(api.accounts.users.me, profile("teacher"));
      fakeConvex.setPaginatedQuery(api.courses.courses.myTeaching, {
        results: [row("c1", "Java", { enrolledCount: 2 }), row("c2", "Go", { enrolledCount: 3 })],
      });
      setup();
      expect(within(await screen.findByRole("article", { name: "Java" })).getByText("مسجّلان")).toBeInTheDocument();
      expect(within(screen.getByRole("article", { name: "Go" })).getByText("3 مسجّلين")).toBeInTheDocument();
    });
  });
});
