import type { Role } from "@/lib/me";
import { t } from "./i18n";

/** The roles, with their names' catalog keys. */
export const ROLES = [
  { value: "student", label: "admin.role.student" },
  { value: "teacher", label: "admin.role.teacher" },
  { value: "Admin", label: "admin.role.admin" },
] as const satisfies readonly { value: Role; label: string }[];

/** A role's name in the language in force. */
export function roleLabel(role: Role): string {
  const entry = ROLES.find((choice) => choice.value === role);
  return entry === undefined ? role : t(entry.label);
}

export function parseRole(value: string): Role | undefined {
  return ROLES.find((entry) => entry.value === value)?.value;
}

export const SEARCH_DELAY_MS = 300;
export const PAGE_SIZE = 25;
