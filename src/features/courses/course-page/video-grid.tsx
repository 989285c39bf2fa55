import { useQuery } from "convex/react";
import { FilmIcon } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { StateCard } from "@/components/state-card";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { useT } from "../i18n";
import { videoName } from "../shared/video-name";
import { VideoCard, type MoveDirection, type Video } from "./video-card";

/**
 * The course's videos, live: an upload, a new name, a new order or a deletion shows for everyone
 * at once. Its teacher and Admins also see where each is used, and rename, move and delete.
 */
export function VideoGrid({ courseId, canManage = false }: { courseId: string; canManage?: boolean }) {
  const t = useT();
  const videos = useQuery(api.courses.videos.list, { courseId });
  // What a screen reader hears after a move or a deletion (the list changes silently).
  const [announcement, setAnnouncement] = useState("");
  const [moved, setMoved] = useState<{ id: Id<"videos">; direction: MoveDirection } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const clearMoved = useCallback(() => setMoved(null), []);
  const onMoved = useCallback(
    (video: Video, direction: MoveDirection) => {
      const count = videos?.length ?? 0;
      const position = direction === "up" ? video.position - 1 : video.position + 1;
      setMoved({ id: video._id, direction });
      setAnnouncement(t("courses.page.videoMoved", { title: videoName(video), position, count }));
    },
    [videos?.length, t],
  );
  const onDeleted = useCallback(
    (video: Video) => {
      setAnnouncement(t("courses.page.videoDeletedLive", { title: videoName(video) }));
      listRef.current?.focus();
    },
    [t],
  );
  const live = (
    <p className="sr-only" aria-live="polite">
      {announcement}
    </p>
  );

  if (videos === undefined) {
    return (
      <div className="text-muted-foreground flex items-center justify-center gap-3 rounded-2xl border border-dashed px-6 py-12 text-sm">
        <Spinner className="text-primary size-5" aria-label={t("courses.page.loadingVideos")} />
        <p>{t("courses.page.videosWait")}</p>
      </div>
    );
  }

  if (videos.length === 0) {
    return (
      <>
        {live}
        <StateCard titleAs="p" icon={<FilmIcon aria-hidden="true" />} title={t("courses.page.noVideos")}>
          <p>{t("courses.page.videosWait")}</p>
        </StateCard>
      </>
    );
  }

  return (
    <div
      ref={listRef}
      tabIndex={-1}
      role="group"
      aria-label={t("courses.page.videos")}
      className="rounded-2xl outline-none"
    >
      {live}
      <ul className="grid gap-6 sm:grid-cols-2">
        {videos.map((video, index) => (
          <li key={video._id}>
            <VideoCard
              video={video}
              isFirst={index === 0}
              isLast={index === videos.length - 1}
              canManage={canManage}
              focusMove={moved?.id === video._id ? moved.direction : null}
              onFocused={clearMoved}
              onMoved={onMoved}
              onDeleted={onDeleted}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
