/**
 * Seeds the offline backend with a school-scale data set for scripts/bench-scale.ts, by direct
 * inserts validated against the schema (the app's mutations one by one would take hours). Each row has
 * the fields, the denormalised values (courses.enrolledCount and lessonCount, enrolment names and
 * completedCount, submission versions, each submission's current file and each assignment's
 * submission counts, message author names) and the indexes the app's own
 * mutations give it; the events are
 * inserted as the audit trail only (their read models, notifications and course activity, are
 * seeded separately at a bounded, stated size: see SeedPlan).
 */
import type { Id, TableNames } from "../../convex/_generated/dataModel";
import type { MutationCtx } from "../../convex/_generated/server";
import { searchTextFor } from "../../convex/model/courses.ts";
import { emit } from "../../convex/model/events.ts";
import { seedQuizBanks } from "../../convex/model/quizBankStore.ts";
import { courseBankKey } from "../../convex/model/quizRules.ts";
import type { EventType } from "../../convex/schema.ts";
import type { ConvexTestInternals } from "../../offline-backend/convex-internals.ts";
import type { Value } from "convex/values";

/** Sizes at scale 1 are the issue's; `--scale` multiplies the counts (never the per-course ones). */
export type SeedPlan = {
  users: number;
  teachers: number;
  admins: number;
  courses: number;
  studentsPerCourse: number;
  lessonsPerCourse: number;
  assignmentsPerCourse: number;
  submissionsPerCourse: number;
  messages: number;
  events: number;
  /** Read models: notifications kept per student, activity rows per course. */
  notificationsPerStudent: number;
  activityPerCourse: number;
};

export function planFor(scale: number): SeedPlan {
  const n = (full: number, least: number) => Math.max(least, Math.round(full * scale));
  return {
    users: n(10_000, 400),
    teachers: n(100, 3),
    admins: 5,
    courses: n(1_000, 4),
    studentsPerCourse: 200,
    lessonsPerCourse: 10,
    assignmentsPerCourse: 10,
    submissionsPerCourse: 200,
    messages: n(100_000, 1_000),
    events: n(1_000_000, 5_000),
    notificationsPerStudent: 30,
    activityPerCourse: 50,
  };
}

export type Seeded = {
  students: Id<"users">[];
  teachers: Id<"users">[];
  admins: Id<"users">[];
  courses: Id<"courses">[];
  /** Per course: its lessons and assignments (in order). */
  lessons: Map<Id<"courses">, Id<"lessons">[]>;
  assignments: Map<Id<"courses">, Id<"assignments">[]>;
  /** Per course: its enrolled students, in order. */
  enrolled: Map<Id<"courses">, Id<"users">[]>;
  documents: number;
};

/**
 * Inserts rows of one table, validated against convex/schema.ts, with the ids and creation times
 * ctx.db.insert gives (ConvexTestInternals.bulkInsert: no transaction per batch, which would make
 * the full-size seed take an hour).
 */
async function insertAll<T extends TableNames>(
  convex: ConvexTestInternals,
  table: T,
  rows: Iterable<Record<string, unknown>>,
): Promise<Id<T>[]> {
  return convex.bulkInsert(table, rows as Iterable<Record<string, Value>>) as Id<T>[];
}

const EVENT_TYPES: EventType[] = ["enrolled", "lesson_completed", "submitted", "graded", "quiz_answered", "registered"];

function* range<T>(count: number, make: (i: number) => T): Generator<T> {
  for (let i = 0; i < count; i++) yield make(i);
}

export async function seedSchool(convex: ConvexTestInternals, plan: SeedPlan, log: (line: string) => void) {
  const now = Date.now();
  const studentCount = plan.users - plan.teachers - plan.admins;
  const user = (role: string, i: number) => ({
    name: `${role} ${i}`,
    displayName: `${role[0]?.toUpperCase()}${role.slice(1)} ${i}`,
    email: `${role.toLowerCase()}${i}@school.example`,
    emailVerificationTime: now,
    role,
    dp: "",
  });
  const admins = await insertAll(
    convex,
    "users",
    range(plan.admins, (i) => user("Admin", i)),
  );
  const teachers = await insertAll(
    convex,
    "users",
    range(plan.teachers, (i) => ({ ...user("teacher", i), experience: 5, bio: "Teaches at the school." })),
  );
  const students = await insertAll(
    convex,
    "users",
    range(studentCount, (i) => user("student", i)),
  );
  log(`users: ${plan.users} (${plan.admins} admins, ${plan.teachers} teachers, ${studentCount} students)`);

  const categories = ["Programming", "Design", "Mathematics", "Languages", "Science"];
  const courses = await insertAll(
    convex,
    "courses",
    range(plan.courses, (i) => {
      const name = `Course ${i}`;
      const category = categories[i % categories.length] ?? "Programming";
      return {
        name,
        description: "A course of the school. ".repeat(8),
        durationHours: 20,
        instructorName: `Teacher ${i % plan.teachers}`,
        instructorId: teachers[i % plan.teachers],
        category,
        imageUrl: "",
        searchText: searchTextFor(name, category),
        enrolledCount: Math.min(plan.studentsPerCourse, studentCount),
        lessonCount: plan.lessonsPerCourse,
        // Every enrolment below gets its member row (ADR 0036).
        membersComplete: true,
      };
    }),
  );
  const lessonIds = await insertAll(
    convex,
    "lessons",
    range(plan.courses * plan.lessonsPerCourse, (i) => ({
      courseId: courses[Math.floor(i / plan.lessonsPerCourse)],
      position: i % plan.lessonsPerCourse,
      title: `Lesson ${i % plan.lessonsPerCourse}`,
    })),
  );
  await insertAll(
    convex,
    "lessonContents",
    range(lessonIds.length, (i) => {
      const version = { body: "Read this lesson. ".repeat(40), attachmentIds: [] };
      return {
        lessonId: lessonIds[i],
        courseId: courses[Math.floor(i / plan.lessonsPerCourse)],
        draft: version,
        published: version,
        draftSavedAt: now,
        publishedAt: now,
      };
    }),
  );
  const lessons = new Map(
    courses.map((c, ci) => [c, lessonIds.slice(ci * plan.lessonsPerCourse, (ci + 1) * plan.lessonsPerCourse)]),
  );
  log(`courses: ${plan.courses}, ${lessonIds.length} lessons with published content`);

  // Enrolment k of course c is student (c * perCourse + k) mod S: distinct within a course, and
  // spread evenly (each student in about courses * perCourse / S courses).
  const perCourse = Math.min(plan.studentsPerCourse, studentCount);
  const studentOf = (ci: number, k: number) => students[(ci * perCourse + k) % studentCount] as Id<"users">;
  const enrolled = new Map(courses.map((c, ci) => [c, Array.from({ length: perCourse }, (_, k) => studentOf(ci, k))]));
  const enrolmentIds = await insertAll(
    convex,
    "enrollments",
    range(plan.courses * perCourse, (i) => {
      const ci = Math.floor(i / perCourse);
      const k = i % perCourse;
      const sid = studentOf(ci, k);
      const sIndex = (ci * perCourse + k) % studentCount;
      const course = courses[ci] as Id<"courses">;
      return {
        userId: sid,
        courseId: course,
        courseName: `Course ${ci}`,
        studentName: `Student ${sIndex}`,
        studentEmail: `student${sIndex}@school.example`,
        studentId: `S${String(sIndex).padStart(6, "0")}`,
        phoneNumber: "+44 20 7946 0958",
        degreeProgram: "Computer Science",
        yearOrSemester: "Year 2",
        paymentMethod: "paypal",
        paymentDetailsMasked: "",
        completedLessonIds: (lessons.get(course) ?? []).slice(0, k % (plan.lessonsPerCourse + 1)),
        completedCount: k % (plan.lessonsPerCourse + 1),
        completedCountAtRemovals: 0,
      };
    }),
  );
  // The small member row of each enrolment, as enrollments.enroll writes it (ADR 0036).
  await insertAll(
    convex,
    "courseMembers",
    enrolmentIds.flatMap((id) => {
      const enrolment = convex.committedDocument(id);
      if (enrolment === null) return [];
      return [
        {
          courseId: enrolment.courseId,
          userId: enrolment.userId,
          name: enrolment.studentName,
          email: enrolment.studentEmail,
          enrolledAt: enrolment._creationTime,
        },
      ];
    }),
  );
  log(`enrollments: ${plan.courses * perCourse}, each with its member row`);

  const questionFiles = await insertAll(
    convex,
    "files",
    range(plan.courses * plan.assignmentsPerCourse, (i) => ({
      provider: "static",
      url: "/bench/question.pdf",
      path: `assignments/${i}/question.pdf`,
      name: "question.pdf",
      size: 120_000,
      contentType: "application/pdf",
      purpose: "assignmentQuestion",
      ownerId: teachers[Math.floor(i / plan.assignmentsPerCourse) % plan.teachers],
    })),
  );
  // Assignment i's deadline: from five weeks ago to four weeks ahead, a week apart.
  const deadlineOf = (i: number) => now + ((i % plan.assignmentsPerCourse) - 5) * 7 * 86_400_000;
  const assignmentIds = await insertAll(
    convex,
    "assignments",
    range(questionFiles.length, (i) => {
      const ci = Math.floor(i / plan.assignmentsPerCourse);
      const deadlineAt = deadlineOf(i);
      return {
        courseId: courses[ci],
        title: `Assignment ${i % plan.assignmentsPerCourse}`,
        assignedDate: "2026-09-01",
        deadlineDate: new Date(deadlineAt).toISOString().slice(0, 10),
        timeZone: "Europe/London",
        deadlineAt,
        instructorName: `Teacher ${ci % plan.teachers}`,
        postedBy: teachers[ci % plan.teachers],
        questionFileId: questionFiles[i],
      };
    }),
  );
  const assignments = new Map(
    courses.map((c, ci) => [
      c,
      assignmentIds.slice(ci * plan.assignmentsPerCourse, (ci + 1) * plan.assignmentsPerCourse),
    ]),
  );

  // Submission j of course c: assignment j mod A, by enrolled student floor(j / A) (distinct pairs).
  const submissionCount = plan.courses * plan.submissionsPerCourse;
  const submitter = (i: number) => {
    const ci = Math.floor(i / plan.submissionsPerCourse);
    const j = i % plan.submissionsPerCourse;
    const course = courses[ci] as Id<"courses">;
    return {
      ci,
      course,
      assignmentId: (assignments.get(course) ?? [])[j % plan.assignmentsPerCourse] as Id<"assignments">,
      studentId: (enrolled.get(course) ?? [])[Math.floor(j / plan.assignmentsPerCourse) % perCourse] as Id<"users">,
    };
  };
  const submissionFiles = await insertAll(
    convex,
    "files",
    range(submissionCount, (i) => ({
      provider: "static",
      url: "/bench/work.pdf",
      path: `submissions/${i}/work.pdf`,
      name: "work.pdf",
      size: 240_000,
      contentType: "application/pdf",
      purpose: "submission",
      ownerId: submitter(i).studentId,
    })),
  );
  const versionIds = await insertAll(
    convex,
    "submissionVersions",
    range(submissionCount, (i) => {
      const s = submitter(i);
      return {
        assignmentId: s.assignmentId,
        studentId: s.studentId,
        version: 1,
        fileId: submissionFiles[i],
        submittedAt: now,
      };
    }),
  );
  const gradeOf = (i: number) => 60 + (i % 40);
  await insertAll(
    convex,
    "submissions",
    range(submissionCount, (i) => {
      const s = submitter(i);
      const graded = i % 2 === 0;
      return {
        assignmentId: s.assignmentId,
        courseId: s.course,
        studentId: s.studentId,
        currentVersionId: versionIds[i],
        versionCount: 1,
        submittedAt: now,
        // What submissions.submit copies from the file row for the roster (ADR 0030).
        currentFile: {
          versionId: versionIds[i],
          version: 1,
          name: "work.pdf",
          contentType: "application/pdf",
          size: 240_000,
          url: "/bench/work.pdf",
        },
        ...(graded
          ? {
              grade: gradeOf(i),
              feedback: "Good work.",
              gradedAt: now,
              gradedBy: teachers[s.ci % plan.teachers],
              gradedVersion: 1,
            }
          : {}),
      };
    }),
  );
  // The counts the submit and grade mutations keep per assignment (ADR 0030): every submission is
  // handed in `now`, so it is late where the deadline is before now; even ones are graded.
  // The grades' sum is kept too, in tenths (ADR 0040).
  const kept = new Map(assignmentIds.map((id, i) => [id, { i, submitted: 0, late: 0, graded: 0, gradeTenths: 0 }]));
  for (let i = 0; i < submissionCount; i++) {
    const counts = kept.get(submitter(i).assignmentId);
    if (counts === undefined) continue;
    counts.submitted += 1;
    if (now > deadlineOf(counts.i)) counts.late += 1;
    if (i % 2 === 0) {
      counts.graded += 1;
      counts.gradeTenths += gradeOf(i) * 10;
    }
  }
  await insertAll(
    convex,
    "submissionCounts",
    [...kept].map(([assignmentId, { i, submitted, late, graded, gradeTenths }]) => ({
      assignmentId,
      courseId: courses[Math.floor(i / plan.assignmentsPerCourse)],
      submitted,
      late,
      graded,
      gradeTenths,
    })),
  );
  log(`assignments: ${assignmentIds.length}, submissions: ${submissionCount} (each with its version and file)`);

  // 10% of the messages in the school-wide room, the rest in course rooms, round robin: the events
  // chat.send emits, in batches (the chat projector numbers them and moves the rooms' heads). Every
  // member's room row comes from the courses' own events (course_created, enrolled), its mark at
  // their account's creation: a member who has not read their rooms, the badge's dearest case.
  const MESSAGE_BATCH = 2_000;
  const courseKeys = new Map<Id<"courses">, string>();
  for (let from = 0; from < plan.messages; from += MESSAGE_BATCH) {
    await convex.t.run(async (raw) => {
      const ctx = raw as unknown as MutationCtx;
      for (let i = from; i < Math.min(plan.messages, from + MESSAGE_BATCH); i++) {
        const global = i % 10 === 0;
        const course = courses[Math.floor(i / 10) % plan.courses] as Id<"courses">;
        const author = global
          ? (students[i % studentCount] as Id<"users">)
          : ((enrolled.get(course) ?? [])[i % perCourse] as Id<"users">);
        let courseKey = global ? undefined : courseKeys.get(course);
        if (!global && courseKey === undefined) {
          courseKey = (await ctx.db.get("courses", course))?.key;
          if (courseKey === undefined) throw new Error(`course ${course} is missing`);
          courseKeys.set(course, courseKey);
        }
        await emit(ctx, {
          type: "message_sent",
          v: 1,
          actorId: author,
          ...(courseKey !== undefined ? { courseKey } : {}),
          room: courseKey ?? "global",
          text: `Message ${i}: a question about this week's lesson.`,
          authorName: `Student ${i}`,
        });
      }
    });
  }
  log(`messages: ${plan.messages} (as message_sent events)`);

  await insertAll(
    convex,
    "events",
    range(plan.events, (i) => {
      const ci = i % plan.courses;
      const course = courses[ci] as Id<"courses">;
      const actor = (enrolled.get(course) ?? [])[i % perCourse];
      return { type: EVENT_TYPES[i % EVENT_TYPES.length], actorId: actor, subjectUserId: actor, courseId: course };
    }),
  );
  log(`events: ${plan.events}`);

  // Read models of the events above, bounded: the newest notifications of each student and the
  // newest activity rows of each course (older ones only lengthen index ranges no screen reads past).
  const noteEvents = await insertAll(
    convex,
    "events",
    range(plan.courses, (ci) => ({
      type: "assignment_posted",
      actorId: teachers[ci % plan.teachers],
      courseId: courses[ci],
    })),
  );
  const unreadPerStudent = Math.min(5, plan.notificationsPerStudent);
  await insertAll(
    convex,
    "notifications",
    range(studentCount * plan.notificationsPerStudent, (i) => {
      const si = Math.floor(i / plan.notificationsPerStudent);
      const n = i % plan.notificationsPerStudent;
      const ci = (si + n) % plan.courses;
      return {
        userId: students[si],
        type: "assignment_posted",
        title: `New assignment in Course ${ci}: Assignment ${n % plan.assignmentsPerCourse}`,
        link: { route: "/assignmentpage", course: courses[ci] },
        eventId: noteEvents[ci],
        key: `bench:${si}:${n}`,
        read: n >= unreadPerStudent,
        at: now - (plan.notificationsPerStudent - n) * 3_600_000,
      };
    }),
  );
  // Their kept unread counts (ADR 0032), as notify and markRead would have left them.
  await insertAll(
    convex,
    "notificationCounts",
    range(studentCount, (si) => ({ userId: students[si], unread: unreadPerStudent })),
  );
  await insertAll(
    convex,
    "courseActivity",
    range(plan.courses * plan.activityPerCourse, (i) => {
      const ci = Math.floor(i / plan.activityPerCourse);
      return {
        courseId: courses[ci],
        eventId: noteEvents[ci],
        type: "submitted",
        actorName: `Student ${i % perCourse}`,
        summary: `Student ${i % perCourse} submitted Assignment ${i % plan.assignmentsPerCourse}`,
        at: now - (plan.activityPerCourse - (i % plan.activityPerCourse)) * 60_000,
      };
    }),
  );
  log(
    `read models: ${studentCount * plan.notificationsPerStudent} notifications, ${plan.courses * plan.activityPerCourse} activity rows`,
  );

  // Quiz: the shared banks, a course bank for the first course with a leaderboard of its students.
  const firstCourse = courses[0] as Id<"courses">;
  await convex.t.run(async (raw) => {
    const ctx = raw as unknown as MutationCtx;
    await seedQuizBanks(ctx);
    // The course's own bank, as its teacher's events (the quiz projector writes the questions).
    const course = await ctx.db.get("courses", firstCourse);
    if (course === null) throw new Error("the first course is missing");
    for (let p = 0; p < 10; p++) {
      await emit(ctx, {
        type: "question_added",
        v: 1,
        actorId: course.instructorId,
        courseKey: course.key,
        bank: courseBankKey(course.key),
        position: p,
        question: `Question ${p}?`,
        options: ["A", "B", "C", "D"],
        answer: 1 + (p % 4),
      });
    }
  });

  return {
    seeded: { students, teachers, admins, courses, lessons, assignments, enrolled } satisfies Omit<Seeded, "documents">,
    documents: convex.committedDocuments().length,
  };
}
