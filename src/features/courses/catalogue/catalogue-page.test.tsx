import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PaginationStatus } from "convex/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeConvex, type FakePage } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { CataloguePage } from "./catalogue-page";
import type { CatalogueCourse } from "./course-card";

function signedInAs(role: string) {
  fakeConvex.setQuery(api.accounts.users.me, {
    _id: "user1",
    needsProfile: false,
    displayName: "Ada",
    email: "ada@example.com",
    role,
    dp: "",
  });
}

const LONG =
  "Learn Python from scratch: variables, loops, functions, classes, files, testing and a small project at the end of it all.";

function course(overrides: Partial<CatalogueCourse> = {}): CatalogueCourse {
  return {
    _id: "k17abc",
    name: "Python Course",
    description: LONG,
    durationHours: 12,
    instructorName: "Grace Hopper",
    category: "Programming",
    imageUrl: "",
    ...overrides,
  };
}

function page(results: CatalogueCourse[], status: PaginationStatus = "Exhausted"): FakePage {
  return { results, status };
}

describe("CataloguePage", () => {
  beforeEach(() => {
    signedInAs("student");
  });

  it("shows each course with its description cut at 100 characters and an Enroll Now link to its overview", async () => {
    const courses = [
      course(),
      course({
        _id: "k17def",
        name: "C# & .NET/Core",
        description: "Short and sweet.",
        durationHours: 1,
        category: "Web",
      }),
    ];
    fakeConvex.setPaginatedQuery(api.courses.courses.list, page(courses));
    renderRoute(<CataloguePage />, { path: "/dashboard/viewcourse" });

    const python = within(await screen.findByRole("article", { name: "Python Course" }));
    expect(python.getByText(`${LONG.slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(python.queryByText(LONG)).not.toBeInTheDocument();
    expect(python.getByText("12 hrs")).toBeInTheDocument();
    expect(python.getByText("Grace Hopper")).toBeInTheDocument();
    expect(python.getByText("Programming")).toBeInTheDocument();
    expect(python.getByRole("img")).toHaveAttribute("src", "/default-course.svg");
    expect(python.getByRole("link", { name: /Enroll Now/ })).toHaveAttribute(
      "href",
      "/courseoverview/k17abc/Python%20Course",
    );

    const dotnet = within(screen.getByRole("article", { name: "C# & .NET/Core" }));
    expect(dotnet.getByText("Short and sweet.")).toBeInTheDocument();
    expect(dotnet.getByText("1 hr")).toBeInTheDocument();
    expect(dotnet.getByRole("link", { name: /Enroll Now/ })).toHaveAttribute(
      "href",
      `/courseoverview/k17def/${encodeURIComponent("C# & .NET/Core")}`,
    );
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("shows 'No courses yet' with a link to add one for teachers", async () => {
    signedInAs("teacher");
    fakeConvex.setPaginatedQuery(api.courses.courses.list, page([]));
    renderRoute(<CataloguePage />, { path: "/dashboard/viewcourse" });

    expect(await screen.findByText("No courses yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a course" })).toHaveAttribute("href", "/addcourse");
    expect(screen.getByRole("link", { name: "Add course" })).toHaveAttribute("href", "/addcourse");
    expect(screen.getByRole("link", { name: "My learning" })).toHaveAttribute("href", "/dashboard/courseoverview");
  });

  it("shows 'No courses yet' without the add link to students", async () => {
    fakeConvex.setPaginatedQuery(api.courses.courses.list, page([]));
    renderRoute(<CataloguePage />, { path: "/dashboard/viewcourse" });

    expect(await screen.findByText("No courses yet")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add a course" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add course" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My learning" })).toHaveAttribute("href", "/dashboard/courseoverview");
  });

  it("shows skeletons while the first page loads", async () => {
    fakeConvex.setPaginatedQuery(api.courses.courses.list, page([], "LoadingFirstPage"));
    renderRoute(<CataloguePage />, { path: "/dashboard/viewcourse" });

    expect(await screen.findByLabelText("Loading courses")).toHaveAttribute("aria-busy", "true");
  });

  it("searches by the typed text after a pause and says when nothing matches", async () => {
    const all = page([course()]);
    const none = page([]);
    fakeConvex.setPaginatedQuery(api.courses.courses.list, (args) => (args.search ? none : all));
    const user = userEvent.setup();
    renderRoute(<CataloguePage />, { path: "/dashboard/viewcourse" });

    await user.type(await screen.findByLabelText("Search courses"), "  cobol ");
    // Until the pause is over, the list shown is the last search's: marked busy, not as the answer.
    expect(screen.getByRole("article", { name: "Python Course" }).closest("ul")).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByText("No courses match “cobol”")).toBeInTheDocument();
    expect(fakeConvex.lastQueryArgs(api.courses.courses.list)).toEqual({ search: "cobol" });
    expect(fakeConvex.queryCalls(api.courses.courses.list)).not.toContainEqual({ search: "c" });

    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByRole("article", { name: "Python Course" })).toBeInTheDocument();
  });

  it("loads 12 more courses when Load more is pressed", async () => {
    const loadMore = fakeConvex.loadMore(api.courses.courses.list);
    fakeConvex.setPaginatedQuery(api.courses.courses.list, page([course()], "CanLoadMore"));
    const user = userEvent.setup();
    renderRoute(<CataloguePage />, { path: "/dashboard/viewcourse" });

    await user.click(await screen.findByRole("button", { name: "Load more" }));
    await waitFor(() => expect(loadMore).toHaveBeenCalledWith(12));
  });
});
