import type { Role } from "@/lib/me";

export const ROLES: readonly { value: Role; label: string }[] = [
  { value: "student", label: "Student" },
  { value: "teacher", label: "Teacher" },
  { value: "Admin", label: "Admin" },
];

export function roleLabel(role: Role): string {
  return ROLES.find((entry) => entry.value === role)?.label ?? role;
}

export function parseRole(value: string): Role | undefined {
  return ROLES.find((entry) => entry.value === value)?.value;
}

export const SEARCH_DELAY_MS = 300;
export const PAGE_SIZE = 25;
