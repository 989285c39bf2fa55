import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/homechat")({
  component: JointheDiscussionPage,
});

function JointheDiscussionPage() {
  return <ComingSoon title="Join the Discussion" description="Talk with everyone on Lyceum." />;
}
