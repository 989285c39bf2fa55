/**
 * UploadThing file keys, made exactly like `generateKey` in @uploadthing/shared 7.1.10
 * (dist/index.js, region "src/crypto.ts"): a sqids id of the app id's hash (at least 12 characters,
 * the prefix UploadThing's `verifyKey` checks) followed by a sqids id of the file seed's hash (at
 * least 36 characters). Both use the default sqids alphabet shuffled with the app id as seed.
 * Pure code (no Convex APIs), so it runs in queries, mutations and actions alike.
 */
import { SQIDS_BLOCKLIST } from "./sqidsBlocklist";

const DEFAULT_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** effect 3.17 `Hash.string`: djb2 (xor variant) folded by `Hash.optimize`. */
export function hashString(text: string): number {
  let h = 5381;
  let i = text.length;
  while (i) h = (h * 33) ^ text.charCodeAt(--i);
  return (h & 0xbfffffff) | ((h >>> 1) & 0x40000000);
}

/** UploadThing's seeded shuffle of the alphabet (crypto.ts `shuffle`). */
function seededShuffle(text: string, seed: string): string {
  const chars = text.split("");
  const seedNum = hashString(seed);
  for (let i = 0; i < chars.length; i++) {
    const j = ((seedNum % (i + 1)) + i) % chars.length;
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join("");
}

/** sqids 0.3.0 internal shuffle. */
function sqidsShuffle(alphabet: string): string {
  const chars = alphabet.split("");
  for (let i = 0, j = chars.length - 1; j > 0; i++, j--) {
    const r = (i * j + chars[i].charCodeAt(0) + chars[j].charCodeAt(0)) % chars.length;
    [chars[i], chars[r]] = [chars[r], chars[i]];
  }
  return chars.join("");
}

function toId(num: number, alphabet: string): string {
  const id: string[] = [];
  let rest = num;
  do {
    id.unshift(alphabet[rest % alphabet.length]);
    rest = Math.floor(rest / alphabet.length);
  } while (rest > 0);
  return id.join("");
}

const BLOCKLIST = SQIDS_BLOCKLIST.map((word) => word.toLowerCase()).filter((word) => word.length >= 3);

function isBlocked(id: string): boolean {
  const lower = id.toLowerCase();
  return BLOCKLIST.some((word) => {
    if (word.length > lower.length) return false;
    if (lower.length <= 3 || word.length <= 3) return lower === word;
    if (/\d/.test(word)) return lower.startsWith(word) || lower.endsWith(word);
    return lower.includes(word);
  });
}

/** `new Sqids({ alphabet, minLength }).encode([num])` for one non-negative safe integer. */
export function sqidsEncode(num: number, alphabetInput: string, minLength: number): string {
  const shuffled = sqidsShuffle(alphabetInput);
  for (let increment = 0; increment <= shuffled.length; increment++) {
    const offset = (shuffled[num % shuffled.length].charCodeAt(0) + 1 + increment) % shuffled.length;
    let alphabet = shuffled.slice(offset) + shuffled.slice(0, offset);
    const prefix = alphabet.charAt(0);
    alphabet = alphabet.split("").reverse().join("");
    let id = prefix + toId(num, alphabet.slice(1));
    if (minLength > id.length) {
      id += alphabet.slice(0, 1);
      while (minLength - id.length > 0) {
        alphabet = sqidsShuffle(alphabet);
        id += alphabet.slice(0, Math.min(minLength - id.length, alphabet.length));
      }
    }
    if (!isBlocked(id)) return id;
  }
  throw new Error("Reached max attempts to re-generate the ID");
}

/**
 * A new file key for `appId`. `seedParts` replaces UploadThing's default hash parts
 * ([name, size, type, lastModified, Date.now()]); the server cannot tell them apart.
 */
export function generateFileKey(appId: string, seedParts: readonly (string | number)[]): string {
  const alphabet = seededShuffle(DEFAULT_ALPHABET, appId);
  const fileSeed = sqidsEncode(Math.abs(hashString(JSON.stringify(seedParts))), alphabet, 36);
  return appIdKeyPrefix(appId) + fileSeed;
}

/** The part every key of this app starts with (UploadThing's `verifyKey` checks it). */
export function appIdKeyPrefix(appId: string): string {
  return sqidsEncode(Math.abs(hashString(appId)), seededShuffle(DEFAULT_ALPHABET, appId), 12);
}
