import { describe, expect, test } from "vitest";
import { fileRule, safeFileName, sniffContentType } from "./fileTypes";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("sniffContentType", () => {
  test.each([
    [bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a), "image/png"],
    [bytes(0xff, 0xd8, 0xff, 0xe0), "image/jpeg"],
    [bytes("GIF89a"), "image/gif"],
    [bytes("RIFF", 0, 0, 0, 0, "WEBP"), "image/webp"],
    [bytes(0x1a, 0x45, 0xdf, 0xa3), "video/webm"],
    [bytes(0, 0, 0, 0x18, "ftypmp42"), "video/mp4"],
    [bytes("%PDF-1.7"), "application/pdf"],
    [bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), "application/msword"],
    [bytes("hello world"), null],
  ])("%#", (head, expected) => {
    expect(sniffContentType(head, "")).toBe(expected);
  });

  test("a ZIP counts as DOCX only when declared as DOCX", () => {
    const zip = bytes("PK", 3, 4);
    const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    expect(sniffContentType(zip, docx)).toBe(docx);
    expect(sniffContentType(zip, "application/zip")).toBe("application/zip");
  });
});

test("storage folders follow SPEC §7", () => {
  expect(fileRule("avatar").folder).toBe("UserDp");
  expect(fileRule("courseImage").folder).toBe("courseImages");
  expect(fileRule("courseVideo").folder).toBe("CourseVideos");
  expect(fileRule("assignmentQuestion").folder).toBe("AssignmentsQuestions");
  expect(fileRule("submission").folder).toBe("SubmittedAssignments");
});

test("file names are made safe for storage paths", () => {
  expect(safeFileName("../../etc/passwd")).toBe("etc_passwd");
  expect(safeFileName("My Résumé (final).pdf")).toBe("My_Re_sume_final_.pdf");
  expect(safeFileName("")).toBe("file");
});
