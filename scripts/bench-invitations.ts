/**
 * A school's first hour on the offline backend, over real sockets (issue #27, ADR 0054):
 *   npm run bench:invitations [-- claims=500]
 * Starts the backend in memory with the real convex/ modules and real scrypt; a teacher imports a
 * roster of `claims` new people (roster:start, then the scheduled batches of 50 and their mails,
 * caught from the console transport), and every invitee claims the link, each from a browser of
 * their own, ten at a time: `auth:signIn` with the "invitation" provider, which sets the password
 * (one scrypt hash each) and signs in. Prints the time of the import and of the claims; exits 1
 * unless every claim succeeded within an hour.
 */
import { randomUUID } from "node:crypto";
import type { ConvexClient } from "convex/browser";
import {
  actionRef,
  argNumber,
  closeAll,
  fmt,
  machineLoad,
  mutationRef,
  queryRef,
  signedInClient,
  startAppBackend,
} from "./lib/bench-app.ts";

const CLAIMS = argNumber(2, 500, 1000);
const HOUR_MS = 60 * 60 * 1000;
const now = () => performance.now();

// The console transport writes each mail to the log: keep the invitation links, print the rest.
const links = new Map<string, string>();
const log = console.log.bind(console);
console.log = (...args: unknown[]) => {
  const text = String(args[0] ?? "");
  if (!text.startsWith("[mail]")) return log(...args);
  const to = text.match(/\nTo: (\S+)\n/)?.[1];
  const token = text.match(/\/invite\/([A-Za-z0-9_-]{43})/)?.[1];
  if (to !== undefined && token !== undefined) links.set(to, token);
};

let failed = false;
log(`before: ${machineLoad()}`);
const backend = await startAppBackend();
const clients: ConvexClient[] = [];
try {
  const teacher = await signedInClient(
    backend.url,
    "bench.teacher@lyceum.test",
    { displayName: "Bench Teacher", role: "teacher" },
    clients,
  );
  const courseId = (await teacher.client.mutation(mutationRef("courses/courses:create"), {
    name: "First Day",
    description: "A school's first day.",
    durationHours: 1,
    instructorName: "Bench Teacher",
    category: "Bench",
  })) as string;
  const people = Array.from({ length: CLAIMS }, (_, n) => `bench-pupil-${n}@lyceum.test`);
  const csv = ["name,email", ...people.map((email, n) => `Pupil ${n},${email}`)].join("\n");

  let started = now();
  const { importKey } = (await teacher.client.mutation(mutationRef("onboarding/roster:start"), { courseId, csv })) as {
    importKey: string;
  };
  for (const deadline = Date.now() + 10 * 60_000; ;) {
    const progress = (await teacher.client.query(queryRef("onboarding/roster:progress"), { importKey })) as {
      finished: boolean;
    };
    if (progress.finished && links.size === CLAIMS) break;
    if (Date.now() > deadline) throw new Error("The import did not finish in 10 minutes.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const imported = now() - started;
  log(`${CLAIMS} rows imported in scheduled batches of 50, invitations mailed: ${fmt(imported)}`);

  started = now();
  let claimed = 0;
  const queue = [...people];
  const client = teacher.client;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let email = queue.shift(); email !== undefined; email = queue.shift()) {
        const answer = (await client.action(actionRef("auth:signIn"), {
          provider: "invitation",
          params: { token: links.get(email)!, password: `passphrase of ${email}`, clientId: randomUUID() },
        })) as { tokens: unknown };
        if (answer.tokens) claimed++;
      }
    }),
  );
  const claims = now() - started;
  log(`${CLAIMS} invitation claims, each from its own browser, ten at a time: ${fmt(claims)} (${claimed} signed in)`);
  log(
    `  ${fmt(claims / CLAIMS)} a claim; one hour holds ${Math.floor(HOUR_MS / (claims / CLAIMS)).toLocaleString("en")} at this pace`,
  );
  if (claimed !== CLAIMS || claims > HOUR_MS) {
    console.error("FAIL: not every invitation claim got in within the hour");
    failed = true;
  }
  log(`after: ${machineLoad()}`);
} finally {
  await closeAll(clients, backend.stop);
}
process.exit(failed ? 1 : 0);
