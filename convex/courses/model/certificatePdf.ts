/**
 * The certificate as a PDF, built with pdf-lib (pure JavaScript, so it runs in Convex's default
 * runtime, in the browser and in Node alike). One landscape A4 page; every line is centred and
 * shrunk to fit. Its words are in the student's language (issue #33, `locales/` beside this
 * folder, prefix "certificate."), names and the course as they were written.
 *
 * English and Spanish use the standard PDF fonts: they need no font file but only encode
 * Windows-1252 (á é í ó ú ñ ¿ ¡ included); a name with other characters is printed as close as
 * they allow (see `printable`), and the verification page shows it exactly. Arabic embeds Noto
 * Naskh Arabic (subset, loaded only then) through fontkit, which joins the letters' forms; each
 * line is laid out right to left, with Latin names, codes and numbers in runs of their own, left
 * to right, in the standard fonts (see `visualRuns`).
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { issueDateText, verificationUrl } from "../../shared/certificateRules";
import type { Language } from "../../shared/language";
import { courseWords } from "./words";

export type CertificatePdfInput = {
  studentName: string;
  courseName: string;
  teacherName: string;
  issuedAt: number;
  code: string;
  /** The site's origin, e.g. "https://lyceum.example"; the verification URL is built from it. */
  siteOrigin: string;
  /** The student's language (English when absent). */
  language?: Language;
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

/** The issue date in the certificate's language, in UTC; English as the verification page shows it. */
export function issueDateIn(language: Language, issuedAt: number): string {
  if (language === "en") return issueDateText(issuedAt);
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    issuedAt,
  );
}

/** The fonts of one line: `font` for Latin text; `arabic`, when set, for Arabic script. */
type Fonts = { font: PDFFont; arabic?: PDFFont };
type Line = Fonts & { text: string; size: number; color?: ReturnType<typeof rgb> };
/** A piece of a line in one font, its text in the order fontkit and pdf-lib expect. */
type Piece = { text: string; font: PDFFont };

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/u;
const HEBREW_SCRIPT = /[\u0590-\u05FF]/u;
const MIRRORED: Readonly<Record<string, string>> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "<": ">",
  ">": "<",
};

type BidiType = "R" | "L" | "EN" | "AN" | "N";

function bidiType(char: string): BidiType {
  if (ARABIC_DIGIT.test(char)) return "AN";
  if (/[0-9]/.test(char)) return "EN";
  if (ARABIC_SCRIPT.test(char) || HEBREW_SCRIPT.test(char)) return "R";
  return /[\p{L}\p{M}]/u.test(char) ? "L" : "N";
}

/**
 * Each character's level in a right-to-left line (Unicode's bidirectional algorithm for a line
 * without explicit embeddings): 1 for right to left, 2 for left to right (Latin words, numbers).
 * A number after Latin letters is Latin (W7: "7K2M"); a single separator between two numbers
 * joins them (W4: "2026-12"); neutrals take the direction around them, else right to left (N1, N2).
 */
export function rtlLevels(chars: readonly string[]): number[] {
  const types = chars.map(bidiType);
  let strong: "L" | "R" = "R";
  for (const [index, type] of types.entries()) {
    if (type === "L" || type === "R") strong = type;
    else if (type === "EN" && strong === "L") types[index] = "L";
  }
  for (let index = 1; index < types.length - 1; index += 1) {
    const before = types[index - 1];
    if (
      types[index] === "N" &&
      /^[+\-,./:]$/.test(chars[index]!) &&
      (before === "EN" || before === "AN") &&
      types[index + 1] === before
    ) {
      types[index] = before;
    }
  }
  const direction = (type: BidiType | undefined) =>
    type === undefined || type === "N" ? null : type === "L" ? "L" : "R";
  const levels: number[] = [];
  for (let index = 0; index < types.length; index += 1) {
    if (types[index] !== "N") {
      levels.push(types[index] === "R" ? 1 : 2);
      continue;
    }
    let end = index;
    while (types[end + 1] === "N") end += 1;
    const before = direction(types[index - 1]) ?? "R";
    const after = direction(types[end + 1]) ?? "R";
    const level = before === "L" && after === "L" ? 2 : 1;
    for (; index <= end; index += 1) levels.push(level);
    index = end;
  }
  return levels;
}

/**
 * A right-to-left line as pieces to draw from left to right: runs of one level in reverse order;
 * in a right-to-left run, Arabic text as written (fontkit shapes it and puts it right to left)
 * and anything else reversed, brackets mirrored; a left-to-right run as written.
 */
function visualRuns(text: string, fonts: Required<Fonts>): Piece[] {
  const chars = [...text];
  const levels = rtlLevels(chars);
  const runs: { level: number; chars: string[] }[] = [];
  for (const [index, char] of chars.entries()) {
    const last = runs.at(-1);
    if (last !== undefined && last.level === levels[index]) last.chars.push(char);
    else runs.push({ level: levels[index]!, chars: [char] });
  }
  const pieces: Piece[] = [];
  for (const run of runs.reverse()) {
    const parts: { arabic: boolean; chars: string[] }[] = [];
    for (const [index, char] of run.chars.entries()) {
      const last = parts.at(-1);
      // A space between two Arabic words stays in their piece; at a piece's edge it is drawn on its own.
      const arabic =
        ARABIC_SCRIPT.test(char) ||
        (char === " " && last?.arabic === true && ARABIC_SCRIPT.test(run.chars[index + 1] ?? ""));
      if (last !== undefined && last.arabic === arabic) last.chars.push(char);
      else parts.push({ arabic, chars: [char] });
    }
    if (run.level % 2 === 1) parts.reverse();
    for (const part of parts) {
      const font = part.arabic ? fonts.arabic : fonts.font;
      // fontkit turns Arabic script around itself: digits in a left-to-right run are handed over reversed.
      const ordered =
        run.level % 2 === 1
          ? part.arabic
            ? part.chars
            : [...part.chars].reverse().map((char) => MIRRORED[char] ?? char)
          : part.arabic
            ? [...part.chars].reverse()
            : part.chars;
      pieces.push({ text: printable(ordered.join(""), font), font });
    }
  }
  return pieces;
}

/** Draws a line centred at height `y`, shrinking its size until it fits between the margins. */
function centred(page: PDFPage, y: number, { text, font, arabic, size, color = INK }: Line): void {
  const pieces = arabic === undefined ? [{ text: printable(text, font), font }] : visualRuns(text, { font, arabic });
  const widthAt = (at: number) => pieces.reduce((sum, piece) => sum + piece.font.widthOfTextAtSize(piece.text, at), 0);
  const maxWidth = PAGE.width - 2 * (MARGIN + 24);
  const width = widthAt(size);
  const fitted = width > maxWidth ? (size * maxWidth) / width : size;
  let x = (PAGE.width - widthAt(fitted)) / 2;
  for (const piece of pieces) {
    page.drawText(piece.text, { x, y, size: fitted, font: piece.font, color });
    x += piece.font.widthOfTextAtSize(piece.text, fitted);
  }
}

let arabicFontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/** Noto Naskh Arabic's two weights, decoded once per process, the first time an Arabic certificate is made. */
function loadArabicFonts(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  arabicFontBytes ??= import("./certificateArabicFont").then(
    ({ NOTO_NASKH_ARABIC_REGULAR, NOTO_NASKH_ARABIC_BOLD }) => {
      const decode = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      return { regular: decode(NOTO_NASKH_ARABIC_REGULAR), bold: decode(NOTO_NASKH_ARABIC_BOLD) };
    },
  );
  // A failed load is tried again by the next certificate.
  arabicFontBytes.catch(() => (arabicFontBytes = undefined));
  return arabicFontBytes;
}

/** The PDF's bytes. Same input, same pages: the document is rebuilt from the stored certificate on each download. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const language = input.language ?? "en";
  const t = courseWords(language);
  const pdf = await PDFDocument.create();
  const issued = new Date(input.issuedAt);
  pdf.setTitle(t("certificate.pdf.documentTitle", { course: input.courseName }));
  pdf.setAuthor("Lyceum");
  pdf.setSubject(`${input.studentName}, ${input.courseName}, ${input.code}`);
  pdf.setCreator("Lyceum");
  pdf.setProducer("Lyceum (pdf-lib)");
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  if (language !== "en") pdf.setLanguage(language);

  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const sansBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let regular: Pick<Fonts, "arabic"> = {};
  let bold: Pick<Fonts, "arabic"> = {};
  if (language === "ar") {
    const [{ default: fontkit }, bytes] = await Promise.all([import("@pdf-lib/fontkit"), loadArabicFonts()]);
    pdf.registerFontkit(fontkit);
    regular = { arabic: await pdf.embedFont(bytes.regular, { subset: true }) };
    bold = { arabic: await pdf.embedFont(bytes.bold, { subset: true }) };
  }
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

  const url = verificationUrl(input.siteOrigin, input.code);
  const date = issueDateIn(language, input.issuedAt);
  centred(page, 490, { text: "LYCEUM", font: sansBold, size: 14, color: MUTED });
  centred(page, 440, { text: t("certificate.pdf.title"), font: serifBold, ...bold, size: 38 });
  centred(page, 395, { text: t("certificate.pdf.certifies"), font: serif, ...regular, size: 16, color: MUTED });
  centred(page, 345, { text: input.studentName, font: serifBold, ...bold, size: 34 });
  centred(page, 305, { text: t("certificate.pdf.completed"), font: serif, ...regular, size: 16, color: MUTED });
  centred(page, 262, { text: input.courseName, font: serifBold, ...bold, size: 26 });
  centred(page, 225, {
    text: t("certificate.pdf.taughtBy", { teacher: input.teacherName }),
    font: serif,
    ...regular,
    size: 16,
    color: MUTED,
  });
  centred(page, 180, { text: t("certificate.pdf.issuedOn", { date }), font: sans, ...regular, size: 13 });
  centred(page, 120, { text: t("certificate.pdf.code", { code: input.code }), font: sansBold, ...bold, size: 13 });
  centred(page, 98, { text: t("certificate.pdf.verifyAt", { url }), font: sans, ...regular, size: 11, color: MUTED });

  return await pdf.save();
}
