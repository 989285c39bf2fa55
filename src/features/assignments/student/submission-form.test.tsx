import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/sonner";
import { UserFacingError } from "@/lib/errors";
import type { UploadOptions } from "@/lib/upload";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { SubmissionForm } from "./submission-form";

const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock("@/lib/upload", () => upload);

const ASSIGNMENT = "a1" as Id<"assignments">;
const submit = fakeConvex.mutation(api.assignments.submissions.submit);
const pdf = () => new File(["%PDF-1.4\n"], "answer.pdf", { type: "application/pdf" });

function setup(props: { versionCount?: number; late?: boolean } = {}) {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <SubmissionForm
        assignmentId={ASSIGNMENT}
        title="Essay"
        versionCount={props.versionCount ?? 0}
        late={props.late ?? false}
      />
      <Toaster />
    </>,
  );
  return { user, input: screen.getByLabelText<HTMLInputElement>("Your submission") };
}

describe("SubmissionForm", () => {
  beforeEach(() => {
    upload.uploadFile.mockReset();
  });

  it("says 'Please select a file to submit.' when nothing is chosen, and sends nothing", async () => {
    const { user, input } = setup();
    await user.click(screen.getByRole("button", { name: "Submit Assignment" }));

    expect(await screen.findByText("Please select a file to submit.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please select a file to submit.");
    expect(input).toHaveFocus();
    expect(upload.uploadFile).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();

    await user.upload(input, pdf());
    expect(screen.queryByText("Please select a file to submit.")).not.toBeInTheDocument();
  });

  it("refuses a file that is not PDF, DOC or DOCX before uploading it", async () => {
    const { user, input } = setup();
    await user.upload(input, new File(["a,b"], "marks.csv", { type: "text/csv" }));
    await user.click(screen.getByRole("button", { name: "Submit Assignment" }));
    expect(await screen.findByText("Your submission must be a PDF, DOC or DOCX file.")).toBeInTheDocument();
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });

  it("uploads the file with progress, hands it in, toasts the receipt and clears the input", async () => {
    let finish: (id: string) => void = () => {};
    upload.uploadFile.mockImplementation((_file: File, _purpose: string, options: UploadOptions) => {
      options.onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    submit.mockResolvedValue({ version: 1, submittedAt: new Date(2026, 10, 22, 14, 3).getTime(), lateByMs: null });
    const { user, input } = setup();
    const file = pdf();
    await user.upload(input, file);
    await user.click(screen.getByRole("button", { name: "Submit Assignment" }));

    expect(await screen.findByRole("progressbar", { name: "Uploading your submission" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(upload.uploadFile).toHaveBeenCalledWith(
      file,
      "submission",
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: /Submit Assignment/ })).toBeDisabled();

    finish("file1");
    expect(await screen.findByText("Assignment Submitted!")).toBeInTheDocument();
    expect(screen.getByText("Essay: received 22 Nov 2026, 14:03.")).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({ assignmentId: "a1", fileId: "file1" });
    expect(input.files).toHaveLength(0);
    expect(input.value).toBe("");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("toasts the failure with the server's reason and keeps the chosen file", async () => {
    upload.uploadFile.mockResolvedValue("file1");
    submit.mockRejectedValue(new ConvexError({ code: "FORBIDDEN", message: "This assignment is closed to new work." }));
    const { user, input } = setup();
    await user.upload(input, pdf());
    await user.click(screen.getByRole("button", { name: "Submit Assignment" }));

    expect(await screen.findByText("Failed to submit assignment")).toBeInTheDocument();
    expect(screen.getByText("This assignment is closed to new work.")).toBeInTheDocument();
    expect(screen.queryByText("Assignment Submitted!")).not.toBeInTheDocument();
    expect(input.files?.[0]?.name).toBe("answer.pdf");
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit Assignment" })).toBeEnabled());
  });

  it("cancels a running upload and hands nothing in", async () => {
    upload.uploadFile.mockImplementation(
      (_file: File, _purpose: string, { signal }: UploadOptions) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener("abort", () => reject(new UserFacingError("The upload was cancelled."))),
        ),
    );
    const { user, input } = setup();
    await user.upload(input, pdf());
    await user.click(screen.getByRole("button", { name: "Submit Assignment" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));

    expect(await screen.findByText("Upload cancelled")).toBeInTheDocument();
    expect(screen.queryByText("Failed to submit assignment")).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());
  });

  it("offers a new version once something was handed in, and warns when it will be late", () => {
    setup({ versionCount: 2, late: true });
    const button = screen.getByRole("button", { name: "Submit a new version" });
    expect(button).toHaveAccessibleDescription("The deadline has passed. This will be marked late.");
  });
});
