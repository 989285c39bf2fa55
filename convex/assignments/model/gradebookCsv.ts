/**
 * The gradebook as CSV (RFC 4180): CRLF line ends, a header row, fields with a comma, quote, CR or
 * LF quoted with inner quotes doubled. Text cells that a spreadsheet would run as a formula
 * (starting with = + - @, tab or CR) get a leading apostrophe (OWASP "CSV injection"). A UTF-8
 * byte order mark makes Excel read accented names correctly. The headers are in the downloading
 * person's language (the words are the course catalog's, courses/model/words.ts).
 */
import type { Gradebook } from "./gradebook";
import { courseWords } from "../../courses/model/words";
import type { Language } from "../../shared/language";

const FORMULA_START = /^[=+\-@\t\r]/;

/** One text cell, made inert and quoted when needed. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A number cell (grades and percentages are never negative); empty for none. */
export function csvNumber(value: number | null): string {
  return value === null ? "" : String(value);
}

export const CSV_BOM = "\uFEFF";

/** The gradebook's CSV, its header row and footer in `language` (the downloading person's). */
export function gradebookCsv(book: Gradebook, language: Language): string {
  // A grade is in its assignment's points (named in its header); averages of students are percentages.
  // The course's quiz, when it has one, after the average: its best counting attempt in percent.
  const t = courseWords(language);
  const quiz = book.quiz;
  const header = [
    t("csv.student"),
    t("csv.email"),
    ...book.assignments.map((a) => t("csv.gradebook.assignment", { title: a.title, points: a.points })),
    t("csv.gradebook.average"),
    ...(quiz === null ? [] : [t("csv.gradebook.quiz", { title: quiz.title })]),
  ].map(csvText);
  const rows = book.students.map((student) => [
    csvText(student.name),
    csvText(student.email),
    ...student.cells.map((cell) => csvNumber(cell.grade)),
    csvNumber(student.average),
    ...(quiz === null ? [] : [csvNumber(student.quiz)]),
  ]);
  const footer = [
    csvText(t("csv.gradebook.assignmentAverage")),
    "",
    ...book.assignments.map((a) => csvNumber(a.average)),
    csvNumber(book.average),
    ...(quiz === null ? [] : [""]),
  ];
  return CSV_BOM + [header, ...rows, footer].map((row) => row.join(",")).join("\r\n") + "\r\n";
}

/** A download name such as "gradebook-Rust_for_Everyone-2026-11-22.csv". */
export function gradebookFileName(courseName: string, now: number): string {
  const name =
    courseName
      .replace(/[^\w.-]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 80) || "course";
  return `gradebook-${name}-${new Date(now).toISOString().slice(0, 10)}.csv`;
}
