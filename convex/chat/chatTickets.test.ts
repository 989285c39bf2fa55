/**
 * Room tickets (ADR 0081): the same for every member, checked without the caller by the room's
 * shared queries, refused when forged, tampered, of another room or out of date; and out of date as
 * soon as anyone may have lost access (removal from the course, suspension, no longer Admin).
 * Two people never see each other's private results: the shared results carry nothing per person,
 * and the per-person ones stay each their own.
 */
import { englishOf } from "../lib/appError";
import { expect, test } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { appErrorOf, chatWorld, ticketOf } from "./chatTests.setup";
import { ROOM_TICKET_REFUSED } from "../shared/chatRules";
import { base64url, fromBase64url } from "../lib/signedTokens";
import { seedUser } from "../test.setup";

const refusedTicket = { code: "BAD_TICKET", message: englishOf(ROOM_TICKET_REFUSED) };

test("every member gets the same ticket and the same shared results; their own results stay their own", async () => {
  const { teacher, enrolled, admin, courseId } = await chatWorld();
  await enrolled.as.mutation(api.chat.chat.send, { room: courseId, text: "from Eve" });
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "from Tess" });
  const members = [enrolled, teacher, admin];
  const headers = await Promise.all(members.map((m) => m.as.query(api.chat.chat.room, { room: courseId })));
  const [ticket] = headers.map((header) => header.ticket);
  expect(new Set(headers.map((header) => header.ticket)).size).toBe(1);
  // The per-person part differs: only the teacher and the Admin moderate.
  expect(headers.map((header) => header.canModerate)).toEqual([false, true, true]);
  // The shared results are equal for everyone, to the byte.
  const lives = await Promise.all(members.map((m) => m.as.query(api.chat.chat.live, { room: courseId, ticket })));
  for (const live of lives) expect(JSON.stringify(live)).toBe(JSON.stringify(lives[0]));
  expect(lives[0].page.map((m) => m.text)).toEqual(["from Tess", "from Eve"]);
  // Nothing in them says whose view it is.
  expect(Object.keys(lives[0].page[0]).sort()).toEqual([
    "_creationTime",
    "_id",
    "authorId",
    "authorName",
    "removed",
    "text",
  ]);
  // Each person's unread count is their own: one reading the room moves theirs only.
  const unread = async (who: typeof enrolled) =>
    (await who.as.query(api.chat.chat.rooms, {})).find((r) => r.room === courseId)?.unread;
  const teachers = await unread(teacher);
  expect(await unread(enrolled)).toBeGreaterThan(0);
  await enrolled.as.mutation(api.chat.chat.markRead, { room: courseId });
  expect(await unread(enrolled)).toBe(0);
  expect(await unread(teacher)).toBe(teachers);
});

test("a non-member gets no ticket, and none they can make opens the room", async () => {
  const { t, enrolled, student, otherTeacher, courseId } = await chatWorld();
  await enrolled.as.mutation(api.chat.chat.send, { room: courseId, text: "course secret" });
  const real = await ticketOf(enrolled, courseId);
  const [body, signature] = real.split(".");
  const claims = new TextDecoder().decode(fromBase64url(body)!);
  const forged = [
    "",
    "not-a-ticket",
    `${body}.${base64url(new Uint8Array(32))}`,
    // Another epoch, the signature kept.
    `${base64url(new TextEncoder().encode(claims.replace(/,(\d+)\]$/, (_, n: string) => `,${Number(n) + 1}]`)))}.${signature}`,
    // The course room's claims under another room's (global's) signature.
    `${body}.${(await ticketOf(student, "global")).split(".")[1]}`,
    // The right body and signature, one character changed.
    `${body}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
  ];
  for (const outsider of [student, otherTeacher]) {
    expect((await appErrorOf(outsider.as.query(api.chat.chat.room, { room: courseId }))).code).toBe("FORBIDDEN");
    for (const ticket of forged) {
      for (const call of [
        outsider.as.query(api.chat.chat.live, { room: courseId, ticket }),
        outsider.as.query(api.chat.chat.history, { room: courseId, ticket, before: Date.now() }),
        outsider.as.query(api.chat.presence.list, { roomToken: ticket }),
      ]) {
        expect(await appErrorOf(call), ticket).toEqual(refusedTicket);
      }
    }
  }
  // Global's own ticket (theirs to have) does not open the course room: it names global.
  const global = await ticketOf(student, "global");
  expect(await appErrorOf(student.as.query(api.chat.chat.live, { room: courseId, ticket: global }))).toEqual(
    refusedTicket,
  );
  expect(
    await appErrorOf(student.as.query(api.chat.chat.history, { room: courseId, ticket: global, before: Date.now() })),
  ).toEqual(refusedTicket);
  // A visitor holding a bad ticket is refused alike (nothing of the caller is read).
  expect(await appErrorOf(t.query(api.chat.chat.live, { room: courseId, ticket: forged[2] }))).toEqual(refusedTicket);
  // A real ticket names its room: asking for another with it is refused.
  expect(await appErrorOf(enrolled.as.query(api.chat.chat.live, { room: "global", ticket: real }))).toEqual(
    refusedTicket,
  );
});

test("a student removed from the course: every ticket of the room changes, theirs is refused, the others get the new one", async () => {
  const { t, teacher, enrolled, courseId } = await chatWorld();
  await teacher.as.mutation(api.chat.chat.send, { room: courseId, text: "before" });
  const old = await ticketOf(enrolled, courseId);
  const globalBefore = await ticketOf(enrolled, "global");
  await teacher.as.mutation(api.courses.roster.remove, {
    courseId,
    userId: enrolled.userId,
    reason: "Left the programme",
  });
  expect(await appErrorOf(enrolled.as.query(api.chat.chat.live, { room: courseId, ticket: old }))).toEqual(
    refusedTicket,
  );
  expect(await appErrorOf(t.query(api.chat.chat.live, { room: courseId, ticket: old }))).toEqual(refusedTicket);
  expect((await appErrorOf(enrolled.as.query(api.chat.chat.room, { room: courseId }))).code).toBe("FORBIDDEN");
  const fresh = await ticketOf(teacher, courseId);
  expect(fresh).not.toBe(old);
  expect((await teacher.as.query(api.chat.chat.live, { room: courseId, ticket: fresh })).page).toHaveLength(1);
  // Other rooms keep their tickets.
  expect(await ticketOf(enrolled, "global")).toBe(globalBefore);
});

test("a suspension changes every room's tickets; so does an Admin no longer being one", async () => {
  const { t, teacher, enrolled, admin, courseId } = await chatWorld();
  const tickets = async () => [await ticketOf(teacher, courseId), await ticketOf(teacher, "global")];
  const before = await tickets();
  await admin.as.mutation(api.admin.admin.suspend, { userId: enrolled.userId as Id<"users">, reason: "Spam" });
  const suspended = await tickets();
  expect(suspended[0]).not.toBe(before[0]);
  expect(suspended[1]).not.toBe(before[1]);
  for (const [room, ticket] of [
    [courseId, before[0]],
    ["global", before[1]],
  ] as const) {
    expect(await appErrorOf(teacher.as.query(api.chat.chat.live, { room, ticket }))).toEqual(refusedTicket);
  }
  // A role change that takes nothing away (a student made a teacher) changes no ticket.
  await t.mutation(internal.admin.admin.setRole, { email: teacher.email, role: "teacher" });
  expect(await tickets()).toEqual(suspended);
  const ada = await seedUser(t, "Admin", { displayName: "Ada Second" });
  await t.mutation(internal.admin.admin.setRole, { email: ada.email, role: "teacher" });
  expect((await tickets())[0]).not.toBe(suspended[0]);
});
