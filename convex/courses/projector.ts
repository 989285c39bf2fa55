/**
 * The courses projector (ADR 0049): courses and their lessons, lesson content, videos, enrolments
 * with their member rows and sharded count, progress, the cart, certificates and join codes. A course's key
 * is the id of its `course_created` event; a lesson's and a video's the id of the event that
 * made it (courses/events.ts).
 */
import { searchTextFor } from "./model/courses";
import { createdLessonKey } from "./model/lessons";
import { defineProjector, type Handler } from "../events/projector";
import type { EventType } from "../events/types";
import { courseByKey } from "./keys";
import {
  cartAdded,
  cartRemoved,
  certificateIssued,
  enrolled,
  foldEnrolmentCounts,
  lessonCompleted,
  lessonUncompleted,
} from "./projector/enrolments";
import { joinCodeCreated, joinCodeRevoked } from "./projector/joinCodes";
import { enrolmentEnded } from "./projector/rosterRemoval";
import { courseArchived, courseEdited, courseRestored } from "./projector/settings";
import {
  lessonAdded,
  lessonDraftDiscarded,
  lessonDraftSaved,
  lessonMoved,
  lessonPublished,
  lessonRemoved,
  lessonRenamed,
} from "./projector/lessons";
import { videoMoved, videoRemoved, videoRenamed, videoUploaded } from "./projector/videos";

/** A handler of one of the course's own teacher's events, which then folds its enrolment count. */
function teacherEvent<T extends EventType>(handler: Handler<T>): Handler<T> {
  return async (ctx, event, options) => {
    await handler(ctx, event, options);
    const course = await courseByKey(ctx, event.courseKey);
    if (course !== null) await foldEnrolmentCounts(ctx, course._id);
  };
}

export const coursesProjector = defineProjector({
  name: "courses",
  tables: {
    courses: ["key"],
    courseEnrolmentCounts: ["courseId", "shard"],
    lessons: ["key"],
    lessonContents: ["lessonId"],
    videos: ["key"],
    enrollments: ["courseId", "userId"],
    courseMembers: ["courseId", "userId"],
    cartItems: ["userId", "courseId"],
    certificates: ["userId", "courseId"],
    joinCodes: ["key"],
    joinCodeUses: ["joinCodeKey", "shard"],
  },
  on: {
    course_created: async (ctx, event) => {
      if (event.actorId === undefined) return;
      const courseId = await ctx.db.insert("courses", {
        key: event._id,
        name: event.name,
        description: event.description,
        durationHours: event.durationHours,
        instructorName: event.instructorName,
        instructorId: event.actorId,
        category: event.category,
        imageUrl: event.imageUrl,
        ...(event.imageFileId !== undefined ? { imageFileId: event.imageFileId } : {}),
        searchText: searchTextFor(event.name, event.category),
        lessonCount: event.lessonTitles.length,
        readableLessonCount: 0,
        archived: false,
      });
      for (const [position, title] of event.lessonTitles.entries()) {
        await ctx.db.insert("lessons", {
          key: createdLessonKey(event._id, position),
          courseId,
          position,
          title,
          readable: false,
        });
      }
    },
    course_edited: teacherEvent(courseEdited),
    course_archived: teacherEvent(courseArchived),
    course_restored: teacherEvent(courseRestored),
    lesson_added: teacherEvent(lessonAdded),
    lesson_renamed: teacherEvent(lessonRenamed),
    lesson_moved: teacherEvent(lessonMoved),
    lesson_removed: teacherEvent(lessonRemoved),
    lesson_draft_saved: teacherEvent(lessonDraftSaved),
    lesson_published: teacherEvent(lessonPublished),
    lesson_draft_discarded: teacherEvent(lessonDraftDiscarded),
    video_uploaded: teacherEvent(videoUploaded),
    video_renamed: teacherEvent(videoRenamed),
    video_moved: teacherEvent(videoMoved),
    video_removed: teacherEvent(videoRemoved),
    enrolled,
    enrolment_ended: enrolmentEnded,
    lesson_completed: lessonCompleted,
    lesson_uncompleted: lessonUncompleted,
    cart_added: cartAdded,
    cart_removed: cartRemoved,
    certificate_issued: certificateIssued,
    join_code_created: joinCodeCreated,
    join_code_revoked: joinCodeRevoked,
    // An assignment posted in the course folds its enrolment count too (the assignment is the
    // assignments projector's).
    assignment_posted: async (ctx, event) => {
      const course = await courseByKey(ctx, event.courseKey);
      if (course !== null) await foldEnrolmentCounts(ctx, course._id);
    },
  },
});
