import type { CalendarItem } from "@convex/shared/calendarRules";
import { cn } from "@/lib/utils";
import { byDay, formatDayTitle } from "./calendar-dates";
import { CalendarItemLink } from "./calendar-item-link";
import { useT } from "./i18n";

/** The month's items as a list of days that have something, earliest first (the phone's view). */
export function AgendaList({ items, today }: { items: readonly CalendarItem[]; today: string }) {
  const t = useT();
  const days = [...byDay(items).entries()];
  return (
    <ol className="grid gap-4">
      {days.map(([key, dayItems]) => (
        <li key={key} aria-current={key === today ? "date" : undefined}>
          <h3 className={cn("mb-1 text-sm font-semibold", key === today && "text-primary")}>
            {formatDayTitle(dayItems[0]!.at)}
            {key === today && ` · ${t("calendar.today")}`}
          </h3>
          <ul className="bg-card grid gap-0.5 rounded-xl border px-4 py-1">
            {dayItems.map((item) => (
              <li key={item.uid}>
                <CalendarItemLink item={item} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
