/**
 * A short, readable student number derived from the internal user id (ADR 0022): the same id
 * always gives the same number, so the enrolment form, the stored enrolment and any later screen
 * agree without storing a counter. It is for people to read and quote, not a key: records are
 * still joined by the user id. Nine digits keep collisions rare at school scale (about 5% that any
 * two of 10,000 students share one); plain code, no imports, so the browser can use it too.
 */
const DIGITS = 9;
const MODULUS = 10 ** DIGITS;

/** FNV-1a, 32 bits: small, fast and well spread over short strings. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** E.g. "482-109-377": nine digits in groups of three. */
export function studentNumberFor(userId: string): string {
  const digits = String(fnv1a(userId) % MODULUS).padStart(DIGITS, "0");
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
