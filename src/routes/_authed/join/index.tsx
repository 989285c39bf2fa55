import { createFileRoute } from "@tanstack/react-router";
import { JoinPage } from "@/features/courses/join/join-page";

export const Route = createFileRoute("/_authed/join/")({
  component: () => <JoinPage />,
});
