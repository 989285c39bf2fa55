/** Calendar days as date inputs read and write them (yyyy-mm-dd, the viewer's local day). */

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** The viewer's local day of `date` as yyyy-mm-dd. */
export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today, and `days` after today, in the viewer's zone (the post form's defaults). */
export function todayPlus(days: number, now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return localIsoDate(day);
}
