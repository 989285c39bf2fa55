/**
 * Private file links (ADR 0062, docs/files.md "Private files"): what the server and the browser
 * share about them. Browser-safe: no server config is read here.
 */
import { keyed, type MessageParams } from "./messages";
import { MINUTE_MS } from "./time";

/** How long a file link works after it is made (on both storage providers). */
export const FILE_LINK_TTL_MS = 5 * MINUTE_MS;

/** The client asks for a fresh link this long before the old one runs out. */
export const FILE_LINK_RENEW_BEFORE_MS = MINUTE_MS;

/** An empty upload is refused with this, on the server and in the forms (not a wrong-type message). */
export const EMPTY_FILE_MESSAGE = keyed("server.files.emptyFileMessage");

/** Anyone who may not open a file is told this, whether the file exists or not. */
export const FILE_FORBIDDEN_MESSAGE = keyed("server.files.fileForbiddenMessage");

/** A file of an assignment: its question, or one version a student handed in. */
export type FileRef =
  | { kind: "question"; assignmentId: string }
  | { kind: "submission"; assignmentId: string; studentId: string; version: number };

export type FileDisposition = "inline" | "attachment";

const EXTENSION_OF_TYPE: Record<string, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

/** The extension (without the dot) a file is named with: its own name's, else its type's, else none. */
export function fileExtension(originalName: string, contentType: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(originalName.trim());
  return (match?.[1] ?? EXTENSION_OF_TYPE[contentType.toLowerCase()] ?? "").toLowerCase();
}

/** A name safe on every file system: no path separators, control or reserved characters. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  return cleaned === "" ? "file" : cleaned.slice(0, 180);
}

function withExtension(base: string, extension: string): string {
  return extension === "" ? safeFileName(base) : `${safeFileName(base)}.${extension}`;
}

/**
 * The words a download's name is made of, in the language of the one it is made for (issue #33):
 * the server words them from its catalog (assignments/model/words.ts, keys "download.*"). A
 * student's name and an assignment's title are people's words and go in as they are.
 */
export type FileNameKey = "download.submission" | "download.submissionVersion" | "download.submissions";
export type FileNameWords = (key: FileNameKey, values: MessageParams) => string;

/**
 * "<student> – <assignment>.<ext>", and "<student> – <assignment> (version N).<ext>" from version
 * 2 on (in English; `words` is the reader's language).
 */
export function submissionFileName(
  words: FileNameWords,
  studentName: string,
  assignmentTitle: string,
  version: number,
  extension: string,
): string {
  const names = { student: studentName, assignment: assignmentTitle };
  const base =
    version > 1 ? words("download.submissionVersion", { ...names, version }) : words("download.submission", names);
  return withExtension(base, extension);
}

/** "<assignment>.<ext>". */
export function questionFileName(assignmentTitle: string, extension: string): string {
  return withExtension(assignmentTitle, extension);
}

/** "<assignment> – submissions.zip" (in English; `words` is the reader's language). */
export function submissionsZipName(words: FileNameWords, assignmentTitle: string): string {
  return withExtension(words("download.submissions", { assignment: assignmentTitle }), "zip");
}

/**
 * The names made unique, in order: a repeated name (two students with the same name) gets " (2)",
 * " (3)"… before its extension. Compared without case, as Windows and macOS do.
 */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A Content-Disposition header with the readable name (RFC 6266): an ASCII `filename` for old
 * clients and the exact name as UTF-8 in `filename*` (RFC 5987).
 */
export function contentDispositionHeader(disposition: FileDisposition, name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the header's syntax (RFC 6266), not words
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
