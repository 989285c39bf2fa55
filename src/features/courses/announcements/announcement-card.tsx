import { useMutation } from "convex/react";
import { CalendarIcon, ClockIcon, PencilIcon, PinIcon, PinOffIcon, Trash2Icon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { ConfirmButton } from "@/components/confirm-button";
import { SafeMarkdown } from "@/components/safe-markdown";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/date-time";
import { errorMessage } from "@/lib/errors";
import { cn } from "@/lib/utils";
import { useT } from "../i18n";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { AnnouncementForm } from "./announcement-form";
import type { Announcement } from "./types";

/**
 * One announcement: title, author and time, badges (pinned, scheduled, calendar date), the
 * Markdown body, and for the course's managers Edit, Pin/Unpin and Delete. `children`: what goes
 * under it (the stream's comments).
 */
export function AnnouncementCard({
  courseId,
  announcement,
  canManage,
  archived,
  headingLevel = 3,
  children,
}: {
  courseId: Id<"courses">;
  announcement: Announcement;
  canManage: boolean;
  archived: boolean;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const setPinned = useMutation(api.announcements.announcements.setPinned);
  const remove = useMutation(api.announcements.announcements.remove);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `announcement-${announcement._id}`;

  if (editing) {
    return <AnnouncementForm courseId={courseId} existing={announcement} onDone={() => setEditing(false)} />;
  }

  async function run(action: () => Promise<unknown>, done: string, failed: string) {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(failed, { description: errorMessage(error, t("courses.common.pleaseTryAgain")) });
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      className={cn("bg-card rounded-2xl border p-4 shadow-xs sm:p-5", announcement.pinned && "border-primary/40")}
    >
      <div className="flex flex-wrap items-center gap-2">
        {announcement.pinned && (
          <Badge variant="secondary">
            <PinIcon aria-hidden="true" />
            {t("courses.announcements.pinned")}
          </Badge>
        )}
        {!announcement.published && (
          <Badge variant="outline">
            <ClockIcon aria-hidden="true" />
            {t("courses.announcements.scheduledFor", { date: formatDateTime(announcement.publishAt) })}
          </Badge>
        )}
        {announcement.dateAt !== null && (
          <Badge variant="outline">
            <CalendarIcon aria-hidden="true" />
            <span className="sr-only">{t("courses.announcements.onCalendar")}</span>{" "}
            {formatDateTime(announcement.dateAt)}
          </Badge>
        )}
      </div>
      <Heading id={headingId} className="mt-2 text-lg font-semibold text-pretty break-words">
        {announcement.title}
      </Heading>
      <p className="text-muted-foreground text-sm">
        {announcement.authorName} ·{" "}
        <time dateTime={new Date(announcement.publishAt).toISOString()}>{formatDateTime(announcement.publishAt)}</time>
        {announcement.editedAt !== null && ` · ${t("courses.announcements.edited")}`}
      </p>
      <div className="break-words [&>*:first-child]:mt-3 [&>*:last-child]:mb-0">
        <SafeMarkdown topHeading={4}>{announcement.body}</SafeMarkdown>
      </div>
      {canManage && (
        <div className="mt-4 flex flex-wrap gap-2">
          {!archived && (
            <>
              <Button
                variant="outline"
                size="sm"
                aria-label={t("courses.announcements.editTitle", { title: announcement.title })}
                onClick={() => setEditing(true)}
              >
                <PencilIcon aria-hidden="true" />
                {t("courses.common.edit")}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={t(
                  announcement.pinned ? "courses.announcements.unpinTitle" : "courses.announcements.pinTitle",
                  { title: announcement.title },
                )}
                onClick={() =>
                  void run(
                    () => setPinned({ announcementId: announcement._id, pinned: !announcement.pinned }),
                    announcement.pinned ? t("courses.announcements.unpinned") : t("courses.announcements.pinnedToTop"),
                    t("courses.common.notChanged"),
                  )
                }
              >
                {announcement.pinned ? <PinOffIcon aria-hidden="true" /> : <PinIcon aria-hidden="true" />}
                {announcement.pinned ? t("courses.announcements.unpin") : t("courses.announcements.pin")}
              </Button>
            </>
          )}
          <ConfirmButton
            trigger={
              <Button
                variant="outline"
                size="sm"
                aria-label={t("courses.announcements.deleteTitle", { title: announcement.title })}
              >
                <Trash2Icon aria-hidden="true" />
                {t("courses.common.delete")}
              </Button>
            }
            title={t("courses.announcements.deleteConfirmTitle")}
            description={t("courses.announcements.deleteConfirmDescription", { title: announcement.title })}
            action={t("courses.common.delete")}
            destructive
            onConfirm={() =>
              void run(
                () => remove({ announcementId: announcement._id }),
                t("courses.announcements.deleted"),
                t("courses.common.notDeleted"),
              )
            }
          />
        </div>
      )}
      {children}
    </article>
  );
}
