/**
 * Brute force without lockout (ADR 0019): what a stranger guessing passwords, and the owner
 * signing in meanwhile, would notice. Delays are read from model/signInThrottle's clock instead of
 * waited, so the figures are exact and the tests quick; the password hashing is a cheap stand-in
 * (test.setup.ts) except in the test that compares its cost.
 */
import { afterEach, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { api } from "../_generated/api";
import { COMMON_PASSWORD_MESSAGE } from "../shared/forms/account";
import { SIGN_IN_THROTTLE, SIGN_UP_LIMITS } from "../shared/limits";
import { delayAfterFailures, dummyHashChecks, INVALID_CREDENTIALS, throttleClock } from "./model/signInThrottle";
import { newTest, useRealPasswordHashing, type TestConvex } from "../test.setup";

const OWNER = "teacher@school.org";
const OWNER_PASSWORD = "correct horse battery";
const OWNER_BROWSER = "owner-browser-0001";
const SLOW = 180_000;

let delays: number[] = [];
const realSleep = throttleClock.sleep;
beforeEach(() => {
  delays = [];
  throttleClock.sleep = async (ms) => {
    delays.push(ms);
  };
});
afterEach(() => {
  throttleClock.sleep = realSleep;
});

function attempt(t: TestConvex, email: string, password: string, clientId: string) {
  return t.action(api.auth.signIn, { provider: "password", params: { flow: "signIn", email, password, clientId } });
}

function register(t: TestConvex, email: string, password: string, clientId: string) {
  return t.action(api.auth.signIn, {
    provider: "password",
    params: { flow: "signUp", email, password, clientId, displayName: "Grace Hopper", role: "teacher" },
  });
}

/** A new browser id per request: what a stranger rotating ids would send. */
const strangerBrowser = (n: number) => `stranger-browser-${String(n).padStart(4, "0")}`;

describe("sign-in throttling", () => {
  test("delays grow from the fourth failure, doubling up to the cap", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 10].map(delayAfterFailures)).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 4000, 4000]);
    expect(SIGN_IN_THROTTLE.maxDelayMs).toBeLessThanOrEqual(5000);
  });

  test("the default clock really waits", async () => {
    const started = Date.now();
    await realSleep(60);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  test(
    "a stranger's wrong passwords slow the e-mail down but never lock it: the owner still signs in",
    async () => {
      const t = newTest();
      await register(t, OWNER, OWNER_PASSWORD, OWNER_BROWSER);
      delays = [];
      for (let n = 0; n < 12; n++) {
        await expect(attempt(t, OWNER, `wrong guess ${n}`, strangerBrowser(n))).rejects.toThrow(INVALID_CREDENTIALS);
      }
      // Per e-mail, whatever browser id the stranger sends: growing, then capped.
      expect(delays).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 4000, 4000, 4000, 4000, 4000]);

      delays = [];
      const signedIn = await attempt(t, OWNER, OWNER_PASSWORD, OWNER_BROWSER);
      expect(signedIn.tokens?.token).toBeTruthy();
      expect(delays).toEqual([4000]);

      // The owner's success clears the e-mail's count.
      delays = [];
      await expect(attempt(t, OWNER, "wrong again", strangerBrowser(99))).rejects.toThrow(INVALID_CREDENTIALS);
      expect(delays).toEqual([0]);
    },
    SLOW,
  );

  test(
    "one browser with too many failures is refused for a while; the owner's browser is not",
    async () => {
      const t = newTest();
      await register(t, OWNER, OWNER_PASSWORD, OWNER_BROWSER);
      const stranger = "stranger-one-browser";
      for (let n = 0; n < SIGN_IN_THROTTLE.clientFailures; n++) {
        // Different unknown e-mails: only the browser ties these together.
        await expect(attempt(t, `nobody${n}@school.org`, "a guess at it", stranger)).rejects.toThrow(
          INVALID_CREDENTIALS,
        );
      }
      await expect(attempt(t, OWNER, OWNER_PASSWORD, stranger)).rejects.toThrow(
        /Too many failed sign-ins from this browser\. Try again in (a minute|\d+ minutes)\./,
      );
      const owner = await attempt(t, OWNER, OWNER_PASSWORD, OWNER_BROWSER);
      expect(owner.tokens?.token).toBeTruthy();
    },
    SLOW,
  );

  test(
    "an unknown e-mail costs the same hashing as a wrong password, and fails the same way",
    async () => {
      // Timed, so with the real scrypt (the other tests hash cheaply: test.setup.ts).
      const restoreCheapHashing = useRealPasswordHashing();
      onTestFinished(restoreCheapHashing);
      const t = newTest();
      await register(t, OWNER, OWNER_PASSWORD, OWNER_BROWSER);
      const timed = async (email: string, n: number) => {
        const started = performance.now();
        await expect(attempt(t, email, `guess number ${n}`, strangerBrowser(n))).rejects.toThrow(INVALID_CREDENTIALS);
        return performance.now() - started;
      };
      // One untimed round first: the worker's first scrypt calls run cold (unoptimised) code, and
      // the wrong password, timed first in each round, would pay for it.
      await timed(OWNER, 20);
      await timed("unknown-warm-up@school.org", 30);
      const before = dummyHashChecks.count;
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let n = 0; n < 3; n++) {
        wrong.push(await timed(OWNER, n));
        unknown.push(await timed(`unknown${n}@school.org`, 10 + n));
      }
      expect(dummyHashChecks.count - before).toBe(3);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
      // Without the dummy hash an unknown e-mail answers in a few ms against hundreds for a wrong
      // password; with it both do one scrypt check. Generous bounds: the machine is shared.
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
      expect(median(unknown)).toBeLessThan(median(wrong) * 2);
    },
    SLOW,
  );
});

describe("sign-up limits and passwords", () => {
  test(
    "a browser creates at most SIGN_UP_LIMITS.perClient accounts an hour; a refused common password does not count",
    async () => {
      const t = newTest();
      const browser = "school-lab-browser-1";
      await expect(register(t, "first@school.org", "password1", browser)).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
      for (let n = 0; n < SIGN_UP_LIMITS.perClient; n++) {
        await expect(register(t, `pupil${n}@school.org`, OWNER_PASSWORD, browser)).resolves.toBeTruthy();
      }
      await expect(register(t, "one-more@school.org", OWNER_PASSWORD, browser)).rejects.toThrow(
        /Too many accounts were created from this browser\. Try again in (a minute|\d+ minutes)\./,
      );
      await expect(register(t, "elsewhere@school.org", OWNER_PASSWORD, "another-browser-01")).resolves.toBeTruthy();
    },
    SLOW,
  );

  test("common passwords are refused at sign-up, whatever their case, with the message the form shows", async () => {
    const t = newTest();
    for (const common of ["12345678", "PASSWORD", "iloveyou", "qwertyuiop"]) {
      await expect(register(t, "ada@school.org", common, OWNER_BROWSER)).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
    }
    const users = await t.run((ctx) => ctx.db.query("users").collect());
    expect(users).toHaveLength(0);
  });
});
