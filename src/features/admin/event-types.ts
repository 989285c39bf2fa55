import type { FunctionArgs } from "convex/server";
import type { api } from "@convex/_generated/api";

export type EventType = NonNullable<FunctionArgs<typeof api.admin.events>["type"]>;

/** Every event type with its label; a Record, so a new type on the server fails to compile here. */
const LABELS: Record<EventType, string> = {
  registered: "Registered",
  role_changed: "Role changed",
  profile_updated: "Profile updated",
  course_created: "Course created",
  enrolled: "Enrolled",
  lesson_completed: "Lesson completed",
  video_uploaded: "Video uploaded",
  assignment_posted: "Assignment posted",
  assignment_deadline_changed: "Deadline changed",
  assignment_closed: "Assignment closed",
  assignment_reopened: "Assignment reopened",
  assignment_deleted: "Assignment deleted",
  submitted: "Submitted",
  graded: "Graded",
  extension_granted: "Extension granted",
  extension_revoked: "Extension revoked",
  quiz_answered: "Quiz answered",
  quiz_finished: "Quiz finished",
  bank_changed: "Quiz bank changed",
  accommodation_granted: "Accommodation granted",
  accommodation_revoked: "Accommodation revoked",
  message_removed: "Message removed",
  certificate_issued: "Certificate issued",
  lesson_published: "Lesson published",
};

export const EVENT_TYPES = (Object.keys(LABELS) as EventType[]).map((value) => ({ value, label: LABELS[value] }));

export function eventLabel(type: EventType): string {
  return LABELS[type];
}

export function parseEventType(value: string): EventType | undefined {
  return value in LABELS ? (value as EventType) : undefined;
}

/** Start (00:00) or end (23:59:59.999) of a yyyy-mm-dd day in the browser's zone, or undefined. */
export function dayBound(day: string, end: boolean): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split("-").map(Number);
  const time = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  return Number.isNaN(time.getTime()) ? undefined : time.getTime();
}
