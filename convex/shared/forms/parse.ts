import type { z } from "zod";
import { appError } from "../errors";

/** The message of the first problem Zod found: the one a user is shown. */
export function firstIssueMessage(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? "Invalid input.";
}

/** Parses with `schema`, or throws the AppError INVALID naming the first problem. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw appError("INVALID", firstIssueMessage(result.error.issues));
  return result.data;
}
