/**
 * The Clerk path end to end, offline (ADR 0058): a local stand-in for Clerk (an OpenID issuer with
 * its own RSA key and JWKS, and a svix-signed webhook sender) against the offline backend running
 * Lyceum's real convex/ with CLERK_JWT_ISSUER_DOMAIN pointing at the stand-in. Signed webhook calls
 * create and rename the user; the stand-in's JWT for that user is accepted and maps to the row.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ConvexHttpClient } from "convex/browser";
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedHeaders, TEST_WEBHOOK_SECRET, userEvent } from "../convex/accounts/clerkWebhook.setup.ts";
import { startOfflineBackend, type OfflineBackend } from "./server.ts";
import { queryRef } from "./test-helpers.ts";

type Me = null | { needsProfile: boolean; displayName?: string; email?: string; role?: string };

/** A local Clerk: /.well-known/openid-configuration and the JWKS it names. */
async function startIssuer(): Promise<{ url: string; server: Server; sign: (claims: Claims) => Promise<string> }> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: "clerk-test", alg: "RS256", use: "sig" };
  let url = "";
  const server = createServer((req, res) => {
    const body =
      req.url === "/.well-known/openid-configuration"
        ? { issuer: url, jwks_uri: `${url}/.well-known/jwks.json` }
        : req.url === "/.well-known/jwks.json"
          ? { keys: [jwk] }
          : null;
    res.writeHead(body === null ? 404 : 200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, server, sign: (claims) => clerkToken(privateKey, { iss: url, ...claims }) };
}

type Claims = { sub: string; iss?: string; aud?: string; email?: string; email_verified?: boolean };

/** A token as Clerk's "convex" JWT template makes it: RS256, aud "convex", 60 seconds. */
async function clerkToken(key: KeyLike, { sub, iss, aud = "convex", ...claims }: Claims): Promise<string> {
  return await new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: "clerk-test" })
    .setIssuer(iss ?? "")
    .setAudience(aud)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime("60s")
    .sign(key);
}

let issuer: Awaited<ReturnType<typeof startIssuer>>;
let stranger: Awaited<ReturnType<typeof startIssuer>>;
let backend: OfflineBackend;

beforeAll(async () => {
  issuer = await startIssuer();
  // Another issuer's key, to sign tokens that claim to be the real issuer's.
  stranger = await startIssuer();
  backend = await startOfflineBackend({
    port: 0,
    dataDir: null,
    env: { CLERK_JWT_ISSUER_DOMAIN: issuer.url, CLERK_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
  });
});

afterAll(async () => {
  await backend?.stop();
  for (const { server } of [issuer, stranger]) await new Promise((resolve) => server?.close(resolve));
});

const T0 = Date.now();
const cleo = {
  id: "user_cleo",
  email: "cleo@example.com",
  firstName: "Cleo",
  lastName: "Clerk",
  unsafeMetadata: { role: "teacher", displayName: "Cleo C." },
  updatedAt: T0,
};

async function deliver(body: string, headers = signedHeaders(body)) {
  const response = await fetch(`${backend.siteUrl}/clerk-users-webhook`, { method: "POST", headers, body });
  return { status: response.status, text: await response.text() };
}

async function meWith(token: string): Promise<Me> {
  const client = new ConvexHttpClient(backend.url, { logger: false });
  client.setAuth(token);
  return (await client.query(queryRef("accounts/users:me"), {})) as Me;
}

describe("Clerk against a local stand-in (offline backend)", () => {
  it("refuses an unsigned, wrongly signed or old webhook, and creates nothing", async () => {
    const body = userEvent("user.created", cleo);
    const refused = [
      await deliver(body, { "Content-Type": "application/json" }),
      await deliver(body, signedHeaders(body, { secret: `whsec_${btoa("not the endpoint's secret!!")}` })),
      await deliver(body, signedHeaders(body, { at: new Date(Date.now() - 10 * 60_000) })),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400]);
    // The Clerk token of that user finds no row: only the prompt to finish signing up.
    expect(await meWith(await issuer.sign({ sub: "user_cleo" }))).toMatchObject({ needsProfile: true });
  });

  it("a signed user.created makes the user, and their Clerk JWT is that user", async () => {
    expect(await deliver(userEvent("user.created", cleo))).toEqual({ status: 200, text: "created" });
    const token = await issuer.sign({ sub: "user_cleo", email: "cleo@example.com", email_verified: true });
    expect(await meWith(token)).toMatchObject({
      needsProfile: false,
      displayName: "Cleo C.",
      role: "teacher",
      email: "cleo@example.com",
    });
    // A signed-in-only query.
    const client = new ConvexHttpClient(backend.url, { logger: false });
    client.setAuth(token);
    const page = (await client.query(queryRef("accounts/users:teachersPage"), {
      paginationOpts: { numItems: 10, cursor: null },
    })) as { page: { displayName: string }[] };
    expect(page.page.map((teacher) => teacher.displayName)).toContain("Cleo C.");
  });

  it("a signed user.updated renames the user", async () => {
    const renamed = { ...cleo, firstName: "Cleopatra", updatedAt: T0 + 1000 };
    expect(await deliver(userEvent("user.updated", renamed))).toEqual({ status: 200, text: "updated" });
    expect(await meWith(await issuer.sign({ sub: "user_cleo" }))).toMatchObject({ displayName: "Cleopatra Clerk" });
  });

  it("refuses a token signed with another key, or for another audience", async () => {
    const forged = await stranger.sign({ sub: "user_cleo", iss: issuer.url });
    await expect(meWith(forged)).rejects.toThrow(/Could not verify/);
    const otherAudience = await issuer.sign({ sub: "user_cleo", aud: "not-convex" });
    await expect(meWith(otherAudience)).rejects.toThrow(/Could not verify/);
  });
});
