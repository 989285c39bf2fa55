/**
 * Teachers told, grouped (ADR 0074): a hand-in, an enrolment or a message in a course room makes
 * one bell row for the course's teacher per group while that row is unread. No event patches the
 * row (ADR 0051: thirty hand-ins in the deadline minute would all write it): each inserts one small
 * `notificationGroupItems` row, and the bell counts a group's people from those when it is read.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { ProjectOptions } from "../../events/projector";
import { notify, type NewNotification } from "./rows";
import { GROUPED_KEYS, type NotifyMessage } from "../../shared/notifications/messages";

/** Items a group's count reads at most: beyond, the bell says "99+ others". */
export const GROUP_COUNT_LIMIT = 100;

export type GroupedNotification = Omit<NewNotification, "group" | "type"> & {
  /** The kinds that group; the row's message names who started it (`name`) and the thing. */
  type: keyof typeof GROUPED_KEYS;
  /** "<kind>:<assignment or course key>". */
  group: string;
  /** Who did it (one person counts once however often they act). */
  actorId: Id<"users">;
};

/** A group's key for a kind and the thing it gathers. */
export function groupKey(kind: "submitted" | "enrolled" | "room_message", thingKey: string): string {
  return `${kind}:${thingKey}`;
}

/**
 * Records the event in its group and tells the teacher unless their row of the group is still
 * unread; returns whether a row was added (it goes through `notify`, so the mail outbox sees one
 * insert per group).
 */
export async function notifyGrouped(
  ctx: MutationCtx,
  item: GroupedNotification,
  options: ProjectOptions,
): Promise<boolean> {
  const { actorId, ...notification } = item;
  await ctx.db.insert("notificationGroupItems", {
    key: item.key,
    userId: item.userId,
    group: item.group,
    actorId,
    at: item.at,
  });
  const unread = await ctx.db
    .query("notifications")
    .withIndex("by_user_group_read", (q) => q.eq("userId", item.userId).eq("group", item.group).eq("read", false))
    .first();
  if (unread !== null) return false;
  return await notify(ctx, notification, options);
}

/** The first row of the group after `at` with the given read state, if any. */
async function nextOf(ctx: QueryCtx, row: Doc<"notifications">, group: string, read: boolean) {
  return await ctx.db
    .query("notifications")
    .withIndex("by_user_group_read", (q) =>
      q.eq("userId", row.userId).eq("group", group).eq("read", read).gt("at", row.at),
    )
    .first();
}

/**
 * How many distinct people a grouped row gathers: from its `at` until the group's next row (an
 * unread row is the group's newest). At most GROUP_COUNT_LIMIT items are read; `more` says there
 * may be others.
 */
export async function groupCount(
  ctx: QueryCtx,
  row: Doc<"notifications">,
): Promise<{ people: number; more: boolean } | null> {
  const group = row.group;
  if (group === undefined) return null;
  let end = Number.POSITIVE_INFINITY;
  if (row.read) {
    const [nextRead, nextUnread] = await Promise.all([nextOf(ctx, row, group, true), nextOf(ctx, row, group, false)]);
    end = Math.min(nextRead?.at ?? end, nextUnread?.at ?? end);
  }
  const items = await ctx.db
    .query("notificationGroupItems")
    .withIndex("by_user_group_time", (q) => q.eq("userId", row.userId).eq("group", group).gte("at", row.at))
    .take(GROUP_COUNT_LIMIT);
  const people = new Set(items.filter((each) => each.at < end).map((each) => each.actorId));
  return { people: people.size, more: items.length === GROUP_COUNT_LIMIT && items.every((each) => each.at < end) };
}

/**
 * "Maya and 29 others turned in Essay 2" (the kind's grouped words with the row's parameters, and
 * `others`, `more`: "99+ others"); the row's own message when it gathers one person.
 */
export function groupedMessage(
  row: Pick<Doc<"notifications">, "type" | "message" | "group">,
  count: { people: number; more: boolean } | null,
): NotifyMessage {
  const key = (GROUPED_KEYS as Partial<Record<string, NotifyMessage["key"]>>)[row.type];
  if (count === null || row.group === undefined || key === undefined) return row.message;
  const others = count.people - 1;
  // Nobody else among the items read (even past the limit: one person's many messages) reads as one.
  if (others < 1) return row.message;
  return { key, params: { ...row.message.params, others, more: count.more ? "yes" : "no" } };
}
