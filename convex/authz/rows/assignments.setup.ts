// Not deployed (two dots in the name): authorization rows of convex/assignments.ts, and the
// assignment world the rows of submissions and gradebook share (seeded by `prepare` through the
// real functions, so world.setup.ts stays as it is).
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { TestConvex } from "../../test.setup";
import { COURSE_MANAGERS, type Caller, type Outcome, type Rows } from "../matrix.setup";
import type { World } from "../world.setup";

const PDF = new Uint8Array([..."%PDF-1.7\n"].map((c) => c.charCodeAt(0)));

/** An assignment of the world's course (posted by its teacher, due at the end of 2099-12-31 UTC). */
export type AssignmentWorld = {
  /** Has the enrolled student's submission (so it can be graded, and cannot be deleted). */
  assignmentId: Id<"assignments">;
  /** Has no submissions (deletable). */
  freshAssignmentId: Id<"assignments">;
  enrolledId: Id<"users">;
  /** The caller's own unattached uploads (the visitor borrows the student's). */
  questionFileId: Id<"files">;
  submissionFileId: Id<"files">;
  /** With `prepareGraded`: the first of the owner's two grades of the enrolled student's work. */
  firstGradeEventId: Id<"events"> | null;
};

const seeded = new WeakMap<World, AssignmentWorld>();

/** A client acting as one of the world's people (imported on use: scripts/authz-table.ts loads these rows in Node). */
async function as(t: TestConvex, world: World, caller: Exclude<Caller, "visitor">) {
  const { identityFor } = await import("../../test.setup");
  return t.withIdentity(identityFor(world.actors[caller].userId));
}

async function pdf(t: TestConvex, ownerId: Id<"users">, purpose: "assignmentQuestion" | "submission") {
  return await t.run(async (ctx) => {
    const storageId = await ctx.storage.store(new Blob([PDF], { type: "application/pdf" }));
    return await ctx.db.insert("files", {
      provider: "convex",
      storageId,
      path: `x/${purpose}.pdf`,
      name: `${purpose}.pdf`,
      size: PDF.length,
      contentType: "application/pdf",
      purpose,
      ownerId,
    });
  });
}

export async function prepareAssignments(t: TestConvex, world: World, caller: Caller): Promise<void> {
  const owner = await as(t, world, "owner");
  const enrolledId = world.actors.enrolled.userId;
  const me = world.of(caller).userId;
  const post = async (title: string) =>
    await owner.mutation(api.assignments.assignments.post, {
      courseId: world.courseId,
      title,
      instructions: "",
      points: 100,
      assignedDate: "2099-01-01",
      deadlineDate: "2099-12-31",
      deadlineTime: "23:59",
      timeZone: "UTC",
      questionFileId: await pdf(t, world.actors.owner.userId, "assignmentQuestion"),
      holdGrades: false,
    });
  // Through the real functions: the owner posts both, the enrolled student hands in to the first.
  const assignmentId = await post("Essay");
  const freshAssignmentId = await post("Lab");
  await (
    await as(t, world, "enrolled")
  ).mutation(api.assignments.submissions.submit, {
    assignmentId,
    fileId: await pdf(t, enrolledId, "submission"),
  });
  seeded.set(world, {
    assignmentId,
    freshAssignmentId,
    enrolledId,
    questionFileId: await pdf(t, me, "assignmentQuestion"),
    submissionFileId: await pdf(t, me, "submission"),
    firstGradeEventId: null,
  });
}

/**
 * `prepareAssignments`, then the owner grades the enrolled student's work twice: its history has
 * an earlier grade to restore (`firstGradeEventId`).
 */
export async function prepareGraded(t: TestConvex, world: World, caller: Caller): Promise<void> {
  await prepareAssignments(t, world, caller);
  const owner = await as(t, world, "owner");
  const { assignmentId, enrolledId } = assignmentWorld(world);
  const work = { assignmentId, studentId: enrolledId };
  await owner.mutation(api.assignments.submissions.grade, { ...work, grade: 70, feedback: "First." });
  await owner.mutation(api.assignments.submissions.grade, { ...work, grade: 80, feedback: "Second." });
  const [first] = await owner.query(api.assignments.submissions.gradeHistory, work);
  seeded.set(world, { ...assignmentWorld(world), firstGradeEventId: first.eventId });
}

export function assignmentWorld(world: World): AssignmentWorld {
  const found = seeded.get(world);
  if (found === undefined) throw new Error("The row needs `prepare: prepareAssignments`.");
  return found;
}

/** Only a student enrolled in the course. */
export const ENROLLED_STUDENT: Record<Caller, Outcome> = {
  visitor: "refused",
  student: "refused",
  enrolled: "allowed",
  owner: "refused",
  otherTeacher: "refused",
  admin: "refused",
};

export const managed = (rule: string, args: (a: AssignmentWorld, world: World) => Record<string, unknown>) => ({
  rule,
  prepare: prepareAssignments,
  args: (world: World) => args(assignmentWorld(world), world),
  expect: COURSE_MANAGERS,
});

export const rows: Rows = {
  "assignments/assignments:post": {
    rule: "the course's own teacher and Admins, with a question file they uploaded themselves",
    prepare: prepareAssignments,
    args: (world) => ({
      courseId: world.courseId,
      title: "New assignment",
      instructions: "Read chapter 4.",
      points: 50,
      assignedDate: "2099-01-01",
      deadlineDate: "2099-02-01",
      deadlineTime: "17:00",
      timeZone: "Europe/Paris",
      questionFileId: assignmentWorld(world).questionFileId,
      holdGrades: true,
    }),
    expect: COURSE_MANAGERS,
  },
  "assignments/assignments:changeDeadline": managed("the course's own teacher and Admins", (a) => ({
    assignmentId: a.assignmentId,
    deadlineDate: "2099-12-30",
    deadlineTime: "12:30",
    timeZone: "UTC",
  })),
  "assignments/assignments:close": managed("the course's own teacher and Admins", (a) => ({
    assignmentId: a.assignmentId,
  })),
  "assignments/assignments:reopen": managed("the course's own teacher and Admins", (a) => ({
    assignmentId: a.assignmentId,
  })),
  "assignments/assignments:remove": managed(
    "the course's own teacher and Admins, only while nobody has submitted",
    (a) => ({
      assignmentId: a.freshAssignmentId,
    }),
  ),
  "assignments/assignments:listForStaff": managed("the course's own teacher and Admins", (_a, world) => ({
    courseId: world.courseId,
  })),
  "assignments/assignments:listForStudent": {
    rule: "students enrolled in the course (with their own status only)",
    prepare: prepareAssignments,
    args: (world) => ({ courseId: world.courseId }),
    expect: ENROLLED_STUDENT,
  },
};
