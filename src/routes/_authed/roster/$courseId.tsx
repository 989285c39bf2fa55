import { createFileRoute } from "@tanstack/react-router";
import { RosterImportPage } from "@/features/onboarding/roster-import-page";

type RosterSearch = { import?: string };

export const Route = createFileRoute("/_authed/roster/$courseId")({
  // ?import=<key> keeps the import's progress on screen across reloads; the server checks the key.
  validateSearch: (search: Record<string, unknown>): RosterSearch =>
    typeof search.import === "string" && search.import.length > 0 && search.import.length <= 100
      ? { import: search.import }
      : {},
  component: RosterRoute,
});

function RosterRoute() {
  const { courseId } = Route.useParams();
  const { import: importKey } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RosterImportPage
      courseId={courseId}
      importKey={importKey}
      onStarted={(key) => void navigate({ search: { import: key } })}
      onAnother={() => void navigate({ search: {} })}
    />
  );
}
