import type { z } from "zod";
import { firstIssueMessage } from "../shared/forms/parse";
import { appError } from "./appError";

/** Parses with `schema`, or throws the AppError INVALID naming the first problem. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw appError("INVALID", firstIssueMessage(result.error.issues));
  return result.data;
}
