import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { daysBetween, shiftIsoDate, termStart } from "@convex/shared/courseCopyRules";
import { useT } from "../manage/i18n";

/** One assignment's dates in a copy or an import, as the teacher may edit them. */
export type DateRow = { key: string; title: string; assignedDate: string; deadlineDate: string };
type Dated = { key: string; title: string; assignedDate: string; deadlineDate: string };

/** Today in the browser's zone, yyyy-mm-dd. */
export function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Every assignment's dates moved so the earliest assigned date falls on `start`. */
export function shiftedRows(assignments: readonly Dated[], start: string): DateRow[] {
  const from = termStart(assignments);
  const days = from === null ? 0 : daysBetween(from, start);
  return assignments.map((a) => ({
    key: a.key,
    title: a.title,
    assignedDate: shiftIsoDate(a.assignedDate, days),
    deadlineDate: shiftIsoDate(a.deadlineDate, days),
  }));
}

/**
 * The new term's start date, which moves every assignment's dates by the same number of days,
 * and each assignment's dates, editable: the preview list of a copy and of an import (ADR 0069).
 */
export function AssignmentDates({
  assignments,
  rows,
  onChange,
}: {
  assignments: readonly Dated[];
  rows: DateRow[];
  onChange: (rows: DateRow[]) => void;
}) {
  const t = useT();
  const id = useId();
  const [start, setStart] = useState(todayIso);
  if (rows.length === 0) return null;

  function changeStart(value: string) {
    setStart(value);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) onChange(shiftedRows(assignments, value));
  }
  function editRow(index: number, field: "assignedDate" | "deadlineDate", value: string) {
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium">{t("coursesManage.dates.legend")}</legend>
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={`${id}-start`}>{t("coursesManage.dates.newTermStarts")}</Label>
        <Input id={`${id}-start`} type="date" value={start} onChange={(event) => changeStart(event.target.value)} />
        <p className="text-muted-foreground text-sm">{t("coursesManage.dates.hint")}</p>
      </div>
      <ul className="grid gap-3" aria-label={t("coursesManage.dates.list")}>
        {rows.map((row, index) => (
          <li key={row.key} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto_auto]">
            <span className="self-center font-medium break-words">{row.title}</span>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-a-${index}`} className="text-xs">
                {t("coursesManage.dates.assigned")}
              </Label>
              <Input
                id={`${id}-a-${index}`}
                type="date"
                aria-label={t("coursesManage.dates.assignedOf", { title: row.title })}
                value={row.assignedDate}
                onChange={(event) => editRow(index, "assignedDate", event.target.value)}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-d-${index}`} className="text-xs">
                {t("coursesManage.dates.deadline")}
              </Label>
              <Input
                id={`${id}-d-${index}`}
                type="date"
                aria-label={t("coursesManage.dates.deadlineOf", { title: row.title })}
                value={row.deadlineDate}
                onChange={(event) => editRow(index, "deadlineDate", event.target.value)}
              />
            </div>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
