import type { ErrorComponentProps } from "@tanstack/react-router";
import { TriangleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { useT } from "./i18n";

/** What a route shows when rendering it failed. */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const t = useT();
  return (
    <div
      className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center"
      role="alert"
    >
      <span className="bg-destructive/10 text-destructive flex size-14 items-center justify-center rounded-full">
        <TriangleAlertIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight">{t("common.errorView.title")}</h1>
      <p className="text-muted-foreground mt-3">{errorMessage(error, t("common.errorView.fallback"))}</p>
      <Button className="mt-8" onClick={reset}>
        {t("common.errorView.retry")}
      </Button>
    </div>
  );
}
