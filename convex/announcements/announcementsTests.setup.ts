// Not deployed (two dots in the name): the people, course and calls the announcement tests share.
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { chatWorld } from "../chat/chatTests.setup";
import type { TestConvex } from "../test.setup";
import { notificationText } from "../notifications/model/words";

export { appErrorOf, enrol, firstPage } from "../chat/chatTests.setup";

/** A course by `teacher` with `enrolled` enrolled; `student`, `otherTeacher` and `admin` outside it. */
export const announcementWorld = chatWorld;

/** A plain published announcement by the course's teacher. */
export async function postPlain(
  as: { mutation: TestConvex["mutation"] },
  courseId: Id<"courses">,
  overrides: Partial<{ title: string; body: string; pinned: boolean; publishAt: number; dateAt: number }> = {},
): Promise<Id<"announcements">> {
  return await as.mutation(api.announcements.announcements.post, {
    courseId,
    title: "Room change",
    body: "We meet in **room 12**.",
    pinned: false,
    ...overrides,
  });
}

/** The bell rows of one person of one kind. */
export async function bellRows(t: TestConvex, userId: Id<"users">, type: string) {
  return await t.run(async (ctx) =>
    (
      await ctx.db
        .query("notifications")
        .withIndex("by_user_read", (q) => q.eq("userId", userId))
        .collect()
    )
      .filter((row) => row.type === type)
      // What the row says, in English (issue #33: rows keep a key and parameters).
      .map((row) => ({ ...row, title: notificationText(row.message, "en") })),
  );
}
