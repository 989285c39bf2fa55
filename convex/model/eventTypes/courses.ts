/** Events of courses, their lessons and videos, enrolments, progress and certificates. */
import { v } from "convex/values";
import { paymentMethodValidator } from "../validators";
import { defineEvent } from "./define";

export const courseEvents = [
  /** A teacher created a course (its key is this event's id) with its lessons. */
  defineEvent("course_created", 1, {
    name: v.string(),
    description: v.string(),
    durationHours: v.number(),
    category: v.string(),
    imageUrl: v.string(),
    imageFileId: v.optional(v.id("files")),
    instructorName: v.string(),
    lessonTitles: v.array(v.string()),
  }),
  defineEvent("enrolled", 1, {
    courseName: v.string(),
    studentName: v.string(),
    paymentMethod: paymentMethodValidator,
  }),
  defineEvent("lesson_completed", 1, { lessonId: v.id("lessons"), lessonTitle: v.string(), studentName: v.string() }),
  defineEvent("lesson_published", 1, { lessonId: v.id("lessons"), lessonTitle: v.string() }),
  defineEvent("video_uploaded", 1, { courseName: v.string(), title: v.string(), position: v.number() }),
  defineEvent("certificate_issued", 1, { code: v.string(), courseName: v.string(), studentName: v.string() }),
] as const;
