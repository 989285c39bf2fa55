import { createFileRoute } from "@tanstack/react-router";
import { UnsubscribePage } from "@/features/mail-preferences/unsubscribe-page";

type UnsubscribeSearch = { token?: string };

export const Route = createFileRoute("/unsubscribe")({
  // The signed token from the mail; the server checks it when the button is pressed, never on load.
  validateSearch: (search: Record<string, unknown>): UnsubscribeSearch =>
    typeof search.token === "string" && search.token.length > 0 && search.token.length <= 2000
      ? { token: search.token }
      : {},
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <UnsubscribePage token={token} />;
}
