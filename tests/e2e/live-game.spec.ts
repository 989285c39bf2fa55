import type { Browser, Page } from "@playwright/test";
import { expectNoA11yViolations, expectNoA11yViolationsAtBothSizes, PHONE } from "./harness/a11y";
import { expect, signInAs, test } from "./harness/fixtures";
import { createCourse, enrol, writeBank, type BankQuestion, type SeededCourse } from "./harness/seed";

/**
 * The live quiz game end to end (issue #31): a teacher hosts a game from the quiz bank page, three
 * students join with the code on their phones (three browsers), the lobby names them live, the
 * first question reaches every phone within a second of the others, the host sees "2 of 3
 * answered" live, then the reveal and the leaderboard; the host removes a player, and the next
 * question reaches the others (whose phones take the game's new ticket, issue #32) and not them.
 */

const QUESTIONS = ["Which planet is the largest?", "Which gas do plants take in?"];
/** Every phone must show the question within this long of the first one (the bar). */
const MAX_SPREAD_MS = 1_000;

/** Two single-answer questions whose right option is "Second". */
const BANK: BankQuestion[] = QUESTIONS.map((question) => ({
  question,
  options: ["First", "Second", "Third", "Fourth"],
  answer: 2,
}));

/** A student on a phone, in a browser of their own, enrolled in the course. */
async function studentPhone(browser: Browser, baseURL: string | undefined, course: SeededCourse) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  const account = await signInAs(page, "student");
  await enrol(page, account, course);
  return { context, page, account };
}

/** Resolves with the moment (this machine's clock) the page first shows the open question's answer tiles. */
function whenQuestionShows(page: Page): Promise<number> {
  return page
    .waitForFunction(() => (document.querySelector('ul[aria-label="Options"]') ? Date.now() : 0), undefined, {
      polling: 10,
      timeout: 10_000,
    })
    .then(async (handle) => (await handle.jsonValue()) as number);
}

test("a teacher hosts a live game: three phones join, see the question together, answer live, and a leaderboard follows", async ({
  page: teacher,
  otherPage,
  browser,
  baseURL,
}) => {
  const teacherAccount = await signInAs(teacher, "teacher");
  const course = await createCourse(teacherAccount, `Live game ${Date.now().toString(36)}`);
  const [, ...phones] = await Promise.all([
    writeBank(teacherAccount, course, BANK),
    (async () => {
      await otherPage.setViewportSize(PHONE);
      const account = await signInAs(otherPage, "student");
      await enrol(otherPage, account, course);
      return { context: null, page: otherPage, account };
    })(),
    studentPhone(browser, baseURL, course),
    studentPhone(browser, baseURL, course),
  ]);

  try {
    // The teacher hosts from the quiz bank page: the big screen shows the code and its QR code.
    await teacher.goto(`/quizbank?course=${course.id}`);
    await teacher.getByRole("button", { name: "Host a live game" }).click();
    await expect(teacher).toHaveURL(/\/games\/host\/[^/]+$/);
    const codeLabel = await teacher.getByLabel(/^Game code( \d){6}$/).getAttribute("aria-label");
    const code = (codeLabel ?? "").replace(/\D/g, "");
    expect(code).toMatch(/^\d{6}$/);
    await expect(teacher.getByRole("img", { name: new RegExp(`/play\\?game=${code}$`) })).toBeVisible();
    await expect(teacher.getByRole("button", { name: "Start the game" })).toBeDisabled();
    await expectNoA11yViolationsAtBothSizes(teacher, "teacher: live game lobby");

    // Each student opens the QR code's link (the code filled in) and joins; the lobby names them live.
    await phones[0].page.goto(`/play?game=${code}`);
    await expect(phones[0].page.getByLabel("Game code")).toHaveValue(code);
    await expectNoA11yViolations(phones[0].page, "student: join a live game (phone)");
    const players = teacher.getByRole("list", { name: "Players in the game" });
    await Promise.all(
      phones.map(async ({ page, account }) => {
        if (page !== phones[0].page) await page.goto(`/play?game=${code}`);
        await page.getByRole("button", { name: "Join game" }).click();
        await expect(page.getByRole("heading", { name: `You're in, ${account.displayName}.` })).toBeVisible();
        await expect(players.getByText(account.displayName)).toBeVisible();
      }),
    );
    await expect(teacher.getByText("3 players have joined")).toBeVisible();
    await expectNoA11yViolations(phones[0].page, "student: live game lobby (phone)");

    // Start: every phone shows the first question within a second of the first phone.
    const shown = phones.map(({ page }) => whenQuestionShows(page));
    await teacher.getByRole("button", { name: "Start the game" }).click();
    const moments = await Promise.all(shown);
    const spread = Math.max(...moments) - Math.min(...moments);
    console.log(`live game: the first question reached 3 phones within ${spread} ms of each other`);
    expect(spread).toBeLessThanOrEqual(MAX_SPREAD_MS);
    await expect(teacher.getByText("0 of 3 answered")).toBeVisible();
    await expectNoA11yViolationsAtBothSizes(phones[0].page, "student: live game question");

    // Two answer; the big screen counts them live.
    await Promise.all(
      phones.slice(0, 2).map(async ({ page }) => {
        await page.getByRole("button", { name: /^[A-D]\. Second$/ }).click();
        await expect(page.getByRole("heading", { name: "Answer sent" })).toBeVisible();
      }),
    );
    await expect(teacher.getByText("2 of 3 answered")).toBeVisible();
    await expectNoA11yViolations(teacher, "teacher: live game question (desktop)");

    // The host closes the question: the reveal, then the leaderboard.
    await teacher.getByRole("button", { name: "Close now" }).click();
    await expect(teacher.getByRole("list", { name: "How the players answered" })).toBeVisible();
    await expectNoA11yViolations(teacher, "teacher: live game reveal (desktop)");
    await expect(phones[0].page.getByRole("heading", { name: "Right!" })).toBeVisible();
    await expect(phones[2].page.getByRole("heading", { name: "Not this time" })).toBeVisible();
    await expectNoA11yViolations(phones[0].page, "student: live game reveal (phone)");
    await teacher.getByRole("button", { name: "Show the leaderboard" }).click();
    const leaderboard = teacher.getByRole("list", { name: "Leaderboard" });
    for (const { account } of phones) await expect(leaderboard.getByText(account.displayName)).toBeVisible();
    await expect(leaderboard.getByRole("listitem").last()).toContainText(phones[2].account.displayName);
    await expectNoA11yViolations(teacher, "teacher: live game leaderboard (desktop)");

    // The host removes the third player (issue #32: the game's ticket changes): their phone says so,
    // and the next question still reaches the two others, whose phones take the new ticket.
    const removed = phones[2];
    await teacher.getByText("Players (3)").click();
    await teacher.getByRole("button", { name: `Remove ${removed.account.displayName}` }).click();
    await teacher.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(removed.page.getByRole("heading", { name: "The host removed you from this game." })).toBeVisible();
    const next = phones.slice(0, 2).map(({ page }) => whenQuestionShows(page));
    await teacher.getByRole("button", { name: "Next question" }).click();
    await Promise.all(next);
    for (const { page } of phones.slice(0, 2)) {
      await expect(page.getByText("Question 2 of 2")).toBeVisible();
    }
    await expect(teacher.getByText("0 of 2 answered")).toBeVisible();
    await expect(removed.page.getByText("Question 2 of 2")).toHaveCount(0);
    await expect(removed.page.getByRole("heading", { name: "The host removed you from this game." })).toBeVisible();
  } finally {
    await Promise.all(phones.map(({ context }) => context?.close()));
  }
});
