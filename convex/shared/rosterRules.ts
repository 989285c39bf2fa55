/**
 * Roster import and invitations (docs/onboarding.md, ADR 0054): the limits and the CSV reading,
 * written once. Plain code, no server imports: the import screen reads the same file the same way
 * before it asks the server for the preview.
 */
import { keyed, type Keyed } from "./messages";
import { DAY_MS } from "./time";

export const ROSTER = {
  /** Rows one import may hold; a longer file is refused whole, before anything is written. */
  maxRows: 1000,
  /** The CSV text one import may send (about 100 bytes a row, with room to spare). */
  maxCsvChars: 200_000,
  /** Rows applied by one scheduled mutation (its events, users and enrolments). */
  batchSize: 50,
  /** An invitation link works for this many days after it is mailed, once. */
  invitationDays: 7,
  /** A student number as the school writes it: letters, digits, spaces, dots and dashes. */
  studentNumberMax: 32,
  /** Random bytes in an invitation token (256 bits, base64url: 43 characters). */
  tokenBytes: 32,
} as const;

export const INVITATION_TTL_MS = ROSTER.invitationDays * DAY_MS;

/** What the claim page says for each way a link can fail. */
export const INVITATION_MESSAGES = {
  unknown: keyed("server.invitations.unknown"),
  used: keyed("server.invitations.used"),
  expired: keyed("server.invitations.expired", { invitationDays: ROSTER.invitationDays }),
  tooManyGuesses: keyed("server.invitations.tooManyGuesses"),
} as const;

/** One row of the file as read, before any check. `line` is its line in the file (1 = first). */
export type RosterCsvRow = { line: number; name: string; email: string; studentNumber: string; course: string };

export type RosterCsv = { rows: RosterCsvRow[]; error: Keyed | null };

/** Splits CSV text into records of fields: commas (or semicolons), double quotes, CRLF or LF. */
export function parseCsvRecords(text: string): { line: number; fields: string[] }[] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const separator = !firstLine.includes(",") && firstLine.includes(";") ? ";" : ",";
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (char === separator) {
      fields.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i += 1;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = "";
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (field !== "" || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records.filter((record) => record.fields.some((value) => value.trim() !== ""));
}

type Column = "name" | "email" | "studentNumber" | "course";

const HEADINGS: Record<string, Column> = {
  name: "name",
  "full name": "name",
  email: "email",
  "e-mail": "email",
  "email address": "email",
  "e-mail address": "email",
  "student number": "studentNumber",
  student_number: "studentNumber",
  studentnumber: "studentNumber",
  "student id": "studentNumber",
  course: "course",
};

/**
 * The roster's rows. A first line naming the columns (name, e-mail, student number, course, in
 * any order) is a heading; without one the columns are taken in that order. More than
 * ROSTER.maxRows rows refuses the whole file.
 */
export function parseRosterCsv(text: string): RosterCsv {
  if (text.length > ROSTER.maxCsvChars) {
    return { rows: [], error: keyed("server.onboarding.fileTooLarge", { max: ROSTER.maxRows }) };
  }
  const records = parseCsvRecords(text.replace(/^\uFEFF/, ""));
  if (records.length === 0) return { rows: [], error: keyed("server.onboarding.noRows") };
  const heading = records[0]!.fields.map((value) => HEADINGS[value.trim().toLowerCase()]);
  const hasHeading = heading.some((column) => column !== undefined);
  const columns: (Column | undefined)[] = hasHeading ? heading : ["name", "email", "studentNumber", "course"];
  if (hasHeading && (!columns.includes("name") || !columns.includes("email"))) {
    return { rows: [], error: keyed("server.onboarding.missingColumns") };
  }
  const body = hasHeading ? records.slice(1) : records;
  if (body.length === 0) return { rows: [], error: keyed("server.onboarding.noRows") };
  if (body.length > ROSTER.maxRows) {
    return {
      rows: [],
      error: keyed("server.onboarding.tooManyRows", { rows: body.length, max: ROSTER.maxRows }),
    };
  }
  const rows = body.map(({ line, fields }) => {
    const row: RosterCsvRow = { line, name: "", email: "", studentNumber: "", course: "" };
    columns.forEach((column, index) => {
      if (column !== undefined) row[column] = (fields[index] ?? "").trim();
    });
    return row;
  });
  return { rows, error: null };
}
