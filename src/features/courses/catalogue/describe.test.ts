import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { hoursText, previewDescription } from "./describe";

describe("hoursText", () => {
  afterEach(async () => {
    await activateLanguage("en");
  });

  it("says hours as the catalogue always did in English", () => {
    expect(hoursText(1)).toBe("1 hr");
    expect(hoursText(12)).toBe("12 hrs");
    expect(hoursText(1.54)).toBe("1.5 hrs");
  });

  it("says them in Spanish and with Arabic's plural forms", async () => {
    await activateLanguage("es");
    expect(hoursText(1.5)).toBe("1,5 h");
    await activateLanguage("ar");
    expect(hoursText(1)).toBe("ساعة واحدة");
    expect(hoursText(2)).toBe("ساعتان");
    expect(hoursText(5)).toBe("5 ساعات");
    expect(hoursText(12)).toBe("12 ساعة");
  });

  it("cuts a long description with an ellipsis", () => {
    expect(previewDescription("a".repeat(120))).toBe(`${"a".repeat(100)}…`);
  });
});
