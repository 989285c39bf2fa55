// Not deployed (two dots in the name): helpers of the notification and activity tests.
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { uploadPdf } from "./assignmentsTests.setup";
import type { TestConvex } from "./test.setup";

type Client = ReturnType<TestConvex["withIdentity"]>;

/** The caller's whole first page of notifications (titles and types, newest first). */
export async function bell(as: Client) {
  const { page } = await as.query(api.notifications.list, { paginationOpts: { numItems: 50, cursor: null } });
  return page;
}

/** A student hands in a PDF for an assignment through the real flow. */
export async function submitWork(t: TestConvex, as: Client, assignmentId: Id<"assignments">) {
  const fileId = await uploadPdf(t, as, "submission", "answer.pdf");
  return await as.mutation(api.submissions.submit, { assignmentId, fileId });
}

/** Every notification and activity row without ids, creation times and read marks, in a stable order. */
export async function readModels(t: TestConvex) {
  return await t.run(async (ctx) => {
    const notifications = (await ctx.db.query("notifications").collect())
      .filter((row) => row.eventId !== undefined)
      .map((row) => JSON.stringify([row.userId, row.type, row.title, row.link, row.eventId, row.key, row.at]))
      .sort();
    const activity = (await ctx.db.query("courseActivity").collect())
      .map((row) => JSON.stringify([row.courseId, row.eventId, row.type, row.actorName, row.summary, row.at]))
      .sort();
    return { notifications, activity };
  });
}
