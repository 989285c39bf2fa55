import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { MegaphoneIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { QueryBoundary } from "@/components/query-boundary";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { useT } from "../i18n";
import { AnnouncementCard } from "./announcement-card";
import { AnnouncementForm } from "./announcement-form";

/**
 * The top of the course page (docs/announcements.md): pinned and newest published
 * announcements, live; for the course's managers also the scheduled ones and "New announcement".
 * Shows nothing to someone who is neither enrolled nor a manager.
 */
export function AnnouncementsPanel({ courseId }: { courseId: Id<"courses"> }) {
  const t = useT();
  return (
    <QueryBoundary
      key={courseId}
      fallback={(error, retry) => (
        <section aria-labelledby="announcements-heading" className="mb-8">
          <h2 id="announcements-heading" className="mb-2 text-xl font-semibold">
            {t("courses.announcements.heading")}
          </h2>
          <div role="alert" className="bg-card flex flex-wrap items-center gap-3 rounded-2xl border p-4 text-sm">
            {errorMessage(error, t("courses.announcements.loadFailed"))}
            <Button variant="outline" size="sm" onClick={retry}>
              {t("courses.common.tryAgain")}
            </Button>
          </div>
        </section>
      )}
    >
      <Panel courseId={courseId} />
    </QueryBoundary>
  );
}

function Panel({ courseId }: { courseId: Id<"courses"> }) {
  const panel = useQuery(api.announcements.announcements.forCoursePage, { courseId });
  const [writing, setWriting] = useState(false);
  const t = useT();
  if (panel === null) return null;

  const shown = panel === undefined ? [] : [...panel.pinned, ...panel.recent];
  return (
    <section aria-labelledby="announcements-heading" aria-busy={panel === undefined} className="mb-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="announcements-heading" className="text-xl font-semibold">
          {t("courses.announcements.heading")}
        </h2>
        <div className="flex flex-wrap gap-2">
          {panel !== undefined && shown.length > 0 && (
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard/coursedetail/$courseId/announcements" params={{ courseId }}>
                {t("courses.announcements.all")}
              </Link>
            </Button>
          )}
          {panel?.canManage && !panel.archived && !writing && (
            <Button size="sm" onClick={() => setWriting(true)}>
              <PlusIcon aria-hidden="true" />
              {t("courses.announcements.newAnnouncement")}
            </Button>
          )}
        </div>
      </div>
      {writing && (
        <div className="mb-4">
          <AnnouncementForm courseId={courseId} onDone={() => setWriting(false)} />
        </div>
      )}
      {panel === undefined ? (
        <div role="status" aria-label={t("courses.announcements.loading")}>
          <Skeleton className="h-28 w-full rounded-2xl" />
        </div>
      ) : (
        <div className="grid gap-3">
          {shown.length === 0 && panel.scheduled.length === 0 && !writing && (
            <div className="text-muted-foreground flex items-center gap-3 rounded-2xl border border-dashed p-4 text-sm">
              <MegaphoneIcon aria-hidden="true" className="size-5 shrink-0" />
              {panel.canManage ? t("courses.announcements.noneYetManager") : t("courses.announcements.noneYetShort")}
            </div>
          )}
          {shown.map((announcement) => (
            <AnnouncementCard
              key={announcement._id}
              courseId={courseId}
              announcement={announcement}
              canManage={panel.canManage}
              archived={panel.archived}
            />
          ))}
          {panel.more && (
            <p className="text-sm">
              <Link
                to="/dashboard/coursedetail/$courseId/announcements"
                params={{ courseId }}
                className="text-primary font-medium underline underline-offset-2"
              >
                {t("courses.announcements.seeEvery")}
              </Link>
            </p>
          )}
          {panel.scheduled.length > 0 && (
            <div className="grid gap-3">
              <h3 className="text-muted-foreground text-sm font-semibold">
                {t("courses.announcements.scheduledOnlyYou")}
              </h3>
              {panel.scheduled.map((announcement) => (
                <AnnouncementCard
                  key={announcement._id}
                  courseId={courseId}
                  announcement={announcement}
                  canManage={panel.canManage}
                  archived={panel.archived}
                />
              ))}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
