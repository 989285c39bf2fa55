/**
 * The sign-in queue and open sign-up on the offline backend, over real sockets (ADR 0055):
 *   npm run bench:sign-in-queue [-- guesses=40 signUps=500]
 * Starts the backend in memory with the real convex/ modules and real scrypt, then
 *  1. sends `guesses` wrong passwords for one address one after another (a fresh client id each),
 *     and the same number for another address all at once; a guess refused because the queue is
 *     full is sent again when its answer says. Prints the time until the last guess was judged
 *     (answered InvalidCredentials, which a deployment shows as "Server Error") each way: at once
 *     must not be faster.
 *  2. signs up `signUps` accounts, each from its own client id, ten at a time, and prints how long
 *     they took (they must all succeed: the limits are per browser and per address only).
 * The unit tests prove the same on convex-test's fake clock (convex/accounts/signInThrottle.test.ts);
 * this is the real time on a real socket. Exits 1 if a claim does not hold.
 */
import { randomUUID } from "node:crypto";
import type { ConvexClient } from "convex/browser";
import { ConvexError } from "convex/values";
import { actionRef, argNumber, closeAll, fmt, machineLoad, newClient, now, startAppBackend } from "./lib/bench-app.ts";

const GUESSES = argNumber(2, 40, 200);
const SIGN_UPS = argNumber(3, 500, 2000);
const PASSWORD = "correct horse battery";

type Params = Record<string, string>;
const signIn = (client: ConvexClient, params: Params) =>
  client.action(actionRef("auth:signIn"), { provider: "password", params });
const signUpParams = (email: string): Params => ({
  flow: "signUp",
  email,
  password: PASSWORD,
  displayName: "Bench Student",
  role: "student",
  clientId: randomUUID(),
});
const wrongGuess = (email: string, n: number): Params => ({
  flow: "signIn",
  email,
  password: `wrong guess ${n}`,
  clientId: randomUUID(),
});

/** The retry time of a refusal because the address's queue is full, else undefined. */
function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof ConvexError)) return undefined;
  const data = error.data as { code?: string; retryAfter?: number };
  return data.code === "RATE_LIMITED" ? data.retryAfter : undefined;
}

/** One guess, sent again after each refusal; resolves when it was judged (a wrong password). */
async function judged(client: ConvexClient, params: Params): Promise<number> {
  let refusals = 0;
  for (;;) {
    try {
      await signIn(client, params);
      throw new Error("a wrong password was accepted");
    } catch (error) {
      const retryAfter = retryAfterOf(error);
      if (retryAfter === undefined) {
        // A wrong password is a plain error: the backend, like a deployment, says only "Server Error".
        if (!/InvalidCredentials|Server Error/.test(String(error))) throw error;
        return refusals;
      }
      refusals++;
      await new Promise((resolve) => setTimeout(resolve, retryAfter));
    }
  }
}

// The backend runs in this process: its log of every refused sign-in, and the verification mails
// it would send, would bury the figures.
const { error: logError, log } = console;
console.error = (...args: unknown[]) => {
  if (!String(args[0]).startsWith("[offline backend] action auth:signIn failed")) logError(...args);
};
console.log = (...args: unknown[]) => {
  if (!String(args[0]).startsWith("[mail]")) log(...args);
};

let failed = false;
console.log(`before: ${machineLoad()}`);
const backend = await startAppBackend();
const clients: ConvexClient[] = [];
try {
  const client = newClient(backend.url);
  clients.push(client);
  for (const email of ["serial@lyceum.test", "parallel@lyceum.test"]) await signIn(client, signUpParams(email));

  let started = now();
  for (let n = 0; n < GUESSES; n++) await judged(client, wrongGuess("serial@lyceum.test", n));
  const serial = now() - started;

  started = now();
  const refusals = await Promise.all(
    Array.from({ length: GUESSES }, (_, n) => judged(client, wrongGuess("parallel@lyceum.test", n))),
  );
  const parallel = now() - started;
  const refused = refusals.reduce((sum, count) => sum + count, 0);
  console.log(`${GUESSES} wrong sign-ins one after another: ${fmt(serial)}`);
  console.log(`${GUESSES} wrong sign-ins at once: ${fmt(parallel)} until the last was judged (${refused} refusals`);
  console.log(`  with a time to retry on the way: the queue holds at most 10 s)`);
  if (parallel < serial * 0.95) {
    console.error("FAIL: guesses sent at once were judged faster than one after another");
    failed = true;
  }

  started = now();
  let made = 0;
  const queue = Array.from({ length: SIGN_UPS }, (_, n) => `bench-student-${n}@lyceum.test`);
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let email = queue.shift(); email !== undefined; email = queue.shift()) {
        const answer = (await signIn(client, signUpParams(email))) as { tokens: unknown };
        if (answer.tokens) made++;
      }
    }),
  );
  const signUps = now() - started;
  console.log(`${SIGN_UPS} sign-ups, each from its own browser, ten at a time: ${fmt(signUps)} (${made} made)`);
  if (made !== SIGN_UPS) {
    console.error("FAIL: not every genuine sign-up got in");
    failed = true;
  }
  console.log(`after: ${machineLoad()}`);
} finally {
  await closeAll(clients, backend.stop);
}
process.exit(failed ? 1 : 0);
