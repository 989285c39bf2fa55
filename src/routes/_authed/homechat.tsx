import { createFileRoute } from "@tanstack/react-router";
import { JoinPage } from "@/features/chat/join-page";

export const Route = createFileRoute("/_authed/homechat")({
  component: JoinPage,
});
