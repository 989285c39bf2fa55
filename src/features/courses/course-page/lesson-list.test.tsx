import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { LessonList } from "./lesson-list";

const COURSE = "course1" as Id<"courses">;
const LESSONS = [
  { _id: "l1", position: 0, title: "Intro" },
  { _id: "l2", position: 1, title: "Variables" },
  { _id: "l3", position: 2, title: "Loops" },
];

// Fetched ahead (as a first render would) so that no test waits for their first compilation.
beforeAll(async () => {
  await Promise.all([import("./lesson-row-manager"), import("./add-lesson-form")]);
});

/** In a router (each title links to its lesson page), with the toaster. */
async function setup(canManage: boolean) {
  fakeConvex.setQuery(api.courses.lessons.list, LESSONS);
  const user = userEvent.setup();
  renderRoute(<LessonList courseId={COURSE} canManage={canManage} />);
  await screen.findAllByRole("listitem");
  // A manager's controls and form load on demand (React.lazy), each row showing without them until then.
  if (canManage) {
    await screen.findByLabelText("Lesson title");
    await waitFor(() => {
      for (const item of screen.getAllByRole("listitem")) {
        expect(within(item).queryAllByRole("button")).not.toHaveLength(0);
      }
    });
  }
  return user;
}

// Rendered inside a router (the titles are links): slower than vitest's 5 s on a busy machine.
describe("LessonList", { timeout: 15_000 }, () => {
  it("lists the lessons in order, numbered, each linking to its page, without controls for students", async () => {
    await setup(false);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "1Lesson 1: Intro",
      "2Lesson 2: Variables",
      "3Lesson 3: Loops",
    ]);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Variables" })).toHaveAttribute(
      "href",
      "/dashboard/coursedetail/course1/lessons/l2",
    );
    expect(screen.queryByLabelText("Lesson title")).not.toBeInTheDocument();
  });

  it("adds a lesson with the trimmed title and clears the input", async () => {
    const user = await setup(true);
    await user.type(screen.getByLabelText("Lesson title"), "  Functions ");
    await user.click(screen.getByRole("button", { name: "Add lesson" }));

    expect(fakeConvex.mutation(api.courses.lessons.add)).toHaveBeenCalledWith({ courseId: COURSE, title: "Functions" });
    expect(screen.getByLabelText("Lesson title")).toHaveValue("");
  });

  it("renames inline: Enter saves, Escape cancels", async () => {
    const user = await setup(true);
    await user.click(screen.getByRole("button", { name: "Edit 'Variables'" }));
    const input = screen.getByRole("textbox", { name: "New title for 'Variables'" });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, "Values{Enter}");
    expect(fakeConvex.mutation(api.courses.lessons.rename)).toHaveBeenCalledWith({ lessonId: "l2", title: "Values" });

    await user.click(screen.getByRole("button", { name: "Edit 'Loops'" }));
    await user.type(screen.getByRole("textbox", { name: "New title for 'Loops'" }), " again{Escape}");
    expect(fakeConvex.mutation(api.courses.lessons.rename)).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("textbox", { name: /New title/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit 'Loops'" })).toHaveFocus();
  });

  it("saves a rename with the Save button", async () => {
    const user = await setup(true);
    await user.click(screen.getByRole("button", { name: "Edit 'Intro'" }));
    await user.type(screen.getByRole("textbox", { name: "New title for 'Intro'" }), " to Python");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(fakeConvex.mutation(api.courses.lessons.rename)).toHaveBeenCalledWith({
      lessonId: "l1",
      title: "Intro to Python",
    });
  });

  it("moves lessons up and down, with the ends disabled", async () => {
    const user = await setup(true);
    expect(screen.getByRole("button", { name: "Move 'Intro' up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move 'Loops' down" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Move 'Variables' up" }));
    expect(fakeConvex.mutation(api.courses.lessons.move)).toHaveBeenCalledWith({ lessonId: "l2", to: "up" });
    await user.click(screen.getByRole("button", { name: "Move 'Intro' down" }));
    expect(fakeConvex.mutation(api.courses.lessons.move)).toHaveBeenCalledWith({ lessonId: "l1", to: "down" });
  });

  it("removes a lesson only after confirmation", async () => {
    const user = await setup(true);
    await user.click(screen.getByRole("button", { name: "Remove 'Loops'" }));
    expect(fakeConvex.mutation(api.courses.lessons.remove)).not.toHaveBeenCalled();
    const row = screen.getByText("Remove this lesson?").closest("li") as HTMLElement;
    await user.click(within(row).getByRole("button", { name: "Keep" }));
    expect(fakeConvex.mutation(api.courses.lessons.remove)).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Remove 'Loops'" }));
    await user.click(screen.getByRole("button", { name: "Confirm removing 'Loops'" }));
    expect(fakeConvex.mutation(api.courses.lessons.remove)).toHaveBeenCalledWith({ lessonId: "l3" });
  });

  it("toasts the server's reason when a change is refused", async () => {
    const user = await setup(true);
    fakeConvex
      .mutation(api.courses.lessons.move)
      .mockRejectedValue(
        new ConvexError({ code: "FORBIDDEN", message: "Only this course's teacher or an admin can change it." }),
      );
    await user.click(screen.getByRole("button", { name: "Move 'Loops' up" }));
    expect(await screen.findByText("Lesson not moved")).toBeInTheDocument();
    expect(screen.getByText("Only this course's teacher or an admin can change it.")).toBeInTheDocument();
  });
});
