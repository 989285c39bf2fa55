import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/chatRoom")({
  component: GlobalChatPage,
});

function GlobalChatPage() {
  return <ComingSoon title="Global Chat" description="Live messages from the whole community." />;
}
