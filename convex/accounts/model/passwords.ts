/**
 * The one rule for every new password (sign-up, reset, change): 8 to 128 characters (limits.ts,
 * through the forms' newPasswordField) and not one of the 10,000 most common passwords. No
 * composition rules (OWASP ASVS 6.2; ADR 0019).
 *
 * Server only: the list comes from @zxcvbn-ts/language-common (a maintained list, most common
 * first) and must never be imported by anything under src/, so it never ships to the browser.
 *
 * For the password reset and change code: call `assertPasswordAllowed(newPassword)` before
 * storing a new password; it throws the AppError INVALID with the message the form shows.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { COMMON_PASSWORD_MESSAGE, newPasswordField } from "../../shared/forms/account";
import { appError } from "../../lib/appError";
import { parseOrThrow } from "../../lib/parse";
import { COMMON_PASSWORDS_REFUSED } from "../../shared/limits";

let common: ReadonlySet<string> | null = null;

/** The refused list, built on first use (the module is also loaded by functions that never need it). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORDS_REFUSED));
  return common;
}

/** Whether `password` is one of the most common ones; case does not help ("PASSWORD" is "password"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Throws the AppError INVALID naming the problem, or returns the password unchanged. */
export function assertPasswordAllowed(password: string): string {
  parseOrThrow(newPasswordField, password);
  if (isCommonPassword(password)) throw appError("INVALID", COMMON_PASSWORD_MESSAGE);
  return password;
}
