/**
 * Every limit Lyceum enforces, written once, and the helpers that name them in messages. The
 * server (Zod schemas in ./forms, file rules in fileTypes.ts) and the browser (the same schemas,
 * `accept` lists, hints) import from here. SPEC §5/§9 say the length bounds are "not shown":
 * the values below are ours. No server config is read here, so the browser can import it
 * (fileTypes.ts applies deployment overrides such as VIDEO_MAX_BYTES).
 */
import { keyed, type Keyed, type ServerMessageKey } from "./messages";
import { HOUR_MS, MINUTE_MS } from "./time";

export const MB = 1024 * 1024;

export const IMAGE_TYPES: readonly string[] = ["image/png", "image/jpeg", "image/gif", "image/webp"];
export const VIDEO_TYPES: readonly string[] = ["video/mp4", "video/webm"];
export const DOCUMENT_TYPES: readonly string[] = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
];

/** Office files a lesson may carry besides DOC/DOCX: Excel and PowerPoint (OOXML). */
export const OFFICE_TYPES: readonly string[] = [
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
];
/** Lesson attachments: documents, Office files and images (docs/lessons.md). */
export const LESSON_ATTACHMENT_TYPES: readonly string[] = [...DOCUMENT_TYPES, ...OFFICE_TYPES, ...IMAGE_TYPES];

export const IMAGE_MAX_BYTES = 5 * MB;
/**
 * Assignment questions and submissions, unless the deployment sets DOCUMENT_MAX_BYTES. 20 MB: a
 * private file link streams Convex-stored bytes through an HTTP action, whose response Convex
 * caps at 20 MB (ADR 0062).
 */
export const DOCUMENT_MAX_BYTES = 20 * MB;
/** Course videos, unless the deployment sets VIDEO_MAX_BYTES. */
export const DEFAULT_VIDEO_MAX_BYTES = 500 * MB;

/** Lengths (characters, after trimming) and number ranges of form fields. */
export const TEXT_LIMITS = {
  displayName: 60,
  email: 254,
  bio: 500,
  passwordMin: 8,
  passwordMax: 128,
  /** Years of experience: a whole number from 0 to this. */
  experienceMax: 80,
  /** A title, also used in the route and the video folder. */
  courseName: 120,
  /** Multi-line; the catalogue shows the first 100. */
  courseDescription: 5000,
  /** A person's name; prefilled with the caller's displayName. */
  courseInstructor: 80,
  /** A short label, e.g. "Web Development". */
  courseCategory: 60,
  /** Hours, fractional allowed (e.g. 1.5), greater than 0 and at most this. */
  durationHoursMax: 1000,
  /** Search box input; longer input is cut, not refused. */
  courseSearch: 100,
  /** Lesson titles share the course-name bound. */
  lessonTitle: 120,
  /** A course video's name, given on the course page (else "Video N"). */
  videoTitle: 100,
  phoneNumber: 40,
  degreeProgram: 100,
  yearOrSemester: 100,
  paymentDetails: 100,
  cardDigitsMin: 12,
  cardDigitsMax: 19,
} as const;

/** Sign-up, reset and change refuse the first this many of the maintained common-password list. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/**
 * Sign-in throttling without lockout (ADR 0019, convex/model/signInThrottle.ts). Failed attempts
 * are counted per e-mail and per browser (token buckets of Convex's rate limiter, forgotten at a
 * steady rate); after `freeFailures` each attempt first waits `firstDelayMs`, doubled with every
 * further failure, at most `maxDelayMs`. Only a browser is ever refused, never an account.
 */
export const SIGN_IN_THROTTLE = {
  freeFailures: 3,
  firstDelayMs: 500,
  maxDelayMs: 4000,
  /** Failures per e-mail remembered at most, and the time in which all of them are forgotten. */
  accountFailures: 10,
  accountPeriodMs: 15 * MINUTE_MS,
  /** Failures one browser may make before it is refused until its failures are forgotten. */
  clientFailures: 20,
  clientPeriodMs: HOUR_MS,
  /**
   * Attempts on one e-mail wait their turn (ADR 0055): each takes the next not-before slot, its
   * delay after the one before. An attempt whose slot is further away than this is refused at
   * once with the time to retry (the app waits 15 s for an answer), never queued for longer.
   */
  maxQueueMs: 10_000,
  /**
   * The time left for one password check (scrypt, about 0.1 to 0.8 s here) between two queued
   * attempts: a stranger sending attempts one after another waits for each answer, so queued ones
   * wait for it too.
   */
  checkMs: 1000,
  /** Browsers remembered per e-mail as the owner's (signed in there): they skip the queue. */
  knownClients: 5,
} as const;

/**
 * Accounts created per browser and per e-mail address, per period; only sign-ups that made an
 * account count (ADR 0055). No deployment-wide cap: a stranger could spend it (a cap on the
 * whole deployment or per IP belongs in a reverse proxy, docs/accounts.md).
 */
export const SIGN_UP_LIMITS = { perClient: 10, perEmail: 3, periodMs: HOUR_MS } as const;

/**
 * Most courses a course picker lists: the staff's (`courses.teaching`; an Admin sees every course,
 * up to this many) and the student's (`enrollments.courseNames`) on Assignments.
 */
export const COURSE_PICKER_MAX = 200;

/**
 * Password-reset e-mails asked for, per e-mail address and per browser, per period. Per address:
 * at most `perEmailBurst` at once, then one every period / perEmail (7.5 minutes, less than a
 * code's 10): a stranger who spends them sends the owner a fresh code before the last one expires,
 * and a new code never replaces a live one (ADR 0055), so the owner always has one that works.
 */
export const RESET_REQUEST_LIMITS = { perEmail: 8, perEmailBurst: 3, perClient: 10, periodMs: HOUR_MS } as const;

/**
 * Uploads one person may start (accounts/files.startUpload), as token buckets that refill over an
 * hour: `perHour` uploads and `bytesPerHour` declared bytes. A teacher putting a whole course's
 * videos up at once (60 videos at the 500 MB cap: 30 GB) stays inside both; a script starting
 * uploads without end, or filling storage, does not.
 */
export const UPLOAD_RATE = { perHour: 120, bytesPerHour: 32 * 1024 * MB, periodMs: HOUR_MS } as const;

/**
 * Abandoned uploads (accounts/uploadSweep.ts, hourly): a pending upload is dropped `graceMs` after
 * it expired (it can no longer be finished), and stored bytes that no file took are deleted
 * once `abandonedAfterMs` old (an upload's hour plus the grace); each run looks back `windowMs`
 * past that, `batch` at a time.
 */
export const UPLOAD_SWEEP = {
  graceMs: HOUR_MS,
  abandonedAfterMs: 2 * HOUR_MS,
  windowMs: 24 * HOUR_MS,
  batch: 100,
} as const;

const TYPE_NAMES: Record<string, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "video/mp4": "MP4",
  "video/webm": "WebM",
  "application/pdf": "PDF",
  "application/msword": "DOC",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PPTX",
};

/** "PNG": a type's short name (the same in every language), or the type itself when it has none. */
export function typeName(type: string): string {
  return TYPE_NAMES[type] ?? type;
}

/** The kinds of file the upload rules take (accounts/model/fileTypes.ts), each a list of types. */
type FileKind = "image" | "video" | "document" | "attachment";

/**
 * Each kind's types, and the key of its words in messages ("The file must be {types}."): "a PNG,
 * JPEG, GIF or WebP image". Every language's catalog writes the kind (its article, its noun, its
 * "or") around these types' names; src/lib/words/file-words.test.ts checks that each language
 * names exactly these types, joined as the browser joins them (`fileTypeList`).
 */
export const FILE_KINDS: Record<FileKind, { types: readonly string[]; typeWords: ServerMessageKey }> = {
  image: { types: IMAGE_TYPES, typeWords: "server.files.kindImage" },
  video: { types: VIDEO_TYPES, typeWords: "server.files.kindVideo" },
  document: { types: DOCUMENT_TYPES, typeWords: "server.files.kindDocument" },
  attachment: { types: LESSON_ATTACHMENT_TYPES, typeWords: "server.files.kindAttachment" },
};

/**
 * A size cap as a message ("5 MB"): whole megabytes, or kilobytes under one megabyte. The number
 * is a parameter, so the reader's language writes it and its unit; put it in another message's
 * parameters (`{ size: sizeWords(bytes) }`), or word it with `wordMessage` (src/lib/words/file-words.ts).
 */
export function sizeWords(bytes: number): Keyed {
  return bytes >= MB
    ? keyed("server.files.sizeMegabytes", { count: Math.round(bytes / MB) })
    : keyed("server.files.sizeKilobytes", { count: Math.ceil(bytes / 1024) });
}

/** The `accept` list of an image file input: the types the server takes. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

/** What a file is checked on before it is sent (a browser File, or anything with these two). */
export type FileLike = { type: string; size: number };

/**
 * The message for a chosen avatar or course image the server would refuse, or null.
 * `anyImageFirst`: a non-image file first gets "must be an image file." (register, settings),
 * otherwise straight the accepted types (Add New Course, whose picker lists them).
 */
export function imageFileProblem(
  file: FileLike,
  label: ServerMessageKey | string,
  anyImageFirst: boolean,
): Keyed | null {
  if (anyImageFirst && !file.type.startsWith("image/")) return keyed("server.forms.notAnImage", { label });
  if (!IMAGE_TYPES.includes(file.type)) {
    return keyed("server.forms.imageType", { label, types: FILE_KINDS.image.typeWords });
  }
  if (file.size > IMAGE_MAX_BYTES)
    return keyed("server.forms.imageTooLarge", { label, size: sizeWords(IMAGE_MAX_BYTES) });
  return null;
}

/** "Course name must be at most 120 characters.": `label` is a key of the field's name. */
export function tooLongMessage(label: ServerMessageKey, max: number): Keyed {
  return keyed("server.forms.tooLong", { label, max });
}
