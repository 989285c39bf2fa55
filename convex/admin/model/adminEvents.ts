import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { EventType } from "../../schema";
import { clampPage } from "./adminPeople";
import { describePayload } from "../eventDescriptions";
import { courseByKey } from "../../courses/keys";

export type EventFilters = {
  type?: EventType;
  courseId?: Id<"courses">;
  personId?: Id<"users">;
  /** Whether `personId` is the one who acted (default) or the one the event is about. */
  personAs?: "actor" | "subject";
  /** Inclusive bounds on the event's time (ms since the epoch). */
  from?: number;
  to?: number;
};

/** One line of the console's event log. */
export type EventRow = {
  _id: Id<"events">;
  type: EventType;
  at: number;
  actorName: string | null;
  subjectName: string | null;
  courseName: string | null;
  detail: string;
  /** The entity it changed (or created): what "History" shows. */
  entityKey: string;
};

const LATEST = Number.MAX_SAFE_INTEGER;

/**
 * The event log, newest first. Every index on `events` ends in `_creationTime`, so the date range
 * is always part of the index range. The most selective filter picks the index: a person
 * (by_actor / by_subject), else a course (by_course), else a type (by_type), else the time alone
 * (by_creation_time). The filters the index did not serve are applied to the page that was read,
 * so a call reads at most `numItems` events (a page may come back shorter than asked, never
 * costlier); combined indexes for every pair would serve them exactly, at the price of six more
 * indexes on the busiest table, and the console's filters are usually one at a time.
 */
export async function pageEvents(
  ctx: QueryCtx,
  filters: EventFilters,
  opts: PaginationOptions,
): Promise<PaginationResult<Doc<"events">>> {
  const paginationOpts = clampPage(opts);
  const from = filters.from ?? 0;
  const to = filters.to ?? LATEST;
  const { personId, type } = filters;
  // Events name their course by its key; an unknown course matches nothing.
  const courseKey =
    filters.courseId === undefined ? undefined : ((await ctx.db.get("courses", filters.courseId))?.key ?? "none");
  const events = ctx.db.query("events");
  let result: PaginationResult<Doc<"events">>;
  if (personId !== undefined && filters.personAs === "subject") {
    result = await events
      .withIndex("by_subject", (q) =>
        q.eq("subjectUserId", personId).gte("_creationTime", from).lte("_creationTime", to),
      )
      .order("desc")
      .paginate(paginationOpts);
  } else if (personId !== undefined) {
    result = await events
      .withIndex("by_actor", (q) => q.eq("actorId", personId).gte("_creationTime", from).lte("_creationTime", to))
      .order("desc")
      .paginate(paginationOpts);
  } else if (courseKey !== undefined) {
    result = await events
      .withIndex("by_course", (q) => q.eq("courseKey", courseKey).gte("_creationTime", from).lte("_creationTime", to))
      .order("desc")
      .paginate(paginationOpts);
  } else if (type !== undefined) {
    result = await events
      .withIndex("by_type", (q) => q.eq("type", type).gte("_creationTime", from).lte("_creationTime", to))
      .order("desc")
      .paginate(paginationOpts);
  } else {
    result = await events
      .withIndex("by_creation_time", (q) => q.gte("_creationTime", from).lte("_creationTime", to))
      .order("desc")
      .paginate(paginationOpts);
  }
  const page = result.page.filter(
    (event) =>
      (type === undefined || event.type === type) && (courseKey === undefined || event.courseKey === courseKey),
  );
  return { ...result, page };
}

/** Names for a page of events: one read per distinct person or course on the page. */
export async function toEventRows(ctx: QueryCtx, page: Doc<"events">[]): Promise<EventRow[]> {
  const users = new Map<Id<"users">, Promise<string | null>>();
  const courses = new Map<string, Promise<string | null>>();
  const userName = (id: Id<"users"> | undefined) => {
    if (id === undefined) return Promise.resolve(null);
    let name = users.get(id);
    if (name === undefined) {
      name = ctx.db.get("users", id).then((user) => user?.displayName ?? user?.email ?? "(deleted)");
      users.set(id, name);
    }
    return name;
  };
  const courseName = (key: string | undefined) => {
    if (key === undefined) return Promise.resolve(null);
    let name = courses.get(key);
    if (name === undefined) {
      name = courseByKey(ctx, key).then((course) => course?.name ?? "(deleted)");
      courses.set(key, name);
    }
    return name;
  };
  return await Promise.all(
    page.map(async (event) => ({
      _id: event._id,
      type: event.type,
      at: event._creationTime,
      actorName: await userName(event.actorId),
      subjectName: await userName(event.subjectUserId),
      courseName: await courseName(event.courseKey),
      detail: describePayload(event),
      entityKey: event.entityKey ?? event._id,
    })),
  );
}

/** Most changes of one entity the Admin's history shows (newest first). */
const HISTORY_LIMIT = 200;

/**
 * "Who changed or deleted this": the events of one entity (a course, an assignment, a message, a
 * person...), newest first, its creating event last: the event whose id is the entity's key.
 */
export async function entityHistory(ctx: QueryCtx, entityKey: string): Promise<Doc<"events">[]> {
  const changes = await ctx.db
    .query("events")
    .withIndex("by_entity", (q) => q.eq("entityKey", entityKey))
    .order("desc")
    .take(HISTORY_LIMIT);
  const createdId = ctx.db.normalizeId("events", entityKey);
  const created = createdId === null ? null : await ctx.db.get("events", createdId);
  return created === null ? changes : [...changes, created];
}
