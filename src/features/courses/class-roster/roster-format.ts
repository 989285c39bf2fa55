import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { formatNumber, formatRelative } from "@/lib/i18n/format";
import type { api } from "@convex/_generated/api";
import type { t } from "../manage/i18n";

/** A key of the catalog of this part (coursesManage.*). */
type MessageKey = Parameters<typeof t>[0];

export type RosterArgs = FunctionArgs<typeof api.courses.roster.page>;
export type RosterRow = FunctionReturnType<typeof api.courses.roster.page>["page"][number];
export type StudentWork = NonNullable<FunctionReturnType<typeof api.courses.roster.student>>;

/** The sort menu: a sort key and its direction in one choice (`label`: its words' key). */
export const SORT_CHOICES: {
  value: string;
  label: MessageKey;
  sort: RosterArgs["sort"];
  order: RosterArgs["order"];
}[] = [
  { value: "name-asc", label: "coursesManage.roster.sort.nameAsc", sort: "name", order: "asc" },
  { value: "name-desc", label: "coursesManage.roster.sort.nameDesc", sort: "name", order: "desc" },
  { value: "progress-desc", label: "coursesManage.roster.sort.progressDesc", sort: "progress", order: "desc" },
  { value: "progress-asc", label: "coursesManage.roster.sort.progressAsc", sort: "progress", order: "asc" },
  { value: "quiz-desc", label: "coursesManage.roster.sort.quizDesc", sort: "quiz", order: "desc" },
  { value: "quiz-asc", label: "coursesManage.roster.sort.quizAsc", sort: "quiz", order: "asc" },
  { value: "grade-desc", label: "coursesManage.roster.sort.gradeDesc", sort: "grade", order: "desc" },
  { value: "grade-asc", label: "coursesManage.roster.sort.gradeAsc", sort: "grade", order: "asc" },
  { value: "activity-desc", label: "coursesManage.roster.sort.activityDesc", sort: "activity", order: "desc" },
  { value: "activity-asc", label: "coursesManage.roster.sort.activityAsc", sort: "activity", order: "asc" },
];

export const FILTER_CHOICES: { value: RosterArgs["filter"]; label: MessageKey }[] = [
  { value: "all", label: "coursesManage.roster.filter.all" },
  { value: "not_started", label: "coursesManage.roster.filter.notStarted" },
  { value: "behind", label: "coursesManage.roster.filter.behind" },
  { value: "late", label: "coursesManage.roster.filter.late" },
];

/** "40%" ("40 %" in Spanish) or "—" for none. */
export function percentText(value: number | null): string {
  return value === null ? "—" : formatNumber(value / 100, { style: "percent", maximumFractionDigits: 1 });
}

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
    if (Math.abs(value) < size) return formatRelative(Math.round(value), unit);
    value /= size;
  }
  return formatRelative(Math.round(value), "year");
}

/** The words' key of each assignment status. */
export const STATUS_LABELS: Record<StudentWork["assignments"][number]["status"], MessageKey> = {
  not_submitted: "coursesManage.roster.status.notSubmitted",
  submitted: "coursesManage.roster.status.submitted",
  late: "coursesManage.roster.status.late",
  graded: "coursesManage.roster.status.graded",
  missing: "coursesManage.roster.status.missing",
};
