import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { EyeIcon, SaveIcon, SendIcon, Undo2Icon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
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
import { LESSON_BODY_MAX } from "@convex/shared/lessonRules";
import { formatNumber } from "@/lib/i18n/format";
import { SafeMarkdown } from "@/components/safe-markdown";
import { AttachmentsField, type Attachment } from "./attachments-field";
import type { EditorView, VideoOption } from "./types";
import { useT } from "../manage/i18n";
import { videoName } from "../shared/video-name";

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
  const t = useT();
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
      toast.error(failure, { description: errorMessage(error, t("coursesManage.common.tryAgain")) });
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
          toast.success(t("coursesManage.editor.draftSaved"), {
            description: t("coursesManage.editor.draftSavedHint"),
          });
        },
        t("coursesManage.editor.draftNotSaved"),
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
          toast.success(
            published ? t("coursesManage.editor.lessonPublished") : t("coursesManage.editor.alreadyPublished"),
            {
              description: published
                ? t("coursesManage.editor.publishedHint")
                : t("coursesManage.editor.alreadyPublishedHint"),
            },
          );
        },
        t("coursesManage.editor.notPublishedToast"),
      ),
    showTextProblem,
  );

  const onDiscard = () =>
    run(
      "discard",
      async () => {
        await discardDraft({ lessonId });
        toast.success(t("coursesManage.editor.draftDiscarded"), {
          description: t("coursesManage.editor.draftDiscardedHint"),
        });
        onDiscarded();
      },
      t("coursesManage.editor.draftNotDiscarded"),
    );

  return (
    <form className="grid gap-8" onSubmit={(event) => void onSave(event)} noValidate>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t("coursesManage.editor.lessonText")}>
          <TabsTrigger value="write">{t("coursesManage.editor.write")}</TabsTrigger>
          <TabsTrigger value="preview">
            <EyeIcon aria-hidden="true" />
            {t("coursesManage.editor.preview")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="write" className="mt-2">
          <FormField
            name="body"
            label={t("coursesManage.editor.bodyLabel")}
            error={bodyError}
            hint={t("coursesManage.editor.bodyHint", {
              length: formatNumber(body.length),
              max: formatNumber(LESSON_BODY_MAX),
            })}
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
          <div
            className="bg-card min-h-72 rounded-xl border p-6"
            aria-label={t("coursesManage.editor.preview")}
            role="region"
          >
            {body.trim() === "" ? (
              <p className="text-muted-foreground">{t("coursesManage.editor.nothingToPreview")}</p>
            ) : (
              <SafeMarkdown>{body}</SafeMarkdown>
            )}
          </div>
        </TabsContent>
      </Tabs>

      <FormField name="videoId" label={t("coursesManage.editor.video")} hint={t("coursesManage.editor.videoHint")}>
        <NativeSelect {...form.register("videoId")} {...fieldAria("videoId", undefined, true)} disabled={busy !== null}>
          <NativeSelectOption value="">{t("coursesManage.editor.noVideo")}</NativeSelectOption>
          {videos.map((video) => (
            <NativeSelectOption key={video._id} value={video._id}>
              {videoName(video)}
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
          {busy === "save" ? t("coursesManage.editor.saving") : t("coursesManage.editor.saveDraft")}
        </Button>
        <Button type="button" disabled={busy !== null} onClick={() => void onPublish()}>
          <SendIcon aria-hidden="true" />
          {busy === "publish" ? t("coursesManage.editor.publishing") : t("coursesManage.editor.publish")}
        </Button>
        {editor.draftPending && editor.publishedAt !== null && !unsaved && (
          <Button type="button" variant="ghost" disabled={busy !== null} onClick={() => void onDiscard()}>
            <Undo2Icon aria-hidden="true" />
            {t("coursesManage.editor.discardDraft")}
          </Button>
        )}
        <Button asChild variant="link" className="ms-auto">
          <Link
            to="/dashboard/coursedetail/$courseId/lessons/$lessonId"
            params={{ courseId: editor.courseId, lessonId }}
          >
            {t("coursesManage.editor.viewLesson")}
          </Link>
        </Button>
        <p className="text-muted-foreground w-full text-sm" role="status">
          {unsaved
            ? t("coursesManage.editor.unsaved")
            : editor.draftSavedAt === null
              ? t("coursesManage.editor.nothingSaved")
              : editor.draftPending
                ? t("coursesManage.editor.draftNotPublished")
                : t("coursesManage.editor.publishedStatus")}
        </p>
      </div>
    </form>
  );
}
