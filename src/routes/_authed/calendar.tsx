import { createFileRoute } from "@tanstack/react-router";
import { CalendarPage, type CalendarView } from "@/features/calendar/calendar-page";
import { isMonthKey, type MonthKey } from "@/features/calendar/calendar-dates";

type CalendarSearch = { month?: MonthKey; view?: CalendarView };

export const Route = createFileRoute("/_authed/calendar")({
  // ?month=2026-12&view=agenda: the month and view survive a reload; anything else is ignored.
  validateSearch: (search: Record<string, unknown>): CalendarSearch => ({
    ...(isMonthKey(search.month) ? { month: search.month } : {}),
    ...(search.view === "month" || search.view === "agenda" ? { view: search.view } : {}),
  }),
  component: CalendarRoute,
});

function CalendarRoute() {
  const { month, view } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CalendarPage month={month} view={view} onChange={(next) => void navigate({ search: next, replace: true })} />;
}
