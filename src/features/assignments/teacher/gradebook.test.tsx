import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexProvider, type ConvexReactClient } from "convex/react";
import { getFunctionName } from "convex/server";
import { ConvexError } from "convex/values";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { TeacherAssignments } from "./teacher-assignments";

const courseId = "c1" as Id<"courses">;

const book = {
  courseId,
  courseName: "Rust",
  assignments: [
    { _id: "a1", title: "Essay 1", points: 100, deadlineAt: 1, average: 80, graded: 2 },
    { _id: "a2", title: "Essay 2", points: 20, deadlineAt: 2, average: null, graded: 0 },
  ],
  students: [
    {
      studentId: "s1",
      name: "Ada",
      email: "ada@example.com",
      average: 90,
      cells: [
        { status: "graded", grade: 90 },
        { status: "late", grade: null },
      ],
      quiz: null as number | null,
    },
    {
      studentId: "s2",
      name: "Ben",
      email: "ben@example.com",
      average: 70,
      cells: [
        { status: "graded", grade: 70 },
        { status: "not_submitted", grade: null },
      ],
      quiz: null as number | null,
    },
  ],
  quiz: null as { title: string; countedAttempts: number } | null,
  average: 80,
  truncated: false,
  enrolled: 2,
  continueCursor: "end",
  isDone: true,
};

/** The one-off query client behind useConvex() (the fake covers the hooks, not the client). */
const oneOff = vi.fn<(name: string, args: unknown) => Promise<unknown>>();
const client = {
  query: (ref: Parameters<typeof getFunctionName>[0], args: unknown) => oneOff(getFunctionName(ref), args),
};

async function openGradebook() {
  const user = userEvent.setup();
  renderRoute(
    // Only `query` is used by the export; the rest of the client is never touched.
    <ConvexProvider client={client as unknown as ConvexReactClient}>
      <TeacherAssignments courseId={courseId} />
    </ConvexProvider>,
    { path: "/assignmentpage" },
  );
  await user.click(await screen.findByRole("tab", { name: "Gradebook" }));
  return user;
}

/** jsdom's Blob has no text(): read the bytes and decode them keeping the BOM (Excel needs it). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder("utf-8", { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsArrayBuffer(blob);
  });
}

function rowOf(name: string) {
  return screen.getByRole("rowheader", { name: new RegExp(`^${name}`) }).closest("tr") as HTMLElement;
}

describe("Gradebook", () => {
  beforeEach(() => {
    oneOff.mockReset();
    fakeConvex.setQuery(api.courses.courses.get, { _id: courseId, instructorName: "Grace Hopper" });
    fakeConvex.setQuery(api.assignments.assignments.listForStaff, []);
    fakeConvex.setQuery(api.assignments.gradebook.get, book);
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows students × assignments with grades or statuses and the averages", async () => {
    await openGradebook();
    const table = await screen.findByRole("table");
    expect(fakeConvex.lastQueryArgs(api.assignments.gradebook.get)).toEqual({ courseId: "c1", cursor: null });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Student", "Essay 1 out of 100", "Essay 2 out of 20", "Average (%)"]);
    expect(
      within(rowOf("Ada"))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["90", "Late", "90%"]);
    expect(
      within(rowOf("Ben"))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["70", "—", "70%"]);
    expect(
      within(rowOf("Assignment average"))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["80", "—", "80%"]);
    expect(screen.queryByText(/larger than the gradebook can show/)).not.toBeInTheDocument();
  });

  it("shows the course's quiz beside the assignments: each student's best counting attempt, or a dash", async () => {
    fakeConvex.setQuery(api.assignments.gradebook.get, {
      ...book,
      quiz: { title: "Rust", countedAttempts: 3 },
      students: [
        { ...book.students[0], quiz: 85.5 },
        { ...book.students[1], quiz: null },
      ],
    });
    await openGradebook();
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Student",
      "Essay 1 out of 100",
      "Essay 2 out of 20",
      "Average (%)",
      "Quiz (%) Rust: best of first 3 attempts",
    ]);
    expect(
      within(rowOf("Ada"))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["90", "Late", "90%", "85.5%"]);
    expect(within(rowOf("Ben")).getAllByRole("cell").at(-1)).toHaveTextContent("—");
  });

  it("a course with a quiz and no assignment yet still shows its quiz column", async () => {
    fakeConvex.setQuery(api.assignments.gradebook.get, {
      ...book,
      assignments: [],
      quiz: { title: "Rust", countedAttempts: 1 },
      students: [{ ...book.students[0], cells: [], quiz: 40 }],
    });
    await openGradebook();
    expect(await screen.findByRole("columnheader", { name: "Quiz (%) Rust: first attempt" })).toBeInTheDocument();
    expect(within(rowOf("Ada")).getAllByRole("cell").at(-1)).toHaveTextContent("40%");
  });

  it("pages through the students with Previous / Next by the server's cursors", async () => {
    const student = (n: number) => ({ ...book.students[0], studentId: `s${n}`, name: `Student ${n}` });
    const pageOf = (from: number, count: number, isDone: boolean) => ({
      ...book,
      students: Array.from({ length: count }, (_, i) => student(from + i)),
      enrolled: 70,
      continueCursor: `after-${from + count - 1}`,
      isDone,
    });
    fakeConvex.setQuery(api.assignments.gradebook.get, (args: { cursor?: string | null }) =>
      args.cursor === null ? pageOf(1, 50, false) : args.cursor === "after-50" ? pageOf(51, 20, true) : undefined,
    );
    const user = await openGradebook();
    const pager = await screen.findByRole("navigation", { name: "Gradebook pages" });
    expect(within(pager).getByText("Students 1–50 of 70")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Previous students" })).toBeDisabled();
    expect(rowOf("Student 1ada")).toBeInTheDocument();

    await user.click(within(pager).getByRole("button", { name: "Next students" }));
    expect(fakeConvex.lastQueryArgs(api.assignments.gradebook.get)).toEqual({ courseId: "c1", cursor: "after-50" });
    expect(await within(pager).findByText("Students 51–70 of 70")).toBeInTheDocument();
    expect(rowOf("Student 70")).toBeInTheDocument();
    expect(screen.queryByRole("rowheader", { name: /^Student 1ada/ })).not.toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Next students" })).toBeDisabled();
    // The column and course averages are the whole course's on every page.
    expect(
      within(rowOf("Assignment average"))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["80", "—", "80%"]);

    // Keyboard: Previous is reachable and returns to the first page's cursor.
    within(pager).getByRole("button", { name: "Previous students" }).focus();
    await user.keyboard("{Enter}");
    expect(fakeConvex.lastQueryArgs(api.assignments.gradebook.get)).toEqual({ courseId: "c1", cursor: null });
    expect(await within(pager).findByText("Students 1–50 of 70")).toBeInTheDocument();
  });

  it("keeps the last page (dimmed, busy) while the next one loads", async () => {
    fakeConvex.setQuery(api.assignments.gradebook.get, (args: { cursor?: string | null }) =>
      args.cursor === null ? { ...book, isDone: false, continueCursor: "next" } : undefined,
    );
    const user = await openGradebook();
    await user.click(await screen.findByRole("button", { name: "Next students" }));
    expect(screen.getByRole("region", { name: "Gradebook table" })).toHaveAttribute("aria-busy", "true");
    expect(rowOf("Ada")).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading the gradebook")).not.toBeInTheDocument();
  });

  it("says when the gradebook is truncated", async () => {
    fakeConvex.setQuery(api.assignments.gradebook.get, { ...book, truncated: true });
    await openGradebook();
    expect(await screen.findByText(/larger than the gradebook can show/)).toBeInTheDocument();
  });

  it("Export CSV fetches the CSV once and saves it under the server's file name", async () => {
    oneOff.mockResolvedValue({ fileName: "rust-gradebook-2030-01-20.csv", csv: "\uFEFFStudent,Email\r\n" });
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:gradebook";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });

    const user = await openGradebook();
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));

    expect(oneOff).toHaveBeenCalledTimes(1);
    expect(oneOff).toHaveBeenCalledWith("assignments/gradebook:csv", { courseId: "c1" });
    expect(downloads).toEqual([{ href: "blob:gradebook", download: "rust-gradebook-2030-01-20.csv" }]);
    expect(created[0].type).toBe("text/csv");
    expect(await readText(created[0])).toBe("\uFEFFStudent,Email\r\n");
    expect(await screen.findByText("Gradebook exported")).toBeInTheDocument();
  });

  it("a refused export says why and downloads nothing", async () => {
    oneOff.mockRejectedValue(
      new ConvexError({ code: "FORBIDDEN", message: "Only this course's teacher or an admin can do this." }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const user = await openGradebook();
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Gradebook not exported")).toBeInTheDocument();
    expect(screen.getByText("Only this course's teacher or an admin can do this.")).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
