import { describe, expect, test } from "vitest";
import { DOCX, zip } from "../../lib/zip.setup";
import { fileRule, isZip, safeFileName, sniffBlob, sniffContentType, ZIP_TAIL_BYTES, zipEntryNames } from "./fileTypes";

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
});

describe("documents: the bytes must prove the type and the declared type must agree", () => {
  const wordNames = ["[Content_Types].xml", "_rels/.rels", "word/document.xml"];

  test("a ZIP is DOCX only when its central directory lists a word/ entry", () => {
    const docx = zip(wordNames);
    expect(isZip(docx)).toBe(true);
    expect(zipEntryNames(docx)).toEqual(wordNames);
    expect(sniffContentType(docx.subarray(0, 16), DOCX, docx)).toBe(DOCX);
    expect(sniffContentType(docx.subarray(0, 16), "", docx)).toBe(DOCX);
    // An .xlsx (or any other ZIP) declared as DOCX is not a Word document.
    const xlsx = zip(["[Content_Types].xml", "xl/workbook.xml"]);
    expect(sniffContentType(xlsx.subarray(0, 16), DOCX, xlsx)).toBe("application/zip");
    // Without the tail nothing is proven.
    expect(sniffContentType(docx.subarray(0, 16), DOCX)).toBe("application/zip");
    // Declared as something else.
    expect(sniffContentType(docx.subarray(0, 16), "application/zip", docx)).toBe("application/zip");
  });

  test("XLSX and PPTX (lesson attachments) by their xl/ and ppt/ folders, with an agreeing declared type", () => {
    const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
    const xlsx = zip(["[Content_Types].xml", "xl/workbook.xml"]);
    const pptx = zip(["[Content_Types].xml", "ppt/presentation.xml"]);
    expect(sniffContentType(xlsx.subarray(0, 16), XLSX, xlsx)).toBe(XLSX);
    expect(sniffContentType(xlsx.subarray(0, 16), "", xlsx)).toBe(XLSX);
    expect(sniffContentType(pptx.subarray(0, 16), PPTX, pptx)).toBe(PPTX);
    expect(sniffContentType(pptx.subarray(0, 16), XLSX, pptx)).toBe("application/zip");
    // Assignments still take Word documents only; a lesson takes all three and images.
    expect(fileRule("submission").types).not.toContain(XLSX);
    expect(fileRule("lessonAttachment").types).toEqual(expect.arrayContaining([DOCX, XLSX, PPTX, "image/png"]));
    expect(fileRule("lessonAttachment").types).not.toContain("application/zip");
  });

  test("a truncated or lying central directory proves nothing", () => {
    const docx = zip(wordNames);
    expect(zipEntryNames(docx.subarray(0, docx.length - 1))).toBeNull();
    const lying = docx.slice();
    lying[lying.length - 22 + 10] = 200; // claims 200 entries
    expect(zipEntryNames(lying)).toBeNull();
    expect(sniffContentType(lying.subarray(0, 16), DOCX, lying)).toBe("application/zip");
  });

  test("PDF and DOC need a declared type that agrees (or none)", () => {
    const pdf = bytes("%PDF-1.7");
    const doc = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
    expect(sniffContentType(pdf, "application/pdf")).toBe("application/pdf");
    expect(sniffContentType(pdf, "application/octet-stream")).toBe("application/pdf");
    expect(sniffContentType(pdf, "application/msword")).toBeNull();
    expect(sniffContentType(doc, "application/msword")).toBe("application/msword");
    expect(sniffContentType(doc, "application/vnd.ms-excel")).toBeNull();
    expect(sniffContentType(bytes("%PDF"), "application/pdf")).toBeNull();
  });

  test("sniffBlob reads the head and, for a ZIP, a bounded tail", async () => {
    // The directory sits after 200 KB of entry data: only the last ZIP_TAIL_BYTES are needed.
    const big = zip(wordNames, 200 * 1024);
    expect(big.length).toBeGreaterThan(ZIP_TAIL_BYTES);
    expect(await sniffBlob(new Blob([big], { type: DOCX }))).toBe(DOCX);
    expect(await sniffBlob(new Blob([bytes("%PDF-1.4")], { type: "application/pdf" }))).toBe("application/pdf");
    expect(await sniffBlob(new Blob([zip(["a.txt"])], { type: DOCX }))).toBe("application/zip");
  });
});

test("storage folders follow SPEC §7", () => {
  expect(fileRule("avatar").folder).toBe("UserDp");
  expect(fileRule("courseImage").folder).toBe("courseImages");
  expect(fileRule("courseVideo").folder).toBe("CourseVideos");
  expect(fileRule("assignmentQuestion").folder).toBe("AssignmentsQuestions");
  expect(fileRule("submission").folder).toBe("SubmittedAssignments");
  expect(fileRule("lessonAttachment").folder).toBe("LessonAttachments");
});

test("file names are made safe for storage paths", () => {
  expect(safeFileName("../../etc/passwd")).toBe("etc_passwd");
  expect(safeFileName("My Résumé (final).pdf")).toBe("My_Re_sume_final_.pdf");
  expect(safeFileName("")).toBe("file");
});
