import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { experienceText } from "./person-card";

describe("experienceText", () => {
  afterEach(async () => {
    await activateLanguage("en");
  });

  it("says year for one and years otherwise", () => {
    expect(experienceText(1)).toBe("1 year of experience");
    expect(experienceText(0)).toBe("0 years of experience");
    expect(experienceText(12)).toBe("12 years of experience");
  });

  it("has the plural forms of Spanish and Arabic", async () => {
    await activateLanguage("es");
    expect(experienceText(1)).toBe("1 año de experiencia");
    expect(experienceText(12)).toBe("12 años de experiencia");
    await activateLanguage("ar");
    expect(experienceText(2)).toBe("سنتان من الخبرة");
    expect(experienceText(3)).toBe("3 سنوات من الخبرة");
    expect(experienceText(11)).toBe("11 سنة من الخبرة");
  });
});
