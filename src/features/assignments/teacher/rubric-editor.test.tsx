import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { RubricPicker } from "./rubric-picker";
import type { SavedRubric } from "./rubric-editor";

const courseId = "c1" as Id<"courses">;
const save = fakeConvex.mutation(api.assignments.rubrics.save);
const RUBRIC = {
  _id: "r1",
  title: "Essay rubric",
  maxPoints: 20,
  usedBy: 2,
  criteria: [
    {
      id: "c1",
      title: "Argument",
      levels: [
        { id: "l1", title: "Strong", points: 12, description: "Every claim supported." },
        { id: "l2", title: "Weak", points: 2, description: "" },
      ],
    },
  ],
};

/** The picker as a form uses it: the chosen rubric's id, and what it last handed back. */
function Harness({ onChange }: { onChange: (rubric: SavedRubric | null) => void }) {
  const [value, setValue] = useState("");
  return (
    <RubricPicker
      name="rubricId"
      courseId={courseId}
      value={value}
      disabled={false}
      onChange={(rubric) => {
        setValue(rubric?._id ?? "");
        onChange(rubric);
      }}
    />
  );
}

function setup() {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} />);
  return { user, onChange };
}

/** Puts `text` in a field at once (a paste): these tests type a whole rubric. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function openNew(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "New rubric…" }));
  return within(await screen.findByRole("dialog", { name: "New rubric" }));
}

describe("The rubric editor", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.assignments.rubrics.list, [RUBRIC]);
  });

  it("refuses an empty rubric with a message beside each field, focuses the first, saves nothing", async () => {
    const { user } = setup();
    const dialog = await openNew(user);
    expect(dialog.getByText("Total: 0 points")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Save rubric" }));

    const title = dialog.getByLabelText("Rubric title");
    expect(title).toHaveAccessibleDescription("Rubric title is required.");
    expect(title).toHaveFocus();
    expect(dialog.getByLabelText("Criterion 1")).toHaveAccessibleDescription("Criterion title is required.");
    expect(dialog.getByLabelText("Criterion 1, level 1: Level title")).toHaveAccessibleDescription(
      "Level title is required.",
    );
    expect(dialog.getByLabelText("Criterion 1, level 2: Points")).toHaveAccessibleDescription(
      "Points must be whole numbers from 0 to 1000.",
    );
    expect(save).not.toHaveBeenCalled();

    // Every field filled, but nothing to score: the rubric's own message, under its total.
    await fill(user, title, "Lab rubric");
    await fill(user, dialog.getByLabelText("Criterion 1"), "Method");
    for (const level of [1, 2]) {
      await fill(user, dialog.getByLabelText(`Method, level ${level}: Level title`), `Level ${level}`);
      await fill(user, dialog.getByLabelText(`Method, level ${level}: Points`), "0");
    }
    await user.click(dialog.getByRole("button", { name: "Save rubric" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("A rubric's total must be between 1 and 1000 points.");
    expect(dialog.getByText("Total: 0 points")).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it("builds criteria and levels by keyboard, shows the total, reorders, and saves them in order", async () => {
    save.mockResolvedValue("r2");
    const { user, onChange } = setup();
    const dialog = await openNew(user);
    await fill(user, dialog.getByLabelText("Rubric title"), "Lab rubric");
    await fill(user, dialog.getByLabelText("Criterion 1"), "Method");
    await fill(user, dialog.getByLabelText("Method, level 1: Level title"), "Sound");
    await fill(user, dialog.getByLabelText("Method, level 1: Points"), "6");
    await fill(user, dialog.getByLabelText("Method, level 2: Level title"), "Flawed");
    await fill(user, dialog.getByLabelText("Method, level 2: Points"), "1");
    await user.click(dialog.getByRole("button", { name: "Add level to Method" }));
    // The new level's title takes the focus.
    expect(dialog.getByLabelText("Method, level 3: Level title")).toHaveFocus();
    await user.keyboard("Missing");
    await fill(user, dialog.getByLabelText("Method, level 3: Points"), "0");

    await user.click(dialog.getByRole("button", { name: "Add criterion" }));
    expect(dialog.getByLabelText("Criterion 2")).toHaveFocus();
    await user.keyboard("Results");
    await fill(user, dialog.getByLabelText("Results, level 1: Level title"), "Clear");
    await fill(user, dialog.getByLabelText("Results, level 1: Points"), "4");
    await fill(user, dialog.getByLabelText("Results, level 2: Level title"), "Muddled");
    await fill(user, dialog.getByLabelText("Results, level 2: Points"), "0");
    expect(dialog.getByText("Total: 10 points")).toBeInTheDocument();

    // Move "Results" up with the keyboard: the focus follows it to the top, where "up" is disabled.
    dialog.getByRole("button", { name: "Move Results up" }).focus();
    await user.keyboard("{Enter}");
    expect(dialog.getByRole("button", { name: "Move Results down" })).toHaveFocus();
    expect(dialog.getByLabelText("Criterion 1")).toHaveValue("Results");

    await user.click(dialog.getByRole("button", { name: "Save rubric" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const sent = save.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ courseId: "c1", title: "Lab rubric" });
    expect(sent?.rubricId).toBeUndefined();
    expect(sent?.criteria.map((criterion) => criterion.title)).toEqual(["Results", "Method"]);
    expect(sent?.criteria[1]?.levels.map((level) => [level.title, level.points])).toEqual([
      ["Sound", 6],
      ["Flawed", 1],
      ["Missing", 0],
    ]);
    const ids = sent?.criteria.flatMap((criterion) => [criterion.id, ...criterion.levels.map((level) => level.id)]);
    expect(new Set(ids).size).toBe(ids?.length);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ _id: "r2", maxPoints: 10 }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps at least one criterion and two levels, and at most six levels", async () => {
    const { user } = setup();
    const dialog = await openNew(user);
    expect(dialog.getByRole("button", { name: "Remove Criterion 1" })).toBeDisabled();
    expect(dialog.getByRole("button", { name: "Remove Criterion 1, level 1" })).toBeDisabled();
    const add = dialog.getByRole("button", { name: "Add level to Criterion 1" });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(add).toBeDisabled();
    expect(dialog.getByRole("button", { name: "Remove Criterion 1, level 1" })).toBeEnabled();
  });

  it("edits a rubric of the course from the picker, says who uses it, and shows the server's refusal", async () => {
    save.mockRejectedValueOnce(
      new ConvexError({ code: "INVALID", message: "This rubric has graded work: its total cannot change." }),
    );
    const { user, onChange } = setup();
    await user.selectOptions(screen.getByLabelText("Rubric"), "Essay rubric (20 points)");
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ _id: "r1", maxPoints: 20 }));
    await user.click(screen.getByRole("button", { name: "Edit rubric" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit rubric" }));
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(/Used by 2 assignments/);
    expect(dialog.getByLabelText("Rubric title")).toHaveValue("Essay rubric");
    await user.clear(dialog.getByLabelText("Argument, level 1: Points"));
    await fill(user, dialog.getByLabelText("Argument, level 1: Points"), "15");
    expect(dialog.getByText("Total: 15 points")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Save rubric" }));

    expect(await dialog.findByRole("alert")).toHaveTextContent("This rubric has graded work: its total cannot change.");
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ rubricId: "r1", title: "Essay rubric" }));
    expect(dialog.getByLabelText("Argument, level 1: Points")).toHaveValue(15);
  });
});
