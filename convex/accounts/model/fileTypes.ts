import type { FilePurpose } from "../../schema";
import { deploymentConfig } from "../../lib/config";
import {
  DEFAULT_VIDEO_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  FILE_KINDS,
  IMAGE_MAX_BYTES,
  OFFICE_TYPES,
} from "../../shared/limits";
import type { ServerMessageKey } from "../../shared/messages";

export type FileRule = {
  /** SPEC §7 storage folder. */
  folder: string;
  types: readonly string[];
  maxBytes: number;
  /** What the user is told the file must be when the type is wrong: its kind's words ("a PNG, … image"). */
  typeWords: ServerMessageKey;
};

function videoMaxBytes(): number {
  return deploymentConfig.videoMaxBytes ?? DEFAULT_VIDEO_MAX_BYTES;
}

function documentMaxBytes(): number {
  return deploymentConfig.documentMaxBytes ?? DOCUMENT_MAX_BYTES;
}

export function fileRule(purpose: FilePurpose): FileRule {
  switch (purpose) {
    case "avatar":
      return { folder: "UserDp", ...FILE_KINDS.image, maxBytes: IMAGE_MAX_BYTES };
    case "courseImage":
      return { folder: "courseImages", ...FILE_KINDS.image, maxBytes: IMAGE_MAX_BYTES };
    case "courseVideo":
      return { folder: "CourseVideos", ...FILE_KINDS.video, maxBytes: videoMaxBytes() };
    case "assignmentQuestion":
      return { folder: "AssignmentsQuestions", ...FILE_KINDS.document, maxBytes: documentMaxBytes() };
    case "submission":
      return { folder: "SubmittedAssignments", ...FILE_KINDS.document, maxBytes: documentMaxBytes() };
    case "lessonAttachment":
      return { folder: "LessonAttachments", ...FILE_KINDS.attachment, maxBytes: documentMaxBytes() };
  }
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = DOCUMENT_TYPES[0];
const DOC = DOCUMENT_TYPES[1];
const DOCX = DOCUMENT_TYPES[2];
const XLSX = OFFICE_TYPES[0];
const PPTX = OFFICE_TYPES[1];

/** OOXML files are ZIPs told apart by their top folder: word/, xl/ or ppt/. */
const OOXML_FOLDERS: readonly (readonly [string, string])[] = [
  ["word/", DOCX],
  ["xl/", XLSX],
  ["ppt/", PPTX],
];

/** How many bytes from the start `sniffContentType` looks at. */
export const SNIFF_HEAD_BYTES = 16;
/**
 * How many bytes from the END of a ZIP are needed to find its central directory: the 22-byte end
 * record plus the longest comment (65,535 bytes) plus room for the directory of a normal DOCX.
 */
export const ZIP_TAIL_BYTES = 22 + 65_535 + 64 * 1024;

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const ZIP_ENTRIES_MAX = 10_000;

/** Whether these first bytes start a ZIP: then the caller should also read the file's tail. */
export function isZip(head: Uint8Array): boolean {
  return startsWith(head, ZIP_LOCAL);
}

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => u16(b, at) + u16(b, at + 2) * 0x10000;

/**
 * The entry names of a ZIP's central directory, read from the last bytes of the file (`tail`,
 * at most ZIP_TAIL_BYTES), or null when the directory is not (entirely) in them. Bounded: scans
 * at most `tail.length` bytes and ZIP_ENTRIES_MAX entries.
 */
export function zipEntryNames(tail: Uint8Array): string[] | null {
  // The end record is the last "PK\x05\x06" with room for its 22 bytes.
  let end = -1;
  for (let at = tail.length - 22; at >= 0; at--) {
    if (startsWith(tail, ZIP_END, at)) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(tail, end + 10);
  const size = u32(tail, end + 12);
  let at = end - size;
  if (at < 0 || count > ZIP_ENTRIES_MAX) return null;
  const decoder = new TextDecoder();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || !startsWith(tail, ZIP_CENTRAL, at)) return null;
    const nameLength = u16(tail, at + 28);
    const extraLength = u16(tail, at + 30);
    const commentLength = u16(tail, at + 32);
    if (at + 46 + nameLength > end) return null;
    names.push(decoder.decode(tail.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Declared types that say nothing (some systems give .docx files no type). */
function declaresNothing(declared: string): boolean {
  return declared === "" || declared === "application/octet-stream";
}

/** A document type is proven only when the declared type agrees with it (or says nothing). */
function agreed(proven: string, declared: string): string | null {
  return declaresNothing(declared) || declared === proven ? proven : null;
}

/**
 * The content type a file's bytes prove, or null when unknown or when a document's declared type
 * disagrees. `head` is the file's first bytes (SNIFF_HEAD_BYTES); `tail` its last bytes
 * (ZIP_TAIL_BYTES), needed only for a ZIP (see isZip):
 * - PDF: "%PDF-"; DOC: an OLE compound file (D0 CF 11 E0 A1 B1 1A E1);
 * - DOCX, XLSX, PPTX: a ZIP whose central directory lists a `word/`, `xl/` or `ppt/` entry; any
 *   other ZIP is "application/zip".
 * Images and videos are recognised by their signature whatever was declared.
 */
export function sniffContentType(head: Uint8Array, declared: string, tail?: Uint8Array): string | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "image/gif";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return "video/webm";
  if (startsWith(head, ascii("ftyp"), 4)) return "video/mp4";
  if (startsWith(head, ascii("%PDF-"))) return agreed(PDF, declared);
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return agreed(DOC, declared);
  if (isZip(head)) {
    const names = tail === undefined ? null : zipEntryNames(tail);
    const office = OOXML_FOLDERS.find(([folder]) => names?.some((name) => name.startsWith(folder)) ?? false);
    return office !== undefined && agreed(office[1], declared) !== null ? office[1] : "application/zip";
  }
  return null;
}

/**
 * Reads what `sniffContentType` needs from a stored Blob (the first bytes, and the last ones for a
 * ZIP) and sniffs it. At most SNIFF_HEAD_BYTES + ZIP_TAIL_BYTES bytes are read.
 */
export async function sniffBlob(blob: Blob, declared: string = blob.type): Promise<string | null> {
  const head = new Uint8Array(await blob.slice(0, SNIFF_HEAD_BYTES).arrayBuffer());
  const tail = isZip(head)
    ? new Uint8Array(await blob.slice(Math.max(0, blob.size - ZIP_TAIL_BYTES)).arrayBuffer())
    : undefined;
  return sniffContentType(head, declared, tail);
}

/** A storage-safe file name: keeps letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[._]+/, "");
  return (cleaned || "file").slice(-100);
}
