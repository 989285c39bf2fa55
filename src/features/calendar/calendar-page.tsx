import { api } from "@convex/_generated/api";
import { CALENDAR_LIMITS, type CalendarItem } from "@convex/shared/calendarRules";
import { useQuery } from "convex/react";
import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon, TriangleAlertIcon } from "lucide-react";
import { useSyncExternalStore } from "react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { QueryBoundary } from "@/components/query-boundary";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { MARKS, rich } from "@/lib/i18n/rich";
import { cn } from "@/lib/utils";
import { AgendaList } from "./agenda-list";
import {
  addMonths,
  dayKey,
  monthGrid,
  monthKeyOf,
  formatMonthTitle,
  monthStart,
  viewerTimeZone,
  type MonthKey,
} from "./calendar-dates";
import { useT } from "./i18n";
import { MonthGrid } from "./month-grid";
import { SubscribeDialog } from "./subscribe-dialog";

export type CalendarView = "month" | "agenda";

const WIDE = "(min-width: 768px)";

/** Whether the screen is wide enough for the month grid (phones get the agenda by default). */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/**
 * The person's calendar (docs/calendar.md): a month grid on wide screens and an agenda list on
 * phones, with a toggle; times in this device's time zone; previous/next month and "Today".
 */
export function CalendarPage({
  month: requested,
  view: chosen,
  onChange,
}: {
  month: MonthKey | undefined;
  view: CalendarView | undefined;
  onChange: (next: { month?: MonthKey; view?: CalendarView }) => void;
}) {
  const t = useT();
  const wide = useWideScreen();
  const now = new Date();
  const thisMonth = monthKeyOf(now);
  const month = requested ?? thisMonth;
  const view = chosen ?? (wide ? "month" : "agenda");
  const zone = viewerTimeZone();
  const go = (next: MonthKey) => onChange({ month: next, view: chosen });

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("calendar.page.eyebrow")}
        title={t("calendar.page.title")}
        description={
          zone
            ? rich(t("calendar.page.description", { zone: MARKS[0] }), [
                <span className="text-foreground font-medium">{zone}</span>,
              ])
            : t("calendar.page.descriptionNoZone")
        }
        actions={<SubscribeDialog />}
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon" onClick={() => go(addMonths(month, -1))}>
            <ChevronLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
            <span className="sr-only">{t("calendar.page.previousMonth")}</span>
          </Button>
          <h2 className="min-w-40 text-center text-lg font-semibold" aria-live="polite">
            {formatMonthTitle(monthStart(month))}
          </h2>
          <Button variant="outline" size="icon" onClick={() => go(addMonths(month, 1))}>
            <ChevronRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
            <span className="sr-only">{t("calendar.page.nextMonth")}</span>
          </Button>
          <Button variant="ghost" onClick={() => go(thisMonth)} disabled={month === thisMonth}>
            {t("calendar.today")}
          </Button>
        </div>
        <div role="group" aria-label={t("calendar.page.view")} className="bg-muted inline-flex rounded-lg p-[3px]">
          {(["month", "agenda"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onChange({ month: requested, view: option })}
              className={cn(
                "focus-visible:ring-ring/50 rounded-md px-3 py-1 text-sm font-medium outline-none focus-visible:ring-[3px]",
                view === option ? "bg-background text-foreground shadow-sm" : "text-muted-foreground",
              )}
            >
              {option === "month" ? t("calendar.page.month") : t("calendar.page.agenda")}
            </button>
          ))}
        </div>
      </div>
      <QueryBoundary
        key={month}
        fallback={(error, retry) => (
          <StateCard
            icon={<TriangleAlertIcon />}
            title={t("calendar.page.failedTitle")}
            role="alert"
            actions={<Button onClick={retry}>{t("calendar.page.retry")}</Button>}
          >
            {errorMessage(error, t("calendar.page.tryAgain"))}
          </StateCard>
        )}
      >
        <MonthItems month={month} view={view} today={dayKey(now)} />
      </QueryBoundary>
    </PageContainer>
  );
}

function MonthItems({ month, view, today }: { month: MonthKey; view: CalendarView; today: string }) {
  const t = useT();
  const grid = monthGrid(month);
  const result = useQuery(api.calendar.calendar.items, { from: grid.from, to: grid.to });
  if (result === undefined) {
    return (
      <div aria-busy="true">
        <span className="sr-only">{t("calendar.page.loading")}</span>
        <Skeleton className="h-[28rem] w-full rounded-xl" />
      </div>
    );
  }
  const inMonth: CalendarItem[] = result.items.filter((item) => monthKeyOf(new Date(item.at)) === month);
  const empty = inMonth.length === 0 && (
    <StateCard icon={<CalendarDaysIcon />} title={t("calendar.page.emptyTitle")} role="status">
      {t("calendar.page.emptyHint", { month: formatMonthTitle(monthStart(month)) })}
    </StateCard>
  );
  const cut = result.truncated && (
    <p role="status" className="text-muted-foreground text-sm">
      {t("calendar.page.truncated", { count: CALENDAR_LIMITS.items })}
    </p>
  );
  if (view === "agenda") {
    return (
      empty || (
        <div className="grid gap-4">
          {cut}
          <AgendaList items={inMonth} today={today} />
        </div>
      )
    );
  }
  return (
    <div className="grid gap-4">
      {empty}
      {cut}
      <div className="overflow-x-auto">
        <MonthGrid month={month} days={grid.days} items={result.items} today={today} />
      </div>
    </div>
  );
}
