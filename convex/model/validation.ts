import { appError } from "./errors";

// Pragmatic e-mail shape check (the same one the forms use): something@host.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LIMITS = {
  displayName: 60,
  email: 254,
  bio: 500,
  passwordMin: 8,
  passwordMax: 128,
  experienceMax: 80,
} as const;

export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > LIMITS.email || !EMAIL_PATTERN.test(email)) {
    throw appError("INVALID", "Enter a valid e-mail address.");
  }
  return email;
}

/** Trims and bounds a required text field. */
export function requiredText(raw: string, label: string, max: number): string {
  const value = raw.trim();
  if (value.length === 0) throw appError("INVALID", `${label} is required.`);
  if (value.length > max) {
    throw appError("INVALID", `${label} must be at most ${max} characters.`);
  }
  return value;
}

export function optionalText(raw: string, label: string, max: number): string {
  const value = raw.trim();
  if (value.length > max) {
    throw appError("INVALID", `${label} must be at most ${max} characters.`);
  }
  return value;
}

/** OWASP ASVS: length only, no composition rules. */
export function validatePassword(password: string): void {
  if (password.length < LIMITS.passwordMin) {
    throw appError("INVALID", `Password must be at least ${LIMITS.passwordMin} characters.`);
  }
  if (password.length > LIMITS.passwordMax) {
    throw appError("INVALID", `Password must be at most ${LIMITS.passwordMax} characters.`);
  }
}
