/**
 * Runs before every convex test file (vitest.config.ts). The convex project shares one module
 * graph per worker (`isolate: false`: importing the app's modules afresh for each file cost most
 * of the project's time), so what a file changes outside its tests must not reach the next file.
 */
import { afterAll, vi } from "vitest";
import { env } from "./_generated/server";
// Modules that only scheduled functions load (the mail pipeline's, ADR 0072), loaded with the
// first file: a job a file left running (a mail drain after a notification) may fire after that
// file's environment is gone, where loading a module for the first time fails and stays failed.
import "./mailer";
import "./notifications/mailDelivery";
import "./notifications/mailDigest";
import "./notifications/push";
import "./pushSender";

// convex/auth.ts reads the Google client when it is first loaded, which may be in any file; so
// every file sees the same deployment: Google configured, as googleSignIn.test.ts needs it.
env.AUTH_GOOGLE_ID ??= "lyceum-test-client";
env.AUTH_GOOGLE_SECRET ??= "lyceum-test-secret";

// What a file left behind (fake clocks, stubbed fetch or env) ends with the file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
