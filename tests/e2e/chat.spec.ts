import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { expectNoA11yViolations } from "./harness/a11y";
import { VERIFICATION_SUBJECT, waitForCode } from "./harness/mail";
import { expect, signInAs, test, type Account, type SignedIn } from "./harness/fixtures";
import { clientAs, createCourse, enrol, openCourse } from "./harness/seed";

/** The room's scrolling list, and one message in it found by its text. */
function messages(page: Page): Locator {
  return page.getByRole("region", { name: "Messages" });
}
function messageWith(page: Page, text: string): Locator {
  return messages(page).getByRole("listitem").filter({ hasText: text });
}
/** The message whose text is exactly `text` (so "#1" does not also find "#10"). */
function messageExactly(page: Page, text: string): Locator {
  return messages(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(text, { exact: true }) });
}
function box(page: Page): Locator {
  return page.getByRole("textbox", { name: "Message" });
}

/** Where the page's Convex client connects (the backend global-setup started): seen on its socket. */
function watchBackendUrl(page: Page): () => string {
  let url: string | null = null;
  page.on("websocket", (socket) => {
    const address = new URL(socket.url());
    if (address.pathname.endsWith("/sync")) url = `${address.protocol === "wss:" ? "https" : "http"}://${address.host}`;
  });
  return () => {
    if (!url) throw new Error("The app has not connected to its backend yet");
    return url;
  };
}

const signInAction = makeFunctionReference<
  "action",
  { provider: string; params: Record<string, string> },
  { tokens: { token: string } | null }
>("auth:signIn");
const sendMessage = makeFunctionReference<"mutation", { room: string; text: string }, string>("chat/chat:send");
const removeStudent = makeFunctionReference<"mutation", { courseId: string; userId: string; reason: string }, null>(
  "courses/roster:remove",
);
const verifyEmail = makeFunctionReference<"mutation", { code: string }, { verified: boolean }>(
  "accounts/account:verifyEmail",
);

/** Verifies `email`'s address with the code mailed at sign-up, as `client` (signed in as it). */
async function verifyByMail(client: ConvexHttpClient, email: string): Promise<void> {
  const code = await waitForCode(email, { subject: VERIFICATION_SUBJECT });
  const result = await client.mutation(verifyEmail, { code });
  if (!result.verified) throw new Error(`${email} was not verified: ${JSON.stringify(result)}`);
}

/** A signed-in person's address verified through the backend, as the banner's form does it. */
async function verifyAccount(backendUrl: string, account: SignedIn): Promise<void> {
  const client = new ConvexHttpClient(backendUrl, { logger: false });
  client.setAuth(account.token);
  await verifyByMail(client, account.email);
}

/** Sign-ups the seeding sends at once. */
const SIGN_UPS_AT_ONCE = 6;

/**
 * Puts `count` messages "<prefix> #1" … "#count" into the global room, in that order, through the
 * backend's HTTP API as the app's own functions see it (sign-up, verification, then chat.send). The
 * sending rate is per user (a burst of 5), so every 5 messages come from another fresh account;
 * only verified addresses post in the global room (ADR 0059), so each verifies first (in parallel,
 * once all have signed up).
 */
async function seedMessages(backendUrl: string, prefix: string, count: number): Promise<void> {
  const signUp = async (first: number) => {
    const client = new ConvexHttpClient(backendUrl, { logger: false });
    const email = `seed.${prefix.replace(/\W+/g, "")}.${first}@lyceum.test`.toLowerCase();
    const { tokens } = await client.action(signInAction, {
      provider: "password",
      params: {
        flow: "signUp",
        email,
        password: "a long enough password",
        displayName: `Seeder ${first}`,
        role: "student",
        // Each seeding account comes from a "browser" of its own: sign-ups are limited per browser.
        clientId: randomUUID(),
      },
    });
    if (!tokens) throw new Error(`No session for ${email}`);
    client.setAuth(tokens.token);
    return { first, client, email };
  };
  // A few sign-ups at a time: each hashes a password on the backend's thread pool, and thirty at
  // once kept the other workers' sign-ups waiting behind them for over 10 s (ADR 0090).
  const firsts = Array.from({ length: Math.ceil(count / 5) }, (_, i) => 1 + 5 * i);
  const senders: Awaited<ReturnType<typeof signUp>>[] = [];
  for (let i = 0; i < firsts.length; i += SIGN_UPS_AT_ONCE) {
    senders.push(...(await Promise.all(firsts.slice(i, i + SIGN_UPS_AT_ONCE).map(signUp))));
  }
  await Promise.all(senders.map(({ client, email }) => verifyByMail(client, email)));
  for (const { first, client } of senders) {
    for (let n = first; n < Math.min(first + 5, count + 1); n += 1) {
      await client.mutation(sendMessage, { room: "global", text: `${prefix} #${n}` });
    }
  }
}

async function joinGlobalChat(page: Page, account: Account): Promise<void> {
  await page.goto("/homechat");
  await expect(page.getByRole("heading", { name: "Join the Discussion", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Click to Join" }).click();
  await expect(page).toHaveURL(/\/chatRoom$/);
  await expect(
    page.getByRole("heading", { name: `Welcome ${account.displayName} to the Global Chat`, level: 1 }),
  ).toBeVisible();
  await expect(box(page)).toBeVisible();
}

test("two students chat live: Enter and Shift+Enter, blank not sent, HTML shown as text, own right and others left, links, deletion, unread counts and older history on scrolling up", async ({
  page: alice,
  otherPage: bob,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const backendUrl = watchBackendUrl(alice);
  const dialogs: string[] = [];
  for (const page of [alice, bob]) {
    page.on("dialog", (dialog) => {
      // The Convex client asks before a reload while a call is in flight (e.g. marking the seeded
      // messages read); dismissed, the reload would never happen. Any other dialog is a bug.
      if (dialog.type() === "beforeunload") return void dialog.accept();
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }

  const aliceAccount = await signInAs(alice, "student");
  const bobAccount = await signInAs(bob, "student");

  // The join page shows who you are; Click to Join opens the global chat.
  await alice.goto("/homechat");
  await expect(alice.getByRole("main").getByText(aliceAccount.displayName, { exact: true })).toBeVisible();
  await expect(alice.getByRole("main").getByText("student", { exact: true })).toBeVisible();
  await expect(alice.getByRole("link", { name: /Global Chat/ })).toBeVisible();
  await expectNoA11yViolations(alice, "student: join the discussion");
  await joinGlobalChat(alice, aliceAccount);
  await joinGlobalChat(bob, bobAccount);
  // The global room is every test's: someone else's visit may be listed too, in name order.
  await expect(alice.getByText(/^In the room now: you, /)).toContainText(
    new RegExp(`, (.+, )?${bobAccount.displayName}(,|$)`),
  );

  // New accounts: they read the global room, but post there only once their address is verified
  // (ADR 0059); the box says why. At phone width the box and its reason stay in view below the
  // verification banner (the app shell gives the room what the top bar and banners leave), and the
  // document itself does not scroll. Alice verifies with the banner; the box opens at once.
  await expect(box(alice)).toBeDisabled();
  await expect(box(alice)).toHaveAccessibleDescription(/^Verify your e-mail address to post in the Global Chat/);
  const desktop = alice.viewportSize()!;
  await alice.setViewportSize({ width: 390, height: 844 });
  const banner = alice.getByRole("region", { name: "Verify your e-mail address" });
  const documentOverflow = () => alice.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  await expect(banner).toBeVisible();
  await expect(box(alice)).toBeInViewport({ ratio: 1 });
  expect(await documentOverflow()).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(alice, "student: global chat at phone width, verify banner");
  const code = await waitForCode(aliceAccount.email, { subject: VERIFICATION_SUBJECT });
  await banner.getByLabel("Verification code").fill(code);
  await banner.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(banner).toBeHidden();
  await expect(box(alice)).toBeEnabled();
  await alice.setViewportSize(desktop);
  await verifyAccount(backendUrl(), bobAccount);
  await expect(box(bob)).toBeEnabled();

  // Enter sends; the box is cleared and keeps the focus; Bob sees it without reloading.
  const hello = `Hello from Alice ${stamp}`;
  await box(alice).fill(hello);
  await box(alice).press("Enter");
  await expect(box(alice)).toHaveValue("");
  await expect(box(alice)).toBeFocused();
  await expect(bob.getByRole("log", { name: "Chat messages" }).getByText(hello)).toBeVisible();

  // Shift+Enter makes a newline; the two lines arrive as one message.
  await box(alice).pressSequentially(`Line one ${stamp}`);
  await box(alice).press("Shift+Enter");
  await box(alice).pressSequentially("Line two");
  await expect(box(alice)).toHaveValue(`Line one ${stamp}\nLine two`);
  await box(alice).press("Enter");
  await expect(messageWith(bob, `Line one ${stamp}`).locator("article p")).toHaveText(`Line one ${stamp}\nLine two`);

  // Blank after trimming is not sent: the next message follows the two-line one directly.
  await box(alice).fill("   \n  ");
  await box(alice).press("Enter");
  await alice.getByRole("button", { name: "Send", exact: true }).click();
  await box(alice).fill(`After the blank ${stamp}`);
  await box(alice).press("Enter");
  const lastTwo = messages(bob).getByRole("listitem").filter({ hasText: stamp });
  await expect(lastTwo.last()).toContainText(`After the blank ${stamp}`);
  await expect(lastTwo.nth(-2)).toContainText(`Line one ${stamp}`);

  // A message of HTML is shown literally and runs nothing; an http(s) address becomes a safe link.
  const html = `<img src=x onerror=alert(1)> ${stamp}`;
  await box(bob).fill(html);
  await box(bob).press("Enter");
  await box(bob).fill(`Docs at https://docs.convex.dev/home ${stamp}`);
  await box(bob).press("Enter");
  await expect(messageWith(alice, html)).toBeVisible();
  await expect(messages(alice).locator("img")).toHaveCount(0);
  const link = messageWith(alice, "Docs at").getByRole("link", { name: "https://docs.convex.dev/home" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");

  // Own messages on the right and dark, others' on the left.
  const own = messageWith(alice, hello);
  const others = messageWith(alice, html);
  await expect(own).toHaveAttribute("data-author", "me");
  await expect(own).toHaveCSS("justify-content", "flex-end");
  await expect(others).toHaveAttribute("data-author", "other");
  await expect(others).toHaveCSS("justify-content", "flex-start");
  const list = (await messages(alice).boundingBox())!;
  const ownBubble = (await own.getByRole("article").boundingBox())!;
  const otherBubble = (await others.getByRole("article").boundingBox())!;
  expect(list.x + list.width - (ownBubble.x + ownBubble.width)).toBeLessThan(40);
  expect(otherBubble.x - list.x).toBeLessThan(40);
  await expectNoA11yViolations(alice, "student: global chat with messages");

  // Alice deletes her first message; Bob sees "message removed" in its place at once.
  await own.getByRole("button", { name: `Delete message from ${aliceAccount.displayName}` }).click();
  await own.getByRole("button", { name: "Yes, delete" }).click();
  await expect(messages(bob).getByText(hello)).toHaveCount(0);
  await expect(messageWith(bob, "Line one").locator("xpath=preceding-sibling::li[1]")).toContainText("message removed");
  await expect(messageWith(bob, "Line one").getByRole("button", { name: /^Delete message from/ })).toHaveCount(0);

  // Bob leaves the room; Alice's next message shows as unread on his join page and in the top bar.
  await bob.getByRole("link", { name: "All discussions" }).click();
  await expect(bob.getByRole("link", { name: /Global Chat/ })).not.toHaveAccessibleName(/unread/);
  await box(alice).fill(`While you were away ${stamp}`);
  await box(alice).press("Enter");
  await expect(bob.getByRole("link", { name: /Global Chat/ })).toHaveAccessibleName(/1 unread/);
  await expect(bob.getByRole("banner").getByRole("link", { name: /Discussion/ })).toHaveAccessibleName(/1 unread/);
  await bob.getByRole("link", { name: /Global Chat/ }).click();
  await expect(messageWith(bob, `While you were away ${stamp}`)).toBeVisible();
  await expect(bob.getByRole("banner").getByRole("link", { name: /Discussion/ })).not.toHaveAccessibleName(/unread/);

  // History: 150 more messages; the room opens on the newest ones (its live end and the history
  // segments every member shares, ADR 0081: at least 50 of history, not all) and loads older
  // segments on scrolling up, keeping in place what the reader was looking at.
  const seed = `Seed ${stamp}`;
  const seeded = 150;
  await seedMessages(backendUrl(), seed, seeded);
  await alice.reload();
  await expect(messageExactly(alice, `${seed} #${seeded}`)).toBeInViewport();
  await expect(messageExactly(alice, `${seed} #1`)).toHaveCount(0);
  const items = messages(alice).getByRole("listitem");
  const numbers = async () =>
    (await items.allTextContents()).flatMap((text) => {
      const found = new RegExp(`${seed} #(\\d+)`).exec(text);
      return found ? [Number(found[1])] : [];
    });
  // The room asks for history segments until it holds at least 50: wait for them, then count.
  await expect.poll(async () => seeded - Math.min(...(await numbers()))).toBeGreaterThanOrEqual(50);
  const first = Math.min(...(await numbers()));
  // Where the oldest one shown will be once scrolled to the top, measured before anything older is
  // loaded: loading the older segment above must leave it exactly there.
  const anchor = messageExactly(alice, `${seed} #${first}`);
  const scroller = (await messages(alice).boundingBox())!;
  const offset =
    (await anchor.boundingBox())!.y - scroller.y + (await messages(alice).evaluate((element) => element.scrollTop));
  await messages(alice).evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(messageExactly(alice, `${seed} #${first - 1}`)).toHaveCount(1);
  expect(Math.abs((await anchor.boundingBox())!.y - (scroller.y + offset))).toBeLessThan(4);
  // Scrolling on up, segment after segment, reaches the start of the conversation.
  const start = alice.getByText("Start of the conversation");
  for (let shown = await items.count(); !(await start.isVisible()); shown = await items.count()) {
    await messages(alice).evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(start.or(items.nth(shown)).first()).toBeAttached();
  }
  await expect(messageExactly(alice, `${seed} #1`)).toHaveCount(1);
  await expect(messageWith(alice, `While you were away ${stamp}`)).toHaveCount(1);
  expect(new Set(await numbers()).size).toBe(seeded);

  // Scrolled up, a new message does not pull the view down: a "New messages" button does.
  await box(bob).fill(`Are you still there ${stamp}`);
  await box(bob).press("Enter");
  const newMessages = alice.getByRole("button", { name: "New messages" });
  await expect(newMessages).toBeVisible();
  await expect(messageWith(alice, `Are you still there ${stamp}`)).not.toBeInViewport();
  await newMessages.click();
  await expect(messageWith(alice, `Are you still there ${stamp}`)).toBeInViewport();
  await expect(newMessages).toHaveCount(0);

  // Phone width with a long history: the message box stays in view (only the message list
  // scrolls, the document does not).
  await alice.setViewportSize({ width: 390, height: 844 });
  await expect(box(alice)).toBeInViewport({ ratio: 1 });
  expect(await documentOverflow()).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(alice, "student: global chat at phone width");
  expect(dialogs).toEqual([]);
});

test("a course's teacher opens its room from the course page; a student outside the course is refused", async ({
  page: teacher,
  otherPage: outsider,
}) => {
  const courseName = `Compilers ${Date.now().toString(36)}`;
  const teacherAccount = await signInAs(teacher, "teacher");
  const course = await createCourse(teacherAccount, courseName, {
    description: "Parsing, type checking and code generation.",
    hours: 20,
    category: "Systems Programming",
  });
  await openCourse(teacher, course);
  await expect(teacher.getByRole("heading", { name: "Recent activity" })).toBeVisible();
  // axe: a teacher's new course page without lessons is courses.spec's "teacher: course page with the lesson editor".

  await teacher.getByRole("main").getByRole("link", { name: "Discussion" }).click();
  await expect(teacher).toHaveURL(/\/chatRoom\?room=/);
  await expect(
    teacher.getByRole("heading", { name: `Welcome ${teacherAccount.displayName} to ${courseName}`, level: 1 }),
  ).toBeVisible();
  await expect(teacher.getByText("No messages yet")).toBeVisible();
  await box(teacher).fill("Office hours are on Thursday.");
  await box(teacher).press("Enter");
  await expect(messageExactly(teacher, "Office hours are on Thursday.")).toHaveAttribute("data-author", "me");
  await expectNoA11yViolations(teacher, "teacher: course room");

  // The join page lists the course's room under the global one.
  await teacher.getByRole("link", { name: "All discussions" }).click();
  await expect(teacher.getByRole("link", { name: /Global Chat/ })).toBeVisible();
  await expect(teacher.getByRole("link", { name: new RegExp(courseName) })).toBeVisible();

  await signInAs(outsider, "student");
  const roomUrl = await teacher.getByRole("link", { name: new RegExp(courseName) }).getAttribute("href");
  await outsider.goto(roomUrl!);
  await expect(outsider.getByText("Only this course's students and teacher can join its discussion.")).toBeVisible();
  await expect(box(outsider)).toHaveCount(0);
  await expect(outsider.getByText("Office hours are on Thursday.")).toHaveCount(0);
  await expectNoA11yViolations(outsider, "student: course room refused");
});

test("a student removed from the course while in its room is shown out at once; the teacher's room goes on", async ({
  page: teacher,
  otherPage: student,
}) => {
  const courseName = `Networks ${Date.now().toString(36)}`;
  const teacherAccount = await signInAs(teacher, "teacher");
  const course = await createCourse(teacherAccount, courseName, { hours: 10, category: "Systems Programming" });
  const studentAccount = await signInAs(student, "student");
  await enrol(student, studentAccount, course);
  const roomUrl = `/chatRoom?room=${course.id}`;
  await teacher.goto(roomUrl);
  await student.goto(roomUrl);
  await box(teacher).fill("Welcome to the room.");
  await box(teacher).press("Enter");
  await expect(messageExactly(student, "Welcome to the room.")).toBeVisible();

  // The room's shared queries take a ticket every member holds alike (ADR 0081); the removal
  // changes it, and the removed student's room closes without a reload.
  await clientAs(teacherAccount).mutation(removeStudent, {
    courseId: course.id,
    userId: studentAccount.userId,
    reason: "Moved to another group",
  });
  await expect(student.getByRole("heading", { name: "This discussion is for the course's people" })).toBeVisible();
  await expect(box(student)).toHaveCount(0);
  await expect(student.getByText("Welcome to the room.")).toHaveCount(0);

  await box(teacher).fill("Only the course's people read this.");
  await box(teacher).press("Enter");
  await expect(messageExactly(teacher, "Only the course's people read this.")).not.toHaveAttribute("data-pending");
  await expect(messageExactly(teacher, "Welcome to the room.")).toBeVisible();
  await expect(student.getByText("Only the course's people read this.")).toHaveCount(0);
});
