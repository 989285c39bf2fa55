// Not deployed (two dots in the name): authorization rows of convex/notifications.ts.
import type { Id } from "../../_generated/dataModel";
import type { TestConvex } from "../../test.setup";
import { signedIn, type Caller, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";

const own = new WeakMap<World, Id<"notifications">>();

/** One unread notification of the caller's own (the visitor borrows the student's). */
async function prepareNotification(t: TestConvex, world: World, caller: Caller): Promise<void> {
  const userId = world.of(caller).userId;
  const id = await t.run((ctx) =>
    ctx.db.insert("notifications", {
      userId,
      type: "role_changed",
      title: "Your role is now student",
      link: { route: "/dashboard" },
      key: `matrix:${userId}`,
      read: false,
      at: 0,
    }),
  );
  own.set(world, id);
}

function notificationOf(world: World): Id<"notifications"> {
  const id = own.get(world);
  if (id === undefined) throw new Error("prepareNotification did not run");
  return id;
}

export const rows: Rows = {
  "notifications:list": {
    rule: "signed in; only the caller's own notifications",
    prepare: prepareNotification,
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: signedIn("allowed"),
  },
  "notifications:unreadCount": {
    rule: "signed in; counts only the caller's own",
    args: () => ({}),
    expect: signedIn("allowed"),
  },
  "notifications:markRead": {
    rule: "signed in; only the caller's own notification (someone else's is NOT_FOUND)",
    prepare: prepareNotification,
    args: (world) => ({ id: notificationOf(world) }),
    expect: signedIn("allowed"),
  },
  "notifications:markAllRead": {
    rule: "signed in; marks only the caller's own",
    args: () => ({}),
    expect: signedIn("allowed"),
  },
};
