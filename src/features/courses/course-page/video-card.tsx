import type { FunctionReturnType } from "convex/server";
import { lazy, Suspense, useId, type ReactNode } from "react";
import type { api } from "@convex/_generated/api";
import { useT } from "../i18n";
import { videoName } from "../shared/video-name";

export type Video = FunctionReturnType<typeof api.courses.videos.list>[number];
export type MoveDirection = "up" | "down";

export type VideoCardProps = {
  video: Video;
  isFirst: boolean;
  isLast: boolean;
  canManage: boolean;
  /** After this card moved: the move button that keeps the focus (the other one if it is now disabled). */
  focusMove: MoveDirection | null;
  onFocused: () => void;
  onMoved: (video: Video, direction: MoveDirection) => void;
  onDeleted: (video: Video) => void;
};

// Where a video is used, renaming (and Zod with the form), moving and deleting load only for those
// who manage the course: a student's page never fetches them.
const VideoCardManager = lazy(() => import("./video-card-manager").then((m) => ({ default: m.VideoCardManager })));

/** One video of the course page; for its teacher and Admins, where it is used and its controls. */
export function VideoCard({ canManage, ...props }: VideoCardProps) {
  if (!canManage) return <ReadOnlyCard video={props.video} />;
  // Until the controls load, the same card without them.
  return (
    <Suspense fallback={<ReadOnlyCard video={props.video} />}>
      <VideoCardManager {...props} />
    </Suspense>
  );
}

function ReadOnlyCard({ video }: { video: Video }) {
  const titleId = useId();
  return (
    <VideoCardFrame video={video} titleId={titleId}>
      <VideoHeading video={video} titleId={titleId} />
    </VideoCardFrame>
  );
}

/** The card, named by the element with `titleId`: the playable video, then `children` below it. */
export function VideoCardFrame({ video, titleId, children }: { video: Video; titleId: string; children: ReactNode }) {
  const t = useT();
  const name = videoName(video);
  return (
    <article
      aria-labelledby={titleId}
      className="bg-card flex h-full flex-col overflow-hidden rounded-2xl border shadow-xs"
    >
      <video
        controls
        preload="metadata"
        src={video.url}
        aria-label={t("courses.page.videoDescription", { course: video.courseName, title: name })}
        className="aspect-video w-full bg-black"
      >
        <a href={video.url}>{t("courses.page.downloadVideo", { title: name })}</a>
      </video>
      <div className="flex flex-1 flex-col gap-3 p-4">{children}</div>
    </article>
  );
}

/** The video's name (the card's title, with `titleId`) and its description. */
export function VideoHeading({ video, titleId }: { video: Video; titleId: string }) {
  const t = useT();
  const name = videoName(video);
  return (
    <div>
      <h3 id={titleId} className="font-semibold break-words">
        {name}
      </h3>
      <p className="text-muted-foreground mt-1 text-sm break-words">
        {t("courses.page.videoDescription", { course: video.courseName, title: name })}
      </p>
    </div>
  );
}
