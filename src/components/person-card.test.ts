import { describe, expect, it } from "vitest";
import { experienceText } from "./person-card";

describe("experienceText", () => {
  it("says year for one and years otherwise", () => {
    expect(experienceText(1)).toBe("1 year of experience");
    expect(experienceText(0)).toBe("0 years of experience");
    expect(experienceText(12)).toBe("12 years of experience");
  });
});
