/** The `datetime-local` inputs' values, in the viewer's own time zone (the browser's). */

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** "2026-11-27T14:00" for a moment, in the browser's time zone. */
export function toLocalInput(at: number): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment a `datetime-local` value names in the browser's time zone; null when empty or invalid. */
export function fromLocalInput(value: string): number | null {
  if (value.trim() === "") return null;
  const at = new Date(value).getTime();
  return Number.isFinite(at) ? at : null;
}

/** The viewer's time zone, named for the form's hint ("Europe/Berlin"). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
