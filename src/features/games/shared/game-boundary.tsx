import { Link } from "@tanstack/react-router";
import { TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { QueryBoundary } from "@/components/query-boundary";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { useT } from "../i18n";

/** The game screens' answer to a refused or failed game query: the server's reason and Try again. */
export function GameBoundary({ children, back }: { children: ReactNode; back: "play" | "teaching" }) {
  const t = useT();
  return (
    <QueryBoundary
      fallback={(error, retry) => (
        <StateCard
          role="alert"
          size="page"
          titleAs="h1"
          icon={<TriangleAlertIcon aria-hidden="true" />}
          title={t("games.boundary.title")}
          actions={
            <>
              <Button onClick={retry}>{t("games.boundary.tryAgain")}</Button>
              <Button variant="outline" asChild>
                {back === "play" ? (
                  <Link to="/play">{t("games.boundary.anotherCode")}</Link>
                ) : (
                  <Link to="/teaching">{t("games.boundary.myTeaching")}</Link>
                )}
              </Button>
            </>
          }
        >
          <p>{errorMessage(error, t("games.boundary.fallback"))}</p>
        </StateCard>
      )}
    >
      {children}
    </QueryBoundary>
  );
}
