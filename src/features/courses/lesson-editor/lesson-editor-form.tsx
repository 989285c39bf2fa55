import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { EyeIcon, SaveIcon, SendIcon, Undo2Icon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { fieldAria, FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { lessonTextSchema } from "@convex/shared/forms/lesson";
import { lessonBodyCounter } from "@convex/shared/lessonRules";
import { SafeMarkdown } from "@/components/safe-markdown";
import { AttachmentsField, type Attachment } from "./attachments-field";
import type { EditorView, VideoOption } from "./types";

type Values = z.output<typeof lessonTextSchema>;
type Busy = null | "save" | "publish" | "discard";

/** Write / Preview, the video, the files; Save draft, Publish (saves first), Discard draft. */
export function LessonEditorForm({
  editor,
  videos,
  onDiscarded,
}: {
  editor: EditorView;
  videos: readonly VideoOption[];
  onDiscarded: () => void;
}) {
  const lessonId = editor.lesson._id;
  const saveDraft = useMutation(api.courses.lessonContent.saveDraft);
  const publish = useMutation(api.courses.lessonContent.publish);
  const discardDraft = useMutation(api.courses.lessonContent.discardDraft);
  const form = useForm<z.input<typeof lessonTextSchema>, unknown, Values>({
    resolver: zodResolver(lessonTextSchema),
    mode: "onChange",
    defaultValues: { body: editor.draft.body, videoId: editor.draft.video?._id ?? "" },
  });
  const [attachments, setAttachments] = useState<Attachment[]>(editor.draft.attachments);
  const [attachmentsChanged, setAttachmentsChanged] = useState(false);
  const [tab, setTab] = useState("write");
  const [busy, setBusy] = useState<Busy>(null);
  const body = form.watch("body");
  const bodyError = form.formState.errors.body?.message;
  const unsaved = form.formState.isDirty || attachmentsChanged;

  async function store(values: Values) {
    await saveDraft({
      lessonId,
      body: values.body,
      videoId: values.videoId === "" ? null : (values.videoId as Id<"videos">),
      attachmentIds: attachments.map((a) => a._id),
    });
    form.reset(values);
    setAttachmentsChanged(false);
  }

  async function run(what: Exclude<Busy, null>, action: () => Promise<void>, failure: string) {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      toast.error(failure, { description: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(null);
    }
  }

  const showTextProblem = () => {
    setTab("write");
    // After the tab switch renders the textarea.
    requestAnimationFrame(() => document.getElementById(fieldAria("body", undefined).id)?.focus());
  };

  const onSave = form.handleSubmit(
    (values) =>
      run(
        "save",
        async () => {
          await store(values);
          toast.success("Draft saved", { description: "Students see it once you publish." });
        },
        "Draft not saved",
      ),
    showTextProblem,
  );

  const onPublish = form.handleSubmit(
    (values) =>
      run(
        "publish",
        async () => {
          if (unsaved || editor.draftSavedAt === null) await store(values);
          const { published } = await publish({ lessonId });
          toast.success(published ? "Lesson published" : "Already published", {
            description: published ? "Enrolled students see this version now." : "Students already see this version.",
          });
        },
        "Lesson not published",
      ),
    showTextProblem,
  );

  const onDiscard = () =>
    run(
      "discard",
      async () => {
        await discardDraft({ lessonId });
        toast.success("Draft discarded", { description: "Back to the published version." });
        onDiscarded();
      },
      "Draft not discarded",
    );

  return (
    <form className="grid gap-8" onSubmit={(event) => void onSave(event)} noValidate>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Lesson text">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">
            <EyeIcon aria-hidden="true" />
            Preview
          </TabsTrigger>
        </TabsList>
        <TabsContent value="write" className="mt-2">
          <FormField
            name="body"
            label="Lesson text (Markdown)"
            error={bodyError}
            hint={`${lessonBodyCounter(body.length)}. Headings (#), lists, **bold**, links and code blocks; no HTML.`}
          >
            <Textarea
              {...form.register("body")}
              {...fieldAria("body", bodyError, true)}
              rows={18}
              className="font-mono text-sm leading-6"
              disabled={busy !== null}
            />
          </FormField>
        </TabsContent>
        <TabsContent value="preview" className="mt-2">
          <div className="bg-card min-h-72 rounded-xl border p-6" aria-label="Preview" role="region">
            {body.trim() === "" ? (
              <p className="text-muted-foreground">Nothing to preview yet: write the lesson's text first.</p>
            ) : (
              <SafeMarkdown>{body}</SafeMarkdown>
            )}
          </div>
        </TabsContent>
      </Tabs>

      <FormField name="videoId" label="Video" hint="One of this course's videos; upload videos on the course page.">
        <NativeSelect {...form.register("videoId")} {...fieldAria("videoId", undefined, true)} disabled={busy !== null}>
          <NativeSelectOption value="">No video</NativeSelectOption>
          {videos.map((video) => (
            <NativeSelectOption key={video._id} value={video._id}>
              {video.title}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>

      <AttachmentsField
        attachments={attachments}
        disabled={busy !== null}
        onChange={(next) => {
          setAttachments(next);
          setAttachmentsChanged(true);
        }}
      />

      <div className="flex flex-wrap items-center gap-3 border-t pt-6">
        <Button type="submit" variant="outline" disabled={busy !== null}>
          <SaveIcon aria-hidden="true" />
          {busy === "save" ? "Saving…" : "Save draft"}
        </Button>
        <Button type="button" disabled={busy !== null} onClick={() => void onPublish()}>
          <SendIcon aria-hidden="true" />
          {busy === "publish" ? "Publishing…" : "Publish"}
        </Button>
        {editor.draftPending && editor.publishedAt !== null && !unsaved && (
          <Button type="button" variant="ghost" disabled={busy !== null} onClick={() => void onDiscard()}>
            <Undo2Icon aria-hidden="true" />
            Discard draft
          </Button>
        )}
        <Button asChild variant="link" className="ml-auto">
          <Link
            to="/dashboard/coursedetail/$courseId/lessons/$lessonId"
            params={{ courseId: editor.courseId, lessonId }}
          >
            View lesson
          </Link>
        </Button>
        <p className="text-muted-foreground w-full text-sm" role="status">
          {unsaved
            ? "Unsaved changes."
            : editor.draftSavedAt === null
              ? "Nothing saved yet."
              : editor.draftPending
                ? "Draft saved, not published yet."
                : "Published: students see this version."}
        </p>
      </div>
    </form>
  );
}
