// Not deployed (two dots in the name): the vocabulary of the authorization matrix
// (convex/authorization.test.ts). Plain data and pure functions only: scripts/authz-table.ts
// imports this file outside vitest, so nothing here may need the test runtime.
import type { TestConvex } from "../test.setup";
import type { World } from "./world.setup";

/** The six callers every public function is tried with, in table order. */
export const CALLERS = ["visitor", "student", "enrolled", "owner", "otherTeacher", "admin"] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, "visitor">;

/** Column headings of docs/authorization.md. */
export const CALLER_LABELS: Record<Caller, string> = {
  visitor: "visitor",
  student: "student",
  enrolled: "enrolled student",
  owner: "course's teacher",
  otherTeacher: "other teacher",
  admin: "Admin",
};

/**
 * - allowed: the call succeeds (and, in a row that also has hidden cells, returns something).
 * - refused: the call throws our AppError: UNAUTHENTICATED for the visitor, FORBIDDEN or
 *   NOT_FOUND (hiding that the thing exists) for a signed-in caller. Any other error fails the
 *   cell: a validator or INVALID error means the row's arguments are wrong, not that the
 *   function refused.
 * - hidden: the call succeeds but returns nothing (null, false, an empty list or page, or what
 *   the row's `isEmpty` says): the caller learns nothing that is not theirs.
 */
export const OUTCOMES = ["allowed", "refused", "hidden"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** One public function's row: how to call it in the seeded world, and what each caller gets. */
export type Row = {
  /** The rule in a few words, shown in docs/authorization.md. */
  rule: string;
  /** Valid arguments for this caller in the world (the caller's own files, the course under test). */
  args: (world: World, caller: Caller) => Record<string, unknown>;
  expect: Record<Caller, Outcome>;
  /** When a result counts as "nothing" for hidden cells; defaults to `isEmptyResult`. */
  isEmpty?: (result: unknown) => boolean;
  /** Runs before the call, e.g. to configure a provider; env and global stubs are undone after each cell. */
  prepare?: (t: TestConvex, world: World, caller: Caller) => Promise<void>;
  /**
   * What an allowed caller may see of a person: for each caller, the keys that every person-like
   * object in the result may have (see `isPersonLike`; checked at every depth). Required in a row
   * whose allowed cells return people: an undeclared person in a result fails the cell, and so
   * does a key outside the caller's list (e.g. a teacher's `email` to a visitor). Where no e-mail
   * key is allowed, no world actor's address but the caller's own may appear anywhere in the result.
   */
  people?: PeopleFields;
  /**
   * The codes that count as "refused" for every caller, instead of UNAUTHENTICATED for the visitor
   * and FORBIDDEN/NOT_FOUND for others: for a shared live query that reads no identity and is
   * opened by a ticket (issue #32), whose refusal is BAD_TICKET whoever calls.
   */
  refusedWith?: readonly string[];
};

/** For each caller, the keys a person-like object in the result may have. */
export type PeopleFields = Record<Caller, readonly string[]>;

/** The fields of a person anyone may see (users:instructors, users:teachersPage): no e-mail unless public. */
export const PUBLIC_PERSON = ["_id", "displayName", "dp", "role", "experience", "bio"] as const;

/** The same allow-list for every caller, with `overrides` for some. */
export function peopleFields(
  fields: readonly string[],
  overrides: Partial<Record<Caller, readonly string[]>> = {},
): PeopleFields {
  return { ...(Object.fromEntries(CALLERS.map((caller) => [caller, fields])) as PeopleFields), ...overrides };
}

/**
 * Keys that make an object a person, or a record about one: an e-mail under any name
 * (`email`, `studentEmail`, ...), a display name or a role. Names alone (a message's author name,
 * an enrolment's student name) are not enough: they are shown wherever the person acts.
 */
export function isPersonKey(key: string): boolean {
  return /e-?mail/i.test(key) || key === "displayName" || key === "role";
}

export function isPersonLike(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).some(isPersonKey);
}

/** Every person-like object in `value`, at any depth, with where it was found ("$.page[0]"). */
export function peopleIn(value: unknown, path = "$"): { path: string; person: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => peopleIn(item, `${path}[${index}]`));
  if (typeof value !== "object" || value === null) return [];
  const found = isPersonLike(value) ? [{ path, person: value }] : [];
  return [...found, ...Object.entries(value).flatMap(([key, inner]) => peopleIn(inner, `${path}.${key}`))];
}

/** Every string in `value`, at any depth. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * What is wrong with the people in an allowed cell's result (empty when nothing): people in a
 * row without `people`, keys outside the caller's list, and other people's addresses (`emails`,
 * the world's, less the caller's own) in a result whose caller may see no e-mail key.
 */
export function peopleProblems(row: Row, caller: Caller, result: unknown, otherEmails: readonly string[]): string[] {
  const people = peopleIn(result);
  const allowed = row.people?.[caller];
  if (allowed === undefined) {
    return people.length === 0
      ? []
      : [
          `returns people (${people[0].path}: ${Object.keys(people[0].person).join(", ")}) but the row declares no \`people\`: list the fields each caller may see`,
        ];
  }
  const problems = people.flatMap(({ path, person }) => {
    const extra = Object.keys(person).filter((key) => !allowed.includes(key));
    return extra.length === 0 ? [] : [`${path} has ${extra.join(", ")}, which ${caller} may not see`];
  });
  if (!allowed.some((key) => /e-?mail/i.test(key))) {
    const leaked = otherEmails.filter((email) => stringsIn(result).some((text) => text.includes(email)));
    if (leaked.length > 0) problems.push(`the result carries someone else's e-mail address (${leaked.join(", ")})`);
  }
  return problems;
}

/** Rows keyed by function name as clients call it: "module:function" (e.g. "courses/courses:create"). */
export type Rows = Record<string, Row>;

/** Everyone gets the same outcome. */
export function everyone(outcome: Outcome): Record<Caller, Outcome> {
  return Object.fromEntries(CALLERS.map((caller) => [caller, outcome])) as Record<Caller, Outcome>;
}

/** Signed-in callers get `outcome`; the visitor is refused (UNAUTHENTICATED). */
export function signedIn(outcome: Outcome = "allowed"): Record<Caller, Outcome> {
  return { ...everyone(outcome), visitor: "refused" };
}

/** Teachers and Admins allowed, everyone else refused. */
export const STAFF_ONLY: Record<Caller, Outcome> = {
  visitor: "refused",
  student: "refused",
  enrolled: "refused",
  owner: "allowed",
  otherTeacher: "allowed",
  admin: "allowed",
};

/** The course's own teacher and Admins allowed; other teachers and students refused. */
export const COURSE_MANAGERS: Record<Caller, Outcome> = {
  ...STAFF_ONLY,
  otherTeacher: "refused",
};

export const ADMIN_ONLY: Record<Caller, Outcome> = { ...everyone("refused"), admin: "allowed" };

/** null, undefined, false, [], or a pagination result with an empty page. */
export function isEmptyResult(result: unknown): boolean {
  if (result === null || result === undefined || result === false) return true;
  if (Array.isArray(result)) return result.length === 0;
  if (typeof result === "object" && "page" in result) {
    const page: unknown = (result as { page: unknown }).page;
    return Array.isArray(page) && page.length === 0;
  }
  return false;
}

/** Merges per-domain row files; a function named twice is an error, not a silent override. */
export function mergeRows(files: Record<string, { rows?: Rows }>): Rows {
  const merged: Rows = {};
  for (const [file, { rows }] of Object.entries(files)) {
    if (rows === undefined) throw new Error(`${file} must export \`rows\` (see convex/authorization.test.ts).`);
    for (const [name, row] of Object.entries(rows)) {
      if (name in merged) throw new Error(`${name} has a row in two files (the second is ${file}).`);
      merged[name] = row;
    }
  }
  return merged;
}

export const TABLE_START = "<!-- authz-table:start (generated by scripts/authz-table.ts; do not edit) -->";
export const TABLE_END = "<!-- authz-table:end -->";

const SYMBOL: Record<Outcome, string> = { allowed: "allowed", refused: "**refused**", hidden: "_hidden_" };

/** The matrix as a Markdown table, functions sorted by name. */
export function renderTable(rows: Rows): string {
  const header = `| function | ${CALLERS.map((c) => CALLER_LABELS[c]).join(" | ")} | rule |`;
  const divider = `| --- | ${CALLERS.map(() => ":---:").join(" | ")} | --- |`;
  const lines = Object.keys(rows)
    .sort()
    .map((name) => {
      const row = rows[name];
      return `| \`${name}\` | ${CALLERS.map((c) => SYMBOL[row.expect[c]]).join(" | ")} | ${row.rule.replace(/\|/g, "\\|")} |`;
    });
  return [header, divider, ...lines].join("\n");
}

/** `doc` with the text between the table markers replaced by the rendered table. */
export function withTable(doc: string, rows: Rows): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error("docs/authorization.md lost its table markers.");
  return `${doc.slice(0, start + TABLE_START.length)}\n\n${renderTable(rows)}\n\n${doc.slice(end)}`;
}
