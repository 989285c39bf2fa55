/**
 * Rubrics (ADR 0060): saving one with its rules and messages, attaching it to an assignment (the
 * points are its total), grading with it (the total computed, an override needs a reason, every
 * criterion chosen, only this rubric's levels), and what an edit may no longer change.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { courseWithPeople, POSTED_AT, postAssignment, uploadPdf } from "./assignmentsTests.setup";
import { courseIn } from "../courses/courseTests.setup";
import type { RubricCriterion } from "../shared/rubricRules";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(POSTED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Two criteria: Clarity (0 / 4) and Correctness (0 / 3 / 6): 10 points at most. */
const CRITERIA: RubricCriterion[] = [
  {
    id: "clarity",
    title: "Clarity",
    levels: [
      { id: "cl-0", title: "Unclear", points: 0, description: "" },
      { id: "cl-4", title: "Clear", points: 4, description: "Easy to follow." },
    ],
  },
  {
    id: "correct",
    title: "Correctness",
    levels: [
      { id: "co-0", title: "Wrong", points: 0, description: "" },
      { id: "co-3", title: "Partly", points: 3, description: "" },
      { id: "co-6", title: "Right", points: 6, description: "All cases." },
    ],
  },
];

const FULL = [
  { criterionId: "clarity", levelId: "cl-4", comment: "Well laid out." },
  { criterionId: "correct", levelId: "co-6", comment: "" },
];

async function rubricCourse() {
  const people = await courseWithPeople();
  const { t, teacher, courseId, alice, bob } = people;
  const rubricId = await teacher.as.mutation(api.assignments.rubrics.save, {
    courseId,
    title: "Essay rubric",
    criteria: CRITERIA,
  });
  const assignmentId = await postAssignment(t, teacher.as, courseId, { points: 10, rubricId });
  for (const who of [alice, bob]) {
    await who.as.mutation(api.assignments.submissions.submit, {
      assignmentId,
      fileId: await uploadPdf(t, who.as, "submission"),
    });
  }
  const grade = (studentId: Id<"users">, fields: { grade: number; rubric?: typeof FULL; overrideReason?: string }) =>
    teacher.as.mutation(api.assignments.submissions.grade, { assignmentId, studentId, feedback: "", ...fields });
  return { ...people, rubricId, assignmentId, grade };
}

describe("rubrics.save", () => {
  test("keeps a course's rubric with its total; the list says which assignments use it", async () => {
    const { teacher, courseId, rubricId, admin } = await rubricCourse();
    const listed = await teacher.as.query(api.assignments.rubrics.list, { courseId });
    expect(listed).toEqual([{ _id: rubricId, title: "Essay rubric", criteria: CRITERIA, maxPoints: 10, usedBy: 1 }]);
    expect(await admin.as.query(api.assignments.rubrics.list, { courseId })).toEqual(listed);
  });

  test("refuses a rubric that breaks its rules, with the message the form shows", async () => {
    const { teacher, courseId } = await courseWithPeople();
    const save = (title: string, criteria: RubricCriterion[]) =>
      teacher.as.mutation(api.assignments.rubrics.save, { courseId, title, criteria });
    const [clarity, correct] = CRITERIA;
    await expect(save(" ", CRITERIA)).rejects.toThrow("Rubric title is required.");
    await expect(save("R", [])).rejects.toThrow("A rubric needs at least one criterion.");
    await expect(save("R", [{ ...clarity, levels: [clarity.levels[0]] }])).rejects.toThrow(
      "Each criterion needs at least 2 levels.",
    );
    await expect(save("R", [clarity, { ...correct, id: "clarity" }])).rejects.toThrow(
      "Each criterion and level needs its own id.",
    );
    await expect(
      save("R", [{ ...clarity, levels: clarity.levels.map((level) => ({ ...level, points: 0 })) }]),
    ).rejects.toThrow("A rubric's total must be between 1 and 1000 points.");
    await expect(
      save("R", [{ ...clarity, levels: [clarity.levels[0], { ...clarity.levels[1], points: 2.5 }] }]),
    ).rejects.toThrow("Points must be whole numbers from 0 to 1000.");
    await expect(save("R", [{ ...clarity, id: "x".repeat(33) }])).rejects.toThrow("Ids are at most 32 characters.");
    expect(await teacher.as.query(api.assignments.rubrics.list, { courseId })).toEqual([]);
  });

  test("only the course's teacher or an Admin; another course's rubric is not found", async () => {
    const { t, teacher, courseId, rubricId, otherTeacher, alice } = await rubricCourse();
    const args = { courseId, title: "R", criteria: CRITERIA };
    await expect(otherTeacher.as.mutation(api.assignments.rubrics.save, args)).rejects.toThrow(/course's teacher/);
    await expect(alice.as.mutation(api.assignments.rubrics.save, args)).rejects.toThrow(/Only teachers/);
    await expect(otherTeacher.as.query(api.assignments.rubrics.list, { courseId })).rejects.toThrow(/course's teacher/);
    const otherCourse = await t.run((ctx) =>
      courseIn(ctx, teacher.userId, {
        name: "Other",
        description: "",
        durationHours: 1,
        instructorName: "Tess",
        category: "x",
      }),
    );
    await expect(
      teacher.as.mutation(api.assignments.rubrics.save, { ...args, courseId: otherCourse, rubricId }),
    ).rejects.toThrow("Rubric not found.");
    // Nor can an assignment of the other course use it.
    await expect(postAssignment(t, teacher.as, otherCourse, { points: 10, rubricId })).rejects.toThrow(
      "Rubric not found.",
    );
  });
});

describe("an assignment with a rubric", () => {
  test("is worth exactly the rubric's total, and shows the rubric to its students", async () => {
    const { t, teacher, courseId, rubricId, alice } = await rubricCourse();
    await expect(postAssignment(t, teacher.as, courseId, { points: 100, rubricId })).rejects.toThrow(
      "Points must be the rubric's total, 10.",
    );
    const [view] = await alice.as.query(api.assignments.assignments.listForStudent, { courseId });
    expect(view).toMatchObject({ points: 10, rubric: { _id: rubricId, maxPoints: 10, criteria: CRITERIA } });
  });

  test("grading computes the total; another grade needs a reason; every criterion, this rubric's levels only", async () => {
    const { teacher, assignmentId, alice, bob, grade } = await rubricCourse();
    await grade(alice.userId, { grade: 10, rubric: FULL });
    const work = await teacher.as.query(api.assignments.submissions.graderWork, {
      assignmentId,
      studentId: alice.userId,
    });
    expect(work.current).toMatchObject({
      grade: 10,
      overrideReason: null,
      rubric: [
        { criterionId: "clarity", levelId: "cl-4", levelTitle: "Clear", points: 4, comment: "Well laid out." },
        { criterionId: "correct", levelId: "co-6", levelTitle: "Right", points: 6, comment: "" },
      ],
    });

    await expect(grade(bob.userId, { grade: 9, rubric: FULL })).rejects.toThrow(
      "Say why the grade differs from the rubric's total.",
    );
    await expect(grade(bob.userId, { grade: 9, rubric: FULL, overrideReason: "   " })).rejects.toThrow(
      "Say why the grade differs from the rubric's total.",
    );
    await expect(grade(bob.userId, { grade: 4, rubric: [FULL[0]] })).rejects.toThrow(
      "Choose a level for every criterion of the rubric.",
    );
    await expect(grade(bob.userId, { grade: 4 })).rejects.toThrow("Choose a level for every criterion of the rubric.");
    await expect(
      grade(bob.userId, { grade: 10, rubric: [FULL[0], { criterionId: "correct", levelId: "cl-4", comment: "" }] }),
    ).rejects.toThrow("That level is not part of this assignment's rubric.");
    await expect(grade(bob.userId, { grade: 10, rubric: [FULL[0], FULL[0]] })).rejects.toThrow(
      "That level is not part of this assignment's rubric.",
    );
    await expect(grade(bob.userId, { grade: 10.5, rubric: FULL, overrideReason: "Bonus." })).rejects.toThrow(
      "Grade must be between 0 and 10.",
    );
    await grade(bob.userId, { grade: 9.5, rubric: FULL, overrideReason: " Late by a day. " });
    const bobWork = await teacher.as.query(api.assignments.submissions.graderWork, {
      assignmentId,
      studentId: bob.userId,
    });
    expect(bobWork.current).toMatchObject({ grade: 9.5, overrideReason: "Late by a day." });
  });

  test("without a rubric, choices are refused and the grade is bounded by the points", async () => {
    const { t, teacher, courseId, alice } = await courseWithPeople();
    const assignmentId = await postAssignment(t, teacher.as, courseId, { points: 20 });
    await alice.as.mutation(api.assignments.submissions.submit, {
      assignmentId,
      fileId: await uploadPdf(t, alice.as, "submission"),
    });
    const grade = (fields: { grade: number; rubric?: typeof FULL }) =>
      teacher.as.mutation(api.assignments.submissions.grade, {
        assignmentId,
        studentId: alice.userId,
        feedback: "",
        ...fields,
      });
    await expect(grade({ grade: 10, rubric: FULL })).rejects.toThrow("This assignment has no rubric.");
    await expect(grade({ grade: 20.1 })).rejects.toThrow("Grade must be between 0 and 20.");
    await expect(postAssignment(t, teacher.as, courseId, { points: 0 })).rejects.toThrow(
      "Points must be a whole number from 1 to 1000.",
    );
    await expect(postAssignment(t, teacher.as, courseId, { points: 12.5 })).rejects.toThrow(
      "Points must be a whole number from 1 to 1000.",
    );
    await grade({ grade: 20 });
  });

  test("a grade keeps the levels it chose: a later edit of the rubric changes no grade given", async () => {
    const { teacher, courseId, rubricId, assignmentId, alice, grade } = await rubricCourse();
    await grade(alice.userId, { grade: 10, rubric: FULL });
    const renamed = CRITERIA.map((criterion) => ({
      ...criterion,
      title: `${criterion.title} (v2)`,
      levels: criterion.levels.map((level) => ({ ...level, title: `${level.title} (v2)` })),
    }));
    await teacher.as.mutation(api.assignments.rubrics.save, {
      courseId,
      rubricId,
      title: "Essay rubric",
      criteria: renamed,
    });
    const [entry] = await teacher.as.query(api.assignments.submissions.gradeHistory, {
      assignmentId,
      studentId: alice.userId,
    });
    expect(entry.rubric?.map((choice) => [choice.criterionTitle, choice.levelTitle, choice.points])).toEqual([
      ["Clarity", "Clear", 4],
      ["Correctness", "Right", 6],
    ]);
    // Its total cannot change once it graded work.
    const richer = [
      ...renamed,
      {
        ...CRITERIA[0],
        id: "extra",
        levels: [
          { id: "ex-0", title: "No", points: 0, description: "" },
          { id: "ex-2", title: "Yes", points: 2, description: "" },
        ],
      },
    ];
    await expect(
      teacher.as.mutation(api.assignments.rubrics.save, {
        courseId,
        rubricId,
        title: "Essay rubric",
        criteria: richer,
      }),
    ).rejects.toThrow("This rubric has graded work: its total cannot change.");
  });

  test("an edit of an ungraded rubric's total carries its assignments' points along", async () => {
    const { t, teacher, courseId } = await courseWithPeople();
    const rubricId = await teacher.as.mutation(api.assignments.rubrics.save, {
      courseId,
      title: "R",
      criteria: CRITERIA,
    });
    const assignmentId = await postAssignment(t, teacher.as, courseId, { points: 10, rubricId });
    const doubled = CRITERIA.map((c) => ({ ...c, levels: c.levels.map((l) => ({ ...l, points: l.points * 2 })) }));
    await teacher.as.mutation(api.assignments.rubrics.save, { courseId, rubricId, title: "R", criteria: doubled });
    const [view] = await teacher.as.query(api.assignments.assignments.listForStaff, { courseId });
    expect(view).toMatchObject({ _id: assignmentId, points: 20, rubric: { maxPoints: 20 } });
  });
});

describe("assignments.edit", () => {
  test("title and instructions change any time; points and rubric only until work is graded", async () => {
    const { teacher, courseId, rubricId, assignmentId, alice, grade } = await rubricCourse();
    const edit = (fields: { points: number; rubricId: Id<"rubrics"> | null; title?: string }) =>
      teacher.as.mutation(api.assignments.assignments.edit, {
        assignmentId,
        title: "Essay",
        instructions: "Two *pages*.",
        ...fields,
      });
    await expect(edit({ points: 12, rubricId })).rejects.toThrow("Points must be the rubric's total, 10.");
    await edit({ points: 25, rubricId: null });
    await edit({ points: 10, rubricId });
    await grade(alice.userId, { grade: 10, rubric: FULL });
    await expect(edit({ points: 25, rubricId: null })).rejects.toThrow(
      "Points and rubric cannot change once work is graded.",
    );
    await edit({ points: 10, rubricId, title: "Essay, final" });
    const [view] = await teacher.as.query(api.assignments.assignments.listForStaff, { courseId });
    expect(view).toMatchObject({ title: "Essay, final", instructions: "Two *pages*.", points: 10 });
  });
});

describe("grade history with a rubric", () => {
  test("a regrade and a restore keep each grade's rubric choices and reason", async () => {
    const { teacher, assignmentId, alice, grade } = await rubricCourse();
    await grade(alice.userId, { grade: 10, rubric: FULL });
    const partly = [FULL[0], { criterionId: "correct", levelId: "co-3", comment: "One case fails." }];
    await grade(alice.userId, { grade: 8, rubric: partly, overrideReason: "Good tests." });
    const history = { assignmentId, studentId: alice.userId };
    const [first] = await teacher.as.query(api.assignments.submissions.gradeHistory, history);
    await teacher.as.mutation(api.assignments.submissions.restoreGrade, { ...history, eventId: first.eventId });
    const entries = await teacher.as.query(api.assignments.submissions.gradeHistory, history);
    expect(
      entries.map((e) => [e.grade, e.overrideReason, e.rubric?.map((c) => c.levelId), e.restoredFrom?.eventId ?? null]),
    ).toEqual([
      [10, null, ["cl-4", "co-6"], null],
      [8, "Good tests.", ["cl-4", "co-3"], null],
      [10, null, ["cl-4", "co-6"], first.eventId],
    ]);
    const work = await teacher.as.query(api.assignments.submissions.graderWork, history);
    expect(work.current?.rubric?.map((c) => c.levelId)).toEqual(["cl-4", "co-6"]);
  });
});
