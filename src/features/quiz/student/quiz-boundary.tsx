import { TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { QueryBoundary } from "@/components/query-boundary";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { useT } from "../i18n";

/** The quiz screens' answer to a refused or failed quiz query: the reason and Try again. */
export function QuizBoundary({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <QueryBoundary
      fallback={(error, retry) => (
        <StateCard
          role="alert"
          icon={<TriangleAlertIcon aria-hidden="true" />}
          title={t("quiz.boundary.title")}
          actions={<Button onClick={retry}>{t("quiz.common.tryAgain")}</Button>}
        >
          <p>{errorMessage(error, t("quiz.boundary.checkConnection"))}</p>
        </StateCard>
      )}
    >
      {children}
    </QueryBoundary>
  );
}
