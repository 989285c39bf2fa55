import { describe, expect, test } from "vitest";
import { CODE_ALPHABET, formatCode, issueDateText, normalizeCode, passes, verificationUrl } from "./certificateRules";

describe("codes", () => {
  test("16 symbols of a 32-letter alphabet (80 bits) in four groups, without I, L, O or U", () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
    const code = formatCode(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(() => formatCode(new Uint8Array(15))).toThrow();
  });

  test("every byte value maps to a symbol, each symbol equally often (no bias)", () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += 1) {
      const symbol = formatCode(new Uint8Array(16).fill(byte))[0];
      counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual(Array.from({ length: 32 }, () => 8));
  });

  test("a typed code is read whatever its case, spacing and dashes; O, I and L as digits", () => {
    expect(normalizeCode(" 7k2m 9qxr-4tbv h3nd ")).toBe("7K2M-9QXR-4TBV-H3ND");
    expect(normalizeCode("OILO-0000-0000-0000")).toBe("0110-0000-0000-0000");
    for (const bad of ["", "7K2M-9QXR-4TBV", "7K2M-9QXR-4TBV-H3NDX", "7K2M-9QXR-4TBV-H3NU", "x".repeat(65)]) {
      expect(normalizeCode(bad)).toBeNull();
    }
  });
});

test("the pass mark is 70%, in whole numbers", () => {
  expect(passes(7, 10)).toBe(true);
  expect(passes(6, 10)).toBe(false);
  expect(passes(6, 9)).toBe(false);
  expect(passes(0, 0)).toBe(false);
});

test("dates and addresses as printed", () => {
  expect(issueDateText(Date.UTC(2026, 10, 22, 23, 59))).toBe("22 November 2026");
  expect(verificationUrl("https://lyceum.example/", "AAAA-BBBB-CCCC-DDDD")).toBe(
    "https://lyceum.example/certificates/AAAA-BBBB-CCCC-DDDD",
  );
});
