/**
 * events:verify's courses activity in the sample school (convex/events/verify/school.setup.ts), through
 * the real functions: lessons added, renamed, moved and removed (one that students completed),
 * drafts saved, published and discarded with a video and an attachment, videos uploaded,
 * renamed, moved and deleted, lessons completed and unticked, a certificate earned, carts filled,
 * emptied and enrolled from, and join codes made, used and revoked.
 */
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { MP4 } from "./courseTests.setup";
import { uploadBytes } from "../accounts/uploadTests.setup";
import { ENROLMENT_FORM, type School } from "../events/verify/school.setup";

const PDF = new Uint8Array([..."%PDF-1.7\n%notes"].map((c) => c.charCodeAt(0)));

export async function coursesActivity(school: School): Promise<void> {
  const { t, courses, enrolments, students } = school;
  const own = courses[0];
  const teacher = own.teacher;
  const courseId = own.courseId;

  // The teacher's own course gets its lessons, edited as a term goes.
  const lessonIds: Id<"lessons">[] = [];
  for (const title of ["Ownership", "Borrowing", "Lifetimes", "Traits"]) {
    lessonIds.push(await teacher.mutation(api.courses.lessons.add, { courseId, title }));
  }
  await teacher.mutation(api.courses.lessons.rename, { lessonId: lessonIds[1], title: "Borrowing rules" });
  await teacher.mutation(api.courses.lessons.move, { lessonId: lessonIds[3], to: 0 });
  await teacher.mutation(api.courses.lessons.move, { lessonId: lessonIds[0], to: "down" });

  // A video and an attachment, in drafts published and thrown away.
  const videoFile = await uploadBytes(t, teacher, MP4, "video/mp4", "ownership.mp4", "courseVideo");
  const videoId = await teacher.mutation(api.courses.videos.add, { courseId, fileId: videoFile });
  // A second video, renamed, moved first, and deleted (no lesson shows it).
  const spareFile = await uploadBytes(t, teacher, MP4, "video/mp4", "spare.mp4", "courseVideo");
  const spare = await teacher.mutation(api.courses.videos.add, { courseId, fileId: spareFile });
  await teacher.mutation(api.courses.videos.rename, { videoId: spare, title: "Ownership, a recap" });
  await teacher.mutation(api.courses.videos.move, { videoId: spare, to: "up" });
  await teacher.mutation(api.courses.videos.rename, { videoId, title: "Ownership in 10 minutes" });
  const notes = await uploadBytes(t, teacher, PDF, "application/pdf", "notes.pdf", "lessonAttachment");
  const draft = (lessonId: Id<"lessons">, body: string, withMedia: boolean) => ({
    lessonId,
    body,
    videoId: withMedia ? videoId : null,
    attachmentIds: withMedia ? [notes] : [],
  });
  await teacher.mutation(api.courses.lessonContent.saveDraft, draft(lessonIds[0], "# Ownership", true));
  await teacher.mutation(api.courses.lessonContent.publish, { lessonId: lessonIds[0] });
  await teacher.mutation(api.courses.lessonContent.saveDraft, draft(lessonIds[0], "# Ownership, rewritten", false));
  await teacher.mutation(api.courses.lessonContent.discardDraft, { lessonId: lessonIds[0] });
  await teacher.mutation(api.courses.lessonContent.saveDraft, draft(lessonIds[1], "# Borrowing", true));
  await teacher.mutation(api.courses.lessonContent.saveDraft, draft(lessonIds[2], "# Lifetimes", false));
  await teacher.mutation(api.courses.lessonContent.publish, { lessonId: lessonIds[2] });
  await teacher.mutation(api.courses.videos.remove, { videoId: spare });
  // Only lessons published with content can be completed (ADR 0076): the last two get published
  // too, one first published empty (nothing to read: it stays out of progress) and then with text.
  await teacher.mutation(api.courses.lessonContent.publish, { lessonId: lessonIds[1] });
  await teacher.mutation(api.courses.lessonContent.saveDraft, draft(lessonIds[3], "  ", false));
  await teacher.mutation(api.courses.lessonContent.publish, { lessonId: lessonIds[3] });
  await teacher.mutation(api.courses.lessonContent.saveDraft, draft(lessonIds[3], "# Traits", false));
  await teacher.mutation(api.courses.lessonContent.publish, { lessonId: lessonIds[3] });

  // Its students tick lessons; the first unticks one, loses a done lesson to its removal, then
  // finishes the course: a certificate (the course has no quiz).
  const ownStudents = enrolments.filter((e) => e.courseId === courseId).map((e) => e.student);
  for (const [i, student] of ownStudents.entries()) {
    for (const lessonId of lessonIds.slice(0, 1 + (i % 3))) {
      await student.as.mutation(api.courses.enrollments.setLessonComplete, { courseId, lessonId, complete: true });
    }
  }
  const first = ownStudents[0];
  if (first !== undefined) {
    const tick = (lessonId: Id<"lessons">, complete: boolean) =>
      first.as.mutation(api.courses.enrollments.setLessonComplete, { courseId, lessonId, complete });
    await tick(lessonIds[2], true);
    await tick(lessonIds[0], false);
    await first.as.mutation(api.courses.lessonPlayback.save, {
      courseId,
      lessonId: lessonIds[0],
      videoId,
      seconds: 42,
    });
  }
  await teacher.mutation(api.courses.lessons.remove, { lessonId: lessonIds[2] });
  if (first !== undefined) {
    for (const lessonId of [lessonIds[0], lessonIds[1], lessonIds[3]]) {
      await first.as.mutation(api.courses.enrollments.setLessonComplete, { courseId, lessonId, complete: true });
    }
  }

  // A sample course's fixed lessons edited by the Admin, and ticked by its students.
  const sample = courses[1];
  if (sample !== undefined) {
    const lessons = await sample.teacher.query(api.courses.lessons.list, { courseId: sample.courseId });
    await sample.teacher.mutation(api.courses.lessons.move, { lessonId: lessons[lessons.length - 1]._id, to: 1 });
    await sample.teacher.mutation(api.courses.lessons.rename, { lessonId: lessons[0]._id, title: "Welcome" });
    const extra = await sample.teacher.mutation(api.courses.lessons.add, {
      courseId: sample.courseId,
      title: "Extra reading",
    });
    await sample.teacher.mutation(api.courses.lessonContent.saveDraft, {
      lessonId: extra,
      body: "Read chapter 3 before the next class.",
      videoId: null,
      attachmentIds: [],
    });
    await sample.teacher.mutation(api.courses.lessonContent.publish, { lessonId: extra });
    for (const { student } of enrolments.filter((e) => e.courseId === sample.courseId)) {
      await student.as.mutation(api.courses.enrollments.setLessonComplete, {
        courseId: sample.courseId,
        lessonId: extra,
        complete: true,
      });
    }
  }

  // Carts: each student saves two courses they are not in, takes one out, and the first enrols
  // from the cart (which empties it).
  for (const [i, student] of students.entries()) {
    const mine = new Set(enrolments.filter((e) => e.student === student).map((e) => e.courseId));
    const others = courses.filter((course) => !mine.has(course.courseId));
    const [a, b] = [others[i % others.length], others[(i + 1) % others.length]];
    if (a === undefined || b === undefined) continue;
    await student.as.mutation(api.courses.cart.add, { courseId: a.courseId });
    await student.as.mutation(api.courses.cart.add, { courseId: b.courseId });
    await student.as.mutation(api.courses.cart.remove, { courseId: b.courseId });
    if (i === 0) {
      await student.as.mutation(api.courses.enrollments.enroll, { ...ENROLMENT_FORM, courseId: a.courseId });
      enrolments.push({ student, courseId: a.courseId });
    }
  }

  await rosterActivity(school);
  await joinCodesActivity(school);
  await settingsActivity(school);
  await copyActivity(school);
}

/**
 * Join codes: a course's teacher makes two (one with an expiry and seats), a student who is not
 * in the course joins with one (an enrolment with no form, counted on the code), and the other
 * code is revoked.
 */
async function joinCodesActivity(school: School): Promise<void> {
  const { courses, enrolments, students } = school;
  for (const course of courses) {
    const inCourse = new Set(enrolments.filter((e) => e.courseId === course.courseId).map((e) => e.student));
    const joiner = students.find((student) => !inCourse.has(student));
    if (joiner === undefined) continue;
    const { code } = await course.teacher.mutation(api.courses.joinCodes.create, {
      courseId: course.courseId,
      expiresAt: Date.now() + 24 * 60 * 60 * 1000,
      seatLimit: 40,
    });
    const spare = await course.teacher.mutation(api.courses.joinCodes.create, { courseId: course.courseId });
    await joiner.as.mutation(api.courses.joinCodes.join, { code });
    enrolments.push({ student: joiner, courseId: course.courseId });
    await course.teacher.mutation(api.courses.joinCodes.revoke, { joinCodeId: spare.joinCodeId });
    return;
  }
  throw new Error("The sample school has no student outside a course to join with a code.");
}

/**
 * Course settings (ADR 0065): the teacher renames their own course and changes its duration (its
 * students' enrolments and chat rows follow; its certificate keeps the old name), then archives
 * and restores it.
 */
async function settingsActivity(school: School): Promise<void> {
  const course = school.courses[0];
  const view = await course.teacher.query(api.courses.courses.get, { courseId: course.courseId });
  await course.teacher.mutation(api.courses.courses.update, {
    courseId: course.courseId,
    name: `${view.name}, Spring Term`,
    description: view.description,
    durationHours: view.durationHours + 2,
    instructorName: view.instructorName,
    category: view.category,
  });
  await course.teacher.mutation(api.courses.courses.archive, { courseId: course.courseId });
  await course.teacher.mutation(api.courses.courses.restore, { courseId: course.courseId });
}

/**
 * Copy to a new term (ADR 0069): the teacher copies their course (lessons with content, videos,
 * rubrics, assignments and quiz bank, through the ordinary creation events); a replay builds the
 * same copy.
 */
async function copyActivity(school: School): Promise<void> {
  const course = school.courses[0];
  const preview = await course.teacher.query(api.courses.courseCopy.preview, { courseId: course.courseId });
  await course.teacher.mutation(api.courses.courseCopy.copy, {
    courseId: course.courseId,
    name: preview.suggestedName,
    dates: [],
  });
}

/**
 * The class roster (ADR 0068): the teacher removes a student of their course with a reason
 * (`enrolment_ended`), who enrols again afresh; the roster's rows follow every later event.
 */
async function rosterActivity(school: School): Promise<void> {
  const course = school.courses[0];
  const enrolment = school.enrolments.find((e) => e.courseId === course.courseId);
  if (enrolment === undefined) return;
  await course.teacher.mutation(api.courses.roster.remove, {
    courseId: course.courseId,
    userId: enrolment.student.userId,
    reason: "Enrolled in the wrong section",
  });
  await enrolment.student.as.mutation(api.courses.enrollments.enroll, { ...ENROLMENT_FORM, courseId: course.courseId });
}
