import { Link } from "@tanstack/react-router";
import { CompassIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "./i18n";

export function NotFound() {
  const t = useT();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center">
      <span className="bg-secondary text-primary flex size-14 items-center justify-center rounded-full">
        <CompassIcon className="size-7" aria-hidden="true" />
      </span>
      <p className="text-primary/70 mt-6 text-sm font-semibold tracking-widest">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{t("common.notFound.title")}</h1>
      <p className="text-muted-foreground mt-3">{t("common.notFound.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">{t("common.notFound.home")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">{t("common.notFound.dashboard")}</Link>
        </Button>
      </div>
    </div>
  );
}
