import { Password } from "@convex-dev/auth/providers/Password";
import { Scrypt } from "lucia";
import { describe, expect, test, vi } from "vitest";
import { hashPassword, verifyPassword } from "./native-scrypt.ts";

// lucia's own methods, taken before anything patches the class (useNativeScrypt is not called here).
const lucia = new Scrypt();
const luciaHash = Scrypt.prototype.hash.bind(lucia);
const luciaVerify = Scrypt.prototype.verify.bind(lucia);

describe("native scrypt: the same hashes as Convex Auth's lucia Scrypt", () => {
  test("a password hashed either way verifies the other way, wrong passwords fail both ways", async () => {
    // A composed and a decomposed "é": both are the same password after NFKC, as in lucia.
    const password = "caf\u00e9 a long enough password";
    const decomposed = "cafe\u0301 a long enough password";
    const [fromLucia, fromNode] = await Promise.all([luciaHash(password), hashPassword(password)]);
    expect(fromNode).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword(fromLucia, password)).toBe(true);
    expect(await verifyPassword(fromLucia, decomposed)).toBe(true);
    expect(await luciaVerify(fromNode, password)).toBe(true);
    expect(await verifyPassword(fromLucia, "another password")).toBe(false);
    expect(await luciaVerify(fromNode, "another password")).toBe(false);
  });

  test("a malformed hash is a failed check, not an error", async () => {
    const hash = await hashPassword("a long enough password");
    expect(await verifyPassword("no colon", "a long enough password")).toBe(false);
    expect(await verifyPassword(`${hash}:extra`, "a long enough password")).toBe(false);
    expect(await verifyPassword(hash.slice(0, -2), "a long enough password")).toBe(false);
  });

  test("the thread stays free while eight passwords hash: it is never held for a twentieth of their time", async () => {
    let last = performance.now();
    let longestHold = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestHold = Math.max(longestHold, now - last);
      last = now;
    }, 1);
    const started = performance.now();
    await Promise.all(Array.from({ length: 8 }, () => hashPassword("a long enough password")));
    const took = performance.now() - started;
    clearInterval(ticker);
    // lucia's scrypt holds the thread for each hash's whole mixing step (an eighth of the time).
    expect(longestHold).toBeLessThan(took / 20);
  });

  test("Convex Auth's Password provider hashes with this very lucia class, the one the backend patches", async () => {
    const crypto = (Password() as { options?: { crypto?: { hashSecret?: (secret: string) => Promise<string> } } })
      .options?.crypto;
    const hash = vi.spyOn(Scrypt.prototype, "hash");
    try {
      await crypto?.hashSecret?.("a long enough password");
      expect(hash).toHaveBeenCalledOnce();
    } finally {
      hash.mockRestore();
    }
  });
});
