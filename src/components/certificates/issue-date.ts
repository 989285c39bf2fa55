import { formatDate } from "@/lib/i18n/format";

/** The day a certificate was issued, as printed on it ("22 November 2026", in UTC), in the language in force. */
export function issueDate(issuedAt: number): string {
  return formatDate(issuedAt, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
