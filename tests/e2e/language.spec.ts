/**
 * The interface in the reader's language (issue #33, ADR 0089): a visitor picks Spanish, then
 * Arabic, on the landing page and keeps it on reload, with <html lang dir>; a student's screens in
 * Arabic, right to left, on a phone, with no catalog key showing and axe clean (E2E_SCREENSHOTS
 * keeps the pictures); the choice is the person's on another browser.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { backendSession, expect, login, signInAs, test, userIdOf, newAccount, type SignedIn } from "./harness/fixtures";
import { createCourse, enrol, isoDay, postAssignment } from "./harness/seed";
import type { Page } from "@playwright/test";
import type { Language } from "../../convex/shared/language";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every catalog's words in one language, and the parts' key prefixes ("courses.", "quiz."…). */
function catalog(language: Language): Record<string, string> {
  const words: Record<string, string> = {};
  for (const top of ["src", "convex/shared"]) {
    for (const entry of readdirSync(path.join(ROOT, top), { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory() && entry.name === "locales") {
        Object.assign(
          words,
          JSON.parse(readFileSync(path.join(entry.parentPath, "locales", `${language}.json`), "utf8")),
        );
      }
    }
  }
  return words;
}
const es = catalog("es");
const ar = catalog("ar");
const prefixes = [...new Set(Object.keys(catalog("en")).map((key) => key.split(".")[0]))];
const KEY_SHOWN = new RegExp(`\\b(${prefixes.join("|")})\\.[a-z][A-Za-z]*\\.[A-Za-z.]+`);

const marks = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** No catalog key on screen: every word this screen shows (its heading shown) was found in the language. */
async function expectWordsFound(page: Page) {
  await expect(page.locator("main h1").first()).toBeVisible();
  expect(await page.locator("body").innerText()).not.toMatch(KEY_SHOWN);
}

test("a visitor reads Lyceum in Spanish, then Arabic, kept on reload", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Language" }).first().selectOption("es");
  await expect(page.getByRole("combobox", { name: es["i18n.language"] }).first()).toHaveValue("es");
  expect(await marks(page)).toEqual(["es", "ltr"]);
  await page.reload();
  await expect(page.getByRole("combobox", { name: es["i18n.language"] }).first()).toHaveValue("es");
  expect(await marks(page)).toEqual(["es", "ltr"]);

  await page.getByRole("combobox", { name: es["i18n.language"] }).first().selectOption("ar");
  await expect(page.getByRole("combobox", { name: ar["i18n.language"] }).first()).toHaveValue("ar");
  await page.reload();
  expect(await marks(page)).toEqual(["ar", "rtl"]);
  await expect(page.getByRole("combobox", { name: ar["i18n.language"] }).first()).toHaveValue("ar");
  await expectWordsFound(page);
  await expectNoA11yViolationsAtBothSizes(page, "visitor: landing in Arabic");
  await page.goto("/login");
  await expectWordsFound(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page, "visitor: login in Arabic (phone)");
});

test("a student's screens in Arabic, right to left; the choice follows them to another browser", async ({
  page,
  otherPage,
}) => {
  const id = Date.now().toString(36);
  const account = newAccount("teacher");
  const { token } = await backendSession(account, "signUp");
  const teacher: SignedIn = { ...account, token, userId: userIdOf(token) };
  const course = await createCourse(teacher, `Poetry ${id}`);
  await postAssignment(teacher, course, {
    title: `Sonnet ${id}`,
    deadlineDate: isoDay(Date.now() + 5 * 86_400_000),
    deadlineTime: "18:00",
  });

  // A phone: where students read, and where a right-to-left layout has the least room.
  await page.setViewportSize({ width: 390, height: 844 });
  const student = await signInAs(page, "student");
  await enrol(page, student, course);
  await page.getByRole("button", { name: student.displayName }).click();
  await page.getByRole("menuitemradio", { name: "العربية" }).click();
  await expect.poll(() => marks(page)).toEqual(["ar", "rtl"]);
  await page.keyboard.press("Escape");

  for (const [where, label] of [
    ["/dashboard", "dashboard"],
    [course.path, "course page"],
    ["/assignmentpage", "assignments"],
  ] as const) {
    await page.goto(where);
    await expectWordsFound(page);
    await expectNoA11yViolations(page, `student: ${label} in Arabic (phone)`);
  }

  // Another browser, signed in as the same student: Arabic, from the server.
  await otherPage.goto("/login");
  await login(otherPage, student);
  await expect(otherPage.getByRole("button", { name: student.displayName })).toBeVisible();
  await expect.poll(() => marks(otherPage)).toEqual(["ar", "rtl"]);
});
