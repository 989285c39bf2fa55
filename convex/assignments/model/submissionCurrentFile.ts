/**
 * The current version's file as the teacher's roster shows it, kept on the submission row (ADR
 * 0030) so a roster row reads no version and no file: its name, type, size and version, never
 * an address (it is opened through `fileLinks.open`, ADR 0062).
 */
import type { Doc } from "../../_generated/dataModel";
import { fileLink, type FileLink } from "./assignmentsAccess";

export type CurrentFileLink = FileLink & { version: number };

export function currentFileLink(submission: Doc<"submissions">): CurrentFileLink {
  return { ...fileLink(submission.currentFile), version: submission.currentFile.version };
}
