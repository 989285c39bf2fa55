/**
 * Copying and importing a course of 50 lessons on the offline backend (issue #29, ADR 0069):
 *   npm run bench:course-copy [-- chars=5000]
 * Starts the backend in memory with the real convex/ modules; a teacher builds a course of 50
 * published lessons of `chars` characters each, then, timed from the client: "Copy to a new term"
 * (courseCopy:copy) until the copy's last lesson has its text (long text goes in scheduled
 * batches), the export as the browser reads it (courseExport:get and its lesson pages), and the
 * import of that document (courseExport:importCourse) until the new course's last lesson has its
 * text. Prints each figure; exits 1 if a copy or import misses a lesson.
 */
import { buildExport, type ExportHead, type ExportLessonPage } from "../convex/shared/courseExportFormat.ts";
import {
  argNumber,
  closeAll,
  fmt,
  machineLoad,
  mutationRef,
  queryRef,
  signedInClient,
  startAppBackend,
} from "./lib/bench-app.ts";
import type { ConvexClient } from "convex/browser";

const LESSONS = 50;
const CHARS = argNumber(2, 5_000, 50_000);
const now = () => performance.now();
const body = (n: number) =>
  `# Lesson ${n}\n\n${"Ownership moves a value; borrowing lends it. ".repeat(CHARS / 45)}`.slice(0, CHARS);

type Page = ExportLessonPage & { next: number | null };

/** Every lesson of the course, with its text, as the export reads it. */
async function readCourse(client: ConvexClient, courseId: string): Promise<{ head: ExportHead; pages: Page[] }> {
  const head = (await client.query(queryRef("courses/courseExport:get"), { courseId })) as ExportHead;
  const pages: Page[] = [];
  for (let from: number | null = 0; from !== null;) {
    const page = (await client.query(queryRef("courses/courseExport:lessons"), { courseId, from })) as Page;
    pages.push(page);
    from = page.next;
  }
  return { head, pages };
}

/** Polls until all 50 lessons of the course have their published text; the time it took. */
async function untilWritten(client: ConvexClient, courseId: string, started: number): Promise<number> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const { pages } = await readCourse(client, courseId);
    const lessons = pages.flatMap((page) => page.lessons);
    if (lessons.length === LESSONS && lessons.every((lesson) => lesson.published !== null)) return now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The lessons of ${courseId} were not all written within a minute.`);
}

console.log(`before: ${machineLoad()}`);
const backend = await startAppBackend();
const clients: ConvexClient[] = [];
try {
  const { client } = await signedInClient(
    backend.url,
    "bench.copier@lyceum.test",
    { displayName: "Bench Teacher", role: "teacher" },
    clients,
  );
  const courseId = (await client.mutation(mutationRef("courses/courses:create"), {
    name: "Term One",
    description: "A course of fifty lessons, copied each term.",
    durationHours: 40,
    instructorName: "Bench Teacher",
    category: "Bench",
  })) as string;
  for (let n = 1; n <= LESSONS; n++) {
    const lessonId = (await client.mutation(mutationRef("courses/lessons:add"), {
      courseId,
      title: `Lesson ${n}`,
    })) as string;
    await client.mutation(mutationRef("courses/lessonContent:saveDraft"), {
      lessonId,
      body: body(n),
      videoId: null,
      attachmentIds: [],
    });
    await client.mutation(mutationRef("courses/lessonContent:publish"), { lessonId });
  }
  console.log(`a course of ${LESSONS} published lessons of ${CHARS.toLocaleString("en")} characters each`);

  let started = now();
  const copyId = (await client.mutation(mutationRef("courses/courseCopy:copy"), {
    courseId,
    name: "Term Two",
    dates: [],
  })) as string;
  const copyCall = now() - started;
  const copied = await untilWritten(client, copyId, started);
  console.log(`copy to a new term: the mutation ${fmt(copyCall)}; every lesson written ${fmt(copied)}`);

  started = now();
  const { head, pages } = await readCourse(client, courseId);
  const doc = buildExport(head, pages, new Map(), new Date().toISOString());
  const exported = now() - started;
  const size = JSON.stringify(doc).length;
  console.log(`export (the course and its lesson pages): ${fmt(exported)}, ${(size / 1e6).toFixed(2)} MB of JSON`);

  started = now();
  const importId = (await client.mutation(mutationRef("courses/courseExport:importCourse"), {
    doc: { ...doc, course: { ...doc.course, name: "Term Three" } },
    files: [],
  })) as string;
  const importCall = now() - started;
  const imported = await untilWritten(client, importId, started);
  console.log(`import: the mutation ${fmt(importCall)}; every lesson written ${fmt(imported)}`);
  console.log(`after: ${machineLoad()}`);
} finally {
  await closeAll(clients, backend.stop);
}
