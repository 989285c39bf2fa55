import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "@/test-utils/render-route";
import { CourseCard, coverLoading, type CatalogueCourse } from "./course-card";

const course = (status: CatalogueCourse["status"]): CatalogueCourse => ({
  _id: "c1",
  name: "Java",
  description: "Classes and objects.",
  durationHours: 10,
  instructorName: "Grace Hopper",
  category: "Programming",
  imageUrl: "",
  status,
});

async function card(status: CatalogueCourse["status"]) {
  renderRoute(<CourseCard course={course(status)} />, { path: "/dashboard/viewcourse" });
  return within(await screen.findByRole("article", { name: "Java" }));
}

describe("CourseCard status", () => {
  it("offers Enroll Now to the overview for a course the caller is not in", async () => {
    const java = await card(null);
    expect(java.getByRole("link", { name: "Enroll Now in Java" })).toHaveAttribute("href", "/courseoverview/c1/Java");
    expect(java.queryByText("Enrolled")).not.toBeInTheDocument();
    expect(java.queryByText("Your course")).not.toBeInTheDocument();
  });

  it("says Enrolled and offers Continue to the course page for an enrolled course", async () => {
    const java = await card("enrolled");
    expect(java.getByText("Enrolled")).toBeInTheDocument();
    expect(java.getByRole("link", { name: "Continue Java" })).toHaveAttribute("href", "/dashboard/c1/Java");
    expect(java.queryByRole("link", { name: /Enroll Now/ })).not.toBeInTheDocument();
  });

  it("says Your course and offers Manage for the teacher's own course", async () => {
    const java = await card("own");
    expect(java.getByText("Your course")).toBeInTheDocument();
    expect(java.getByRole("link", { name: "Manage Java" })).toHaveAttribute("href", "/dashboard/c1/Java");
    expect(java.queryByRole("link", { name: /Enroll Now/ })).not.toBeInTheDocument();
  });
});

describe("CourseCard cover", () => {
  it("loads the first row's covers at once (the first before other images) and the rest when scrolled near", async () => {
    expect([0, 1, 2, 3, 11].map(coverLoading)).toEqual(["first", "eager", "eager", "lazy", "lazy"]);
    renderRoute(
      <>
        <CourseCard course={course(null)} cover="first" />
        <CourseCard course={{ ...course(null), _id: "c2", name: "Rust" }} cover="lazy" />
      </>,
      { path: "/dashboard/viewcourse" },
    );
    const first = await screen.findByRole("img", { name: "Cover image of Java" });
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    // Its 16:9 box is known before the picture arrives.
    expect(first).toHaveAttribute("width", "640");
    expect(first).toHaveAttribute("height", "360");
    const later = screen.getByRole("img", { name: "Cover image of Rust" });
    expect(later).toHaveAttribute("loading", "lazy");
    expect(later).not.toHaveAttribute("fetchpriority");
  });
});
