import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/sonner";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { CourseSettings, type SettingsCourse } from "./course-settings";

const COURSE: SettingsCourse = {
  _id: "c1" as Id<"courses">,
  name: "Rust for Everyone",
  description: "Ownership and borrowing.",
  durationHours: 12,
  instructorName: "Tess Teacher",
  category: "Systems",
  imageUrl: "",
  archived: false,
};

function renderSettings(course: SettingsCourse = COURSE) {
  return render(
    <>
      <CourseSettings course={course} />
      <Toaster />
    </>,
  );
}

describe("CourseSettings", () => {
  it("opens the course's fields prefilled and saves what was typed", async () => {
    const update = fakeConvex.mutation(api.courses.courses.update);
    update.mockResolvedValue({ changed: true });
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole("button", { name: "Edit course" }));
    const name = screen.getByRole("textbox", { name: "Course Name" });
    expect(name).toHaveValue("Rust for Everyone");
    expect(screen.getByRole("spinbutton", { name: /Course Duration/ })).toHaveValue(12);
    await user.clear(name);
    await user.type(name, "Rust, Second Term");
    await user.click(screen.getByRole("button", { name: "Save course" }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        courseId: "c1",
        name: "Rust, Second Term",
        description: "Ownership and borrowing.",
        durationHours: 12,
        instructorName: "Tess Teacher",
        category: "Systems",
      }),
    );
    expect(await screen.findByText("Course saved")).toBeInTheDocument();
  });

  it("shows the Add New Course messages and sends nothing while a field is wrong", async () => {
    const update = fakeConvex.mutation(api.courses.courses.update);
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole("button", { name: "Edit course" }));
    const duration = screen.getByRole("spinbutton", { name: /Course Duration/ });
    await user.clear(duration);
    await user.type(duration, "0");
    await user.click(screen.getByRole("button", { name: "Save course" }));
    expect(await screen.findByText("Course duration must be greater than 0 hours.")).toBeInTheDocument();
    expect(duration).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
  });

  it("keeps everything typed when the server refuses", async () => {
    const update = fakeConvex.mutation(api.courses.courses.update);
    update.mockRejectedValue(
      new ConvexError({ code: "FORBIDDEN", message: "Only this course's teacher or an admin can change it." }),
    );
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole("button", { name: "Edit course" }));
    const category = screen.getByRole("combobox", { name: "Category" });
    await user.clear(category);
    await user.type(category, "Languages");
    await user.click(screen.getByRole("button", { name: "Save course" }));
    expect(await screen.findByText("Only this course's teacher or an admin can change it.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("Languages");
  });

  it("archives only after a confirmation, and restores an archived course", async () => {
    const archive = fakeConvex.mutation(api.courses.courses.archive);
    const user = userEvent.setup();
    const { unmount } = renderSettings();
    await user.click(screen.getByRole("button", { name: "Archive course" }));
    expect(archive).not.toHaveBeenCalled();
    expect(screen.getByText(/It leaves the catalogue/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Archive course" }));
    await waitFor(() => expect(archive).toHaveBeenCalledWith({ courseId: "c1" }));
    unmount();

    const restore = fakeConvex.mutation(api.courses.courses.restore);
    renderSettings({ ...COURSE, archived: true });
    await user.click(screen.getByRole("button", { name: "Restore course" }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith({ courseId: "c1" }));
  });
});
