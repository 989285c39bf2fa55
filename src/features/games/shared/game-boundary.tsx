import { Link } from "@tanstack/react-router";
import { TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { QueryBoundary } from "@/components/query-boundary";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";

/** The game screens' answer to a refused or failed game query: the server's reason and Try again. */
export function GameBoundary({ children, back }: { children: ReactNode; back: "play" | "teaching" }) {
  return (
    <QueryBoundary
      fallback={(error, retry) => (
        <StateCard
          role="alert"
          size="page"
          titleAs="h1"
          icon={<TriangleAlertIcon aria-hidden="true" />}
          title="The game could not be shown"
          actions={
            <>
              <Button onClick={retry}>Try again</Button>
              <Button variant="outline" asChild>
                {back === "play" ? <Link to="/play">Enter another code</Link> : <Link to="/teaching">My teaching</Link>}
              </Button>
            </>
          }
        >
          <p>{errorMessage(error, "Check your connection and try again.")}</p>
        </StateCard>
      )}
    >
      {children}
    </QueryBoundary>
  );
}
