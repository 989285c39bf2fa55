import { useQuery } from "convex/react";
import { FilmIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@convex/_generated/api";

const WAIT_TEXT = "Please wait, your videos will be available soon";

/** The course's videos, live: a new upload appears for everyone at once. */
export function VideoGrid({ courseId }: { courseId: string }) {
  const videos = useQuery(api.courses.videos.list, { courseId });

  if (videos === undefined) {
    return (
      <div className="text-muted-foreground flex items-center justify-center gap-3 rounded-2xl border border-dashed px-6 py-12 text-sm">
        <Spinner className="text-primary size-5" aria-label="Loading videos" />
        <p>{WAIT_TEXT}</p>
      </div>
    );
  }

  if (videos.length === 0) {
    return (
      <StateCard titleAs="p" icon={<FilmIcon aria-hidden="true" />} title="No videos available">
        <p>{WAIT_TEXT}</p>
      </StateCard>
    );
  }

  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {videos.map((video) => (
        <li key={video._id}>
          <article className="bg-card flex h-full flex-col overflow-hidden rounded-2xl border shadow-xs">
            <video
              controls
              preload="metadata"
              src={video.url}
              aria-label={video.description}
              className="aspect-video w-full bg-black"
            >
              <a href={video.url}>Download {video.title}</a>
            </video>
            <div className="p-4">
              <h3 className="font-semibold">{video.title}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{video.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
