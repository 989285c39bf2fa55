import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { UserFacingError } from "@/lib/errors";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { todayPlus } from "./dates";
import { TeacherAssignments } from "./teacher-assignments";

const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock("@/lib/upload", () => upload);

const courseId = "c1" as Id<"courses">;
const post = fakeConvex.mutation(api.assignments.assignments.post);
/** One of the course's rubrics: 20 points (12 + 8). */
const RUBRIC = {
  _id: "r1",
  title: "Essay rubric",
  maxPoints: 20,
  usedBy: 1,
  criteria: [
    {
      id: "c1",
      title: "Argument",
      levels: [
        { id: "l1", title: "Strong", points: 12, description: "" },
        { id: "l2", title: "Weak", points: 2, description: "" },
      ],
    },
    {
      id: "c2",
      title: "Sources",
      levels: [
        { id: "l3", title: "Cited", points: 8, description: "" },
        { id: "l4", title: "None", points: 0, description: "" },
      ],
    },
  ],
};
const pdf = () => new File(["%PDF-1.4 question"], "essay.pdf", { type: "application/pdf" });

async function setup() {
  const user = userEvent.setup({ applyAccept: false });
  renderRoute(<TeacherAssignments courseId={courseId} />, { path: "/assignmentpage" });
  await screen.findByRole("heading", { name: "Post an assignment" });
  return user;
}

async function setDate(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
  expect(input).toHaveValue(value);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Title"), "  Essay on Ownership ");
  await setDate(user, "Assigned date", "2030-01-10");
  await setDate(user, "Due date", "2030-01-17");
  await user.upload(screen.getByLabelText("Question file"), pdf());
}

describe("Post an assignment", () => {
  beforeEach(() => {
    upload.uploadFile.mockReset();
    fakeConvex.setQuery(api.courses.courses.get, { _id: courseId, name: "Rust", instructorName: "Grace Hopper" });
    fakeConvex.setQuery(api.assignments.assignments.listForStaff, []);
    fakeConvex.setQuery(api.assignments.rubrics.list, [RUBRIC]);
  });

  it("defaults to today and a week later at 23:59 in the teacher's zone, 100 points, the instructor and documents", async () => {
    await setup();
    expect(screen.getByLabelText("Assigned date")).toHaveValue(todayPlus(0));
    expect(screen.getByLabelText("Due date")).toHaveValue(todayPlus(7));
    expect(screen.getByLabelText("Due time")).toHaveValue("23:59");
    expect(screen.getByLabelText("Due time")).toHaveAccessibleDescription(
      `Your time zone: ${Intl.DateTimeFormat().resolvedOptions().timeZone}. Work is due by the end of this minute.`,
    );
    expect(screen.getByLabelText("Points")).toHaveValue(100);
    expect(screen.getByLabelText("Points")).not.toHaveAttribute("readonly");
    expect(screen.getByLabelText("Rubric")).toHaveDisplayValue("No rubric");
    expect(screen.getByLabelText("Hold grades until I release them")).not.toBeChecked();
    expect(screen.getByLabelText("Instructor")).toHaveValue("Grace Hopper");
    expect(screen.getByLabelText("Instructor")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Question file")).toHaveAttribute("accept", ".pdf,.doc,.docx");
  });

  it("an empty title and no file are refused with clear messages, focus on the title, nothing sent", async () => {
    const user = await setup();
    await user.click(screen.getByRole("button", { name: "Upload Assignment" }));
    expect(await screen.findByText("Assignment title is required.")).toBeInTheDocument();
    expect(screen.getByText("Please choose a question file.")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveFocus();
    expect(upload.uploadFile).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it("a deadline before the assigned date is refused and the deadline gets focus", async () => {
    const user = await setup();
    await fillValid(user);
    await setDate(user, "Due date", "2030-01-09");
    await user.click(screen.getByRole("button", { name: "Upload Assignment" }));
    expect(await screen.findByText("The deadline cannot be before the assigned date.")).toBeInTheDocument();
    expect(screen.getByLabelText("Due date")).toHaveFocus();
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });

  it("posts the due time, points, instructions and held grades as set", async () => {
    upload.uploadFile.mockResolvedValue("file1");
    post.mockResolvedValue("a1");
    const user = await setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText("Due time"));
    await user.type(screen.getByLabelText("Due time"), "09:30");
    await user.clear(screen.getByLabelText("Points"));
    await user.type(screen.getByLabelText("Points"), "40");
    await user.type(screen.getByLabelText("Instructions (Markdown, optional)"), "Write **800 words**.");
    await user.click(screen.getByRole("tab", { name: "Preview" }));
    expect((await screen.findByText("800 words")).tagName).toBe("STRONG");
    expect(screen.getByRole("region", { name: "Instructions preview" })).toHaveTextContent("Write 800 words.");
    await user.click(screen.getByLabelText("Hold grades until I release them"));
    await user.click(screen.getByRole("button", { name: "Upload Assignment" }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({
        deadlineTime: "09:30",
        points: 40,
        instructions: "Write **800 words**.",
        holdGrades: true,
      }),
    );
  });

  it("points outside 1–1000 or not whole are refused beside the field, and nothing is sent", async () => {
    const user = await setup();
    await fillValid(user);
    for (const typed of ["0", "1001", "2.5", ""]) {
      await user.clear(screen.getByLabelText("Points"));
      if (typed) await user.type(screen.getByLabelText("Points"), typed);
      await user.click(screen.getByRole("button", { name: "Upload Assignment" }));
      expect(await screen.findByText("Points must be a whole number from 1 to 1000.")).toBeInTheDocument();
      expect(screen.getByLabelText("Points")).toHaveFocus();
      expect(screen.getByLabelText("Points")).toHaveAttribute("aria-invalid", "true");
    }
    expect(upload.uploadFile).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it("a rubric fills in its total as the points, read-only, and is posted with the assignment", async () => {
    upload.uploadFile.mockResolvedValue("file1");
    post.mockResolvedValue("a1");
    const user = await setup();
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText("Rubric"), "Essay rubric (20 points)");
    expect(screen.getByLabelText("Points")).toHaveValue(20);
    expect(screen.getByLabelText("Points")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Points")).toHaveAccessibleDescription("The rubric’s total.");
    await user.click(screen.getByRole("button", { name: "Upload Assignment" }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ rubricId: "r1", points: 20 }));
  });

  it("a file that is not a document is refused before any upload", async () => {
    const user = await setup();
    await user.type(screen.getByLabelText("Title"), "Essay");
    await user.upload(screen.getByLabelText("Question file"), new File(["png"], "photo.png", { type: "image/png" }));
    expect(await screen.findByText("The question file must be a PDF, DOC or DOCX document.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Upload Assignment" }));
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });

  it("uploads the question, posts with the browser's time zone, toasts and clears the form", async () => {
    upload.uploadFile.mockResolvedValue("file1");
    post.mockResolvedValue("a1");
    const user = await setup();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Upload Assignment" }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(upload.uploadFile).toHaveBeenCalledWith(
      expect.objectContaining({ name: "essay.pdf" }),
      "assignmentQuestion",
      expect.objectContaining({ onProgress: expect.any(Function), signal: expect.any(AbortSignal) }),
    );
    expect(post).toHaveBeenCalledWith({
      courseId: "c1",
      title: "Essay on Ownership",
      assignedDate: "2030-01-10",
      deadlineDate: "2030-01-17",
      deadlineTime: "23:59",
      instructions: "",
      points: 100,
      holdGrades: false,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      questionFileId: "file1",
    });
    expect(await screen.findByText("Assignment Uploaded!")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue(""));
    expect(screen.getByLabelText("Due date")).toHaveValue(todayPlus(7));
    expect((screen.getByLabelText("Question file") as HTMLInputElement).value).toBe("");
  });

  it("a refused post shows the server's reason and keeps every field; a retry reuses the upload", async () => {
    upload.uploadFile.mockResolvedValue("file1");
    post.mockRejectedValueOnce(new ConvexError({ code: "INVALID", message: "That deadline has already passed." }));
    const user = await setup();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Upload Assignment" }));

    expect(await screen.findByText("Failed to add Assignment")).toBeInTheDocument();
    expect(screen.getByText("That deadline has already passed.")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("  Essay on Ownership ");
    expect(screen.getByLabelText("Assigned date")).toHaveValue("2030-01-10");
    expect(screen.getByLabelText("Due date")).toHaveValue("2030-01-17");

    await user.click(screen.getByRole("button", { name: "Upload Assignment" }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(upload.uploadFile).toHaveBeenCalledTimes(1);
  });

  it("shows upload progress and Cancel stops the upload without posting", async () => {
    upload.uploadFile.mockImplementation(
      (
        _file: File,
        _purpose: string,
        { onProgress, signal }: { onProgress: (f: number) => void; signal: AbortSignal },
      ) =>
        new Promise((_resolve, reject) => {
          onProgress(0.4);
          signal.addEventListener("abort", () => reject(new UserFacingError("The upload was cancelled.")));
        }),
    );
    const user = await setup();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Upload Assignment" }));

    const bar = await screen.findByRole("progressbar", { name: "Question file upload" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("The upload was cancelled.")).toBeInTheDocument();
    expect(screen.getByText("Failed to add Assignment")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Title")).toHaveValue("  Essay on Ownership ");
  });
});
