import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { activateLanguage } from "@/lib/i18n";
import { formatDate } from "@/lib/i18n/format";
import { api } from "@convex/_generated/api";
import { LESSON_BODY_MAX } from "@convex/shared/lessonRules";
import { LessonEditorPage } from "./lesson-editor-page";

function editor(overrides: Record<string, unknown> = {}) {
  return {
    courseId: "c1",
    courseName: "Python Course",
    lesson: { _id: "l1", title: "Setting up", number: 1 },
    draft: {
      body: "Old text",
      video: null,
      attachments: [{ _id: "f1", name: "notes.pdf", size: 10, contentType: "application/pdf", url: "u" }],
    },
    draftSavedAt: 1,
    publishedAt: 1,
    draftPending: false,
    ...overrides,
  };
}

function setup() {
  const user = userEvent.setup();
  renderRoute(<LessonEditorPage courseId="c1" lessonId="l1" />, { path: "/edit" });
  return user;
}

// Typing re-renders the whole form: slow on a busy machine, so more time than vitest's 5 s.
describe("LessonEditorPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.courses.lessonContent.editor, editor());
    fakeConvex.setQuery(api.courses.videos.list, [
      // Never renamed: the editor calls it "Video 1" after its place.
      { _id: "v1", position: 1, title: null, courseName: "Java", url: "u", contentType: "video/webm", usedBy: [] },
    ]);
    fakeConvex.mutation(api.courses.lessonContent.saveDraft).mockResolvedValue({ draftSavedAt: 2 });
    fakeConvex.mutation(api.courses.lessonContent.publish).mockResolvedValue({ published: true });
  });

  it("previews the Markdown as students will see it", async () => {
    const user = setup();
    const text = await screen.findByLabelText("Lesson text (Markdown)");
    await user.clear(text);
    await user.click(text);
    await user.paste("# Hello\n\nSee [docs](https://docs.python.org)");
    await user.click(screen.getByRole("tab", { name: "Preview" }));
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(preview.querySelector("h2")).toHaveTextContent("Hello");
    expect(screen.getByRole("link", { name: "docs" })).toHaveAttribute("target", "_blank");
  });

  it("Save draft sends the text, the chosen video and the files", async () => {
    const user = setup();
    const text = await screen.findByLabelText("Lesson text (Markdown)");
    await user.click(text);
    await user.keyboard("{End}");
    await user.paste(" and more");
    await user.selectOptions(screen.getByLabelText("Video"), "Video 1");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(fakeConvex.mutation(api.courses.lessonContent.saveDraft)).toHaveBeenCalledWith({
      lessonId: "l1",
      body: "Old text and more",
      videoId: "v1",
      attachmentIds: ["f1"],
    });
    expect(fakeConvex.mutation(api.courses.lessonContent.publish)).not.toHaveBeenCalled();
    expect(await screen.findByText("Draft saved")).toBeInTheDocument();
  });

  it("Publish saves unsaved changes first, then publishes; a removed file leaves the list", async () => {
    const user = setup();
    await user.click(await screen.findByRole("button", { name: "Remove notes.pdf" }));
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() =>
      expect(fakeConvex.mutation(api.courses.lessonContent.publish)).toHaveBeenCalledWith({ lessonId: "l1" }),
    );
    expect(fakeConvex.mutation(api.courses.lessonContent.saveDraft)).toHaveBeenCalledWith(
      expect.objectContaining({ attachmentIds: [] }),
    );
    expect(await screen.findByText("Lesson published")).toBeInTheDocument();
  });

  it(`refuses text over ${LESSON_BODY_MAX} characters with its length, sending nothing`, async () => {
    const user = setup();
    const text = await screen.findByLabelText("Lesson text (Markdown)");
    await user.clear(text);
    await user.click(text);
    await user.paste("x".repeat(LESSON_BODY_MAX + 1));
    expect(
      await screen.findByText("Lesson text must be at most 50,000 characters (it has 50,001)."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(fakeConvex.mutation(api.courses.lessonContent.saveDraft)).not.toHaveBeenCalled();
    expect(fakeConvex.mutation(api.courses.lessonContent.publish)).not.toHaveBeenCalled();
    expect(text).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's refusal and keeps the text", async () => {
    fakeConvex
      .mutation(api.courses.lessonContent.saveDraft)
      .mockRejectedValue(new ConvexError({ code: "INVALID", message: "Choose one of this course's videos." }));
    const user = setup();
    await user.type(await screen.findByLabelText("Lesson text (Markdown)"), "!");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Choose one of this course's videos.")).toBeInTheDocument();
    expect(screen.getByLabelText("Lesson text (Markdown)")).toHaveValue("Old text!");
  });

  it("tells another teacher or a student that they cannot edit", async () => {
    fakeConvex.setQuery(
      api.courses.lessonContent.editor,
      new ConvexError({ code: "FORBIDDEN", message: "Only this course's teacher or an admin can change it." }),
    );
    setup();
    expect(await screen.findByRole("heading", { name: "You cannot edit this lesson" })).toBeInTheDocument();
  });

  it("says when the lesson was published, in the reader's language and date format", async () => {
    const publishedAt = Date.UTC(2026, 10, 22, 12, 0);
    fakeConvex.setQuery(api.courses.lessonContent.editor, editor({ publishedAt }));
    await activateLanguage("es");
    try {
      setup();
      const date = formatDate(publishedAt);
      expect(date).toMatch(/nov/);
      expect(
        await screen.findByText(`Publicada el ${date}. Los borradores no los ven los estudiantes hasta que publiques.`),
      ).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Guardar borrador" })).toBeInTheDocument();
    } finally {
      await activateLanguage("en");
    }
  });
});
