import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import { wordMessage } from "@/lib/errors";
import { useT } from "./i18n";

type Row = FunctionReturnType<typeof api.onboarding.roster.preview>["rows"][number];

const STATUS = {
  new: { label: "onboarding.table.invite", variant: "default" },
  existing: { label: "onboarding.table.enrol", variant: "secondary" },
  error: { label: "onboarding.table.skip", variant: "destructive" },
} as const satisfies Record<Row["status"], { label: string; variant: "default" | "secondary" | "destructive" }>;

/** Each row of the file and what the import will do with it (or why it will not). */
export function PreviewTable({ rows }: { rows: readonly Row[] }) {
  const t = useT();
  const captionId = useId();
  return (
    <div
      className="max-h-[28rem] overflow-auto rounded-lg border"
      role="region"
      aria-labelledby={captionId}
      // Scrolls when the file is long or the screen narrow: reachable by keyboard.
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] text-start text-sm">
        <caption id={captionId} className="sr-only">
          {t("onboarding.table.caption")}
        </caption>
        <thead className="bg-muted/50 sticky top-0">
          <tr>
            <th scope="col" className="p-3">
              {t("onboarding.table.line")}
            </th>
            <th scope="col" className="p-3">
              {t("onboarding.table.name")}
            </th>
            <th scope="col" className="p-3">
              {t("onboarding.table.email")}
            </th>
            <th scope="col" className="p-3">
              {t("onboarding.table.course")}
            </th>
            <th scope="col" className="p-3">
              {t("onboarding.table.action")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className="border-t align-top">
              <td className="p-3 tabular-nums">{row.line}</td>
              <th scope="row" className="p-3 font-medium">
                {row.name || <span className="text-muted-foreground italic">{t("onboarding.table.none")}</span>}
                {row.studentNumber !== "" && (
                  <span className="text-muted-foreground block text-xs">{row.studentNumber}</span>
                )}
              </th>
              <td className="p-3 break-words">{row.email}</td>
              <td className="p-3">{row.courseName}</td>
              <td className="p-3">
                <Badge variant={STATUS[row.status].variant}>{t(STATUS[row.status].label)}</Badge>
                {row.error !== null && <span className="text-destructive mt-1 block">{wordMessage(row.error)}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
