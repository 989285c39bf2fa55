import { useMutation, useQuery } from "convex/react";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { PLAYBACK_END_MARGIN_SECONDS, PLAYBACK_SAVE_INTERVAL_MS } from "@convex/shared/lessonRules";

type Where = { courseId: string; lessonId: string; videoId: Id<"videos"> };

/**
 * Resume and remember: once the video's length is known, jumps to where the caller left this
 * lesson's video (unless that was its end); then stores the position at most every
 * PLAYBACK_SAVE_INTERVAL_MS while it plays, and at once on pause, end, hiding and leaving the page.
 * Returns the position it resumed at (null when it started from the beginning) and the handlers
 * for the <video>.
 */
export function useResumePosition(video: RefObject<HTMLVideoElement | null>, where: Where) {
  // Read once: after the jump the subscription ends, so this page's own saves do not re-run it.
  const [applied, setApplied] = useState(false);
  const saved = useQuery(
    api.courses.lessonPlayback.get,
    applied ? "skip" : { courseId: where.courseId, lessonId: where.lessonId },
  );
  const save = useMutation(api.courses.lessonPlayback.save);
  const [metadataLoaded, setMetadataLoaded] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const ready = useRef(false);
  const last = useRef({ at: 0, seconds: -1 });
  const whereRef = useRef(where);
  whereRef.current = where;

  // Once: the stored position is applied when both it and the video's length are known.
  useEffect(() => {
    const element = video.current;
    if (ready.current || !metadataLoaded || saved === undefined || element === null) return;
    ready.current = true;
    setApplied(true);
    const seconds = saved?.videoId === where.videoId ? saved.seconds : 0;
    const end = Number.isFinite(element.duration) ? element.duration : Infinity;
    last.current = { at: 0, seconds };
    if (seconds > 0 && seconds < end - PLAYBACK_END_MARGIN_SECONDS) {
      element.currentTime = seconds;
      setResumedAt(seconds);
    }
  }, [metadataLoaded, saved, video, where.videoId]);

  const persist = useCallback(
    (now: boolean) => {
      const element = video.current;
      if (!ready.current || element === null) return;
      const time = Date.now();
      if (!now && time - last.current.at < PLAYBACK_SAVE_INTERVAL_MS) return;
      // At (or next to) the end the next visit starts again from the beginning.
      const atEnd = element.ended || element.currentTime >= element.duration - PLAYBACK_END_MARGIN_SECONDS;
      const seconds = atEnd ? 0 : element.currentTime;
      if (Math.abs(seconds - last.current.seconds) < 1) return;
      last.current = { at: time, seconds };
      // A lost position only costs a few seconds of video next time: no message for it.
      save({ ...whereRef.current, seconds }).catch(() => undefined);
    },
    [save, video],
  );

  useEffect(() => {
    const leave = () => persist(true);
    // A phone switching apps hides the page without `pagehide`, and may never show it again.
    const hidden = () => {
      if (document.visibilityState === "hidden") leave();
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
      leave();
    };
  }, [persist]);

  return {
    resumedAt,
    startOver: () => {
      const element = video.current;
      if (element) element.currentTime = 0;
      setResumedAt(null);
    },
    handlers: {
      onLoadedMetadata: () => setMetadataLoaded(true),
      onTimeUpdate: () => persist(false),
      onPause: () => persist(true),
      onEnded: () => persist(true),
    },
  };
}
