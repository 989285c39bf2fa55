import { v } from "convex/values";
import { z } from "zod";
import { authedMutation, authedQuery, zAuthedMutation } from "./functions";
import { enrolledCourseNames, joinCourseRoom } from "./model/chatMembership";
import { addMember } from "./model/courseMembers";
import { requireCourse } from "./model/courses";
import { computeProgress, findEnrollment, maskPaymentDetails, toEnrollmentView } from "./model/enrollments";
import { issueIfEarned } from "./model/certificates";
import { appError } from "./model/errors";
import { emit } from "./model/events";
import { enrolmentFields } from "./model/forms/enrolment";
import { courseLessons } from "./model/lessons";
import { myCourseRows, type MyCourse } from "./model/myCourses";
import { completedCountFields } from "./model/progressCounts";
import { studentNumberFor } from "./model/studentNumber";
import { enrolledCountOf } from "./model/teaching";

/**
 * Student enrolment form (SPEC §2). Any signed-in user may enrol. Name, e-mail and student id
 * come from the caller's profile, the course name from the course: never from the arguments.
 * Payment details are validated and only a masked form is stored (see maskPaymentDetails).
 * Enrolling again changes nothing and returns the existing enrolment.
 * Enrolling also takes the course out of the caller's cart.
 */
export const enroll = zAuthedMutation({
  args: { courseId: z.string(), ...enrolmentFields },
  handler: async (ctx, { courseId, paymentDetails, ...form }) => {
    const course = await requireCourse(ctx, courseId);
    const existing = await findEnrollment(ctx, ctx.user._id, course._id);
    if (existing !== null) return { enrollmentId: existing._id, alreadyEnrolled: true };

    const paymentDetailsMasked = maskPaymentDetails(form.paymentMethod, paymentDetails ?? "");
    const enrollmentId = await ctx.db.insert("enrollments", {
      userId: ctx.user._id,
      courseId: course._id,
      courseName: course.name,
      studentName: ctx.user.displayName,
      studentEmail: ctx.user.email ?? "",
      // The readable number the form showed (ADR 0022), not the internal user id.
      studentId: studentNumberFor(ctx.user._id),
      ...form,
      paymentDetailsMasked,
      completedLessonIds: [],
      ...completedCountFields(course, []),
    });
    // The course keeps its count; an older course without one is counted once (bounded, this
    // enrolment included) and keeps it from then on.
    const enrolledCount =
      course.enrolledCount !== undefined ? course.enrolledCount + 1 : (await enrolledCountOf(ctx, course)).count;
    // A course older than its lesson count gets it here, once (ADR 0029).
    const lessonCount = course.lessonCount ?? (await courseLessons(ctx, course._id)).length;
    // The small member row (ADR 0036); a course's first enrolment makes its rows complete.
    const enrolment = await ctx.db.get("enrollments", enrollmentId);
    if (enrolment !== null) await addMember(ctx, enrolment);
    const complete = course.membersComplete === true || enrolledCount === 1;
    await ctx.db.patch("courses", course._id, {
      enrolledCount,
      lessonCount,
      ...(complete ? { membersComplete: true } : {}),
    });
    const cartItem = await ctx.db
      .query("cartItems")
      .withIndex("by_user_course", (q) => q.eq("userId", ctx.user._id).eq("courseId", course._id))
      .first();
    if (cartItem !== null) await ctx.db.delete("cartItems", cartItem._id);
    await joinCourseRoom(ctx, ctx.user._id, course, ctx.user._creationTime);
    await emit(ctx, {
      type: "enrolled",
      v: 1,
      actorId: ctx.user._id,
      subjectUserId: ctx.user._id,
      courseKey: course.key,
      courseName: course.name,
      studentName: ctx.user.displayName,
      paymentMethod: form.paymentMethod,
    });
    return { enrollmentId, alreadyEnrolled: false };
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

/** Marks a lesson of the course done (or not done) for the enrolled caller. */
export const setLessonComplete = authedMutation({
  args: { courseId: v.string(), lessonId: v.id("lessons"), complete: v.boolean() },
  handler: async (ctx, args) => {
    const course = await requireCourse(ctx, args.courseId);
    const enrollment = await findEnrollment(ctx, ctx.user._id, course._id);
    if (enrollment === null) throw appError("FORBIDDEN", "Enrol in this course first.");
    const lesson = await ctx.db.get("lessons", args.lessonId);
    if (lesson === null || lesson.courseId !== course._id) {
      throw appError("NOT_FOUND", "Lesson not found");
    }
    const lessons = await courseLessons(ctx, course._id);
    const done = new Set(enrollment.completedLessonIds);
    const wasDone = done.has(lesson._id);
    if (args.complete) done.add(lesson._id);
    else done.delete(lesson._id);
    // Lesson order, and only lessons that still exist (prunes ids of deleted lessons).
    const completedLessonIds = lessons.filter((l) => done.has(l._id)).map((l) => l._id);
    await ctx.db.patch("enrollments", enrollment._id, {
      completedLessonIds,
      ...completedCountFields(course, completedLessonIds),
    });
    // A course older than its lesson count gets it here (ADR 0029); a count that drifted is mended.
    if (course.lessonCount !== lessons.length) {
      await ctx.db.patch("courses", course._id, { lessonCount: lessons.length });
    }
    if (args.complete && !wasDone) {
      await emit(ctx, {
        type: "lesson_completed",
        v: 1,
        actorId: ctx.user._id,
        subjectUserId: ctx.user._id,
        courseKey: course.key,
        lessonId: lesson._id,
        lessonTitle: lesson.title,
        studentName: ctx.user.displayName,
      });
      // Completing the last lesson issues the certificate in this same transaction (ADR 0025);
      // un-ticking later does not take it back.
      await issueIfEarned(ctx, ctx.user, { ...course, lessonCount: lessons.length });
    }
    return computeProgress(lessons, { ...enrollment, completedLessonIds });
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
