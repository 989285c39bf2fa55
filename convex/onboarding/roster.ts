/**
 * Roster import (docs/onboarding.md, ADR 0054): the course's teacher or an Admin checks a CSV
 * (preview: nothing written), confirms it (the import starts and runs in scheduled batches), and
 * watches its progress live.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { staffMutation, staffQuery } from "../functions";
import { courseByKey } from "../courses/keys";
import { canManageCourse, requireActiveCourse, requireCourse, requireCourseManager } from "../courses/model/courses";
import { emit } from "../events/emit";
import { asMessage } from "../shared/messages";
import { appError } from "../lib/appError";
import { ROSTER } from "../shared/rosterRules";
import { checkRoster, type Preview } from "./model/roster";
import { claimedCount, importByKey } from "./model/rosterReads";

const csvArg = v.string();

function requireCsvSize(csv: string): void {
  if (csv.length > ROSTER.maxCsvChars) {
    throw appError("INVALID", "server.onboarding.fileTooLarge", { max: ROSTER.maxRows });
  }
}

/** What importing this CSV into the course would do, row by row. Writes nothing. */
export const preview = staffQuery({
  args: { courseId: v.string(), csv: csvArg },
  handler: async (ctx, { courseId, csv }): Promise<Preview> => {
    const course = await requireCourse(ctx, courseId);
    requireCourseManager(ctx.user, course);
    requireCsvSize(csv);
    return (await checkRoster(ctx, ctx.user, course, csv)).preview;
  },
});

/**
 * Confirms the import: the rows without errors (checked again now) are recorded in one event
 * and applied in scheduled batches of ROSTER.batchSize. Rows with errors are skipped.
 */
export const start = staffMutation({
  args: { courseId: v.string(), csv: csvArg },
  handler: async (ctx, { courseId, csv }): Promise<{ importKey: string }> => {
    const course = await requireCourse(ctx, courseId);
    requireCourseManager(ctx.user, course);
    requireActiveCourse(course);
    requireCsvSize(csv);
    const { preview: checked, ready } = await checkRoster(ctx, ctx.user, course, csv);
    if (checked.fileError !== null) throw appError("INVALID", asMessage(checked.fileError));
    if (ready.length === 0) throw appError("INVALID", "server.onboarding.noRowImportedFix");
    const event = await emit(ctx, {
      type: "roster_import_started",
      v: 1,
      actorId: ctx.user._id,
      courseKey: course.key,
      courseName: course.name,
      rows: ready.map((row) => ({
        name: row.name,
        email: row.email,
        studentNumber: row.studentNumber,
        courseKey: row.course.key,
        courseName: row.course.name,
      })),
      skipped: checked.counts.errors,
    });
    await ctx.scheduler.runAfter(0, internal.onboarding.rosterBatches.run, { importKey: event._id });
    return { importKey: event._id };
  },
});

/** Failed rows the progress lists at most (the counts cover them all). */
const FAILURES_SHOWN = 100;

/** An import's progress, live: rows done of the total, the failures with their reasons. */
export const progress = staffQuery({
  args: { importKey: v.string() },
  handler: async (ctx, { importKey }) => {
    const started = await importByKey(ctx, importKey);
    const course = started === null ? null : await courseByKey(ctx, started.courseKey);
    if (
      started === null ||
      course === null ||
      !(canManageCourse(ctx.user, course) || started.startedBy === ctx.user._id)
    ) {
      throw appError("NOT_FOUND", "server.onboarding.importNotFound");
    }
    const failures = await ctx.db
      .query("rosterImportRows")
      .withIndex("by_import_status", (q) => q.eq("importKey", importKey).eq("status", "failed"))
      .take(FAILURES_SHOWN);
    return {
      courseName: started.courseName,
      total: started.total,
      done: started.invited + started.enrolled + started.failed,
      invited: started.invited,
      enrolled: started.enrolled,
      failed: started.failed,
      skipped: started.skipped,
      claimed: await claimedCount(ctx, importKey),
      finished: started.finished,
      failures: failures.map((row) => ({
        index: row.index,
        name: row.name,
        email: row.email,
        reason: row.reason ?? "",
      })),
    };
  },
});
