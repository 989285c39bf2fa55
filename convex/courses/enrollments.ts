import { v } from "convex/values";
import { z } from "zod";
import { authedMutation, authedQuery, zAuthedMutation } from "../functions";
import { enrolledCourseNames } from "../chat/model/chatMembership";
import { requireCourse } from "./model/courses";
import { computeProgress, findEnrollment, maskPaymentDetails, toEnrollmentView } from "./model/enrollments";
import { issueIfEarned } from "./model/certificates";
import { enrolStudent } from "./model/enrol";
import { emit } from "../events/emit";
import { appError } from "../lib/appError";
import { enrolmentFields } from "../shared/forms/enrolment";
import { NOT_COMPLETABLE } from "../shared/lessonRules";
import { courseLessons } from "./model/lessons";
import { myCourseRows, type MyCourse } from "./model/myCourses";

/**
 * Student enrolment form (SPEC §2). Any signed-in user may enrol. Name, e-mail and student id
 * come from the caller's profile, the course name from the course: never from the arguments.
 * Payment details are validated and only a masked form is kept, in the event too (see
 * maskPaymentDetails). Enrolling again changes nothing and returns the existing enrolment.
 * Enrolling also takes the course out of the caller's cart (the courses projector). The card
 * number is optional (enrolment is not a checkout); one given must look like a card number.
 */
export const enroll = zAuthedMutation({
  args: { courseId: z.string(), ...enrolmentFields },
  handler: async (ctx, { courseId, paymentDetails, ...form }) => {
    const course = await requireCourse(ctx, courseId);
    const existing = await findEnrollment(ctx, ctx.user._id, course._id);
    if (existing !== null) return { enrollmentId: existing._id, alreadyEnrolled: true };
    const paymentDetailsMasked = maskPaymentDetails(form.paymentMethod, paymentDetails ?? "");
    return await enrolStudent(ctx, { student: ctx.user, course, form: { ...form, paymentDetailsMasked } });
  },
});

/** The caller's enrolment in a course, or null. */
export const mine = authedQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => {
    const course = await requireCourse(ctx, courseId);
    const enrollment = await findEnrollment(ctx, ctx.user._id, course._id);
    return enrollment === null ? null : toEnrollmentView(enrollment);
  },
});

/** The courses the caller is enrolled in (at most 100), most recent enrolment first, with progress. */
export const myCourses = authedQuery({
  args: {},
  handler: async (ctx): Promise<MyCourse[]> => await myCourseRows(ctx, ctx.user._id),
});

/**
 * The caller's enrolled courses by name, id and name only: the student's course picker on
 * Assignments. One small document a course (ADR 0031), where `myCourses` reads two large ones.
 */
export const courseNames = authedQuery({
  args: {},
  handler: async (ctx) => await enrolledCourseNames(ctx, ctx.user._id),
});

/** Marks a lesson of the course done (or not done) for the enrolled caller; only a readable lesson can be done. */
export const setLessonComplete = authedMutation({
  args: { courseId: v.string(), lessonId: v.id("lessons"), complete: v.boolean() },
  handler: async (ctx, args) => {
    const course = await requireCourse(ctx, args.courseId);
    const enrollment = await findEnrollment(ctx, ctx.user._id, course._id);
    if (enrollment === null) throw appError("FORBIDDEN", "server.courses.enrolCourse");
    const lesson = await ctx.db.get("lessons", args.lessonId);
    if (lesson === null || lesson.courseId !== course._id) {
      throw appError("NOT_FOUND", "server.courses.lessonNotFound");
    }
    const wasDone = enrollment.completedLessonIds.includes(lesson._id);
    // Completion means reading (ADR 0076); un-ticking is always allowed.
    if (args.complete && !wasDone && !lesson.readable) throw appError("INVALID", NOT_COMPLETABLE);
    if (args.complete !== wasDone) {
      await emit(ctx, {
        type: args.complete ? "lesson_completed" : "lesson_uncompleted",
        v: 1,
        actorId: ctx.user._id,
        subjectUserId: ctx.user._id,
        courseKey: course.key,
        lessonKey: lesson.key,
        lessonTitle: lesson.title,
        studentName: ctx.user.displayName,
      });
    }
    // Completing the last lesson issues the certificate in this same transaction (ADR 0025);
    // un-ticking later does not take it back.
    if (args.complete && !wasDone) await issueIfEarned(ctx, ctx.user, course);
    return computeProgress(await courseLessons(ctx, course._id), await findEnrollment(ctx, ctx.user._id, course._id));
  },
});

/** Course progress of the caller: { enrolled, completedLessonIds, totalLessons, percent, nextLessonId, ... }. */
export const progress = authedQuery({
  args: { courseId: v.string() },
  handler: async (ctx, { courseId }) => {
    const course = await requireCourse(ctx, courseId);
    const enrollment = await findEnrollment(ctx, ctx.user._id, course._id);
    return computeProgress(await courseLessons(ctx, course._id), enrollment);
  },
});
