import { Link } from "@tanstack/react-router";
import { CalendarClockIcon, MegaphoneIcon } from "lucide-react";
import type { CalendarItem } from "@convex/shared/calendarRules";
import { cn } from "@/lib/utils";
import { formatTimeOfDay } from "./calendar-dates";
import { t as translate, useT } from "./i18n";

/** "Due 23:59 (your extension)", "14:00": an item's time and what it is. */
function itemTime(item: CalendarItem): string {
  const time = formatTimeOfDay(item.at);
  if (item.kind !== "deadline") return time;
  return item.extended ? translate("calendar.item.dueExtended", { time }) : translate("calendar.item.due", { time });
}

/** What an item says to a screen reader and on a phone: "Due 23:59 · Essay 2 · Biology". */
export function itemLabel(item: CalendarItem): string {
  return translate("calendar.item.label", { time: itemTime(item), title: item.title, course: item.courseName });
}

/** An item linking to its screen: a deadline to the Assignments page, an announcement to its course. */
export function CalendarItemLink({ item, compact = false }: { item: CalendarItem; compact?: boolean }) {
  useT();
  const Icon = item.kind === "deadline" ? CalendarClockIcon : MegaphoneIcon;
  const className = cn(
    "focus-visible:ring-ring/50 flex w-full min-w-0 items-start gap-1.5 overflow-hidden rounded-md outline-none focus-visible:ring-[3px]",
    compact
      ? "bg-secondary text-secondary-foreground hover:bg-primary/15 px-1.5 py-1 text-xs"
      : "hover:bg-muted -mx-2 px-2 py-2 text-sm",
  );
  const body = (
    <>
      <Icon className={cn("mt-0.5 shrink-0", compact ? "hidden size-3 sm:block" : "size-4")} aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className={cn("block font-medium", compact && "truncate")}>{item.title}</span>
        <span className={cn("text-muted-foreground block", compact && "hidden truncate sm:block")}>
          {itemTime(item)} · {item.courseName}
        </span>
      </span>
    </>
  );
  const label = compact ? itemLabel(item) : undefined;
  return item.kind === "deadline" ? (
    <Link to="/assignmentpage" search={{ course: item.courseId }} className={className} aria-label={label}>
      {body}
    </Link>
  ) : (
    <Link
      to="/dashboard/coursedetail/$courseId/$courseName"
      params={{ courseId: item.courseId, courseName: item.courseName }}
      className={className}
      aria-label={label}
    >
      {body}
    </Link>
  );
}
