/**
 * The certificate as a PDF, built with pdf-lib (pure JavaScript, so it runs in Convex's default
 * runtime, in the browser and in Node alike). One landscape A4 page; every line is centred and
 * shrunk to fit. The standard PDF fonts need no font file but only encode Windows-1252: a name
 * with other characters is printed as close as they allow (see `printable`), and the
 * verification page shows it exactly.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { issueDateText, verificationUrl } from "../../shared/certificateRules";

export type CertificatePdfInput = {
  studentName: string;
  courseName: string;
  teacherName: string;
  issuedAt: number;
  code: string;
  /** The site's origin, e.g. "https://lyceum.example"; the verification URL is built from it. */
  siteOrigin: string;
};

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 56;
const INK = rgb(0.118, 0.165, 0.353);
const ACCENT = rgb(0.961, 0.725, 0.259);
const MUTED = rgb(0.35, 0.37, 0.45);

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const BASE_LETTERS: Readonly<Record<string, string>> = {
  Ł: "L",
  ł: "l",
  Ø: "O",
  ø: "o",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
};

/**
 * `text` with every character the font cannot encode replaced by its base letter (ą from a +
 * ogonek, Ł as L) or by "?": pdf-lib would otherwise refuse the whole page.
 */
export function printable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text) {
    if (supported.has(char.codePointAt(0) ?? 0)) {
      out += char;
      continue;
    }
    const base =
      BASE_LETTERS[char] ??
      [...char.normalize("NFKD")].filter((part) => supported.has(part.codePointAt(0) ?? 0)).join("");
    out += base === "" ? "?" : base;
  }
  return out;
}

type Line = { text: string; font: PDFFont; size: number; color?: ReturnType<typeof rgb> };

/** Draws a line centred at height `y`, shrinking its size until it fits between the margins. */
function centred(page: PDFPage, y: number, { text, font, size, color = INK }: Line): void {
  const safe = printable(text, font);
  const maxWidth = PAGE.width - 2 * (MARGIN + 24);
  const width = font.widthOfTextAtSize(safe, size);
  const fitted = width > maxWidth ? (size * maxWidth) / width : size;
  const x = (PAGE.width - font.widthOfTextAtSize(safe, fitted)) / 2;
  page.drawText(safe, { x, y, size: fitted, font, color });
}

/** The PDF's bytes. Same input, same pages: the document is rebuilt from the stored certificate on each download. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const issued = new Date(input.issuedAt);
  pdf.setTitle(`Certificate of completion: ${input.courseName}`);
  pdf.setAuthor("Lyceum");
  pdf.setSubject(`${input.studentName}, ${input.courseName}, ${input.code}`);
  pdf.setCreator("Lyceum");
  pdf.setProducer("Lyceum (pdf-lib)");
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);

  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const sansBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);

  page.drawRectangle({
    x: MARGIN / 2,
    y: MARGIN / 2,
    width: PAGE.width - MARGIN,
    height: PAGE.height - MARGIN,
    borderColor: INK,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: MARGIN / 2 + 8,
    y: MARGIN / 2 + 8,
    width: PAGE.width - MARGIN - 16,
    height: PAGE.height - MARGIN - 16,
    borderColor: ACCENT,
    borderWidth: 1.5,
  });

  centred(page, 490, { text: "LYCEUM", font: sansBold, size: 14, color: MUTED });
  centred(page, 440, { text: "Certificate of Completion", font: serifBold, size: 38 });
  centred(page, 395, { text: "This certifies that", font: serif, size: 16, color: MUTED });
  centred(page, 345, { text: input.studentName, font: serifBold, size: 34 });
  centred(page, 305, { text: "has completed the course", font: serif, size: 16, color: MUTED });
  centred(page, 262, { text: input.courseName, font: serifBold, size: 26 });
  centred(page, 225, { text: `taught by ${input.teacherName}`, font: serif, size: 16, color: MUTED });
  centred(page, 180, { text: `Issued on ${issueDateText(input.issuedAt)}`, font: sans, size: 13 });
  centred(page, 120, { text: `Verification code: ${input.code}`, font: sansBold, size: 13 });
  centred(page, 98, {
    text: `Verify at ${verificationUrl(input.siteOrigin, input.code)}`,
    font: sans,
    size: 11,
    color: MUTED,
  });

  return await pdf.save();
}
