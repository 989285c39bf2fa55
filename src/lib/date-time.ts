const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "22 Nov 2026, 14:03" in the viewer's time zone. */
export function formatDateTime(at: number): string {
  return dateTimeFormat.format(new Date(at));
}
