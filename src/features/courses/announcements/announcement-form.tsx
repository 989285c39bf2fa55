import { useMutation } from "convex/react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { SafeMarkdown } from "@/components/safe-markdown";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage, wordMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementBodySchema,
  announcementTitleSchema,
  dateAtProblem,
  DATE_OUT_OF_RANGE,
  PUBLISH_AT_PAST,
  publishAtProblem,
} from "@convex/shared/announcementRules";
import { useT } from "../i18n";
import { fromLocalInput, toLocalInput, viewerTimeZone } from "./time";
import type { Announcement } from "./types";

type Errors = Partial<Record<"title" | "body" | "publishAt" | "dateAt" | "form", string>>;

/**
 * A new announcement (`courseId`) or changes to one (`existing`): title, Markdown body with a
 * preview, "Pin to the top" (new only), "Publish later" (new or still scheduled) and "Date on the
 * calendar", times in the viewer's time zone. Errors show under their field; the server's too.
 */
export function AnnouncementForm({
  courseId,
  existing,
  onDone,
}: {
  courseId: Id<"courses">;
  existing?: Announcement;
  onDone: () => void;
}) {
  const t = useT();
  const post = useMutation(api.announcements.announcements.post);
  const edit = useMutation(api.announcements.announcements.edit);
  const prefix = `announcement-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const ids = (name: string) => ({ input: `${prefix}-${name}`, error: `${prefix}-${name}-error` });
  const canSchedule = existing === undefined || !existing.published;

  const [title, setTitle] = useState(existing?.title ?? "");
  const [body, setBody] = useState(existing?.body ?? "");
  const [preview, setPreview] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [later, setLater] = useState(existing !== undefined && !existing.published);
  const [publishAt, setPublishAt] = useState(
    existing !== undefined && !existing.published ? toLocalInput(existing.publishAt) : "",
  );
  const [dated, setDated] = useState(existing?.dateAt != null);
  const [dateAt, setDateAt] = useState(existing?.dateAt != null ? toLocalInput(existing.dateAt) : "");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  function check(): { ok: true; values: Values } | { ok: false } {
    const found: Errors = {};
    const now = Date.now();
    const titleResult = announcementTitleSchema.safeParse(title);
    if (!titleResult.success) found.title = titleResult.error.issues[0]?.message;
    const bodyResult = announcementBodySchema.safeParse(body);
    if (!bodyResult.success) found.body = bodyResult.error.issues[0]?.message;
    let publishTime: number | undefined;
    if (canSchedule && later) {
      const at = fromLocalInput(publishAt);
      const problem = at === null ? PUBLISH_AT_PAST : publishAtProblem(at, now);
      if (problem !== null) found.publishAt = problem;
      else publishTime = at ?? undefined;
    }
    let dateTime: number | undefined;
    if (dated) {
      const at = fromLocalInput(dateAt);
      const problem = at === null ? DATE_OUT_OF_RANGE : dateAtProblem(at, now);
      if (problem !== null) found.dateAt = problem;
      else dateTime = at ?? undefined;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (["title", "body", "publishAt", "dateAt"] as const).find((name) => found[name]);
      if (first !== undefined) document.getElementById(ids(first).input)?.focus();
      return { ok: false };
    }
    return {
      ok: true,
      values: {
        title,
        body,
        ...(publishTime !== undefined ? { publishAt: publishTime } : {}),
        ...(dateTime !== undefined ? { dateAt: dateTime } : {}),
      },
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check();
    if (!checked.ok) return;
    setBusy(true);
    try {
      if (existing === undefined) {
        await post({ courseId, pinned, ...checked.values });
        toast.success(
          checked.values.publishAt !== undefined
            ? t("courses.announcements.scheduledToast")
            : t("courses.announcements.postedToast"),
        );
      } else {
        const unchangedTime = existing.published || checked.values.publishAt === existing.publishAt;
        const { publishAt: newTime, ...rest } = checked.values;
        await edit({ announcementId: existing._id, ...rest, ...(unchangedTime ? {} : { publishAt: newTime }) });
        toast.success(t("courses.announcements.savedToast"));
      }
      onDone();
    } catch (error) {
      setErrors({ form: errorMessage(error, t("courses.announcements.notSaved")) });
    } finally {
      setBusy(false);
    }
  }

  const described = (name: keyof Errors) => (errors[name] ? ids(name).error : undefined);
  const fieldError = (name: keyof Errors) =>
    errors[name] ? (
      <p id={ids(name).error} className="text-destructive text-sm font-medium">
        {wordMessage(errors[name] ?? "")}
      </p>
    ) : null;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="bg-card grid gap-4 rounded-2xl border p-4 shadow-xs sm:p-6"
      aria-label={
        existing === undefined
          ? t("courses.announcements.newAnnouncement")
          : t("courses.announcements.editTitle", { title: existing.title })
      }
    >
      <div className="grid gap-2">
        <Label htmlFor={ids("title").input}>{t("courses.announcements.titleLabel")}</Label>
        <Input
          id={ids("title").input}
          value={title}
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described("title")}
          onChange={(event) => setTitle(event.target.value)}
        />
        {fieldError("title")}
      </div>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={ids("body").input}>{t("courses.announcements.message")}</Label>
          <Button type="button" variant="ghost" size="sm" aria-pressed={preview} onClick={() => setPreview(!preview)}>
            {preview ? t("courses.announcements.backToWriting") : t("courses.announcements.preview")}
          </Button>
        </div>
        {preview ? (
          <div
            className="bg-muted/40 min-h-24 rounded-md border px-3"
            aria-label={t("courses.announcements.preview")}
            role="region"
          >
            {body.trim() === "" ? (
              <p className="text-muted-foreground my-3 text-sm">{t("courses.announcements.nothingToPreview")}</p>
            ) : (
              <SafeMarkdown topHeading={4}>{body}</SafeMarkdown>
            )}
          </div>
        ) : (
          <Textarea
            id={ids("body").input}
            value={body}
            rows={5}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={[`${prefix}-body-hint`, described("body")].filter(Boolean).join(" ")}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
        <p id={`${prefix}-body-hint`} className="text-muted-foreground text-xs">
          {t("courses.announcements.markdownHint")}
        </p>
        {fieldError("body")}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {existing === undefined && (
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" className="size-4" checked={pinned} onChange={(e) => setPinned(e.target.checked)} />
            {t("courses.announcements.pinToTop")}
          </label>
        )}
        {canSchedule && (
          <div className="grid content-start gap-2">
            <OptionalTime
              label={t("courses.announcements.publishLater")}
              timeLabel={t("courses.announcements.publishAt")}
              ids={ids("publishAt")}
              on={later}
              onToggle={setLater}
              // A scheduled one keeps a time: it is published then (or deleted), not now.
              locked={existing !== undefined}
              value={publishAt}
              onChange={setPublishAt}
              error={errors.publishAt}
            />
          </div>
        )}
        <div className="grid content-start gap-2">
          <OptionalTime
            label={t("courses.announcements.dateOnCalendar")}
            timeLabel={t("courses.announcements.calendarDate")}
            ids={ids("dateAt")}
            on={dated}
            onToggle={setDated}
            value={dateAt}
            onChange={setDateAt}
            error={errors.dateAt}
          />
        </div>
        {(later || dated) && (
          <p className="text-muted-foreground text-xs sm:col-span-2">
            {t("courses.announcements.timesInZone", { zone: viewerTimeZone() })}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-destructive text-sm font-medium">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" disabled={busy} onClick={onDone}>
          {t("courses.common.cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner aria-hidden="true" />}
          {existing !== undefined
            ? t("courses.common.save")
            : later
              ? t("courses.announcements.schedule")
              : t("courses.announcements.post")}
        </Button>
      </div>
    </form>
  );
}

type Values = { title: string; body: string; publishAt?: number; dateAt?: number };

/** A checkbox that, when ticked, shows a date and time field (in the viewer's zone) with its error. */
function OptionalTime(props: {
  label: string;
  timeLabel: string;
  ids: { input: string; error: string };
  on: boolean;
  onToggle: (on: boolean) => void;
  locked?: boolean;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={props.on}
          disabled={props.locked}
          onChange={(event) => props.onToggle(event.target.checked)}
        />
        {props.label}
      </label>
      {props.on && (
        <>
          <Label htmlFor={props.ids.input} className="sr-only">
            {props.timeLabel}
          </Label>
          <Input
            id={props.ids.input}
            type="datetime-local"
            value={props.value}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? props.ids.error : undefined}
            onChange={(event) => props.onChange(event.target.value)}
          />
          {props.error && (
            <p id={props.ids.error} className="text-destructive text-sm font-medium">
              {wordMessage(props.error)}
            </p>
          )}
        </>
      )}
    </>
  );
}
