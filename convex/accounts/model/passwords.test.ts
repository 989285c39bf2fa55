import { dictionary } from "@zxcvbn-ts/language-common";
import { expect, test } from "vitest";
import { COMMON_PASSWORD_MESSAGE } from "../../shared/forms/account";
import { COMMON_PASSWORDS_REFUSED, TEXT_LIMITS } from "../../shared/limits";
import { assertPasswordAllowed, isCommonPassword } from "./passwords";

const list = dictionary["passwords-common"];

test("the 10,000 most common passwords of the maintained list are refused, and only those", () => {
  expect(COMMON_PASSWORDS_REFUSED).toBe(10_000);
  expect(isCommonPassword(list[0])).toBe(true);
  expect(isCommonPassword(list[COMMON_PASSWORDS_REFUSED - 1])).toBe(true);
  // The next one on the list (not also higher up) is allowed.
  const next = list
    .slice(COMMON_PASSWORDS_REFUSED)
    .find((word) => !list.slice(0, COMMON_PASSWORDS_REFUSED).includes(word));
  expect(next).toBeDefined();
  expect(isCommonPassword(next!)).toBe(false);
});

test("case does not make a common password uncommon", () => {
  expect(isCommonPassword("PassWord")).toBe(true);
  expect(() => assertPasswordAllowed("Tulip-Garden9")).not.toThrow(); // not on the list
  expect(() => assertPasswordAllowed("FOOTBALL")).toThrow(COMMON_PASSWORD_MESSAGE);
});

test("8 to 128 characters, no composition rules", () => {
  expect(TEXT_LIMITS.passwordMin).toBe(8);
  expect(TEXT_LIMITS.passwordMax).toBe(128);
  expect(() => assertPasswordAllowed("tulip-8")).toThrow("Password must be at least 8 characters.");
  expect(assertPasswordAllowed("tulip-88")).toBe("tulip-88");
  expect(assertPasswordAllowed("x".repeat(127) + "y")).toHaveLength(128);
  expect(() => assertPasswordAllowed("x".repeat(129))).toThrow("Password must be at most 128 characters.");
  // Lower-case letters and spaces only: fine.
  expect(assertPasswordAllowed("correct horse battery staple")).toBeTruthy();
});
