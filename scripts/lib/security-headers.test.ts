import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  clerkFrontendApi,
  cspDirectives,
  optionsFromEnv,
  renderHeadersFile,
  renderNginx,
  securityHeaders,
  STATIC_HOST_OPTIONS,
} from "./security-headers.ts";

const directive = (options: Parameters<typeof cspDirectives>[0], name: string) =>
  cspDirectives(options).find(([found]) => found === name)?.[1] ?? [];

describe("the app's security headers", () => {
  const local = { convexUrl: "http://127.0.0.1:3210" };

  test("scripts only from the app itself: no inline, no eval, no data: or blob: scripts", () => {
    for (const options of [STATIC_HOST_OPTIONS, local]) {
      const scripts = directive(options, "script-src");
      expect(scripts).toEqual(["'self'"]);
      expect(directive(options, "default-src")).toEqual(["'self'"]);
      expect(directive(options, "object-src")).toEqual(["'none'"]);
      expect(directive(options, "base-uri")).toEqual(["'none'"]);
      expect(directive(options, "frame-ancestors")).toEqual(["'none'"]);
    }
  });

  test("the app can reach its Convex deployment (HTTP and WebSocket), its HTTP actions and UploadThing", () => {
    expect(directive(local, "connect-src")).toEqual([
      "'self'",
      "http://127.0.0.1:3210",
      "ws://127.0.0.1:3210",
      "http://127.0.0.1:3211",
      "https://*.ingest.uploadthing.com",
      "https://*.ufs.sh",
    ]);
    const cloud = { convexUrl: "https://happy-otter-123.convex.cloud" };
    expect(directive(cloud, "connect-src")).toEqual(
      expect.arrayContaining(["wss://happy-otter-123.convex.cloud", "https://happy-otter-123.convex.site"]),
    );
    expect(directive(STATIC_HOST_OPTIONS, "connect-src")).toEqual(
      expect.arrayContaining(["https://*.convex.cloud", "wss://*.convex.cloud", "https://*.convex.site"]),
    );
    // Covers and avatars from any https host; stored files and videos from the deployment.
    expect(directive(local, "img-src")).toEqual(expect.arrayContaining(["https:", "http://127.0.0.1:3210"]));
    expect(directive(local, "media-src")).toEqual(expect.arrayContaining(["https:", "http://127.0.0.1:3210"]));
  });

  test("Clerk, when configured, adds its Frontend API and bot check, and nothing inline", () => {
    const key = `pk_test_${Buffer.from("clean-cat-42.clerk.accounts.dev$").toString("base64")}`;
    expect(clerkFrontendApi(key)).toBe("clean-cat-42.clerk.accounts.dev");
    expect(clerkFrontendApi("sk_test_x")).toBeNull();
    const options = optionsFromEnv({ VITE_CONVEX_URL: "http://127.0.0.1:3210", VITE_CLERK_PUBLISHABLE_KEY: key });
    expect(directive(options, "script-src")).toEqual([
      "'self'",
      "https://clean-cat-42.clerk.accounts.dev",
      "https://challenges.cloudflare.com",
    ]);
    expect(directive(options, "connect-src")).toContain("https://clean-cat-42.clerk.accounts.dev");
  });

  test("the other headers", () => {
    const headers = securityHeaders(STATIC_HOST_OPTIONS);
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    });
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  });

  test("public/_headers is what the module renders for static hosts", () => {
    const file = readFileSync(path.join(import.meta.dirname, "..", "..", "public", "_headers"), "utf8");
    expect(file).toBe(renderHeadersFile(securityHeaders(STATIC_HOST_OPTIONS)));
  });

  test("the nginx example in the docs is what the module renders", () => {
    const doc = readFileSync(path.join(import.meta.dirname, "..", "..", "docs", "security-headers.md"), "utf8");
    for (const line of renderNginx(securityHeaders(STATIC_HOST_OPTIONS)).split("\n")) expect(doc).toContain(line);
  });
});
