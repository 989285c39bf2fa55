import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { CourseOverviewPage } from "./course-overview-page";

const COURSE = {
  _id: "k17abc",
  name: "React Js",
  description: "Components and hooks.\n\nThen routing and data.",
  durationHours: 20,
  instructorName: "Dan Abramov",
  category: "Web Development",
  imageUrl: "",
  instructorId: "u1",
  instructorBio: "",
  instructorExperience: null,
  level: "Intermediate",
  canManage: false,
  isOwn: false,
};

function setup() {
  const user = userEvent.setup();
  const view = renderRoute(<CourseOverviewPage courseId="k17abc" />, {
    path: "/courseoverview/$courseId/$courseName",
    initialEntry: "/courseoverview/k17abc/React%20Js",
  });
  return { user, ...view };
}

describe("CourseOverviewPage", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.courses.courses.get, COURSE);
    fakeConvex.setQuery(api.courses.enrollments.mine, null);
    fakeConvex.setQuery(api.courses.cart.has, false);
    fakeConvex.mutation(api.courses.cart.add).mockResolvedValue("item1");
  });

  it("shows the course and a Buy Now link to the enrolment form", async () => {
    setup();
    expect(await screen.findByRole("heading", { level: 1, name: "React Js" })).toBeInTheDocument();
    expect(screen.getByText("Web Development")).toBeInTheDocument();
    expect(screen.getByText("Dan Abramov")).toBeInTheDocument();
    expect(screen.getByText("20 hrs")).toBeInTheDocument();
    expect(screen.getByText(/Components and hooks\.\s+Then routing and data\./)).toHaveClass("whitespace-pre-wrap");
    expect(screen.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", "/studentdetails/k17abc/React%20Js");
  });

  it("adds the course to the cart with Add to Cart and confirms it", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Add to Cart" }));

    await waitFor(() => expect(fakeConvex.mutation(api.courses.cart.add)).toHaveBeenCalledWith({ courseId: "k17abc" }));
    expect(await screen.findByText("Added to your cart")).toBeInTheDocument();
    expect(fakeConvex.mutation(api.courses.cart.remove)).not.toHaveBeenCalled();
  });

  it("offers Remove from cart when the course is already in the cart", async () => {
    fakeConvex.setQuery(api.courses.cart.has, true);
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Remove from cart" }));

    await waitFor(() =>
      expect(fakeConvex.mutation(api.courses.cart.remove)).toHaveBeenCalledWith({ courseId: "k17abc" }),
    );
    expect(await screen.findByText("Removed from your cart")).toBeInTheDocument();
  });

  it("shows the server's reason when the cart cannot be updated", async () => {
    fakeConvex
      .mutation(api.courses.cart.add)
      .mockRejectedValue(new ConvexError({ code: "INVALID", message: "Your cart can hold at most 100 courses." }));
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Add to Cart" }));

    expect(await screen.findByText("Your cart can hold at most 100 courses.")).toBeInTheDocument();
  });

  it("says Enrolled to an enrolled student and offers Continue to the course page instead of Buy Now", async () => {
    fakeConvex.setQuery(api.courses.enrollments.mine, { _id: "e1", courseId: "k17abc" });
    setup();
    expect(await screen.findByText("Enrolled")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/dashboard/k17abc/React%20Js");
    expect(screen.queryByRole("link", { name: "Buy Now" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to Cart" })).not.toBeInTheDocument();
  });

  it("tells a student an archived course takes no new enrolments, with no Buy Now (ADR 0065)", async () => {
    fakeConvex.setQuery(api.courses.courses.get, { ...COURSE, archived: true });
    setup();
    expect(await screen.findByText("This course is archived: it takes no new enrolments.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Buy Now" })).not.toBeInTheDocument();
  });

  it("shows the course's teacher Your course and Manage, with its assignments and quiz bank, never Buy Now", async () => {
    fakeConvex.setQuery(api.courses.courses.get, { ...COURSE, canManage: true, isOwn: true });
    setup();
    expect(await screen.findByText("Your course")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage" })).toHaveAttribute("href", "/dashboard/k17abc/React%20Js");
    expect(screen.getByRole("link", { name: "Assignments" })).toHaveAttribute("href", "/assignmentpage?course=k17abc");
    expect(screen.getByRole("link", { name: "Quiz bank" })).toHaveAttribute("href", "/quizbank?course=k17abc");
    expect(screen.queryByRole("link", { name: "Buy Now" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to Cart" })).not.toBeInTheDocument();
  });

  it("shows an Admin Manage on another teacher's course, without calling it theirs", async () => {
    fakeConvex.setQuery(api.courses.courses.get, { ...COURSE, canManage: true, isOwn: false });
    setup();
    expect(await screen.findByText("You manage this course as an admin")).toBeInTheDocument();
    expect(screen.queryByText("Your course")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Buy Now" })).not.toBeInTheDocument();
  });

  it("shows the not-found view for a bad course id", async () => {
    // React logs the error the boundary catches.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeConvex.setQuery(api.courses.courses.get, new ConvexError({ code: "NOT_FOUND", message: "Course not found" }));
    setup();
    expect(await screen.findByRole("heading", { name: "Can't find any Course..." })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Please enroll into one" })).toHaveAttribute(
      "href",
      "/dashboard/viewcourse",
    );
    quiet.mockRestore();
  });
});
