import { makeFunctionReference } from "convex/server";
import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./harness/a11y";
import { expect, signInAs, test } from "./harness/fixtures";
import { clientAs, createCourse, enrol } from "./harness/seed";

/**
 * Question types (issue #31) end to end: a course's own bank with one question of each kind, written
 * as the bank editor sends them; a student answers each on the quiz page (buttons, checkboxes and
 * Submit, True/False, a text input, a number input), sees partial credit, the right answer and the
 * explanation, and finishes with a fractional score. axe on the multiple-answers question at phone
 * and desktop sizes. The attempt shuffles the questions: each is recognised by its text.
 */
type Solution =
  | { kind: "single" | "truefalse"; answer: number }
  | { kind: "multiple"; answers: number[] }
  | { kind: "text"; accepted: string[] }
  | { kind: "numeric"; value: number; tolerance: number };

const addQuestionRef = makeFunctionReference<
  "mutation",
  { courseId: string; question: string; options: string[]; solution: Solution; explanation?: string; tags: string[] },
  string
>("quiz/quizBank:addQuestion");

const BANK: { question: string; options: string[]; solution: Solution; explanation: string }[] = [
  {
    question: "Which planet is the largest?",
    options: ["Mars", "Jupiter", "Venus", "Mercury"],
    solution: { kind: "single", answer: 2 },
    explanation: "Jupiter is more than twice as massive as the other planets together.",
  },
  {
    question: "Which of these are gas giants?",
    options: ["Saturn", "Earth", "Jupiter", "Mars"],
    solution: { kind: "multiple", answers: [1, 3] },
    explanation: "Saturn and Jupiter are mostly hydrogen and helium.",
  },
  {
    question: "The Moon orbits the Earth.",
    options: [],
    solution: { kind: "truefalse", answer: 1 },
    explanation: "About once every 27 days.",
  },
  {
    question: "Which planet is nearest the Sun?",
    options: [],
    solution: { kind: "text", accepted: ["Mercury"] },
    explanation: "Mercury orbits at about 0.39 AU.",
  },
  {
    question: "How many planets has the Solar System?",
    options: [],
    solution: { kind: "numeric", value: 8, tolerance: 0 },
    explanation: "Pluto has been a dwarf planet since 2006.",
  },
];

const submit = (page: Page) => page.getByRole("button", { name: "Submit answer" }).click();
const outcome = (page: Page) => page.getByRole("status").filter({ hasText: /Correct|Wrong|Partly right|Time is up/ });

test("a student answers a question of every type: partial credit, the right answer and the explanation, a fractional score", async ({
  page: teacher,
  otherPage: student,
}) => {
  test.setTimeout(20_000);
  const teacherAccount = await signInAs(teacher, "teacher");
  const course = await createCourse(teacherAccount, `Planets ${Date.now().toString(36)}`, {
    description: "A quiz of every question type.",
    hours: 1,
    category: "Science",
  });
  const client = clientAs(teacherAccount);
  const [studentAccount] = await Promise.all([
    signInAs(student, "student"),
    (async () => {
      for (const q of BANK) {
        await client.mutation(addQuestionRef, { courseId: course.id, ...q, options: [...q.options], tags: ["space"] });
      }
    })(),
  ]);
  await enrol(student, studentAccount, course);
  await student.goto("/quizrules");
  await student.getByRole("button", { name: "Start Quiz" }).click();
  await expect(student).toHaveURL(/\/quizpage$/);

  for (let position = 1; position <= BANK.length; position += 1) {
    await expect(student.getByText(`Question ${position} of ${BANK.length}`)).toBeVisible();
    const shown = await Promise.all(
      BANK.map((q) => student.getByRole("heading", { name: q.question, exact: true }).isVisible()),
    );
    const question = BANK[shown.indexOf(true)];
    if (question === undefined) throw new Error(`No question of the bank at position ${position}`);
    switch (question.solution.kind) {
      case "single":
        await student.getByRole("button", { name: /Jupiter/ }).click();
        await expect(outcome(student)).toHaveText("Correct");
        break;
      case "multiple":
        await expect(student.getByText(/earns its share of the point/)).toBeVisible();
        await student.setViewportSize({ width: 390, height: 844 });
        await expectNoA11yViolations(student, "student: multiple-answers question (phone)");
        await student.setViewportSize({ width: 1280, height: 800 });
        await expectNoA11yViolations(student, "student: multiple-answers question (desktop)");
        // One of the two right options: half the point.
        await student.getByRole("checkbox", { name: /Saturn/ }).check();
        await submit(student);
        await expect(outcome(student)).toHaveText(
          /^Partly right: 0\.5 of 1 — the right answer is [A-D], [A-D]: Saturn; Jupiter$/,
        );
        break;
      case "truefalse":
        await student.getByRole("button", { name: /True/ }).click();
        await expect(outcome(student)).toHaveText("Correct");
        break;
      case "text":
        await student.getByLabel("Your answer", { exact: true }).fill("  mercury ");
        await submit(student);
        await expect(outcome(student)).toHaveText("Correct");
        break;
      case "numeric":
        await expect(student.getByText("Give the exact number.")).toBeVisible();
        await student.getByLabel("Your answer (a number)").fill("9");
        await student.getByLabel("Your answer (a number)").press("Enter");
        await expect(outcome(student)).toHaveText("Wrong — the right answer is 8");
        break;
    }
    await expect(student.getByText(question.explanation)).toBeVisible();
    await student.getByRole("button", { name: position === BANK.length ? "Finish" : "Next" }).click();
  }
  await expect(student.getByText("You scored 3.5 out of 5")).toBeVisible();
});
