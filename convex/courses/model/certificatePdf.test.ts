// @vitest-environment node
/**
 * The certificate PDF in the student's language (issue #33): its words, the date, and for Arabic
 * an embedded font whose letters join and read right to left, read back by pdf.js.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { expect, test } from "vitest";
import { pdfText } from "../../../tests/e2e/harness/pdf-text";
import { NOTO_NASKH_ARABIC_BOLD, NOTO_NASKH_ARABIC_REGULAR } from "./certificateArabicFont";
import { issueDateIn, renderCertificatePdf, rtlLevels, type CertificatePdfInput } from "./certificatePdf";

const INPUT: CertificatePdfInput = {
  studentName: "Ada Lovelace",
  courseName: "Rust for Everyone",
  teacherName: "Tess Teacher",
  issuedAt: Date.UTC(2026, 10, 22),
  code: "7K2M-9QXR-4TBV-H3ND",
  siteOrigin: "https://lyceum.example",
};

/** pdf.js takes the bytes it reads (a copy is handed over); it puts a space between text items and may split a line: compare words only. */
const words = (text: string) => text.replace(/\s+/g, " ");

test("English is word for word as before, with the standard fonts only", async () => {
  const bytes = await renderCertificatePdf(INPUT);
  const text = words(await pdfText(bytes.slice()));
  for (const line of [
    "Certificate of Completion",
    "This certifies that",
    "has completed the course",
    "taught by Tess Teacher",
    "Issued on 22 November 2026",
    "Verification code: 7K2M-9QXR-4TBV-H3ND",
    "Verify at https://lyceum.example/certificates/7K2M-9QXR-4TBV-H3ND",
  ]) {
    expect(text).toContain(line);
  }
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe("Certificate of completion: Rust for Everyone");
  expect(bytes.length).toBeLessThan(3000);
});

test("a Spanish certificate speaks Spanish in the standard fonts, the date by Intl", async () => {
  const bytes = await renderCertificatePdf({ ...INPUT, studentName: "Lucía Núñez", language: "es" });
  const text = words(await pdfText(bytes.slice()));
  for (const line of [
    "Certificado de finalización",
    "Se certifica que",
    "Lucía Núñez",
    "ha completado el curso",
    "impartido por Tess Teacher",
    "Emitido el 22 de noviembre de 2026",
    "Código de verificación: 7K2M-9QXR-4TBV-H3ND",
    "Verifícalo en https://lyceum.example/certificates/7K2M-9QXR-4TBV-H3ND",
  ]) {
    expect(text).toContain(line);
  }
  expect((await PDFDocument.load(bytes)).getTitle()).toBe("Certificado de finalización: Rust for Everyone");
  expect(bytes.length).toBeLessThan(3000);
});

test("an Arabic certificate embeds an Arabic font (a subset) and reads back in Arabic", async () => {
  const bytes = await renderCertificatePdf({ ...INPUT, studentName: "مريم حسن", language: "ar" });
  const text = words(await pdfText(bytes.slice()));
  for (const line of [
    "شهادة إتمام",
    "تُمنح هذه الشهادة إلى",
    "مريم حسن",
    "بإشراف",
    "Tess Teacher",
    "رمز التحقق",
    "7K2M-9QXR-4TBV-H3ND",
  ]) {
    expect(text).toContain(line);
  }
  expect(text).toContain(issueDateIn("ar", INPUT.issuedAt).split(" ")[1]);
  // A subset: well under the 130 KB of each of the font's files.
  expect(bytes.length).toBeLessThan(40_000);
  expect((await PDFDocument.load(bytes)).getTitle()).toBe("شهادة إتمام: Rust for Everyone");
});

test("a right-to-left line keeps Latin words, codes and numbers left to right", () => {
  const levels = (text: string) => rtlLevels([...text]).join("");
  // Arabic, then a space taking the line's direction, then a Latin name.
  expect(levels("بإشراف Tess Teacher")).toBe("1111111222222222222");
  // A code after Latin letters is one left-to-right run, hyphens and digits included.
  expect(levels("رمز: 7K2M-9QXR")).toBe("11111222222222");
  // A date: the numbers are runs of their own, the spaces between Arabic and numbers right to left.
  expect(levels("22 نوفمبر 2026")).toBe("22111111112222");
});

test("the embedded font is the pinned package's TrueType files", () => {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve("@embedpdf/fonts-arabic")), "../fonts");
  expect(NOTO_NASKH_ARABIC_REGULAR).toBe(
    readFileSync(path.join(dir, "NotoNaskhArabic-Regular.ttf")).toString("base64"),
  );
  expect(NOTO_NASKH_ARABIC_BOLD).toBe(readFileSync(path.join(dir, "NotoNaskhArabic-Bold.ttf")).toString("base64"));
});
