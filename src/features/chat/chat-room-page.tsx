import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { ChevronLeftIcon } from "lucide-react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { Skeleton } from "@/components/ui/skeleton";
import { useProfile, type Profile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { QueryBoundary } from "@/components/query-boundary";
import { RoomPresence } from "./room-presence";
import { NeedsName, RoomUnavailable } from "./room-states";
import { GLOBAL_ROOM } from "./types";
import { VERIFY_TO_POST_GLOBAL } from "@convex/shared/chatRules";
import { useMarkRead } from "./use-mark-read";
import { useRemoveMessage, useRoomMessages, useSendMessage } from "./use-room-messages";
import { useT } from "./i18n";

/** /chatRoom?room=…: the global chat (default) or a course's room (SPEC §2 Global chat). */
export function ChatRoomPage({ room = GLOBAL_ROOM }: { room?: string }) {
  const profile = useProfile();
  const t = useT();
  if (profile === undefined) return <PageSpinner label={t("chat.room.loading")} />;
  // SPEC §2: no chat without a name; the join page sends only named users here, this covers links.
  if (profile === null || !profile.displayName.trim()) return <NeedsName />;
  return (
    <QueryBoundary key={room} fallback={(error, retry) => <RoomUnavailable error={error} retry={retry} />}>
      <Room room={room} profile={profile} />
    </QueryBoundary>
  );
}

function Room({ room, profile }: { room: string; profile: Profile }) {
  // The one per-person query of the room's messages: membership, moderation and the ticket the
  // room's shared queries take (ADR 0081). A removed member's refusal shows RoomUnavailable.
  const t = useT();
  const info = useQuery(api.chat.chat.room, { room });
  const { messages, status, loadOlder } = useRoomMessages(
    info?.room ?? room,
    info?.ticket,
    profile._id,
    info?.canModerate ?? false,
  );
  const send = useSendMessage(room, profile);
  const remove = useRemoveMessage();
  const markSeen = useMarkRead(room);
  // The server refuses the global room to an unverified address (ADR 0059); say so before typing.
  const mustVerify = room === GLOBAL_ROOM && !profile.emailVerified;

  return (
    // The room fills what the app shell leaves below the top bar and banners (routes/__root.tsx),
    // so only the message list scrolls.
    <div
      data-fills-viewport
      className="mx-auto flex min-h-0 w-full max-w-4xl flex-1 flex-col px-2 pt-4 pb-2 sm:px-6 sm:pt-6 sm:pb-4"
    >
      <div className="mb-3 px-2 sm:px-0">
        <Link
          to="/homechat"
          className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 -ms-1 inline-flex items-center gap-1 rounded-md px-1 text-sm outline-none focus-visible:ring-[3px]"
        >
          <ChevronLeftIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t("chat.room.allDiscussions")}
        </Link>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance break-words sm:text-3xl">
          {room === GLOBAL_ROOM ? (
            t("chat.room.welcomeGlobal", { name: profile.displayName })
          ) : info === undefined ? (
            <>
              <span className="sr-only">{t("chat.room.loadingCourse")}</span>
              <Skeleton className="h-8 w-72 max-w-full" aria-hidden="true" />
            </>
          ) : (
            t("chat.room.welcome", { name: profile.displayName, room: info.name })
          )}
        </h1>
        <div className="mt-2">
          <RoomPresence ticket={info?.ticket} userId={profile._id} messages={messages} />
        </div>
      </div>
      <section
        aria-label={t("chat.room.conversation")}
        className="bg-card flex min-h-64 flex-1 flex-col overflow-hidden rounded-2xl border shadow-xs"
      >
        <MessageList messages={messages} status={status} loadOlder={loadOlder} onRemove={remove} onSeen={markSeen} />
        <Composer onSend={send} disabled={mustVerify} notice={mustVerify ? VERIFY_TO_POST_GLOBAL : undefined} />
      </section>
    </div>
  );
}
