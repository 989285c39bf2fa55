/**
 * The courses projector (ADR 0049): courses and their lessons, lesson content, videos, enrolments
 * with their member rows and sharded count, progress, the cart and certificates. A course's key
 * is the id of its `course_created` event; a lesson's and a video's the id of the event that
 * made it (courses/events.ts).
 */
import { searchTextFor } from "./model/courses";
import { createdLessonKey } from "./model/lessons";
import { defineProjector } from "../events/projector";
import {
  cartAdded,
  cartRemoved,
  certificateIssued,
  enrolled,
  lessonCompleted,
  lessonUncompleted,
} from "./projector/enrolments";
import {
  lessonAdded,
  lessonDraftDiscarded,
  lessonDraftSaved,
  lessonMoved,
  lessonPublished,
  lessonRemoved,
  lessonRenamed,
  videoUploaded,
} from "./projector/lessons";

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
      });
      for (const [position, title] of event.lessonTitles.entries()) {
        await ctx.db.insert("lessons", { key: createdLessonKey(event._id, position), courseId, position, title });
      }
    },
    lesson_added: lessonAdded,
    lesson_renamed: lessonRenamed,
    lesson_moved: lessonMoved,
    lesson_removed: lessonRemoved,
    lesson_draft_saved: lessonDraftSaved,
    lesson_published: lessonPublished,
    lesson_draft_discarded: lessonDraftDiscarded,
    video_uploaded: videoUploaded,
    enrolled,
    lesson_completed: lessonCompleted,
    lesson_uncompleted: lessonUncompleted,
    cart_added: cartAdded,
    cart_removed: cartRemoved,
    certificate_issued: certificateIssued,
  },
});
