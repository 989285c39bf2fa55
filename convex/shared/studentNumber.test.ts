import { describe, expect, test } from "vitest";
import { studentNumberFor } from "./studentNumber";

describe("studentNumberFor", () => {
  test("is nine digits in groups of three and never shows the internal id", () => {
    const id = "k57a9c3vbq8m2x0s1t4y6z8r7d5e3f2g";
    const number = studentNumberFor(id);
    expect(number).toMatch(/^\d{3}-\d{3}-\d{3}$/);
    expect(number).not.toContain(id);
  });

  test("is stable for one id and differs between ids", () => {
    expect(studentNumberFor("user-one")).toBe(studentNumberFor("user-one"));
    const numbers = new Set(Array.from({ length: 2000 }, (_, i) => studentNumberFor(`k${i}user${i * 7}`)));
    // 2,000 ids in a billion numbers: a collision would be a 0.2% event, not a pattern.
    expect(numbers.size).toBeGreaterThanOrEqual(1999);
  });
});
