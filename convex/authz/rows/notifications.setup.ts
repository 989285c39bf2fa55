// Not deployed (two dots in the name): authorization rows of convex/notifications.ts.
import type { Id } from "../../_generated/dataModel";
import { emit } from "../../events/emit";
import { reminderKey } from "../../notifications/projector";
import type { TestConvex } from "../../test.setup";
import { signedIn, type Caller, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";

const own = new WeakMap<World, Id<"notifications">>();

/** One unread notification of the caller's own (the visitor borrows the student's). */
async function prepareNotification(t: TestConvex, world: World, caller: Caller): Promise<void> {
  const userId = world.of(caller).userId;
  // A deadline reminder of the world's course: an event, as the clock would emit it.
  const id = await t.run(async (ctx) => {
    const course = await ctx.db.get("courses", world.courseId);
    const assignmentKey = `matrix:${caller}`;
    await emit(ctx, {
      type: "deadline_reminded",
      v: 1,
      courseKey: course!.key,
      assignmentKey,
      title: "Essay",
      deadlineAt: 1,
      studentIds: [userId],
    });
    const row = await ctx.db
      .query("notifications")
      .withIndex("by_key", (q) => q.eq("key", reminderKey(assignmentKey, 1, userId)))
      .unique();
    return row!._id;
  });
  own.set(world, id);
}

function notificationOf(world: World): Id<"notifications"> {
  const id = own.get(world);
  if (id === undefined) throw new Error("prepareNotification did not run");
  return id;
}

export const rows: Rows = {
  "notifications/notifications:list": {
    rule: "signed in; only the caller's own notifications",
    prepare: prepareNotification,
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: signedIn("allowed"),
  },
  "notifications/notifications:unreadCount": {
    rule: "signed in; counts only the caller's own",
    args: () => ({}),
    expect: signedIn("allowed"),
  },
  "notifications/notifications:markRead": {
    rule: "signed in; only the caller's own notification (someone else's is NOT_FOUND)",
    prepare: prepareNotification,
    args: (world) => ({ id: notificationOf(world) }),
    expect: signedIn("allowed"),
  },
  "notifications/notifications:markAllRead": {
    rule: "signed in; marks only the caller's own",
    args: () => ({}),
    expect: signedIn("allowed"),
  },
};
