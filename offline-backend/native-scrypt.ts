/**
 * Password hashing off the backend's one thread (ADR 0090). Convex Auth's Password provider hashes
 * with lucia's Scrypt, written in JavaScript: on Convex each action runs in an isolate of its own,
 * but the offline backend runs every function of every user in one Node thread, and lucia's scrypt
 * yields only to microtasks, so it holds that thread for the whole hash. Twenty-eight sign-ups sent
 * at once kept every other request of the school waiting 9 s.
 *
 * Node's scrypt computes the same key (N 16384, r 16, p 1, 64 bytes, the password in NFKC, the hex
 * salt's text as the salt) in C on libuv's thread pool, and the "salt:key" string is the same, so a
 * password hashed here verifies on a Convex deployment and the other way round (native-scrypt.test.ts).
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { Scrypt } from "lucia";

/** lucia's parameters (node_modules/lucia/dist/crypto.js, generateScryptKey). */
const N = 16_384;
const R = 16;
const KEY_BYTES = 64;
/** Node refuses N·r·128 bytes (32 MiB) at its default limit of exactly that; leave room. */
const MAX_MEMORY = 64 * 1024 * 1024;

async function scryptKey(password: string, salt: string): Promise<Buffer> {
  return await new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { N, r: R, p: 1, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** lucia's `Scrypt.hash`, natively: `<32 hex salt>:<128 hex key>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${(await scryptKey(password, salt)).toString("hex")}`;
}

/** lucia's `Scrypt.verify`, natively: false for a wrong password or a malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const parts = hash.split(":");
  if (parts.length !== 2) return false;
  const [salt, keyHex] = parts;
  const expected = Buffer.from(keyHex, "hex");
  const actual = await scryptKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

/**
 * Makes every `new Scrypt()` in this process (the one Convex Auth's Password provider creates for
 * each sign-up and sign-in) hash natively. The functions' code is untouched: it is the same class.
 */
export function useNativeScrypt(): void {
  Scrypt.prototype.hash = (password: string) => hashPassword(password);
  Scrypt.prototype.verify = (hash: string, password: string) => verifyPassword(hash, password);
}
