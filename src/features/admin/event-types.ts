import type { FunctionArgs } from "convex/server";
import type { api } from "@convex/_generated/api";

export type EventType = NonNullable<FunctionArgs<typeof api.admin.admin.events>["type"]>;

/** Labels that say more than the type's own words; every other type reads as its words. */
const LABELS: Partial<Record<EventType, string>> = {
  assignment_deadline_changed: "Deadline changed",
  notifications_read_all: "All notifications read",
  deadline_reminded: "Deadline reminder sent",
};

export function eventLabel(type: EventType): string {
  const words = type.replace(/_/g, " ");
  return LABELS[type] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** The event types the server declares (`admin.eventTypes`) with their labels, for the type filter. */
export function eventTypeOptions(types: readonly EventType[]): { value: EventType; label: string }[] {
  return types.map((value) => ({ value, label: eventLabel(value) }));
}

export function parseEventType(types: readonly EventType[], value: string): EventType | undefined {
  return (types as readonly string[]).includes(value) ? (value as EventType) : undefined;
}

/** Start (00:00) or end (23:59:59.999) of a yyyy-mm-dd day in the browser's zone, or undefined. */
export function dayBound(day: string, end: boolean): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split("-").map(Number);
  const time = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  return Number.isNaN(time.getTime()) ? undefined : time.getTime();
}
