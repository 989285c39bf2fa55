/**
 * Google sign-in without SITE_URL: Convex Auth needs it to send the browser back after Google, and
 * failed there, once the person had signed in with Google, with an internal error. The provider's
 * fetch (OpenID discovery, the first step of the sign-in route) now stops before the trip to
 * Google with a message naming the variable, in the deployment's log.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { env } from "../_generated/server";
import { newTest } from "../test.setup";
import { GOOGLE_NEEDS_SITE_URL } from "./model/googleSignIn";

afterEach(() => {
  delete env.SITE_URL;
  vi.restoreAllMocks();
});

describe("Google sign-in and SITE_URL", () => {
  test("the sign-in route stops before Google without SITE_URL, naming the variable; goes to Google with it", async () => {
    const t = newTest();
    const discovery = vi.fn(async (_url: string | URL | Request) => new Response("unavailable", { status: 503 }));
    vi.stubGlobal("fetch", discovery);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const start = () => t.fetch("/api/auth/signin/google?code=verifier", { method: "GET" });

    delete env.SITE_URL;
    expect((await start()).status).toBe(500);
    expect(discovery).not.toHaveBeenCalled();
    expect(logged.mock.calls.flat().map(String).join("\n")).toContain(GOOGLE_NEEDS_SITE_URL);
    expect(GOOGLE_NEEDS_SITE_URL).toMatch(/variable SITE_URL is not set/);

    env.SITE_URL = "http://localhost:5173";
    logged.mockClear();
    await start();
    // On to Google's OpenID discovery (answered 503 here), and no word of SITE_URL.
    expect(String(discovery.mock.calls[0]?.[0])).toContain("/.well-known/openid-configuration");
    expect(logged.mock.calls.flat().map(String).join("\n")).not.toContain("SITE_URL");
  });
});
