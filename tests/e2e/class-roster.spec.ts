import { makeFunctionReference } from "convex/server";
import { expectNoA11yViolationsAtBothSizes } from "./harness/a11y";
import { backendSession, expect, newAccount, signInAs, test, userIdOf } from "./harness/fixtures";
import { clientAs, createCourse, publishLessons } from "./harness/seed";

const addLessonRef = makeFunctionReference<"mutation", { courseId: string; title: string }, string>(
  "courses/lessons:add",
);
const enrollRef = makeFunctionReference<
  "mutation",
  { courseId: string; phoneNumber: string; degreeProgram: string; yearOrSemester: string; paymentMethod: "paypal" },
  unknown
>("courses/enrollments:enroll");
const setLessonCompleteRef = makeFunctionReference<
  "mutation",
  { courseId: string; lessonId: string; complete: boolean },
  unknown
>("courses/enrollments:setLessonComplete");

test("the teacher's class roster shows a lesson done live, and removes a student with a reason", async ({ page }) => {
  const teacher = await signInAs(page, "teacher");
  const course = await createCourse(teacher, `Roster ${Date.now()}`);
  const lessons = [];
  for (const title of ["Welcome", "Ownership"]) {
    lessons.push(await clientAs(teacher).mutation(addLessonRef, { courseId: course.id, title }));
  }
  // Text to read in each: only such lessons can be ticked and count (ADR 0076).
  await publishLessons(teacher, course);
  // Three students who never open a page: signed up and enrolled through the backend.
  const students = await Promise.all(
    ["Ana", "Ben", "Cleo"].map(async (name) => {
      const account = { ...newAccount("student"), displayName: `${name} Roster` };
      const { token } = await backendSession(account, "signUp");
      const student = { ...account, token, userId: userIdOf(token) };
      await clientAs(student).mutation(enrollRef, {
        courseId: course.id,
        phoneNumber: "",
        degreeProgram: "",
        yearOrSemester: "",
        paymentMethod: "paypal",
      });
      return student;
    }),
  );

  // "Course progress" on one's own course opens the roster.
  await page.goto(`/dashboard/coursedetail/${course.id}/courseprogress`);
  await expect(page.getByRole("heading", { name: course.name, level: 1 })).toBeVisible();
  const rows = page.getByTestId("roster-row");
  await expect(rows).toHaveCount(3);
  const ana = rows.filter({ hasText: "Ana Roster" });
  await expect(ana).toContainText("0 of 2");

  // Ana ticks a lesson in her own session: the open roster follows without a reload.
  await clientAs(students[0]).mutation(setLessonCompleteRef, {
    courseId: course.id,
    lessonId: lessons[0],
    complete: true,
  });
  await expect(ana).toContainText("1 of 2");
  await expectNoA11yViolationsAtBothSizes(page, "class roster");

  // Ben's work, then Remove from course with a reason.
  await page.getByRole("button", { name: "Ben Roster" }).click();
  const panel = page.getByRole("dialog", { name: "Ben Roster" });
  await expect(panel.getByRole("heading", { name: "Lessons" })).toBeVisible();
  await panel.getByRole("button", { name: "Remove from course…" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove Ben Roster from the course?" });
  await confirm.getByLabel("Reason").fill("Moved to another section");
  await expectNoA11yViolationsAtBothSizes(page, "class roster: remove a student");
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Ben Roster is removed from the course.")).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Ben Roster" })).toHaveCount(0);
});
