/**
 * The event log as xAPI statements (actor, verb, object, timestamp) for a Learning Record Store.
 * Verbs are ADL's (http://adlnet.gov/expapi/verbs/…); objects are activities under the
 * deployment's site URL: /xapi/courses/<id>, /xapi/assignments/<id>, /xapi/questions/<key> (one
 * statement per quiz answer), /xapi/site.
 */
import type { PaginationOptions } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { EventType } from "../../schema";
import type { EventDoc } from "../../events/types";
import { deploymentConfig } from "../../lib/config";

/** Events per page of the export (one internal query each). */
export const XAPI_PAGE = 500;

const ADL = "http://adlnet.gov/expapi/verbs/";

/** The ADL verb of each event type; a new event type must choose one (a type error otherwise). */
export const VERBS: Record<EventType, string> = {
  registered: "registered",
  role_changed: "interacted",
  profile_updated: "interacted",
  email_visibility_changed: "interacted",
  theme_chosen: "interacted",
  language_chosen: "interacted",
  avatar_set: "interacted",
  avatar_removed: "interacted",
  email_verified: "interacted",
  password_changed: "interacted",
  password_reset: "interacted",
  account_closed: "exited",
  account_suspended: "suspended",
  account_restored: "resumed",
  sessions_ended: "exited",
  email_changed: "interacted",
  file_stored: "shared",
  course_created: "initialized",
  course_edited: "interacted",
  course_archived: "suspended",
  course_restored: "resumed",
  enrolled: "registered",
  enrolment_ended: "exited",
  lesson_completed: "completed",
  video_uploaded: "shared",
  video_renamed: "interacted",
  video_moved: "interacted",
  video_removed: "voided",
  assignment_posted: "shared",
  assignment_deadline_changed: "interacted",
  assignment_closed: "suspended",
  assignment_reopened: "resumed",
  assignment_deleted: "voided",
  assignment_edited: "interacted",
  rubric_created: "initialized",
  rubric_changed: "interacted",
  grades_held: "suspended",
  grades_released: "shared",
  submitted: "responded",
  graded: "scored",
  extension_granted: "interacted",
  extension_revoked: "interacted",
  calendar_feed_reset: "interacted",
  quiz_finished: "completed",
  bank_seeded: "initialized",
  question_added: "initialized",
  question_edited: "interacted",
  question_removed: "voided",
  question_moved: "interacted",
  bank_copied: "initialized",
  questions_imported: "initialized",
  quiz_started: "attempted",
  quiz_answered: "answered",
  quiz_timed_out: "failed",
  quiz_next: "progressed",
  quiz_reset: "voided",
  accommodation_granted: "interacted",
  accommodation_revoked: "interacted",
  quiz_settings_changed: "interacted",
  message_sent: "commented",
  message_removed: "voided",
  room_read: "experienced",
  announcement_posted: "shared",
  announcement_published: "shared",
  announcement_edited: "interacted",
  announcement_pinned: "interacted",
  announcement_deleted: "voided",
  announcement_commented: "commented",
  announcement_comment_deleted: "voided",
  certificate_issued: "completed",
  lesson_published: "shared",
  lesson_added: "initialized",
  lesson_renamed: "interacted",
  lesson_moved: "interacted",
  lesson_removed: "voided",
  lesson_draft_saved: "interacted",
  lesson_draft_discarded: "voided",
  lesson_uncompleted: "interacted",
  cart_added: "interacted",
  cart_removed: "interacted",
  join_code_created: "interacted",
  join_code_revoked: "voided",
  notification_read: "experienced",
  notifications_read_all: "experienced",
  deadline_reminded: "interacted",
  mail_preferences_set: "interacted",
  notifications_mailed: "interacted",
  notification_mail_failed: "interacted",
  digest_sent: "interacted",
  push_subscribed: "interacted",
  push_unsubscribed: "interacted",
  roster_import_started: "initialized",
  invitation_sent: "shared",
  roster_batch_imported: "progressed",
  invitation_mail_failed: "failed",
  invitation_claimed: "registered",
  game_created: "initialized",
  game_joined: "attended",
  game_player_removed: "voided",
  game_question_opened: "progressed",
  game_answered: "answered",
  game_question_closed: "progressed",
  game_leaderboard_shown: "progressed",
  game_ended: "terminated",
};

export type XapiStatement = {
  actor: { objectType: "Agent"; name: string; mbox?: string; account?: { homePage: string; name: string } };
  verb: { id: string; display: { "en-US": string } };
  object: { objectType: "Activity"; id: string; definition: { name: { "en-US": string } } };
  result?: {
    score?: { raw: number; min?: number; max?: number };
    success?: boolean;
    response?: string;
    duration?: string;
  };
  timestamp: string;
  context: { extensions: { [key: string]: string } };
};

function siteUrl(): string {
  return (deploymentConfig.convexSiteUrl ?? "https://lyceum.invalid").replace(/\/$/, "");
}

type Names = Map<string, { name: string; email?: string }>;

async function person(ctx: QueryCtx, names: Names, userId: Id<"users"> | undefined) {
  if (userId === undefined) return { name: "Lyceum", key: "system" };
  let found = names.get(userId);
  if (found === undefined) {
    const user = await ctx.db.get("users", userId);
    found = { name: user?.displayName ?? user?.name ?? "Unknown", email: user?.email };
    names.set(userId, found);
  }
  return { ...found, key: userId as string };
}

type XapiObject = { kind: "assignments" | "lessons" | "courses" | "site"; key?: string; name?: string };

/**
 * What an event is about, most specific first: the assignment or the lesson it names (or creates:
 * its key is the creating event's id), else its course (or the course it creates), else the site.
 * The name is the title the event kept. Quiz answers name their question (`quizAnswer`).
 */
function objectOf(event: Doc<"events">): XapiObject {
  if (event.type === "assignment_posted") return { kind: "assignments", key: event._id, name: event.title };
  if ("assignmentKey" in event) return { kind: "assignments", key: event.assignmentKey, name: event.title };
  if (event.type === "lesson_added") return { kind: "lessons", key: event._id, name: event.title };
  if ("lessonKey" in event) {
    const name =
      "lessonTitle" in event ? event.lessonTitle : "to" in event && typeof event.to === "string" ? event.to : undefined;
    return { kind: "lessons", key: event.lessonKey, name };
  }
  if (event.type === "course_created") return { kind: "courses", key: event._id, name: event.name };
  if (event.courseKey !== undefined) return { kind: "courses", key: event.courseKey };
  return { kind: "site" };
}

/** One event as a statement; `names` caches people within a page. */
export async function toStatement(ctx: QueryCtx, event: Doc<"events">, names: Names): Promise<XapiStatement> {
  const base = siteUrl();
  // A grade is the student's score; everything else is what its actor did.
  const who = await person(ctx, names, event.type === "graded" ? event.subjectUserId : event.actorId);
  const object = objectOf(event);
  const objectId = `${base}/xapi/${object.kind}${object.key === undefined ? "" : `/${object.key}`}`;
  const verb = VERBS[event.type];
  const statement: XapiStatement = {
    actor: {
      objectType: "Agent",
      name: who.name,
      ...("email" in who && who.email
        ? { mbox: `mailto:${who.email}` }
        : { account: { homePage: base, name: who.key } }),
    },
    verb: { id: `${ADL}${verb}`, display: { "en-US": verb } },
    object: { objectType: "Activity", id: objectId, definition: { name: { "en-US": object.name ?? event.type } } },
    timestamp: new Date(event._creationTime).toISOString(),
    context: { extensions: { [`${base}/xapi/event`]: event._id } },
  };
  if (event.type === "graded") statement.result = { score: { raw: event.grade, min: 0, max: event.points } };
  if (event.type === "quiz_answered" || event.type === "quiz_timed_out") quizAnswer(statement, base, event);
  if (event.type === "game_answered") gameAnswer(statement, base, event);
  if (event.type === "quiz_finished") statement.result = { score: { raw: event.score, min: 0, max: event.total } };
  return statement;
}

/**
 * An answer (or a time-out) is about the question (/xapi/questions/<key>, its text as asked):
 * whether it was fully right, the credit (0..1) as the score, the response as shown (options
 * clicked, 1-based, comma-separated; or the text typed; none when the time ran out), the time spent.
 */
function quizAnswer(statement: XapiStatement, base: string, event: EventDoc<"quiz_answered" | "quiz_timed_out">) {
  const name = event.type === "quiz_answered" ? event.question : event.type;
  statement.object = {
    objectType: "Activity",
    id: `${base}/xapi/questions/${event.questionKey}`,
    definition: { name: { "en-US": name } },
  };
  statement.result = {
    success: event.type === "quiz_answered" && event.correct,
    ...(event.type === "quiz_answered"
      ? { score: { raw: event.credit, min: 0, max: 1 }, response: responseText(event.response) }
      : {}),
    duration: `PT${event.elapsedMs / 1000}S`,
  };
}

/**
 * A live game's answer is about the same question (its bank key): right or not, the credit, the
 * response as shown, the time taken. Its points stay in the event (they are the game's, not the LRS's).
 */
function gameAnswer(statement: XapiStatement, base: string, event: EventDoc<"game_answered">) {
  statement.object = {
    objectType: "Activity",
    id: `${base}/xapi/questions/${event.questionKey}`,
    definition: { name: { "en-US": event.question } },
  };
  statement.result = {
    success: event.correct,
    score: { raw: event.credit, min: 0, max: 1 },
    response: responseText(event.response),
    duration: `PT${event.elapsedMs / 1000}S`,
  };
}

/** A response as xAPI's `result.response` string: "2", "1,3" or the text typed. */
function responseText(response: EventDoc<"quiz_answered">["response"]): string {
  if (response.kind === "choice") return String(response.option);
  if (response.kind === "choices") return response.options.join(",");
  return response.text;
}

/** One page of the log, oldest first, as statements (serialised, ready to stream). */
export async function statementsPage(ctx: QueryCtx, paginationOpts: PaginationOptions) {
  const result = await ctx.db.query("events").order("asc").paginate(paginationOpts);
  const names: Names = new Map();
  const statements: string[] = [];
  for (const event of result.page) statements.push(JSON.stringify(await toStatement(ctx, event, names)));
  return { statements, isDone: result.isDone, continueCursor: result.continueCursor };
}
