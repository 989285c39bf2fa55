import type { z } from "zod";
// eslint-disable-next-line no-restricted-imports -- a test: the server's English, as an error carries it
import { englishOf } from "../../lib/appError";
import { asMessage } from "../messages";

/**
 * The message of each field that fails, in English, as the form shows it (first issue per field):
 * the schemas give keys (issue #33), worded like the browser words them.
 */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= englishOf(asMessage(issue.message));
  }
  return errors;
}
