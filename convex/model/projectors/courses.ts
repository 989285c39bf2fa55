/**
 * The courses projector: courses and their lessons. A course's key is the id of its
 * `course_created` event.
 */
import { joinCourseRoom } from "../chatMembership";
import { searchTextFor } from "../courses";
import { defineProjector } from "./define";

export const coursesProjector = defineProjector({
  name: "courses",
  tables: { courses: ["key"], lessons: ["courseId", "position"] },
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
        await ctx.db.insert("lessons", { courseId, position, title });
      }
      // A new course's room is empty: its teacher has nothing unread there.
      await joinCourseRoom(
        ctx,
        event.actorId,
        { _id: courseId, name: event.name, instructorId: event.actorId },
        event._creationTime,
      );
    },
  },
});
