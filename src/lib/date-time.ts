import { formatDate } from "@/lib/i18n/format";

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

/** "22 Nov 2026, 14:03" in the viewer's time zone and language. */
export function formatDateTime(at: number): string {
  return formatDate(at, DATE_TIME);
}
