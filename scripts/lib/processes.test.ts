/**
 * What `npm start` (scripts/start.mjs) gives the offline backend: the app's URL as SITE_URL, where
 * Convex Auth sends the browser back after Google sign-in (without it the callback failed with
 * "Internal backend error"), unless the environment sets its own.
 */
import { describe, expect, it } from "vitest";
import { offlineBackendEnv } from "./processes.mjs";

const APP_URL = "http://localhost:5173";

describe("the offline backend's environment under npm start", () => {
  it("gives it the app's URL as SITE_URL, keeps one that is set, and passes the mail catcher", () => {
    const env = offlineBackendEnv({ env: { AUTH_GOOGLE_ID: "id", AUTH_GOOGLE_SECRET: "secret" }, appUrl: APP_URL });
    expect(env).toEqual({ AUTH_GOOGLE_ID: "id", AUTH_GOOGLE_SECRET: "secret", SITE_URL: APP_URL });
    expect(offlineBackendEnv({ env: { SITE_URL: " " }, appUrl: APP_URL }).SITE_URL).toBe(APP_URL);
    expect(offlineBackendEnv({ env: { SITE_URL: "https://lyceum.example" }, appUrl: APP_URL }).SITE_URL).toBe(
      "https://lyceum.example",
    );
    expect(offlineBackendEnv({ env: {}, appUrl: APP_URL, smtpUrl: "smtp://127.0.0.1:1025" }).SMTP_URL).toBe(
      "smtp://127.0.0.1:1025",
    );
  });
});
