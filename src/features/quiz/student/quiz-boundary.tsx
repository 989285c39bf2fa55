import { TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { QueryBoundary } from "@/components/query-boundary";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";

/** The quiz screens' answer to a refused or failed quiz query: the reason and Try again. */
export function QuizBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryBoundary
      fallback={(error, retry) => (
        <StateCard
          role="alert"
          icon={<TriangleAlertIcon aria-hidden="true" />}
          title="The quiz could not be loaded"
          actions={<Button onClick={retry}>Try again</Button>}
        >
          <p>{errorMessage(error, "Check your connection and try again.")}</p>
        </StateCard>
      )}
    >
      {children}
    </QueryBoundary>
  );
}
