import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/components/coming-soon";

export const Route = createFileRoute("/_authed/resources")({
  component: LatestProgrammingArticlesPage,
});

function LatestProgrammingArticlesPage() {
  return <ComingSoon title="Latest Programming Articles" description="Fresh reading from the programming community." />;
}
