/**
 * The course file's checks as the import page and the server say them: a check with a message of
 * its own says it; one without (a string where a number belongs, a missing field) says where, in
 * one catalog message, never Zod's own English.
 */
import { describe, expect, test } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a test: the server's English, as an error carries it
import { englishOf } from "../lib/appError";
import { exportProblems } from "./courseExportFormat";
import { exportDoc } from "./courseExportFormat.test-helpers";

const english = (value: unknown) => exportProblems(value).map(englishOf);

describe("exportProblems", () => {
  test("a valid file has none", () => {
    expect(exportProblems(exportDoc())).toEqual([]);
  });

  test("a check without a message of its own says where, in the catalog's words", () => {
    const { exportedAt: _exportedAt, ...missing } = exportDoc();
    const wrongType = {
      ...exportDoc(),
      lessons: [{ title: "Ownership", draft: { body: "", video: "0", attachments: [] }, published: null }],
      files: [{ id: "f1", purpose: "poster", name: "a.png", contentType: "image/png", size: 10 }],
    };
    expect(english(missing)).toEqual(["This is not a Lyceum course export: exportedAt is not valid."]);
    expect(english(wrongType)).toEqual([
      "This is not a Lyceum course export: lessons[0].draft.video is not valid.",
      "This is not a Lyceum course export: files[0].purpose is not valid.",
    ]);
    expect(english(42)).toEqual(["This is not a Lyceum course export."]);
  });

  test("the checks that have a message keep it word for word", () => {
    const doc = {
      ...exportDoc(),
      version: 2,
      lessons: [{ title: "", draft: { body: "", video: null, attachments: [] }, published: null }],
    };
    const course = { ...doc.course, durationHours: "12" };
    expect(english({ ...doc, course })).toEqual([
      "version: Only version 1 exports can be imported.",
      "course.durationHours: Course duration must be a number of hours.",
      "lessons[0].title: Lesson title is required.",
    ]);
  });
});
