import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage, wordMessage } from "@/lib/errors";
import { formatList } from "@/lib/i18n/format";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import { videoTitleSchema } from "@convex/shared/forms/video";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { useT } from "../i18n";
import { saveOrCancelKeys } from "./inline-edit";
import { videoName } from "../shared/video-name";
import { VideoCardFrame, VideoHeading, type MoveDirection, type Video, type VideoCardProps } from "./video-card";

type Props = Omit<VideoCardProps, "canManage">;

type Translate = ReturnType<typeof useT>;

/**
 * The lessons that show a video, as one phrase in the reader's language: each title quoted, the list
 * joined as a unit list (English keeps “Intro”, “Loops”; Spanish and Arabic join the last with "y"/"و").
 */
function lessonList(t: Translate, video: Video): { count: number; titles: string } {
  const quoted = video.usedBy.map((lesson) => t("courses.page.quotedTitle", { title: lesson.title }));
  return { count: quoted.length, titles: formatList(quoted, { type: "unit" }) };
}

/**
 * A video's card for the course's teacher and Admins (loaded only for them, see `VideoCard`): the
 * read-only card with where the video is used, and its rename, move and delete controls.
 */
export function VideoCardManager({ video, isFirst, isLast, focusMove, onFocused, onMoved, onDeleted }: Props) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  // Back from renaming, Rename gets the focus again.
  const [focusRename, setFocusRename] = useState(false);
  const titleId = useId();
  return (
    <VideoCardFrame video={video} titleId={titleId}>
      {editing ? (
        <RenameForm
          video={video}
          onDone={() => {
            setEditing(false);
            setFocusRename(true);
          }}
        />
      ) : (
        <VideoHeading video={video} titleId={titleId} />
      )}
      <p className="text-muted-foreground text-sm">
        {video.usedBy.length === 0 ? t("courses.page.notUsed") : t("courses.page.usedBy", lessonList(t, video))}
      </p>
      {!editing && (
        <ManageButtons
          video={video}
          isFirst={isFirst}
          isLast={isLast}
          focusMove={focusMove}
          onFocused={onFocused}
          onMoved={onMoved}
          onDeleted={onDeleted}
          onRename={() => setEditing(true)}
          focusRename={focusRename}
          onRenameFocused={() => setFocusRename(false)}
        />
      )}
    </VideoCardFrame>
  );
}

/** Inline rename: Enter or Save saves, Escape or Cancel keeps the name; focus returns to Rename. */
function RenameForm({ video, onDone }: { video: Video; onDone: () => void }) {
  const t = useT();
  const rename = useMutation(api.courses.videos.rename);
  const errorId = useId();
  // A video nobody renamed starts from the name the card shows ("Video 2", "Vídeo 2").
  const shown = videoName(video);
  const form = useForm<z.input<typeof videoTitleSchema>, unknown, z.output<typeof videoTitleSchema>>({
    resolver: zodResolver(videoTitleSchema),
    defaultValues: { title: shown },
  });
  const error = form.formState.errors.title?.message;
  const busy = form.formState.isSubmitting;

  const save = form.handleSubmit(async ({ title }) => {
    if (title === shown) return onDone();
    try {
      await rename({ videoId: video._id, title });
      onDone();
    } catch (failure) {
      form.setError("title", { message: errorMessage(failure, t("courses.page.videoNotRenamed")) });
    }
  });

  const handleKey = saveOrCancelKeys(() => void save(), onDone);

  return (
    <div className="flex flex-col gap-2">
      <Input
        autoFocus
        maxLength={TEXT_LIMITS.videoTitle}
        aria-label={t("courses.page.newNameFor", { title: shown })}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        {...form.register("title")}
        onKeyDown={handleKey}
        readOnly={busy}
      />
      {error !== undefined && (
        <p id={errorId} className="text-destructive text-sm">
          {wordMessage(error)}
        </p>
      )}
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void save()} disabled={busy}>
          {t("courses.common.save")}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={busy}>
          {t("courses.common.cancel")}
        </Button>
      </div>
    </div>
  );
}

function ManageButtons({
  video,
  isFirst,
  isLast,
  focusMove,
  onFocused,
  onMoved,
  onDeleted,
  onRename,
  focusRename,
  onRenameFocused,
}: Props & { onRename: () => void; focusRename: boolean; onRenameFocused: () => void }) {
  const t = useT();
  const move = useMutation(api.courses.videos.move);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const busy = useRef(false);
  const name = { title: videoName(video) };

  useEffect(() => {
    if (!focusRename) return;
    renameRef.current?.focus();
    onRenameFocused();
  }, [focusRename, onRenameFocused]);

  // Focus follows the moved video to its new place (React moved its node, which drops the focus).
  useEffect(() => {
    if (focusMove === null) return;
    const wanted = focusMove === "up" ? upRef.current : downRef.current;
    const other = focusMove === "up" ? downRef.current : upRef.current;
    (wanted?.disabled ? other : wanted)?.focus();
    onFocused();
  }, [focusMove, video.position, onFocused]);

  async function moveTo(direction: MoveDirection) {
    if (busy.current) return;
    busy.current = true;
    try {
      await move({ videoId: video._id, to: direction });
      onMoved(video, direction);
    } catch (error) {
      toast.error(t("courses.page.videoNotMoved"), {
        description: errorMessage(error, t("courses.common.pleaseTryAgain")),
      });
    } finally {
      busy.current = false;
    }
  }

  return (
    <div className="mt-auto flex flex-wrap items-center gap-1">
      <Button
        ref={upRef}
        size="icon-sm"
        variant="ghost"
        aria-label={t("courses.page.moveVideoUp", name)}
        disabled={isFirst}
        onClick={() => void moveTo("up")}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        ref={downRef}
        size="icon-sm"
        variant="ghost"
        aria-label={t("courses.page.moveVideoDown", name)}
        disabled={isLast}
        onClick={() => void moveTo("down")}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
      <Button
        ref={renameRef}
        size="sm"
        variant="ghost"
        aria-label={t("courses.page.renameVideo", name)}
        onClick={onRename}
      >
        <PencilIcon aria-hidden="true" />
        {t("courses.page.rename")}
      </Button>
      <DeleteButton video={video} onDeleted={onDeleted} />
    </div>
  );
}

/** Delete with a confirmation dialog; a video a lesson shows says where and cannot go (ADR 0067). */
function DeleteButton({ video, onDeleted }: { video: Video; onDeleted: (video: Video) => void }) {
  const t = useT();
  const remove = useMutation(api.courses.videos.remove);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const used = video.usedBy.length > 0;
  const name = { title: videoName(video) };

  async function confirm() {
    setBusy(true);
    try {
      await remove({ videoId: video._id });
      dialogRef.current?.close();
      onDeleted(video);
    } catch (error) {
      toast.error(t("courses.page.videoNotDeleted"), {
        description: errorMessage(error, t("courses.common.pleaseTryAgain")),
      });
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="text-destructive hover:text-destructive ms-auto"
        aria-label={t("courses.page.deleteVideoLabel", name)}
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
      >
        <Trash2Icon aria-hidden="true" />
        {t("courses.common.delete")}
      </Button>
      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        aria-describedby={textId}
        className="bg-background text-foreground m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl border p-6 shadow-lg backdrop:bg-black/50"
      >
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {t("courses.page.deleteVideoTitle", name)}
        </h2>
        <p id={textId} className="text-muted-foreground mt-2 text-sm break-words">
          {used ? t("courses.page.videoInUse", lessonList(t, video)) : t("courses.page.deleteVideoHint")}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={() => dialogRef.current?.close()} disabled={busy} autoFocus>
            {used ? t("courses.page.close") : t("courses.page.keep")}
          </Button>
          {!used && (
            <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
              {t("courses.page.deleteVideo")}
            </Button>
          )}
        </div>
      </dialog>
    </>
  );
}
