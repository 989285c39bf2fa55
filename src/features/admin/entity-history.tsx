import { useQuery } from "convex/react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@convex/_generated/api";
import { formatDate } from "@/lib/i18n/format";
import { eventLabel } from "./event-types";
import { useT } from "./i18n";

/**
 * "Who changed or deleted this": every event of one entity, newest first, each with who did it and
 * the before and after its payload kept; live, like the log.
 */
export function EntityHistory({
  entityKey,
  title,
  onClose,
}: {
  entityKey: string;
  title: string;
  onClose: () => void;
}) {
  const rows = useQuery(api.admin.admin.history, { entityKey });
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  // Opening a history moves the focus to it, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), [entityKey]);
  return (
    <section aria-labelledby="entity-history-heading" className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="entity-history-heading" ref={heading} tabIndex={-1} className="font-semibold outline-none">
          {t("admin.history.title", { title })}
        </h3>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t("admin.history.back")}
        </Button>
      </div>
      {rows === undefined ? (
        <p role="status">{t("admin.history.loading")}</p>
      ) : rows.length === 0 ? (
        <p role="status">{t("admin.history.none")}</p>
      ) : (
        <ol aria-label={t("admin.history.changesOf", { title })} className="divide-y">
          {rows.map((row) => (
            <li key={row._id} className="grid gap-1 py-2 text-sm sm:grid-cols-[12rem_1fr]">
              <time dateTime={new Date(row.at).toISOString()} className="text-muted-foreground">
                {formatDate(row.at)}
              </time>
              <div>
                <p>
                  <span className="font-semibold">{eventLabel(row.type)}</span>{" "}
                  {row.actorName !== null
                    ? t("admin.history.by", { name: row.actorName })
                    : t("admin.history.byLyceum")}
                </p>
                {row.detail !== "" && <p className="text-muted-foreground break-all">{row.detail}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
