import { createFileRoute } from "@tanstack/react-router";
import { ChatRoomPage } from "@/features/chat/chat-room-page";

type ChatRoomSearch = { room?: string };

export const Route = createFileRoute("/_authed/chatRoom")({
  // ?room=global (the default) or a course id; the server checks who may join any room it is given.
  validateSearch: (search: Record<string, unknown>): ChatRoomSearch =>
    typeof search.room === "string" && search.room.trim().length > 0 && search.room.length <= 100
      ? { room: search.room }
      : {},
  component: ChatRoomRoute,
});

function ChatRoomRoute() {
  const { room } = Route.useSearch();
  return <ChatRoomPage room={room} />;
}
