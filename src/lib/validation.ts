/**
 * Client-side checks that mirror convex/model/validation.ts. They only help the user: the
 * server enforces the same rules.
 */
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from "@convex/model/fileLimits";
import { EMAIL_PATTERN, LIMITS } from "@convex/model/validation";

export { LIMITS };

/** The `accept` list of an image file input: the types the server takes. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

/** The error requiredText (convex/model/validation.ts) would raise for this text, or null. */
export function requiredTextError(value: string, label: string, max: number): string | null {
  const text = value.trim();
  if (!text) return `${label} is required.`;
  if (text.length > max) return `${label} must be at most ${max} characters.`;
  return null;
}

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= LIMITS.email && EMAIL_PATTERN.test(email);
}

/** An error text for a chosen avatar or course image, or null when the server would take it. */
export function imageFileError(file: File, label = "The profile image"): string | null {
  if (!file.type.startsWith("image/")) return `${label} must be an image file.`;
  if (!IMAGE_TYPES.includes(file.type)) return `${label} must be a PNG, JPEG, GIF or WebP image.`;
  if (file.size > IMAGE_MAX_BYTES) return `${label} must be at most 5 MB.`;
  return null;
}
