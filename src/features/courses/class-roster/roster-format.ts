import type { FunctionArgs, FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

export type RosterArgs = FunctionArgs<typeof api.courses.roster.page>;
export type RosterRow = FunctionReturnType<typeof api.courses.roster.page>["page"][number];
export type StudentWork = NonNullable<FunctionReturnType<typeof api.courses.roster.student>>;

/** The sort menu: a sort key and its direction in one choice. */
export const SORT_CHOICES: { value: string; label: string; sort: RosterArgs["sort"]; order: RosterArgs["order"] }[] = [
  { value: "name-asc", label: "Name (A–Z)", sort: "name", order: "asc" },
  { value: "name-desc", label: "Name (Z–A)", sort: "name", order: "desc" },
  { value: "progress-desc", label: "Progress (most first)", sort: "progress", order: "desc" },
  { value: "progress-asc", label: "Progress (least first)", sort: "progress", order: "asc" },
  { value: "quiz-desc", label: "Quiz best (highest first)", sort: "quiz", order: "desc" },
  { value: "quiz-asc", label: "Quiz best (lowest first)", sort: "quiz", order: "asc" },
  { value: "grade-desc", label: "Grade (highest first)", sort: "grade", order: "desc" },
  { value: "grade-asc", label: "Grade (lowest first)", sort: "grade", order: "asc" },
  { value: "activity-desc", label: "Last active (most recent)", sort: "activity", order: "desc" },
  { value: "activity-asc", label: "Last active (longest ago)", sort: "activity", order: "asc" },
];

export const FILTER_CHOICES: { value: RosterArgs["filter"]; label: string }[] = [
  { value: "all", label: "All students" },
  { value: "not_started", label: "Not started" },
  { value: "behind", label: "Behind (under half the lessons)" },
  { value: "late", label: "Late work" },
];

/** "40%" or "—" for none. */
export function percentText(value: number | null): string {
  return value === null ? "—" : `${value}%`;
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });

/** "5 minutes ago", "yesterday", "3 weeks ago". */
export function sinceText(at: number, now: number): string {
  const seconds = Math.round((at - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["second", 60],
    ["minute", 60],
    ["hour", 24],
    ["day", 7],
    ["week", 4.35],
    ["month", 12],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), "year");
}

export const STATUS_LABELS: Record<StudentWork["assignments"][number]["status"], string> = {
  not_submitted: "Not handed in",
  submitted: "Handed in",
  late: "Handed in late",
  graded: "Graded",
  missing: "Missing",
};
