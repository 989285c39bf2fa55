/**
 * Certificates' rules, written once (docs/certificates.md, ADR 0025). Plain data and pure
 * functions: the server, the verification page and the PDF builder import them.
 */

/**
 * A quiz counts as passed from this whole percent of its questions' credit: SPEC's shared banks
 * always, a course's own quiz unless its teacher set another pass mark (quizSettingsRules.ts).
 */
export const PASS_PERCENT = 70;

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so a code read aloud or
 * copied by hand is not mistaken. 16 symbols of 5 bits each: 80 bits of randomness.
 */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_SYMBOLS = 16;
export const CODE_GROUP = 4;
/** Random bytes a code is drawn from (one per symbol; only the low 5 bits are used). */
export const CODE_RANDOM_BYTES = CODE_SYMBOLS;

/** Longest text the verification lookup accepts before it stops trying to read it as a code. */
export const CODE_INPUT_MAX = 64;

const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_SYMBOLS}}$`);

/**
 * Whether `score` of `total` is a pass at `passPercent` (7 of 10 passes 70 %, 6 of 9 does not).
 * Scores are credits kept to hundredths, so the product is rounded to cents before comparing.
 */
export function passes(score: number, total: number, passPercent: number = PASS_PERCENT): boolean {
  return total > 0 && Math.round(score * 10_000) >= passPercent * total * 100;
}

/** Whole percent, 0 for an empty quiz. */
export function percentOf(score: number, total: number): number {
  return total > 0 ? Math.floor((score * 100) / total) : 0;
}

/** "XXXX-XXXX-XXXX-XXXX" from CODE_SYMBOLS random bytes (each byte's low 5 bits pick a symbol). */
export function formatCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < CODE_SYMBOLS) throw new Error(`A code needs ${CODE_SYMBOLS} random bytes.`);
  const symbols = Array.from(randomBytes.subarray(0, CODE_SYMBOLS), (byte) => CODE_ALPHABET[byte & 31]);
  return groups(symbols.join(""));
}

function groups(symbols: string): string {
  const parts: string[] = [];
  for (let i = 0; i < symbols.length; i += CODE_GROUP) parts.push(symbols.slice(i, i + CODE_GROUP));
  return parts.join("-");
}

/**
 * The stored form of a code someone typed or followed: case, spaces and dashes do not matter,
 * and the letters Crockford reads as digits (O as 0, I and L as 1) are read that way. Null when
 * it cannot be a code at all.
 */
export function normalizeCode(input: string): string | null {
  if (input.length > CODE_INPUT_MAX) return null;
  const symbols = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  return CODE_PATTERN.test(symbols) ? groups(symbols) : null;
}

/** The public page that says whether a certificate is genuine. */
export function verificationPath(code: string): string {
  return `/certificates/${code}`;
}

/** The full verification address printed on the certificate. */
export function verificationUrl(siteOrigin: string, code: string): string {
  return `${siteOrigin.replace(/\/+$/, "")}${verificationPath(code)}`;
}

/* eslint-disable lingui/no-unlocalized-strings -- the English certificate's months (certificatePdf.ts words the others) */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The issue date as printed and shown: "22 November 2026", in UTC so it reads the same
 * everywhere (built by hand: no Intl data needed in the server runtime).
 */
export function issueDateText(issuedAt: number): string {
  const date = new Date(issuedAt);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
