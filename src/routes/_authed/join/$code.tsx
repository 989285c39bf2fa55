import { createFileRoute } from "@tanstack/react-router";
import { JoinPage } from "@/features/courses/join/join-page";

/** A teacher's shared link: the code filled in, the student presses Join. */
export const Route = createFileRoute("/_authed/join/$code")({
  component: JoinWithCodeRoute,
});

function JoinWithCodeRoute() {
  const { code } = Route.useParams();
  return <JoinPage code={code} />;
}
