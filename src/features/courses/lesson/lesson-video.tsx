import { useRef } from "react";
import { Button } from "@/components/ui/button";
import type { LessonVideoView } from "@convex/courses/model/lessonContent";
import { useT } from "../manage/i18n";
import { videoName } from "../shared/video-name";
import { useResumePosition } from "./use-resume-position";

/** "1:05" */
export function clockTime(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The lesson's video with native controls (seek, keyboard), resuming where the caller left it. */
export function LessonVideo({
  courseId,
  lessonId,
  video,
  label,
}: {
  courseId: string;
  lessonId: string;
  video: LessonVideoView;
  label: string;
}) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const { resumedAt, startOver, handlers } = useResumePosition(ref, { courseId, lessonId, videoId: video._id });
  const name = videoName(video);
  return (
    <figure className="mb-8">
      <video
        ref={ref}
        controls
        preload="metadata"
        src={video.url}
        aria-label={label}
        className="aspect-video w-full rounded-2xl bg-black"
        {...handlers}
      >
        <a href={video.url}>{t("coursesManage.lesson.download", { title: name })}</a>
      </video>
      <figcaption
        className="text-muted-foreground mt-2 flex min-h-8 flex-wrap items-center gap-x-3 text-sm"
        aria-live="polite"
      >
        {resumedAt !== null ? (
          <>
            <span>{t("coursesManage.lesson.resumed", { time: clockTime(resumedAt) })}</span>
            <Button variant="link" size="sm" className="h-auto p-0" onClick={startOver}>
              {t("coursesManage.lesson.startOver")}
            </Button>
          </>
        ) : (
          <span>{name}</span>
        )}
      </figcaption>
    </figure>
  );
}
