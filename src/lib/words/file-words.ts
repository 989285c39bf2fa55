/**
 * Files' types and sizes in the language in force, for hints and the checks made before an upload.
 * The server's messages carry the same words as keys (`FILE_KINDS`, `sizeWords` in
 * convex/shared/limits.ts), which `wordMessage` words.
 */
import { sizeWords, typeName } from "@convex/shared/limits";
import { wordMessage } from "@/lib/errors";
import { formatList } from "@/lib/i18n/format";

/** "PNG, JPEG, GIF or WebP": the short names of `types`, joined with the reader's "or". */
export function fileTypeList(types: readonly string[]): string {
  return formatList(types.map(typeName), { type: "disjunction" });
}

/** "5 MB": whole megabytes (kilobytes under one), the number and unit in the reader's language. */
export function fileSize(bytes: number): string {
  return wordMessage(sizeWords(bytes));
}
