import { afterEach, expect, test } from "vitest";
import { activateLanguage } from "./index";
import { optionLetter } from "./letters";

afterEach(async () => {
  await activateLanguage("en");
});

test("an option's letter follows the reader's alphabet, and its number past the end", async () => {
  expect([1, 2, 3, 6].map(optionLetter)).toEqual(["A", "B", "C", "F"]);
  expect(optionLetter(7)).toBe("7");
  await activateLanguage("es");
  expect(optionLetter(4)).toBe("D");
  await activateLanguage("ar");
  expect([1, 2, 3, 4].map(optionLetter)).toEqual(["أ", "ب", "ج", "د"]);
});
