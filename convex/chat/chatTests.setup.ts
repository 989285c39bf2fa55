// Not deployed (two dots in the name): the people and course the chat tests share.
import { ConvexError } from "convex/values";
import { expect } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { validCourse } from "../courses/courseTests.setup";
import { GLOBAL_ROOM } from "../shared/chatRules";
import { emit } from "../events/emit";
import { newTest, seedUser, type TestConvex } from "../test.setup";

type Person = Awaited<ReturnType<typeof seedUser>>;

/** The enrolment form's fields a chat test fills in. */
export const ENROLMENT = {
  phoneNumber: "+44 20 7946 0958",
  degreeProgram: "Computer Science",
  yearOrSemester: "Year 2",
  paymentMethod: "paypal" as const,
};

/**
 * A course by `teacher` with `enrolled` enrolled (through courses.create and enrollments.enroll);
 * `student` (not enrolled), `otherTeacher` and `admin` belong to no course.
 */
export async function chatWorld(t: TestConvex = newTest()) {
  const teacher = await seedUser(t, "teacher", { displayName: "Tess Teacher" });
  const enrolled = await seedUser(t, "student", { displayName: "Eve Enrolled" });
  const student = await seedUser(t, "student", { displayName: "Sam Student" });
  const otherTeacher = await seedUser(t, "teacher", { displayName: "Otto Other" });
  const admin = await seedUser(t, "Admin", { displayName: "Ada Admin" });
  const courseId = await teacher.as.mutation(api.courses.courses.create, validCourse);
  await enrol(enrolled, courseId);
  return { t, teacher, enrolled, student, otherTeacher, admin, courseId };
}

/** `person` enrols in the course through the form (which puts them in its room). */
export async function enrol(person: Pick<Person, "as">, courseId: Id<"courses">): Promise<void> {
  await person.as.mutation(api.courses.enrollments.enroll, { courseId, ...ENROLMENT });
}

/** The first page of a paginated query (the announcements' tests use it). */
export const firstPage = (numItems = 50) => ({ numItems, cursor: null });

/** `person`'s ticket of `room` (chat.room's), which the room's shared queries take. */
export async function ticketOf(person: Pick<Person, "as">, room: string): Promise<string> {
  return (await person.as.query(api.chat.chat.room, { room })).ticket;
}

/** The room's live end's messages as `person` gets them (with their own ticket), newest first. */
export async function livePage(person: Pick<Person, "as">, room: string) {
  return (await person.as.query(api.chat.chat.live, { room, ticket: await ticketOf(person, room) })).page;
}

/** The room's whole history as `person` sees it: the live end, then every segment down, newest first. */
export async function wholeRoom(person: Pick<Person, "as">, room: string) {
  const ticket = await ticketOf(person, room);
  const live = await person.as.query(api.chat.chat.live, { room, ticket });
  const segments: { page: { text: string; _creationTime: number }[]; older: number | null }[] = [];
  for (let before = live.anchor; before !== null; before = segments.at(-1)!.older) {
    segments.push(await person.as.query(api.chat.chat.history, { room, ticket, before }));
    if (segments.length > 10_000) throw new Error("the segments do not end");
  }
  return { live, segments, messages: [...live.page, ...segments.flatMap((segment) => segment.page)] };
}

/**
 * The AppError a rejected call threw, as its code, its English message (compare with
 * `englishOf(MESSAGE)`) and any retryAfter; fails the test if it resolved or threw something else.
 */
export async function appErrorOf(
  call: Promise<unknown>,
): Promise<{ code: string; message: string; retryAfter?: number }> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, "expected the call to be refused").toBeInstanceOf(ConvexError);
  const {
    key: _key,
    params: _params,
    ...rest
  } = (
    error as ConvexError<{
      code: string;
      key?: string;
      params?: Record<string, string | number>;
      message: string;
      retryAfter?: number;
    }>
  ).data;
  return rest;
}

/** The event `message_sent` as chat.send emits it, without its rules (no rate limit): for many messages. */
export async function sendIn(
  ctx: MutationCtx,
  room: string,
  authorId: Id<"users">,
  text: string,
  authorName = "Tess",
): Promise<void> {
  const courseId = room === GLOBAL_ROOM ? null : ctx.db.normalizeId("courses", room);
  const course = courseId === null ? null : await ctx.db.get("courses", courseId);
  await emit(ctx, {
    type: "message_sent",
    v: 1,
    actorId: authorId,
    ...(course !== null ? { courseKey: course.key } : {}),
    room: course?.key ?? GLOBAL_ROOM,
    text,
    authorName,
  });
}

/** `count` messages by `authorId` in each of `rooms`, as chat.send makes them ("m1", "m2", ...). */
export async function flood(t: TestConvex, rooms: string[], authorId: Id<"users">, count: number, authorName?: string) {
  await t.run(async (ctx) => {
    for (const room of rooms) {
      for (let i = 1; i <= count; i++) await sendIn(ctx, room, authorId, `m${i}`, authorName);
    }
  });
}
