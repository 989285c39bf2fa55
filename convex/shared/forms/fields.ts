/**
 * Field rules shared by the forms' schemas (server arguments and browser forms alike). Messages
 * are the ones users see; lengths come from ../limits.
 */
import { keyed, type ServerMessageKey } from "../messages";
import { z } from "zod";
import { imageFileProblem, TEXT_LIMITS, tooLongMessage, type FileLike } from "../limits";

// Pragmatic e-mail shape check: something@host.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = keyed("server.forms.invalidEmail");

/** Trimmed, not empty, at most `max` characters. */
export function requiredText(label: ServerMessageKey, max: number) {
  return z.string().trim().min(1, keyed("server.forms.required", { label })).max(max, tooLongMessage(label, max));
}

/** Trimmed, may be empty, at most `max` characters. */
export function optionalText(label: ServerMessageKey, max: number) {
  return z.string().trim().max(max, tooLongMessage(label, max));
}

/** Trimmed and lower-cased; "Email is required." when empty. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, keyed("server.forms.emailRequired"))
  .max(TEXT_LIMITS.email, INVALID_EMAIL)
  .regex(EMAIL_PATTERN, INVALID_EMAIL);

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { type?: unknown }).type === "string" &&
    typeof (value as { size?: unknown }).size === "number"
  );
}

/**
 * An optional image file, checked in the browser before uploading (the server re-checks the
 * bytes when the upload finishes). Typed as the browser's File; only `type` and `size` are read.
 */
export function optionalImageFile(label: ServerMessageKey, anyImageFirst: boolean) {
  return z
    .custom<File>(isFileLike, keyed("server.forms.chooseFile"))
    .superRefine((file, ctx) => {
      const problem = imageFileProblem(file, label, anyImageFirst);
      if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
    })
    .nullable();
}
