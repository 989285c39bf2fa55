/**
 * The mail pipeline at a course of 500 (issue #30, ADR 0072, docs/performance.md):
 *   npm run bench:mail [-- students=500] [-- digestItems=100]
 * Starts a local SMTP sink (maildev, as `npm start` runs it) and the offline backend in memory
 * with the real convex/ modules and SMTP_URL pointing at the sink. A teacher signs up and creates a
 * course; `students` verified students are enrolled (the `enrolled` events the enrolment form
 * emits); the teacher posts one assignment. Measures the time from the post to the last mail in
 * the sink, the delivery batches (`notifications_mailed` events) and their sizes; then the
 * digest's cost: the documents one person's digest run reads with 1, 10 and `digestItems` items
 * waiting (FunctionRunner.collectUsage). Exits 1 unless every student got exactly one mail.
 */
import { createServer } from "node:net";
import type { ConvexClient } from "convex/browser";
import type { Id } from "../convex/_generated/dataModel";
import type { MutationCtx } from "../convex/_generated/server";
import { courseKeyOf } from "../convex/courses/keys.ts";
import { emit } from "../convex/events/emit.ts";
import { defaultMailKinds } from "../convex/shared/mailPreferences.ts";
import { startOfflineBackend } from "../offline-backend/server.ts";
import type { CallUsage } from "../offline-backend/runner.ts";
import { startMailCatcher } from "../tests/e2e/harness/mail.ts";
import {
  argNumber,
  closeAll,
  fmt,
  machineLoad,
  mutationRef,
  now,
  signedInClient,
  smallPdf,
  uploadFile,
} from "./lib/bench-app.ts";

const STUDENTS = argNumber(2, 500, 2000);
const DIGEST_ITEMS = argNumber(3, 100, 100);

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

type SinkMail = { subject: string; to: { address: string }[] };

let failed = false;
console.log(`before: ${machineLoad()}`);
const sink = await startMailCatcher(await freePort(), await freePort());
const backend = await startOfflineBackend({
  port: 0,
  dataDir: null,
  env: { AUTH_LOG_LEVEL: "WARN", SMTP_URL: sink.smtpUrl, SITE_URL: "http://localhost:5173" },
});
const clients: ConvexClient[] = [];
const run = <T>(fn: (ctx: MutationCtx) => Promise<T>) =>
  backend.convex.t.run((raw) => fn(raw as unknown as MutationCtx)) as Promise<T>;
const sinkMails = async (): Promise<SinkMail[]> => {
  const response = await fetch(`${sink.apiUrl}/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  return (await response.json()) as SinkMail[];
};
try {
  // The teacher's own sign-up mails a verification code: the sink is cleared after the set-up.
  const teacher = await signedInClient(
    backend.url,
    "bench-teacher@lyceum.test",
    { displayName: "Bench Teacher", role: "teacher" },
    clients,
  );
  const courseId = (await teacher.client.mutation(mutationRef("courses/courses:create"), {
    name: "Mail Course",
    description: "A course for the mail benchmark.",
    durationHours: 3,
    instructorName: "Bench Teacher",
    category: "Benchmarks",
  })) as Id<"courses">;
  const setupStarted = now();
  const students = await run(async (ctx) => {
    const courseKey = await courseKeyOf(ctx, courseId);
    const ids: Id<"users">[] = [];
    for (let i = 0; i < STUDENTS; i += 1) {
      const email = `bench-student-${i}@lyceum.test`;
      const userId = await ctx.db.insert("users", {
        email,
        name: `Student ${i}`,
        displayName: `Student ${i}`,
        role: "student",
        dp: "",
        emailVerificationTime: Date.now(),
      });
      await emit(ctx, {
        type: "enrolled",
        v: 1,
        actorId: userId,
        subjectUserId: userId,
        courseKey,
        courseName: "Mail Course",
        studentName: `Student ${i}`,
        studentEmail: email,
        studentNumber: `S${String(i).padStart(6, "0")}`,
        phoneNumber: "",
        degreeProgram: "",
        yearOrSemester: "",
        paymentMethod: "paypal",
        paymentDetailsMasked: "",
      });
      ids.push(userId);
    }
    return ids;
  });
  const questionFileId = await uploadFile(teacher.client, "assignmentQuestion", "question.pdf", smallPdf());
  // The teacher's "Student joined" mail (one, grouped) and the verification code go out first.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await fetch(`${sink.apiUrl}/email/all`, { method: "DELETE" });
  console.log(`${STUDENTS} verified students enrolled in ${fmt(now() - setupStarted)}`);

  const eventsBefore = await run(async (ctx) => (await ctx.db.query("events").collect()).length);
  const started = now();
  await teacher.client.mutation(mutationRef("assignments/assignments:post"), {
    courseId,
    title: "Mailed assignment",
    instructions: "",
    points: 100,
    assignedDate: isoDay(0),
    deadlineDate: isoDay(7),
    deadlineTime: "23:59",
    timeZone: "UTC",
    questionFileId,
    holdGrades: false,
  });
  const posted = now() - started;
  let mails: SinkMail[] = [];
  let firstAt: number | null = null;
  for (const deadline = Date.now() + 10 * 60_000; ;) {
    mails = (await sinkMails()).filter((mail) => mail.subject.startsWith("New assignment in Mail Course"));
    if (firstAt === null && mails.length > 0) firstAt = now() - started;
    if (mails.length >= STUDENTS) break;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const allIn = now() - started;
  // Any late duplicate would have arrived by now.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  mails = (await sinkMails()).filter((mail) => mail.subject.startsWith("New assignment in Mail Course"));
  const batches = await run(async (ctx) =>
    (await ctx.db.query("events").collect())
      .slice(eventsBefore)
      .flatMap((event) => (event.type === "notifications_mailed" && event.keys.length > 0 ? [event.keys.length] : [])),
  );
  const perStudent = new Map<string, number>();
  for (const mail of mails) for (const to of mail.to) perStudent.set(to.address, (perStudent.get(to.address) ?? 0) + 1);
  const once = students.every((_, i) => perStudent.get(`bench-student-${i}@lyceum.test`) === 1);
  console.log(`One assignment in a course of ${STUDENTS}:`);
  console.log(`  the post (first fan-out batch, 200 bell rows and outbox rows): ${fmt(posted)}`);
  console.log(`  first mail in the SMTP sink: ${fmt(firstAt ?? NaN)}; all ${mails.length} mails: ${fmt(allIn)}`);
  console.log(
    `  ${batches.length} delivery batches (sizes ${Math.min(...batches)}–${Math.max(...batches)}), ${mails.length} mails, every student once: ${once}`,
  );
  if (!once || mails.length !== STUDENTS) {
    console.error("FAIL: not every student got exactly one mail");
    failed = true;
  }

  // The digest's cost: one person's run with 1, 10 and DIGEST_ITEMS items waiting.
  const reader = students[0]!;
  await run(async (ctx) => {
    await emit(ctx, {
      type: "mail_preferences_set",
      v: 1,
      actorId: reader,
      subjectUserId: reader,
      kinds: { ...defaultMailKinds(), deadline_tomorrow: "digest" },
      digestHour: 7,
      timeZone: "Europe/Berlin",
    });
  });
  const courseKey = await run((ctx) => courseKeyOf(ctx, courseId));
  let waiting = 0;
  for (const items of [1, 10, DIGEST_ITEMS]) {
    await run(async (ctx) => {
      for (; waiting < items; waiting += 1) {
        await emit(ctx, {
          type: "deadline_reminded",
          v: 1,
          courseKey,
          assignmentKey: `bench-digest-${items}-${waiting}`,
          title: `Reading ${waiting}`,
          deadlineAt: Date.now() + 86_400_000,
          studentIds: [reader],
        });
      }
    });
    const calls: CallUsage[] = [];
    backend.runner.collectUsage((call) => calls.push(call));
    const outcome = await backend.runner.runInternal("mutation", "notifications/mailDigest:run", [{ userId: reader }]);
    backend.runner.collectUsage(null);
    if (!outcome.success) throw new Error(`the digest run failed: ${outcome.errorMessage}`);
    const [call] = calls;
    console.log(
      `  digest run with ${items} item${items === 1 ? "" : "s"} waiting: ${call?.documents ?? NaN} documents read (${call?.bytes ?? NaN} bytes), ${call?.written ?? NaN} written`,
    );
    // Let the digest go out (its send action emits digest_sent), so the next run starts empty.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    waiting = 0;
  }
  console.log(`after: ${machineLoad()}`);
} finally {
  await closeAll(clients, backend.stop);
  await sink.close();
}
process.exit(failed ? 1 : 0);
