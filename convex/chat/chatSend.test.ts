/** chat.send: the text rules, the author's name, and the sending rate (fake timers). */
import { englishOf } from "../lib/appError";
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { appErrorOf, chatWorld, enrol, livePage } from "./chatTests.setup";
import { seedUser } from "../test.setup";
import {
  BLANK_MESSAGE,
  CHAT_MESSAGE_MAX,
  CHAT_RATE,
  RATE_LIMITED_MESSAGE,
  TOO_LONG_MESSAGE,
  VERIFY_TO_POST_GLOBAL,
} from "../shared/chatRules";

afterEach(() => {
  vi.useRealTimers();
});

describe("the text", () => {
  test("is trimmed and stored with the author's name at the time of sending", async () => {
    const { t, enrolled } = await chatWorld();
    const id = await enrolled.as.mutation(api.chat.chat.send, { room: "global", text: "  Hello\nworld  \n" });
    await t.run((ctx) => ctx.db.patch("users", enrolled.userId, { displayName: "Eve Renamed" }));
    const [message] = await livePage(enrolled, "global");
    expect(message).toMatchObject({
      _id: id,
      text: "Hello\nworld",
      authorId: enrolled.userId,
      authorName: "Eve Enrolled",
      removed: false,
    });
  });

  test("blank or whitespace is refused with a message and stores nothing", async () => {
    const { t, enrolled } = await chatWorld();
    for (const text of ["", "   ", "\n\t \n"]) {
      expect(await appErrorOf(enrolled.as.mutation(api.chat.chat.send, { room: "global", text }))).toEqual({
        code: "INVALID",
        message: englishOf(BLANK_MESSAGE),
      });
    }
    expect(await t.run((ctx) => ctx.db.query("messages").collect())).toEqual([]);
  });

  test(`${CHAT_MESSAGE_MAX} characters after trimming are accepted, one more is refused naming the limit`, async () => {
    const { enrolled } = await chatWorld();
    const longest = "x".repeat(CHAT_MESSAGE_MAX);
    await enrolled.as.mutation(api.chat.chat.send, { room: "global", text: `  ${longest}  ` });
    const refused = await appErrorOf(enrolled.as.mutation(api.chat.chat.send, { room: "global", text: `${longest}y` }));
    expect(refused).toEqual({ code: "INVALID", message: englishOf(TOO_LONG_MESSAGE) });
    expect(englishOf(TOO_LONG_MESSAGE)).toContain("2,000");
    const page = { page: await livePage(enrolled, "global") };
    expect(page.page.map((m) => m.text.length)).toEqual([CHAT_MESSAGE_MAX]);
  });

  test("text that looks like HTML is stored and returned as it was typed", async () => {
    const { enrolled } = await chatWorld();
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    await enrolled.as.mutation(api.chat.chat.send, { room: "global", text: html });
    const page = { page: await livePage(enrolled, "global") };
    expect(page.page[0].text).toBe(html);
  });
});

describe("the sending rate", () => {
  test(`a burst of ${CHAT_RATE.capacity} is accepted, the next is refused with retryAfter, and one more is accepted a second later`, async () => {
    vi.useFakeTimers();
    const { t, enrolled, student } = await chatWorld();
    const send = (text: string, who = enrolled) => who.as.mutation(api.chat.chat.send, { room: "global", text });
    for (let i = 1; i <= CHAT_RATE.capacity; i++) await send(`burst ${i}`);

    const refused = await appErrorOf(send("too fast"));
    expect(refused).toMatchObject({ code: "RATE_LIMITED", message: englishOf(RATE_LIMITED_MESSAGE) });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(CHAT_RATE.periodMs);
    // The limit is per person: someone else still sends.
    await send("meanwhile", student);

    vi.advanceTimersByTime(refused.retryAfter ?? CHAT_RATE.periodMs);
    await send("after a second");
    // Only one token came back: the next is refused again.
    expect((await appErrorOf(send("again too fast"))).code).toBe("RATE_LIMITED");

    // Every accepted message is stored exactly once; no refused one is.
    const texts = await t.run(async (ctx) => (await ctx.db.query("messages").collect()).map((m) => m.text));
    expect(texts).toEqual(["burst 1", "burst 2", "burst 3", "burst 4", "burst 5", "meanwhile", "after a second"]);
  });

  test("refused input takes no token", async () => {
    vi.useFakeTimers();
    const { enrolled, student } = await chatWorld();
    for (let i = 0; i < 10; i++) {
      expect((await appErrorOf(enrolled.as.mutation(api.chat.chat.send, { room: "global", text: " " }))).code).toBe(
        "INVALID",
      );
      expect((await appErrorOf(student.as.mutation(api.chat.chat.send, { room: "nope", text: "hi" }))).code).toBe(
        "NOT_FOUND",
      );
    }
    for (let i = 1; i <= CHAT_RATE.capacity; i++) {
      await enrolled.as.mutation(api.chat.chat.send, { room: "global", text: `ok ${i}` });
      await student.as.mutation(api.chat.chat.send, { room: "global", text: `ok ${i}` });
    }
  });
});

describe("an account whose address is not verified (ADR 0059)", () => {
  test("reads the global room and talks in its course room, but posts in global only once verified", async () => {
    const { t, teacher, courseId } = await chatWorld();
    const newcomer = await seedUser(t, "student", { displayName: "Nia New", verified: false });
    await enrol(newcomer, courseId);
    await teacher.as.mutation(api.chat.chat.send, { room: "global", text: "Welcome, everyone" });

    expect(await appErrorOf(newcomer.as.mutation(api.chat.chat.send, { room: "global", text: "Hi all" }))).toEqual({
      code: "FORBIDDEN",
      message: englishOf(VERIFY_TO_POST_GLOBAL),
    });
    const global = { page: await livePage(newcomer, "global") };
    expect(global.page.map((message) => message.text)).toEqual(["Welcome, everyone"]);
    await newcomer.as.mutation(api.chat.chat.send, { room: courseId, text: "Hello class" });

    await t.run((ctx) => ctx.db.patch("users", newcomer.userId, { emailVerificationTime: Date.now() }));
    await newcomer.as.mutation(api.chat.chat.send, { room: "global", text: "Hi all" });
    const after = { page: await livePage(newcomer, "global") };
    expect(after.page.map((message) => message.text)).toEqual(["Hi all", "Welcome, everyone"]);
  });

  test("an unverified teacher or Admin may not post in global either: the rule is the address, not the role", async () => {
    const { t } = await chatWorld();
    for (const role of ["teacher", "Admin"] as const) {
      const person = await seedUser(t, role, { verified: false });
      expect(await appErrorOf(person.as.mutation(api.chat.chat.send, { room: "global", text: "Hello" }))).toMatchObject(
        { code: "FORBIDDEN" },
      );
    }
  });
});
