/**
 * Submit → teacher's screen on the offline backend (issue #9):
 *   node --import tsx scripts/bench-assignment-live.ts [submits=50]
 * Starts the backend in memory with the real convex/ modules. A teacher signs up, creates a course
 * and posts one assignment (its question PDF uploaded as the browser does); N students sign up and
 * enrol. The teacher's client subscribes to what the Submissions panel shows: `submissions.roster`
 * (first page, 25 rows like the panel), `submissions.rosterWork` (that page's work) and
 * `submissions.summary`. Then the students submit one
 * after another: each uploads a small PDF (files.startUpload → POST → files.finishUpload), then
 * calls `submissions.submit`; the clock starts at that call and stops when the teacher's
 * subscriptions show it (the summary's count, and the student's roster row when it is on the
 * first page). Clients run in the same process as the backend, so the figures include their work.
 */
import type { ConvexClient } from "convex/browser";
import {
  argNumber,
  closeAll,
  distribution,
  fmt,
  machineLoad,
  mutationRef,
  now,
  queryRef,
  signedInClient,
  smallPdf,
  startAppBackend,
  uploadFile,
  waitFor,
  type SignedIn,
} from "./lib/bench-app.ts";

const SUBMITS = argNumber(2, 50, 500);
const ROSTER_PAGE = 25;

type RosterPage = { page: Array<{ studentId: string }> };
type RosterWork = { rows: Array<{ studentId: string; work: { status: string } }> };
type Summary = { enrolled: number; submitted: number; late: number; graded: number };

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

console.log(`before: ${machineLoad()}`);
const backend = await startAppBackend();
const clients: ConvexClient[] = [];
try {
  const setupStarted = now();
  const teacher = await signedInClient(
    backend.url,
    "bench-teacher@lyceum.test",
    { displayName: "Bench Teacher", role: "teacher" },
    clients,
  );
  const courseId = (await teacher.client.mutation(mutationRef("courses/courses:create"), {
    name: "Benchmark Course",
    description: "A course for the submit-to-screen benchmark.",
    durationHours: 3,
    instructorName: "Bench Teacher",
    category: "Benchmarks",
  })) as string;
  const questionFileId = await uploadFile(teacher.client, "assignmentQuestion", "question.pdf", smallPdf());
  const assignmentId = (await teacher.client.mutation(mutationRef("assignments/assignments:post"), {
    courseId,
    title: "Benchmark assignment",
    instructions: "",
    points: 100,
    assignedDate: isoDay(0),
    deadlineDate: isoDay(7),
    deadlineTime: "23:59",
    timeZone: "UTC",
    questionFileId,
    holdGrades: false,
  })) as string;

  const students: SignedIn[] = [];
  for (let i = 0; i < SUBMITS; i++) {
    const student = await signedInClient(
      backend.url,
      `bench-student-${i}@lyceum.test`,
      { displayName: `Student ${i}`, role: "student" },
      clients,
    );
    await student.client.mutation(mutationRef("courses/enrollments:enroll"), {
      courseId,
      phoneNumber: "",
      degreeProgram: "",
      yearOrSemester: "",
      paymentMethod: "paypal",
    });
    students.push(student);
  }

  // The teacher's screen: when each student's row first showed "submitted", when the count first reached k.
  const rowSeen = new Map<string, number>();
  const countSeen = new Map<number, number>();
  let rosterRows = 0;
  let workLoaded = false;
  const onWork = (value: unknown) => {
    workLoaded = true;
    const at = now();
    for (const row of (value as RosterWork).rows) {
      if (row.work.status !== "not_submitted" && !rowSeen.has(row.studentId)) rowSeen.set(row.studentId, at);
    }
  };
  teacher.client.onUpdate(
    queryRef("assignments/submissions:roster"),
    { assignmentId, paginationOpts: { numItems: ROSTER_PAGE, cursor: null } },
    (value) => {
      const page = (value as RosterPage).page;
      // Like the panel: once the page is there, its students' work is one more subscription.
      if (rosterRows === 0 && page.length > 0) {
        const studentIds = page.map((row) => row.studentId);
        teacher.client.onUpdate(queryRef("assignments/submissions:rosterWork"), { assignmentId, studentIds }, onWork);
      }
      rosterRows = page.length;
    },
  );
  teacher.client.onUpdate(queryRef("assignments/submissions:summary"), { assignmentId }, (value) => {
    const { submitted } = value as Summary;
    if (!countSeen.has(submitted)) countSeen.set(submitted, now());
  });
  await waitFor("the teacher's first roster page", () => rosterRows === Math.min(ROSTER_PAGE, SUBMITS), 30_000);
  await waitFor("that page's work", () => workLoaded, 30_000);
  await waitFor("the teacher's summary", () => countSeen.has(0), 30_000);
  const setupMs = now() - setupStarted;

  const toSummary: number[] = [];
  const toRow: number[] = [];
  const toScreen: number[] = [];
  const submitRoundTrips: number[] = [];
  const uploads: number[] = [];
  const benchStarted = now();
  for (const [k, student] of students.entries()) {
    const uploadStarted = now();
    const fileId = await uploadFile(student.client, "submission", `work-${k}.pdf`, smallPdf());
    uploads.push(now() - uploadStarted);

    const started = now();
    await student.client.mutation(mutationRef("assignments/submissions:submit"), { assignmentId, fileId });
    submitRoundTrips.push(now() - started);
    const onFirstPage = k < ROSTER_PAGE;
    await waitFor(
      `the teacher seeing submission ${k + 1}`,
      () => countSeen.has(k + 1) && (!onFirstPage || rowSeen.has(student.userId)),
      10_000,
    );
    const summaryAt = (countSeen.get(k + 1) ?? NaN) - started;
    toSummary.push(summaryAt);
    if (onFirstPage) {
      const rowAt = (rowSeen.get(student.userId) ?? NaN) - started;
      toRow.push(rowAt);
      toScreen.push(Math.max(summaryAt, rowAt));
    } else {
      toScreen.push(summaryAt);
    }
  }
  const total = now() - benchStarted;

  console.log(
    `Submit -> teacher's screen on the offline backend: ${SUBMITS} students, one assignment, sequential submits`,
  );
  console.log(`  setup (sign-ups, course, assignment, enrolments): ${fmt(setupMs)}`);
  console.log(`  submit call -> teacher's screen (summary, and roster row when on page 1): ${distribution(toScreen)}`);
  console.log(`  submit call -> submissions.summary count: ${distribution(toSummary)}`);
  console.log(
    `  submit call -> roster row via submissions.rosterWork (first ${ROSTER_PAGE} students): ${distribution(toRow)}`,
  );
  console.log(`  submissions.submit round trip (promise resolved): ${distribution(submitRoundTrips)}`);
  console.log(`  the student's upload before it (start, POST, finish): ${distribution(uploads)}`);
  console.log(`  wall time of the submits: ${fmt(total)}`);
  console.log(`after: ${machineLoad()}`);
} finally {
  await closeAll(clients, backend.stop);
}
// The app schedules work far ahead (e.g. a deadline reminder); stop() cancels those jobs, but
// convex-test's own timers for them would keep Node alive until they fire and skip: exit now.
process.exit();
