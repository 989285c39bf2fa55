import type { CalendarItem } from "@convex/shared/calendarRules";
import { formatDate } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import { byDay, dayKey, formatDayTitle, monthKeyOf, weekdays, type MonthKey } from "./calendar-dates";
import { CalendarItemLink } from "./calendar-item-link";
import { useT } from "./i18n";

/** The month as a table of weeks (Monday first); today is marked; days outside the month are dimmed. */
export function MonthGrid({
  month,
  days,
  items,
  today,
}: {
  month: MonthKey;
  days: readonly Date[];
  items: readonly CalendarItem[];
  today: string;
}) {
  const t = useT();
  const itemsByDay = byDay(items);
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <thead>
        <tr>
          {weekdays().map((weekday) => (
            <th key={weekday.long} scope="col" className="text-muted-foreground pb-2 text-start text-xs font-medium">
              <abbr title={weekday.long} className="no-underline">
                {weekday.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0]!)}>
            {week.map((day) => {
              const key = dayKey(day);
              const isToday = key === today;
              const outside = monthKeyOf(day) !== month;
              const dayItems = itemsByDay.get(key) ?? [];
              return (
                <td
                  key={key}
                  aria-current={isToday ? "date" : undefined}
                  className={cn("h-28 border p-1 align-top", outside && "bg-muted/40", isToday && "bg-primary/5")}
                >
                  <div className="mb-1 flex items-center justify-between">
                    <span
                      className={cn(
                        "flex size-7 items-center justify-center rounded-full text-xs font-medium",
                        outside && "text-muted-foreground",
                        isToday && "bg-primary text-primary-foreground",
                      )}
                    >
                      <span className="sr-only">{formatDayTitle(day)}</span>
                      <span aria-hidden="true">{formatDate(day, { day: "numeric" })}</span>
                    </span>
                    {isToday && <span className="text-primary text-xs font-semibold">{t("calendar.today")}</span>}
                  </div>
                  {dayItems.length > 0 && (
                    <ul className="grid min-w-0 gap-1 overflow-hidden">
                      {dayItems.map((item) => (
                        <li key={item.uid}>
                          <CalendarItemLink item={item} compact />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
