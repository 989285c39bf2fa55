/**
 * Client-side checks that mirror convex/model/validation.ts. They only help the user: the
 * server enforces the same rules.
 */
import { LIMITS } from "../../convex/model/validation";

export { LIMITS };

/** Same shape check as the server's (convex/model/validation.ts does not export it). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Image types the server accepts for avatars and course images (convex/model/fileTypes.ts). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= LIMITS.email && EMAIL_PATTERN.test(email);
}

/** An error text for a chosen image file, or null when it looks fine. */
export function imageFileError(file: File, label = "The profile image"): string | null {
  if (!file.type.startsWith("image/")) return `${label} must be an image file.`;
  if (file.size > IMAGE_MAX_BYTES) return `${label} must be at most 5 MB.`;
  return null;
}
