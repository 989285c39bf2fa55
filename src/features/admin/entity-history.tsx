import { useQuery } from "convex/react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@convex/_generated/api";
import { eventLabel } from "./event-types";

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

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
  // Opening a history moves the focus to it, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), [entityKey]);
  return (
    <section aria-labelledby="entity-history-heading" className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="entity-history-heading" ref={heading} tabIndex={-1} className="font-semibold outline-none">
          History: {title}
        </h3>
        <Button variant="outline" size="sm" onClick={onClose}>
          Back to the log
        </Button>
      </div>
      {rows === undefined ? (
        <p role="status">Loading the history…</p>
      ) : rows.length === 0 ? (
        <p role="status">Nothing has changed it.</p>
      ) : (
        <ol aria-label={`Changes of ${title}`} className="divide-y">
          {rows.map((row) => (
            <li key={row._id} className="grid gap-1 py-2 text-sm sm:grid-cols-[12rem_1fr]">
              <time dateTime={new Date(row.at).toISOString()} className="text-muted-foreground">
                {timeFormat.format(row.at)}
              </time>
              <div>
                <p>
                  <span className="font-semibold">{eventLabel(row.type)}</span>
                  {row.actorName !== null ? <> by {row.actorName}</> : <> by Lyceum</>}
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
