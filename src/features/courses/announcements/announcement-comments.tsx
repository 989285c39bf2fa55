import { useMutation, usePaginatedQuery } from "convex/react";
import { Trash2Icon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { ConfirmButton } from "@/components/confirm-button";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { formatDateTime } from "@/lib/date-time";
import { errorMessage, wordMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ANNOUNCEMENT_COMMENT_MAX, announcementCommentSchema } from "@convex/shared/announcementRules";
import { useT } from "../i18n";

const PAGE = 20;

/** The comments under an announcement, oldest first, with "Show more" and a form to add one. */
export function AnnouncementComments({
  announcementId,
  title,
  archived,
}: {
  announcementId: Id<"announcements">;
  title: string;
  archived: boolean;
}) {
  const { results, status, loadMore } = usePaginatedQuery(
    api.announcements.announcements.comments,
    { announcementId },
    { initialNumItems: PAGE },
  );
  const remove = useMutation(api.announcements.announcements.deleteComment);
  const t = useT();

  return (
    <section aria-label={t("courses.announcements.commentsOn", { title })} className="mt-4 border-t pt-4">
      <h3 className="text-sm font-semibold">{t("courses.announcements.comments")}</h3>
      {status === "LoadingFirstPage" ? (
        <Skeleton className="mt-2 h-10 w-full" />
      ) : results.length === 0 ? (
        <p className="text-muted-foreground mt-1 text-sm">{t("courses.announcements.noComments")}</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {results.map((comment) => (
            <li key={comment._id} className="bg-muted/40 rounded-lg px-3 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  <span className="font-medium">{comment.authorName}</span>{" "}
                  <span className="text-muted-foreground">· {formatDateTime(comment._creationTime)}</span>
                </p>
                {comment.canDelete && (
                  <ConfirmButton
                    trigger={
                      <Button variant="ghost" size="sm">
                        <Trash2Icon aria-hidden="true" />
                        <span className="sr-only">
                          {t("courses.announcements.deleteCommentBy", { name: comment.authorName })}
                        </span>
                      </Button>
                    }
                    title={t("courses.announcements.deleteCommentTitle")}
                    description={t("courses.announcements.goneForEveryone")}
                    action={t("courses.common.delete")}
                    destructive
                    onConfirm={() =>
                      void remove({ commentId: comment._id }).then(
                        () => toast.success(t("courses.announcements.commentDeleted")),
                        (error: unknown) =>
                          toast.error(t("courses.common.notDeleted"), {
                            description: errorMessage(error, t("courses.common.pleaseTryAgain")),
                          }),
                      )
                    }
                  />
                )}
              </div>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap">{comment.text}</p>
            </li>
          ))}
        </ul>
      )}
      {status === "CanLoadMore" && (
        <Button variant="link" size="sm" className="mt-2 px-0" onClick={() => loadMore(PAGE)}>
          {t("courses.announcements.showMoreComments")}
        </Button>
      )}
      {!archived && <CommentForm announcementId={announcementId} />}
    </section>
  );
}

function CommentForm({ announcementId }: { announcementId: Id<"announcements"> }) {
  const send = useMutation(api.announcements.announcements.comment);
  const t = useT();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `comment-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = announcementCommentSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    try {
      await send({ announcementId, text: parsed.data });
      setText("");
      setError(null);
    } catch (thrown) {
      setError(errorMessage(thrown, t("courses.announcements.commentNotSent")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 grid gap-2">
      <Label htmlFor={id}>{t("courses.announcements.addComment")}</Label>
      <Textarea
        id={id}
        rows={2}
        value={text}
        maxLength={ANNOUNCEMENT_COMMENT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm font-medium">
          {wordMessage(error)}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={busy}>
          {busy && <Spinner aria-hidden="true" />}
          {t("courses.announcements.comment")}
        </Button>
      </div>
    </form>
  );
}
