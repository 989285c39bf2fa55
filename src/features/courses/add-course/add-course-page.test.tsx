import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { AddCoursePage } from "./add-course-page";

const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock("@/lib/upload", () => upload);

const mocks = { create: fakeConvex.mutation(api.courses.courses.create), uploadFile: upload.uploadFile };

const teacher = {
  _id: "u1",
  needsProfile: false,
  displayName: "Grace Hopper",
  role: "teacher",
  email: "grace@example.com",
};

async function setup() {
  const user = userEvent.setup({ applyAccept: false });
  const view = renderRoute(<AddCoursePage />, { path: "/addcourse" });
  await screen.findByRole("heading", { name: "Add New Course" });
  return { user, ...view };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Course Name"), "  Rust for Humans ");
  await user.type(screen.getByLabelText("Course Description"), "Ownership{Enter}and borrowing.");
  await user.type(screen.getByLabelText("Course Duration (hours)"), "12.5");
  await user.type(screen.getByLabelText("Category"), "Programming");
}

describe("AddCoursePage", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.accounts.users.me, teacher);
    mocks.uploadFile.mockReset();
  });

  it("prefills the instructor with the signed-in teacher's name and offers category suggestions", async () => {
    await setup();
    expect(await screen.findByLabelText("Course Instructor")).toHaveValue("Grace Hopper");
    expect(screen.getByLabelText("Course Description").tagName).toBe("TEXTAREA");
    expect(screen.getByLabelText("Course Duration (hours)")).toHaveAttribute("step", "0.5");
    const options = Array.from(document.querySelectorAll("#course-category-suggestions option")).map((o) =>
      o.getAttribute("value"),
    );
    expect(options).toEqual(
      expect.arrayContaining(["Programming", "Web Development", "Mobile Development", "Data Science"]),
    );
    expect(screen.getByLabelText("Upload Course Image (optional)")).toHaveAttribute(
      "accept",
      "image/png,image/jpeg,image/gif,image/webp",
    );
  });

  it("shows a message next to every required field and does not call courses.create", async () => {
    const { user } = await setup();
    await user.clear(await screen.findByLabelText("Course Instructor"));
    await user.click(screen.getByRole("button", { name: "Add Course" }));

    expect(await screen.findByText("Course name is required.")).toBeInTheDocument();
    expect(screen.getByText("Course description is required.")).toBeInTheDocument();
    expect(screen.getByText("Course duration is required.")).toBeInTheDocument();
    expect(screen.getByText("Course instructor is required.")).toBeInTheDocument();
    expect(screen.getByText("Course category is required.")).toBeInTheDocument();
    expect(screen.getByLabelText("Course Name")).toHaveAccessibleDescription("Course name is required.");
    expect(screen.getByLabelText("Course Name")).toHaveFocus();
    expect(mocks.create).not.toHaveBeenCalled();
  });

  it("requires a duration greater than 0 and at most 1000 hours", async () => {
    const { user } = await setup();
    await fillValid(user);
    const duration = screen.getByLabelText("Course Duration (hours)");
    await user.clear(duration);
    await user.type(duration, "0");
    await user.click(screen.getByRole("button", { name: "Add Course" }));
    expect(await screen.findByText("Course duration must be greater than 0 hours.")).toBeInTheDocument();

    await user.clear(duration);
    await user.type(duration, "1001");
    expect(await screen.findByText("Course duration must be at most 1000 hours.")).toBeInTheDocument();
    expect(mocks.create).not.toHaveBeenCalled();
  });

  it("refuses an image of the wrong type before uploading anything", async () => {
    const { user } = await setup();
    await fillValid(user);
    await user.upload(
      screen.getByLabelText("Upload Course Image (optional)"),
      new File(["%PDF-1.4"], "syllabus.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByText("The course image must be a PNG, JPEG, GIF or WebP image.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Course" }));
    expect(mocks.uploadFile).not.toHaveBeenCalled();
    expect(mocks.create).not.toHaveBeenCalled();
  });

  it("uploads the image, creates the course with trimmed values, toasts and goes to the new course's page", async () => {
    mocks.uploadFile.mockResolvedValue("file123");
    mocks.create.mockResolvedValue("course123");
    const { user, router } = await setup();
    await fillValid(user);
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cover.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Upload Course Image (optional)"), image);
    await user.click(screen.getByRole("button", { name: "Add Course" }));

    await waitFor(() => expect(mocks.create).toHaveBeenCalledTimes(1));
    expect(mocks.uploadFile).toHaveBeenCalledWith(
      image,
      "courseImage",
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    expect(mocks.create).toHaveBeenCalledWith({
      name: "Rust for Humans",
      description: "Ownership\nand borrowing.",
      durationHours: 12.5,
      instructorName: "Grace Hopper",
      category: "Programming",
      imageFileId: "file123",
    });
    expect(await screen.findByText("Course added successfully!")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/course123/Rust for Humans"));
  });

  it("sends no image id when no image is chosen", async () => {
    mocks.create.mockResolvedValue("course123");
    const { user } = await setup();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Add Course" }));
    await waitFor(() => expect(mocks.create).toHaveBeenCalledTimes(1));
    expect(mocks.create.mock.calls[0][0]).not.toHaveProperty("imageFileId");
    expect(mocks.uploadFile).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to add course' with the server's reason and keeps every field", async () => {
    mocks.create.mockRejectedValue(
      new ConvexError({ code: "INVALID", message: "Course category must be at most 60 characters." }),
    );
    const { user, router } = await setup();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Add Course" }));

    expect(await screen.findByText("Failed to add course")).toBeInTheDocument();
    expect(screen.getByText("Course category must be at most 60 characters.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/addcourse");
    expect(screen.getByLabelText("Course Name")).toHaveValue("  Rust for Humans ");
    expect(screen.getByLabelText("Course Description")).toHaveValue("Ownership\nand borrowing.");
    expect(screen.getByLabelText("Course Duration (hours)")).toHaveValue(12.5);
    expect(screen.getByLabelText("Category")).toHaveValue("Programming");
    expect(screen.getByRole("button", { name: "Add Course" })).toBeEnabled();
  });

  it("shows a student the 'only teachers and admins' message and no form", async () => {
    fakeConvex.setQuery(api.accounts.users.me, { ...teacher, role: "student" });
    await setup();
    expect(await screen.findByText("Only teachers and admins can add courses")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the courses" })).toHaveAttribute("href", "/dashboard/viewcourse");
    expect(screen.queryByLabelText("Course Name")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Course" })).not.toBeInTheDocument();
  });
});
