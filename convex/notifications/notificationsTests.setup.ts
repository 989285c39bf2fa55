// Not deployed (two dots in the name): helpers of the notification and activity tests.
import { api } from "../_generated/api";
import type { Id, TableNames } from "../_generated/dataModel";
import { courseWithPeople, uploadPdf } from "../assignments/assignmentsTests.setup";
import { MP4 } from "../courses/courseTests.setup";
import { emit } from "../events/emit";
import { uploadBytes } from "../accounts/uploadTests.setup";
import { differences, replay, snapshot, type Snapshot } from "../events/verify/compare.setup";
import { ENROLMENT_FORM } from "../events/verify/school.setup";
import { newTest, seedUser, type TestConvex } from "../test.setup";
import { courseKeyOf as keyOfCourse } from "../courses/keys";
import { notificationText } from "./model/words";

type Client = ReturnType<TestConvex["withIdentity"]>;

/** The caller's whole first page of notifications (types, and `title`: the words in English; newest first). */
export async function bell(as: Client) {
  const { page } = await as.query(api.notifications.notifications.list, {
    paginationOpts: { numItems: 50, cursor: null },
  });
  return page.map((row) => ({ ...row, title: notificationText(row.message, "en") }));
}

/** A student hands in a PDF for an assignment through the real flow. */
export async function submitWork(t: TestConvex, as: Client, assignmentId: Id<"assignments">) {
  const fileId = await uploadPdf(t, as, "submission", "answer.pdf");
  return await as.mutation(api.assignments.submissions.submit, { assignmentId, fileId });
}

/** A student enrols through the real enrolment form. */
export async function enrolIn(as: Client, courseId: Id<"courses">) {
  await as.mutation(api.courses.enrollments.enroll, { ...ENROLMENT_FORM, courseId });
}

/** The teacher (or an Admin) uploads a video to the course through the real flow. */
export async function uploadVideo(t: TestConvex, as: Client, courseId: Id<"courses">, name: string) {
  const fileId = await uploadBytes(t, as, MP4, "video/mp4", name, "courseVideo");
  return await as.mutation(api.courses.videos.add, { courseId, fileId });
}

/** `courseWithPeople`, with Alice and Bob enrolled through the real form. */
export async function classWithPeople() {
  return await courseWithPeople((_t, student, courseId) => enrolIn(student.as, courseId));
}

/** The key events name the course by. */
export async function courseKeyOf(t: TestConvex, courseId: Id<"courses">): Promise<string> {
  return await t.run((ctx) => keyOfCourse(ctx, courseId));
}

/**
 * `count` notifications for `userId` the way the clock writes them: one `deadline_reminded` each
 * (an event of this domain, so no other projector reacts), titled "Due within 24 hours: <prefix><i>".
 */
export async function remindMany(t: TestConvex, courseKey: string, userId: Id<"users">, count: number, prefix = "n") {
  await t.run(async (ctx) => {
    for (let i = 0; i < count; i++) {
      await emit(ctx, {
        type: "deadline_reminded",
        v: 1,
        courseKey,
        assignmentKey: `${prefix}${i}`,
        title: `${prefix}${i}`,
        deadlineAt: 1,
        studentIds: [userId],
      });
    }
  });
}

/** The notifications projector's tables, and the courses their rows point at (to name them by key). */
const MINE: readonly TableNames[] = ["notifications", "notificationCounts", "courseActivity", "notificationGroupItems"];

async function ownSnapshot(t: TestConvex): Promise<Snapshot> {
  const all = await snapshot(t);
  return new Map([...all].filter(([table]) => table === "courses" || MINE.includes(table)));
}

/**
 * Everything settled, the notification tables are snapshotted, rebuilt from the log
 * (projections:rebuildStep to the end) and compared by identity: returns the differences in
 * this domain's tables (none when the replay built the same documents).
 */
export async function replayDifferences(t: TestConvex, settle: () => Promise<void>): Promise<string[]> {
  await settle();
  const before = await ownSnapshot(t);
  await replay(t, settle);
  const after = await ownSnapshot(t);
  return differences(before, after, 1000).filter((line) => MINE.some((table) => line.startsWith(`${table}:`)));
}

/** A backend with one course (notifications name it) and its key. */
export async function withCourse() {
  const t = newTest();
  const teacher = await seedUser(t, "teacher");
  const courseId = await teacher.as.mutation(api.courses.courses.create, {
    name: "Rust for Everyone",
    description: "Ownership and borrowing.",
    durationHours: 10,
    instructorName: "Tess",
    category: "Systems",
  });
  return { t, courseKey: await courseKeyOf(t, courseId) };
}
