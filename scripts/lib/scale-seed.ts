/**
 * Seeds the offline backend with a school-scale data set for scripts/bench-scale.ts the way the
 * app itself stores it (ADR 0049): the school's EVENT LOG, in the order a school makes it, each
 * event with the payload its mutation emits, then every projected table built by the projectors
 * from that log, as `projections.rebuild` would. Nothing derived (counts, names, current files,
 * members, notifications, activity) is written here.
 *
 * Two tables are written besides the log, as the app writes them: `users` rows, which Convex
 * Auth creates (its fields only: their profile comes from `registered` and `profile_updated`),
 * and `files` rows, from `file_stored` by the accounts projector. A replay leaves those two
 * tables alone, so their events are applied as when they happened (`replay: false`); every other
 * event is applied as a replay applies it (`replay: true`: nothing scheduled, e.g. no deadline
 * reminders for assignments posted weeks ago).
 *
 * Events are bulk-inserted (ConvexTestInternals.bulkInsert: validated against the `events` union,
 * with ids and creation times as `ctx.db.insert` gives them), then projected one transaction per
 * event, as `emit` projects it. Larger transactions are slower here: each query of the offline
 * backend also visits the transaction's pending writes (ConvexTestInternals.indexTablesForScans).
 */
import type { Doc, Id } from "../../convex/_generated/dataModel";
import type { MutationCtx } from "../../convex/_generated/server";
import { assignmentFileOf } from "../../convex/assignments/model/assignmentsAccess.ts";
import { emit, entityKeyOf } from "../../convex/events/emit.ts";
import type { AppEvent, EventType } from "../../convex/events/types.ts";
import type { StoredFile } from "../../convex/accounts/events.ts";
import { courseLessons, createdLessonKey } from "../../convex/courses/model/lessons.ts";
import { accountsProjector } from "../../convex/accounts/projector.ts";
import { assignmentByKey, submissionKey } from "../../convex/assignments/projector/keys.ts";
import { courseByKey } from "../../convex/courses/keys.ts";
import type { Handler, Projector } from "../../convex/events/projector.ts";
import { project } from "../../convex/events/projectors.ts";
import { seedQuizBanks } from "../../convex/quiz/model/quizBankStore.ts";
import { courseBankKey } from "../../convex/shared/quizRules.ts";
import { studentNumberFor } from "../../convex/shared/studentNumber.ts";
import { lateBy } from "../../convex/shared/submissionsStatus.ts";
import { courseVideoFolder, videoByKey } from "../../convex/courses/model/videos.ts";
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
  /** The first course's video. */
  video: Id<"videos">;
  /** The first course's assignment due within a day (its deadline reminder is measured). */
  dueSoon: { assignmentKey: string; deadlineAt: number };
};

const WEEK_MS = 7 * 86_400_000;

function* range<T>(count: number, make: (i: number) => T): Generator<T> {
  for (let i = 0; i < count; i++) yield make(i);
}

/** Runs `fn` in one transaction, with the app's typed ctx. */
async function inTransaction<T>(convex: ConvexTestInternals, fn: (ctx: MutationCtx) => Promise<T>): Promise<T> {
  return await convex.t.run(async (raw) => await fn(raw as unknown as MutationCtx));
}

export async function seedSchool(convex: ConvexTestInternals, plan: SeedPlan, log: (line: string) => void) {
  const now = Date.now();
  const studentCount = plan.users - plan.teachers - plan.admins;
  const perCourse = Math.min(plan.studentsPerCourse, studentCount);
  const lessonCount = plan.lessonsPerCourse;
  const assignmentCount = plan.assignmentsPerCourse;
  /** The ids of every event appended, oldest first: the log the projection pass applies. */
  const logged: Id<"events">[] = [];
  /** Appends events (each with the `entityKey` emit gives it); returns their ids, the new entities' keys. */
  const append = (events: Iterable<AppEvent>): Id<"events">[] => {
    function* withEntity() {
      for (const event of events) {
        const entityKey = entityKeyOf(event);
        yield (entityKey === undefined ? event : { ...event, entityKey }) as Record<string, Value>;
      }
    }
    const ids = convex.bulkInsert("events", withEntity()) as Id<"events">[];
    for (const id of ids) logged.push(id);
    return ids;
  };

  /**
   * Applies every event appended since the last call, oldest first, one transaction each: the
   * accounts projector as when it happened (its tables are not rebuilt), then every projector as
   * a replay does (the accounts one then does nothing).
   */
  let projected = 0;
  let projectMs = 0;
  const projectLogged = async () => {
    const started = Date.now();
    for (; projected < logged.length; projected++) {
      const id = logged[projected] as Id<"events">;
      await inTransaction(convex, async (ctx) => {
        const event = await ctx.db.get("events", id);
        if (event === null) throw new Error(`event ${id} is missing`);
        const live = (accountsProjector as Projector).on[event.type] as Handler<EventType> | undefined;
        if (live !== undefined) await live(ctx, event, { replay: false });
        await project(ctx, event, { replay: true });
      });
    }
    projectMs += Date.now() - started;
  };

  // People: the rows Convex Auth makes (e-mail verified), then their sign-up as events.
  const account = (role: string, i: number) => ({
    email: `${role.toLowerCase()}${i}@school.example`,
    emailVerificationTime: now,
  });
  const rows = (role: string, count: number) =>
    convex.bulkInsert(
      "users",
      range(count, (i) => account(role, i)),
    ) as Id<"users">[];
  const admins = rows("Admin", plan.admins);
  const teachers = rows("teacher", plan.teachers);
  const students = rows("student", studentCount);
  const nameOf = (role: string, i: number) => `${role[0]?.toUpperCase()}${role.slice(1)} ${i}`;
  const teacherName = (ti: number) => nameOf("teacher", ti);
  const studentName = (si: number) => nameOf("student", si);
  for (const [role, ids] of [
    ["Admin", admins],
    ["teacher", teachers],
    ["student", students],
  ] as const) {
    append(
      range(ids.length, (i) => ({
        type: "registered",
        v: 1,
        actorId: ids[i],
        subjectUserId: ids[i],
        role,
        name: nameOf(role, i),
        via: "seed",
      })),
    );
  }
  append(
    range(plan.teachers, (ti) => {
      const displayName = teacherName(ti);
      return {
        type: "profile_updated",
        v: 1,
        actorId: teachers[ti],
        subjectUserId: teachers[ti],
        before: { displayName, experience: null, bio: "" },
        after: { displayName, experience: 5, bio: "Teaches at the school." },
      };
    }),
  );
  log(`users: ${plan.users} (${plan.admins} admins, ${plan.teachers} teachers, ${studentCount} students)`);

  // Courses with their lessons, each lesson's text drafted and published by its teacher.
  const categories = ["Programming", "Design", "Mathematics", "Languages", "Science"];
  const teacherOf = (ci: number) => ci % plan.teachers;
  const courseKeys: string[] = append(
    range(plan.courses, (ci) => ({
      type: "course_created",
      v: 1,
      actorId: teachers[teacherOf(ci)],
      name: `Course ${ci}`,
      description: "A course of the school. ".repeat(8),
      durationHours: 20,
      category: categories[ci % categories.length] ?? "Programming",
      imageUrl: "",
      instructorName: teacherName(teacherOf(ci)),
      lessonTitles: Array.from({ length: lessonCount }, (_, li) => `Lesson ${li}`),
    })),
  );
  const lessonAbout = (ci: number, li: number) => {
    const lessonKey = createdLessonKey(courseKeys[ci] as string, li);
    return {
      v: 1 as const,
      actorId: teachers[teacherOf(ci)],
      courseKey: courseKeys[ci],
      entityKey: lessonKey,
      lessonKey,
      lessonTitle: `Lesson ${li}`,
    };
  };
  const content = { body: "Read this lesson. ".repeat(40), attachmentIds: [] };
  append(
    range(plan.courses * lessonCount * 2, (i): AppEvent => {
      const about = lessonAbout(Math.floor(i / (2 * lessonCount)), Math.floor(i / 2) % lessonCount);
      return i % 2 === 0
        ? { type: "lesson_draft_saved", ...about, draft: content, attachmentsAdded: [], attachmentsRemoved: [] }
        : { type: "lesson_published", ...about, content };
    }),
  );
  log(`courses: ${plan.courses}, ${plan.courses * lessonCount} lessons with published content`);

  // Enrolment k of course c is student (c * perCourse + k) mod S: distinct within a course, and
  // spread evenly (each student in about courses * perCourse / S courses).
  const studentIndex = (ci: number, k: number) => (ci * perCourse + k) % studentCount;
  const studentOf = (ci: number, k: number) => students[studentIndex(ci, k)] as Id<"users">;
  append(
    range(plan.courses * perCourse, (i) => {
      const ci = Math.floor(i / perCourse);
      const si = studentIndex(ci, i % perCourse);
      const userId = students[si] as Id<"users">;
      return {
        type: "enrolled",
        v: 1,
        actorId: userId,
        subjectUserId: userId,
        courseKey: courseKeys[ci],
        courseName: `Course ${ci}`,
        studentName: studentName(si),
        studentEmail: `student${si}@school.example`,
        studentNumber: studentNumberFor(userId),
        phoneNumber: "+44 20 7946 0958",
        degreeProgram: "Computer Science",
        yearOrSemester: "Year 2",
        paymentMethod: "paypal",
        paymentDetailsMasked: "",
      };
    }),
  );
  log(`enrolments: ${plan.courses * perCourse}`);

  const file = (f: StoredFile): AppEvent => ({
    type: "file_stored",
    v: 1,
    actorId: f.ownerId,
    // The entity storeFile names (model/files.ts).
    entityKey: f.storageId ?? f.key ?? f.url ?? f.path,
    ...f,
  });

  // The first course's lecture video: uploaded (its files row comes from the event), then added.
  const firstTeacher = teachers[0] as Id<"users">;
  append([
    file({
      provider: "static",
      url: "/bench/lecture.mp4",
      path: "CourseVideos/lecture.mp4",
      name: "lecture.mp4",
      size: 40_000_000,
      contentType: "video/mp4",
      purpose: "courseVideo",
      ownerId: firstTeacher,
    }),
  ]);
  await projectLogged();
  const videoFile = await inTransaction(convex, async (ctx) => {
    const newest = await ctx.db
      .query("files")
      .withIndex("by_owner", (q) => q.eq("ownerId", firstTeacher))
      .order("desc")
      .first();
    if (newest === null) throw new Error("the video's file_stored wrote no files row");
    return newest._id;
  });
  const [videoKey] = append([
    {
      type: "video_uploaded",
      v: 1,
      actorId: firstTeacher,
      courseKey: courseKeys[0],
      courseName: "Course 0",
      position: 1,
      fileName: "lecture.mp4",
      fileId: videoFile,
      filePath: `${courseVideoFolder("Course 0")}/lecture.mp4`,
    },
  ]);

  // Assignments: each with its question file, posted by the course's teacher. Assignment a's
  // deadline is (a - 5) weeks from now, so the first five are past; the second-to-last is due
  // within a day (its reminder is one of the school events measured).
  const questionFile = (ci: number, a: number): StoredFile => ({
    provider: "static",
    url: `/bench/assignments/${ci}/${a}/question.pdf`,
    path: `Assignments/${ci}-${a}-question.pdf`,
    name: "question.pdf",
    size: 120_000,
    contentType: "application/pdf",
    purpose: "assignmentQuestion",
    ownerId: teachers[teacherOf(ci)] as Id<"users">,
  });
  const deadlineOf = (a: number) => (a === assignmentCount - 2 ? now + 12 * 3_600_000 : now + (a - 5) * WEEK_MS);
  const assignmentCountAll = plan.courses * assignmentCount;
  append(range(assignmentCountAll, (i) => file(questionFile(Math.floor(i / assignmentCount), i % assignmentCount))));
  const assignmentKeys: string[] = append(
    range(assignmentCountAll, (i) => {
      const ci = Math.floor(i / assignmentCount);
      const a = i % assignmentCount;
      const deadlineAt = deadlineOf(a);
      return {
        type: "assignment_posted",
        v: 1,
        actorId: teachers[teacherOf(ci)],
        courseKey: courseKeys[ci],
        title: `Assignment ${a}`,
        courseName: `Course ${ci}`,
        instructions: "",
        points: 100,
        assignedDate: "2026-09-01",
        deadlineDate: new Date(deadlineAt).toISOString().slice(0, 10),
        deadlineTime: "23:59",
        timeZone: "Europe/London",
        rubricKey: null,
        gradesHeld: false,
        deadlineAt,
        instructorName: teacherName(teacherOf(ci)),
        // What postAssignment keeps of the file row (the same function).
        questionFile: assignmentFileOf(questionFile(ci, a) as Doc<"files">),
      };
    }),
  );
  log(`assignments: ${assignmentCountAll}, each with its question file`);

  // Progress: enrolment k of a course has completed its first k mod (lessons + 1) lessons.
  const completions: { ci: number; k: number; li: number }[] = [];
  for (let ci = 0; ci < plan.courses; ci++) {
    for (let k = 0; k < perCourse; k++) {
      for (let li = 0; li < k % (lessonCount + 1); li++) completions.push({ ci, k, li });
    }
  }
  append(
    completions.map(({ ci, k, li }) => {
      const userId = studentOf(ci, k);
      const lessonKey = createdLessonKey(courseKeys[ci] as string, li);
      return {
        type: "lesson_completed",
        v: 1,
        actorId: userId,
        subjectUserId: userId,
        courseKey: courseKeys[ci],
        entityKey: lessonKey,
        lessonKey,
        lessonTitle: `Lesson ${li}`,
        studentName: studentName(studentIndex(ci, k)),
      };
    }),
  );
  log(`lessons completed: ${completions.length}`);

  // Submission j of course c: assignment j mod A, by enrolled student floor(j / A) (distinct
  // pairs), handed in now (late where the deadline has passed); the even ones are graded.
  const submissionCount = plan.courses * plan.submissionsPerCourse;
  const work = (i: number) => {
    const ci = Math.floor(i / plan.submissionsPerCourse);
    const j = i % plan.submissionsPerCourse;
    const a = j % assignmentCount;
    const k = Math.floor(j / assignmentCount) % perCourse;
    const assignmentKey = assignmentKeys[ci * assignmentCount + a] as string;
    const studentId = studentOf(ci, k);
    return {
      ci,
      a,
      si: studentIndex(ci, k),
      studentId,
      about: {
        v: 1 as const,
        subjectUserId: studentId,
        courseKey: courseKeys[ci],
        entityKey: submissionKey(assignmentKey, studentId),
        assignmentKey,
        title: `Assignment ${a}`,
      },
    };
  };
  const workFile = (i: number): StoredFile => ({
    provider: "static",
    url: `/bench/submissions/${i}/work.pdf`,
    path: `Submissions/${i}-work.pdf`,
    name: "work.pdf",
    size: 240_000,
    contentType: "application/pdf",
    purpose: "submission",
    ownerId: work(i).studentId,
  });
  append(range(submissionCount, (i) => file(workFile(i))));
  append(
    range(submissionCount, (i) => {
      const w = work(i);
      return {
        type: "submitted",
        ...w.about,
        actorId: w.studentId,
        studentName: studentName(w.si),
        version: 1,
        lateByMs: lateBy(Date.now(), deadlineOf(w.a)),
        file: assignmentFileOf(workFile(i) as Doc<"files">),
      };
    }),
  );
  append(
    range(Math.ceil(submissionCount / 2), (half) => {
      const w = work(half * 2);
      return {
        type: "graded",
        ...w.about,
        actorId: teachers[teacherOf(w.ci)],
        grade: 60 + ((half * 2) % 40),
        points: 100,
        feedback: "Good work.",
        rubric: null,
        overrideReason: null,
        held: false,
        version: 1,
        graderName: teacherName(teacherOf(w.ci)),
        previous: null,
        restoredFrom: null,
      };
    }),
  );
  log(`submissions: ${submissionCount} (each with its file), ${Math.ceil(submissionCount / 2)} graded`);

  // 10% of the messages in the school-wide room, the rest in course rooms, round robin. Nobody
  // has read a room since joining it: a member's mark is at their account's creation, the unread
  // badge's dearest case.
  append(
    range(plan.messages, (i) => {
      const global = i % 10 === 0;
      const ci = Math.floor(i / 10) % plan.courses;
      const si = global ? i % studentCount : studentIndex(ci, i % perCourse);
      return {
        type: "message_sent",
        v: 1,
        actorId: students[si],
        ...(global ? {} : { courseKey: courseKeys[ci] }),
        room: global ? "global" : (courseKeys[ci] as string),
        text: `Message ${i}: a question about this week's lesson.`,
        authorName: studentName(si),
      };
    }),
  );
  log(`messages: ${plan.messages}`);

  await projectLogged();
  log(`events: ${logged.length}, projected in ${(projectMs / 1000).toFixed(0)} s`);

  // Quiz: the shared banks, and the first course's own bank written by its teacher (as the app
  // does, through emit).
  await inTransaction(convex, async (ctx) => {
    await seedQuizBanks(ctx);
    for (let p = 0; p < 10; p++) {
      await emit(ctx, {
        type: "question_added",
        v: 1,
        actorId: firstTeacher,
        courseKey: courseKeys[0],
        bank: courseBankKey(courseKeys[0] as string),
        position: p,
        question: `Question ${p}?`,
        options: ["A", "B", "C", "D"],
        solution: { kind: "single", answer: 1 + (p % 4) },
        tags: [],
      });
    }
  });
  await settleScheduled(convex);

  // What the page views need, by the ids the projection gave.
  const found = await inTransaction(convex, async (ctx) => {
    const courses: Id<"courses">[] = [];
    const lessons: Id<"lessons">[][] = [];
    const assignments: Id<"assignments">[][] = [];
    for (const [ci, key] of courseKeys.entries()) {
      const course = await courseByKey(ctx, key);
      if (course === null) throw new Error(`course ${ci} was not projected`);
      courses.push(course._id);
      lessons.push((await courseLessons(ctx, course._id)).map((lesson) => lesson._id));
      const ids: Id<"assignments">[] = [];
      for (const assignmentKey of assignmentKeys.slice(ci * assignmentCount, (ci + 1) * assignmentCount)) {
        const assignment = await assignmentByKey(ctx, assignmentKey);
        if (assignment === null) throw new Error(`assignment ${assignmentKey} was not projected`);
        ids.push(assignment._id);
      }
      assignments.push(ids);
    }
    const video = await videoByKey(ctx, videoKey as string);
    if (video === null) throw new Error("the video was not projected");
    return { courses, lessons, assignments, video: video._id };
  });
  const perCourseOf = <T>(rows: T[][]) => new Map(found.courses.map((c, ci) => [c, rows[ci] ?? []]));
  const enrolled = perCourseOf(
    found.courses.map((_, ci) => Array.from({ length: perCourse }, (__, k) => studentOf(ci, k))),
  );
  return {
    seeded: {
      students,
      teachers,
      admins,
      courses: found.courses,
      lessons: perCourseOf(found.lessons),
      assignments: perCourseOf(found.assignments),
      video: found.video,
      enrolled,
      dueSoon: {
        assignmentKey: assignmentKeys[assignmentCount - 2] as string,
        deadlineAt: deadlineOf(assignmentCount - 2),
      },
    } satisfies Seeded,
    events: logged.length,
    documents: convex.committedDocuments().length,
  };
}

/** Waits until no scheduled job is pending or running (a full fan-out batch schedules the next). */
async function settleScheduled(convex: ConvexTestInternals): Promise<void> {
  for (;;) {
    const busy = await inTransaction(convex, async (ctx) => {
      for await (const job of ctx.db.system.query("_scheduled_functions")) {
        if (job.state.kind === "pending" || job.state.kind === "inProgress") return true;
      }
      return false;
    });
    if (!busy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
