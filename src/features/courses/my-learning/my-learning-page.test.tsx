import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { MyLearningPage } from "./my-learning-page";

const card = (id: string, name: string) => ({
  _id: id,
  name,
  description: "About it.",
  durationHours: 10,
  instructorName: "Grace Hopper",
  category: "Programming",
  imageUrl: "",
});

describe("MyLearningPage", () => {
  it("shows an empty state for each section", async () => {
    fakeConvex.setQuery(api.courses.enrollments.myCourses, []);
    fakeConvex.setQuery(api.courses.cart.list, []);
    renderRoute(<MyLearningPage />, { path: "/dashboard/courseoverview" });
    expect(await screen.findByText("You're not enrolled in any course yet")).toBeInTheDocument();
    expect(screen.getByText("Your cart is empty")).toBeInTheDocument();
    // Join a course is reachable from the header and from the empty state.
    expect(screen.getByRole("link", { name: "Join with a code" })).toHaveAttribute("href", "/join");
    expect(screen.getByRole("link", { name: "join with a code" })).toHaveAttribute("href", "/join");
  });

  it("shows enrolled courses' progress, links them to their page and progress, and cart courses to the enrolment form", async () => {
    fakeConvex.setQuery(api.courses.enrollments.myCourses, [
      { ...card("c1", "Java"), enrolledAt: 1, progress: { completedCount: 3, totalLessons: 10, percent: 30 } },
    ]);
    fakeConvex.setQuery(api.courses.cart.list, [{ ...card("c2", "Node Js"), addedAt: 1 }]);
    const user = userEvent.setup();
    renderRoute(<MyLearningPage />, { path: "/dashboard/courseoverview" });

    const java = within(await screen.findByRole("article", { name: "Java" }));
    expect(java.getByRole("link", { name: /Open course/ })).toHaveAttribute("href", "/dashboard/c1/Java");
    // "Course progress" opens the progress page, not the course details.
    expect(java.getByRole("link", { name: /Course progress/ })).toHaveAttribute(
      "href",
      "/dashboard/coursedetail/c1/courseprogress",
    );
    expect(java.getByText("3 of 10 lessons done")).toBeInTheDocument();
    expect(java.getByRole("progressbar", { name: "Progress in Java" })).toHaveAttribute("aria-valuenow", "30");

    const node = within(screen.getByRole("article", { name: "Node Js" }));
    expect(node.getByRole("link", { name: /Buy Now/ })).toHaveAttribute("href", "/studentdetails/c2/Node%20Js");
    await user.click(node.getByRole("button", { name: /Remove/ }));
    await waitFor(() => expect(fakeConvex.mutation(api.courses.cart.remove)).toHaveBeenCalledWith({ courseId: "c2" }));
    expect(await screen.findByText("Removed from your cart")).toBeInTheDocument();
  });

  it("lists an archived course under Archived, not among the active ones (ADR 0065)", async () => {
    const progress = { completedCount: 1, totalLessons: 4, percent: 25 };
    fakeConvex.setQuery(api.courses.enrollments.myCourses, [
      { ...card("c1", "Java"), enrolledAt: 2, archived: false, progress },
      { ...card("c2", "Old Rust"), enrolledAt: 1, archived: true, progress },
    ]);
    fakeConvex.setQuery(api.courses.cart.list, []);
    renderRoute(<MyLearningPage />, { path: "/dashboard/courseoverview" });
    const active = within(
      (await screen.findByRole("heading", { level: 2, name: /^Your courses/ })).closest("section")!,
    );
    expect(active.getByRole("article", { name: "Java" })).toBeInTheDocument();
    expect(active.queryByRole("article", { name: "Old Rust" })).not.toBeInTheDocument();
    const archived = within(screen.getByRole("heading", { level: 2, name: /^Archived/ }).closest("section")!);
    expect(archived.getByRole("link", { name: "Open course Old Rust" })).toHaveAttribute(
      "href",
      "/dashboard/c2/Old%20Rust",
    );
  });

  it("shows the progress the list gives without subscribing to each course's progress (ADR 0029)", async () => {
    fakeConvex.setQuery(api.courses.enrollments.myCourses, [
      { ...card("c1", "Java"), enrolledAt: 2, progress: { completedCount: 2, totalLessons: 8, percent: 25 } },
      { ...card("c3", "Empty"), enrolledAt: 1, progress: { completedCount: 0, totalLessons: 0, percent: 0 } },
    ]);
    fakeConvex.setQuery(api.courses.cart.list, []);
    renderRoute(<MyLearningPage />, { path: "/dashboard/courseoverview" });

    const java = within(await screen.findByRole("article", { name: "Java" }));
    expect(java.getByText("2 of 8 lessons done")).toBeInTheDocument();
    expect(java.getByText("25%")).toBeInTheDocument();
    expect(java.getByRole("progressbar", { name: "Progress in Java" })).toHaveAttribute("aria-valuenow", "25");
    expect(within(screen.getByRole("article", { name: "Empty" })).getByText("No lessons yet")).toBeInTheDocument();
    expect(fakeConvex.queryCalls(api.courses.enrollments.progress).every((args) => args === "skip")).toBe(true);
  });
});
