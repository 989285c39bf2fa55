/**
 * Seeding through the backend (ADR 0048): a spec whose subject is not a form makes its course,
 * lessons, enrolment or quiz bank by calling the app's own public functions as the signed-in
 * person, over the backend's HTTP API (ConvexHttpClient with their session token). The same
 * functions the forms call run, with the same role, ownership and input checks and the same
 * events and projections; only the typing is skipped. Each form keeps one UI test:
 * Add course (courses.spec), enrolment (courses.spec, daily-path.spec), quiz bank editor
 * (quiz.spec), login and register (auth-and-roles.spec).
 */
import { expect, type Page } from "@playwright/test";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { PDFDocument } from "pdf-lib";
import { backendUrl, type SignedIn } from "./fixtures";

type CourseFields = { description?: string; hours?: number; category?: string };

export type SeededCourse = {
  id: string;
  name: string;
  /** The course's own page (lessons and videos), where the Add course form lands. */
  path: string;
};

const createCourseRef = makeFunctionReference<
  "mutation",
  { name: string; description: string; durationHours: number; instructorName: string; category: string },
  string
>("courses/courses:create");
const addLessonRef = makeFunctionReference<"mutation", { courseId: string; title: string }, string>(
  "courses/lessons:add",
);
const listLessonsRef = makeFunctionReference<"query", { courseId: string }, { _id: string; title: string }[]>(
  "courses/lessons:list",
);
const saveDraftRef = makeFunctionReference<
  "mutation",
  { lessonId: string; body: string; videoId: null; attachmentIds: string[] },
  unknown
>("courses/lessonContent:saveDraft");
const publishRef = makeFunctionReference<"mutation", { lessonId: string }, unknown>("courses/lessonContent:publish");
const enrollRef = makeFunctionReference<
  "mutation",
  {
    courseId: string;
    phoneNumber: string;
    degreeProgram: string;
    yearOrSemester: string;
    paymentMethod: "creditCard" | "paypal" | "bankTransfer";
  },
  { enrollmentId: string; alreadyEnrolled: boolean }
>("courses/enrollments:enroll");
const addQuestionRef = makeFunctionReference<
  "mutation",
  {
    courseId: string;
    question: string;
    options: string[];
    solution: { kind: "single"; answer: number };
    tags: string[];
  },
  string
>("quiz/quizBank:addQuestion");

const startUploadRef = makeFunctionReference<
  "mutation",
  { purpose: string; name: string; size: number; contentType: string },
  { uploadUrl: string; key: string }
>("accounts/files:startUpload");
const finishUploadRef = makeFunctionReference<"action", { key: string; storageId: string; purpose: string }, string>(
  "accounts/files:finishUpload",
);

/** A client of the test backend that calls functions as `who`. */
export function clientAs(who: Pick<SignedIn, "token">): ConvexHttpClient {
  const client = new ConvexHttpClient(backendUrl(), { logger: false });
  client.setAuth(who.token);
  return client;
}

const verifyEmailRef = makeFunctionReference<"mutation", { code: string }, { verified: boolean }>(
  "accounts/account:verifyEmail",
);

/** Verifies `who`'s address with the mailed `code`, as the verification banner does. */
export async function verifyAddress(who: Pick<SignedIn, "token" | "email">, code: string): Promise<void> {
  const result = await clientAs(who).mutation(verifyEmailRef, { code });
  if (!result.verified) throw new Error(`${who.email} was not verified: ${JSON.stringify(result)}`);
}

/**
 * Adds a course as the teacher, as the Add New Course form does (courses:create, the teacher's
 * display name as instructor, no image). A name of SPEC §9's six courses gets its fixed lessons.
 */
export async function createCourse(teacher: SignedIn, name: string, fields: CourseFields = {}): Promise<SeededCourse> {
  const id = await clientAs(teacher).mutation(createCourseRef, {
    name,
    description: fields.description ?? "A course made by an end-to-end test.",
    durationHours: fields.hours ?? 6,
    instructorName: teacher.displayName,
    category: fields.category ?? "Testing",
  });
  return { id, name, path: `/dashboard/${id}/${encodeURIComponent(name)}` };
}

/**
 * Adds lessons, in order, as the course page's "Add lesson" does (lessons:add), each with a short
 * published text as the lesson editor's Publish leaves it: only a lesson published with content
 * can be marked complete (ADR 0076). `{ text: false }` leaves them title-only.
 */
export async function addLessons(
  teacher: SignedIn,
  course: SeededCourse,
  titles: readonly string[],
  { text = true }: { text?: boolean } = {},
): Promise<void> {
  const client = clientAs(teacher);
  for (const title of titles) {
    const lessonId = await client.mutation(addLessonRef, { courseId: course.id, title });
    if (text) await publishText(client, lessonId, title);
  }
}

/**
 * Gives every lesson of the course (a SPEC course's fixed lessons, say) a short published text,
 * as the lesson editor does, so that students can mark them complete (ADR 0076).
 */
export async function publishLessons(teacher: SignedIn, course: SeededCourse): Promise<void> {
  const client = clientAs(teacher);
  const lessons = await client.query(listLessonsRef, { courseId: course.id });
  for (const lesson of lessons) await publishText(client, lesson._id, lesson.title);
}

async function publishText(client: ConvexHttpClient, lessonId: string, title: string): Promise<void> {
  const body = `Read this before you go on: ${title}.`;
  await client.mutation(saveDraftRef, { lessonId, body, videoId: null, attachmentIds: [] });
  await client.mutation(publishRef, { lessonId });
}

/** A course of the teacher's with its own page open, as the Add course form leaves it. */
export async function openCourse(page: Page, course: SeededCourse): Promise<void> {
  await page.goto(course.path);
  await expect(page.getByRole("heading", { name: course.name, level: 1 })).toBeVisible();
}

/**
 * Enrols `student` (signed in on `page`) with PayPal, as the enrolment form does: enrollments:enroll,
 * then the course remembered as the browser's current course for that account (SPEC §3's
 * localStorage keys, ADR 0022). The form itself is tested in courses.spec and daily-path.spec.
 */
export async function enrol(page: Page, student: SignedIn, course: SeededCourse): Promise<void> {
  // The form's optional fields, left empty as enrolWithPayPal leaves them.
  await clientAs(student).mutation(enrollRef, {
    courseId: course.id,
    phoneNumber: "",
    degreeProgram: "",
    yearOrSemester: "",
    paymentMethod: "paypal",
  });
  await page.evaluate(
    ([courseId, courseName, owner]) => {
      localStorage.setItem("courseId", courseId);
      localStorage.setItem("courseName", courseName);
      localStorage.setItem("courseOwner", owner);
      // The app's same-tab change event (src/lib/current-course.ts), so an open page follows.
      window.dispatchEvent(new Event("lyceum:current-course"));
    },
    [course.id, course.name, student.userId] as const,
  );
}

export type BankQuestion = { question: string; options: [string, string, string, string]; answer: 1 | 2 | 3 | 4 };

/**
 * Writes the course's own quiz bank, question by question, as the bank editor does
 * (quizBank:addQuestion): single-answer questions with no tags.
 */
export async function writeBank(teacher: SignedIn, course: SeededCourse, questions: readonly BankQuestion[]) {
  const client = clientAs(teacher);
  for (const { question, options, answer } of questions) {
    await client.mutation(addQuestionRef, {
      courseId: course.id,
      question,
      options: [...options],
      solution: { kind: "single", answer },
      tags: [],
    });
  }
}

/** Uploads bytes as `who` the way the browser does (start, send, finish) and returns the file id. */
export async function uploadFile(
  who: Pick<SignedIn, "token">,
  file: { purpose: string; name: string; contentType: string; bytes: Uint8Array },
): Promise<string> {
  const client = clientAs(who);
  const { purpose, name, contentType, bytes } = file;
  const started = await client.mutation(startUploadRef, { purpose, name, size: bytes.length, contentType });
  const response = await fetch(started.uploadUrl, {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: new Uint8Array(bytes),
  });
  const { storageId } = (await response.json()) as { storageId: string };
  return await client.action(finishUploadRef, { key: started.key, storageId, purpose });
}

/** A blank one-page PDF: a question file or a hand-in. */
export async function onePagePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  return await document.save();
}

const postAssignmentRef = makeFunctionReference<"mutation", Record<string, unknown>, string>(
  "assignments/assignments:post",
);

/** A UTC day as the Post form sends it (YYYY-MM-DD). */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Posts an assignment as the Post form does (assignments:post, with a one-page question PDF),
 * assigned today, due at `deadlineTime` UTC on `deadlineDate`, grades not held; returns its id.
 */
export async function postAssignment(
  teacher: Pick<SignedIn, "token">,
  course: SeededCourse,
  fields: { title: string; deadlineDate: string; deadlineTime: string; instructions?: string; points?: number },
): Promise<string> {
  const questionFileId = await uploadFile(teacher, {
    purpose: "assignmentQuestion",
    name: "question.pdf",
    contentType: "application/pdf",
    bytes: await onePagePdf(),
  });
  return await clientAs(teacher).mutation(postAssignmentRef, {
    courseId: course.id,
    title: fields.title,
    instructions: fields.instructions ?? "",
    points: fields.points ?? 10,
    assignedDate: isoDay(Date.now()),
    deadlineDate: fields.deadlineDate,
    deadlineTime: fields.deadlineTime,
    timeZone: "UTC",
    questionFileId,
    holdGrades: false,
  });
}
