import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/sonner";
import type { UploadOptions } from "@/lib/upload";
import { UserFacingError } from "@/lib/errors";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { VideoUpload } from "./video-upload";

const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock("@/lib/upload", () => upload);

const COURSE = "course1" as Id<"courses">;

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <VideoUpload courseId={COURSE} />
      <Toaster />
    </>,
  );
  return user;
}

const webm = () => new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], "intro.webm", { type: "video/webm" });

describe("VideoUpload", () => {
  beforeEach(() => {
    upload.uploadFile.mockReset();
  });

  it("offers only MP4 and WebM in the file picker", () => {
    setup();
    expect(screen.getByLabelText("Video file")).toHaveAttribute("accept", "video/mp4,video/webm");
  });

  it("shows a progress bar while uploading, then adds the uploaded file to the course", async () => {
    let finish: (id: string) => void = () => {};
    upload.uploadFile.mockImplementation((_file: File, _purpose: string, options: UploadOptions) => {
      options.onProgress?.(0.42);
      return new Promise((resolve) => (finish = resolve));
    });
    const user = setup();
    const file = webm();
    await user.upload(screen.getByLabelText("Video file"), file);

    const bar = await screen.findByRole("progressbar", { name: "Uploading video" });
    expect(bar).toHaveAttribute("aria-valuenow", "42");
    expect(screen.getByText("42%")).toBeInTheDocument();
    expect(upload.uploadFile).toHaveBeenCalledWith(
      file,
      "courseVideo",
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );

    finish("file1");
    expect(await screen.findByText("Video uploaded")).toBeInTheDocument();
    expect(fakeConvex.mutation(api.courses.videos.add)).toHaveBeenCalledWith({ courseId: COURSE, fileId: "file1" });
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload video" })).toBeInTheDocument();
  });

  it("refuses a file that is not MP4 or WebM and uploads nothing", async () => {
    const user = setup();
    await user.upload(screen.getByLabelText("Video file"), new File(["hello"], "notes.txt", { type: "text/plain" }));

    expect(await screen.findByText("Videos must be MP4 or WebM.")).toBeInTheDocument();
    expect(upload.uploadFile).not.toHaveBeenCalled();
    expect(fakeConvex.mutation(api.courses.videos.add)).not.toHaveBeenCalled();
  });

  it("refuses a video over 500 MB", async () => {
    const user = setup();
    const big = webm();
    Object.defineProperty(big, "size", { value: 500 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText("Video file"), big);

    expect(await screen.findByText("Videos must be at most 500 MB.")).toBeInTheDocument();
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });

  it("cancels a running upload", async () => {
    upload.uploadFile.mockImplementation(
      (_file: File, _purpose: string, { signal }: UploadOptions) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener("abort", () => reject(new UserFacingError("The upload was cancelled."))),
        ),
    );
    const user = setup();
    await user.upload(screen.getByLabelText("Video file"), webm());
    await user.click(await screen.findByRole("button", { name: "Cancel" }));

    expect(await screen.findByText("Upload cancelled")).toBeInTheDocument();
    expect(fakeConvex.mutation(api.courses.videos.add)).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());
  });

  it("toasts the server's reason when the video is refused", async () => {
    upload.uploadFile.mockResolvedValue("file1");
    fakeConvex
      .mutation(api.courses.videos.add)
      .mockRejectedValue(
        new ConvexError({ code: "FORBIDDEN", message: "Only this course's teacher or an admin can change it." }),
      );
    const user = setup();
    await user.upload(screen.getByLabelText("Video file"), webm());

    expect(await screen.findByText("Video upload failed")).toBeInTheDocument();
    expect(screen.getByText("Only this course's teacher or an admin can change it.")).toBeInTheDocument();
  });
});
