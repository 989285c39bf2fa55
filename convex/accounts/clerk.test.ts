/**
 * Clerk's webhook (ADR 0058): POST /clerk-users-webhook checks the svix signature and timestamp
 * before anything is written, and keeps the `users` row in step with Clerk's user events; the
 * Clerk identity of the same user then finds that row.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../_generated/api";
import { newTest } from "../test.setup";
import {
  deletedEvent,
  signedHeaders,
  TEST_CLERK_ISSUER,
  TEST_WEBHOOK_SECRET,
  userEvent,
  type ClerkUserFields,
} from "./clerkWebhook.setup";

type T = ReturnType<typeof newTest>;

const PATH = "/clerk-users-webhook";
const T0 = Date.UTC(2026, 10, 26, 9, 0);

beforeEach(() => {
  vi.stubEnv("CLERK_WEBHOOK_SECRET", TEST_WEBHOOK_SECRET);
  vi.stubEnv("CLERK_JWT_ISSUER_DOMAIN", TEST_CLERK_ISSUER);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const cleo: ClerkUserFields = {
  id: "user_cleo",
  email: "Cleo@Example.com",
  firstName: "Cleo",
  lastName: "Clerk",
  unsafeMetadata: { role: "teacher", displayName: "Cleo C." },
  updatedAt: T0,
};

/** The Clerk JWT's identity for this Clerk user, as Convex builds it (`iss|sub`). */
const clerkIdentity = (id: string) => ({
  issuer: TEST_CLERK_ISSUER,
  subject: id,
  tokenIdentifier: `${TEST_CLERK_ISSUER}|${id}`,
});

async function deliver(t: T, body: string, headers: Record<string, string> = signedHeaders(body)) {
  const response = await t.fetch(PATH, { method: "POST", headers, body });
  return { status: response.status, text: await response.text() };
}

const usersOf = (t: T) => t.run((ctx) => ctx.db.query("users").collect());
const eventsOf = (t: T) => t.run((ctx) => ctx.db.query("events").collect());

describe("Clerk webhook signatures", () => {
  test("a valid signature creates the user, registered via Clerk with the sign-up's role", async () => {
    const t = newTest();
    expect(await deliver(t, userEvent("user.created", cleo))).toEqual({ status: 200, text: "created" });

    const [row] = await usersOf(t);
    expect(row).toMatchObject({
      tokenIdentifier: `${TEST_CLERK_ISSUER}|user_cleo`,
      email: "cleo@example.com",
      displayName: "Cleo C.",
      role: "teacher",
    });
    expect(row?.emailVerificationTime).toBeTypeOf("number");
    const registered = (await eventsOf(t)).filter((event) => event.type === "registered");
    expect(registered).toMatchObject([{ subjectUserId: row?._id, via: "clerk", role: "teacher", name: "Cleo C." }]);
  });

  test.each([
    ["no signature headers", (_body: string) => ({ "Content-Type": "application/json", "svix-id": "msg_1" })],
    [
      "a signature made with another secret",
      (body: string) => signedHeaders(body, { secret: `whsec_${btoa("x".repeat(32))}` }),
    ],
    ["a timestamp six minutes old", (body: string) => signedHeaders(body, { at: new Date(Date.now() - 6 * 60_000) })],
    ["a timestamp six minutes ahead", (body: string) => signedHeaders(body, { at: new Date(Date.now() + 6 * 60_000) })],
    [
      "a body changed after signing",
      (body: string) => signedHeaders(body.replace("Cleo C.", "Mallory")) as Record<string, string>,
    ],
  ])("%s is refused and writes nothing", async (_name, headersFor) => {
    const t = newTest();
    const body = userEvent("user.created", cleo);
    const answer = await deliver(t, body, headersFor(body));
    expect(answer).toEqual({ status: 400, text: "Invalid or expired webhook signature." });
    expect(await usersOf(t)).toEqual([]);
    expect(await eventsOf(t)).toEqual([]);
  });

  test("without CLERK_WEBHOOK_SECRET the route refuses every delivery, naming the variable", async () => {
    vi.stubEnv("CLERK_WEBHOOK_SECRET", "");
    const t = newTest();
    const answer = await deliver(t, userEvent("user.created", cleo));
    expect(answer.status).toBe(503);
    expect(answer.text).toContain("CLERK_WEBHOOK_SECRET");
    expect(await usersOf(t)).toEqual([]);
  });
});

describe("Clerk users kept in step", () => {
  test("user.updated with a new Clerk name changes the display name (a profile_updated event)", async () => {
    const t = newTest();
    await deliver(t, userEvent("user.created", cleo));
    const renamed = { ...cleo, firstName: "Cleopatra", updatedAt: T0 + 60_000 };
    expect(await deliver(t, userEvent("user.updated", renamed))).toEqual({ status: 200, text: "updated" });

    const [row] = await usersOf(t);
    expect(row).toMatchObject({ displayName: "Cleopatra Clerk", name: "Cleopatra Clerk", role: "teacher" });
    const updates = (await eventsOf(t)).filter((event) => event.type === "profile_updated");
    expect(updates).toMatchObject([
      { before: { displayName: "Cleo C." }, after: { displayName: "Cleopatra Clerk" }, subjectUserId: row?._id },
    ]);
  });

  test("an older or replayed delivery changes nothing; a newer address is kept", async () => {
    const t = newTest();
    await deliver(t, userEvent("user.created", cleo));
    const newer = { ...cleo, firstName: "Cleopatra", email: "cleo@school.org", updatedAt: T0 + 120_000 };
    const body = userEvent("user.updated", newer);
    await deliver(t, body);
    // The same delivery again (a retry, or a replay within svix's 5 minutes), then an older one.
    expect(await deliver(t, body)).toEqual({ status: 200, text: "ignored" });
    const older = { ...cleo, firstName: "Old", updatedAt: T0 + 60_000 };
    expect(await deliver(t, userEvent("user.updated", older))).toEqual({ status: 200, text: "ignored" });

    const [row] = await usersOf(t);
    expect(row).toMatchObject({ displayName: "Cleopatra Clerk", email: "cleo@school.org" });
    expect(row?.emailVerificationTime).toBeTypeOf("number");
    const changes = (await eventsOf(t)).filter((event) => ["profile_updated", "email_changed"].includes(event.type));
    expect(changes).toMatchObject([
      { type: "email_changed", email: "cleo@school.org", verified: true, via: "clerk" },
      { type: "profile_updated", after: { displayName: "Cleopatra Clerk" } },
    ]);
  });

  test("the Clerk JWT of the webhook's user is that user, in signed-in queries", async () => {
    const t = newTest();
    await deliver(t, userEvent("user.created", cleo));
    const asCleo = t.withIdentity(clerkIdentity("user_cleo"));
    expect(await asCleo.query(api.accounts.users.me, {})).toMatchObject({
      needsProfile: false,
      displayName: "Cleo C.",
      role: "teacher",
      email: "cleo@example.com",
      emailVerified: true,
    });
    // A signed-in-only query (authedQuery) answers.
    const page = await asCleo.query(api.accounts.users.teachersPage, {
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(page.page.map((teacher) => teacher.displayName)).toEqual(["Cleo C."]);
    // The app's own completeSignUp afterwards leaves the webhook's profile as it is.
    await asCleo.mutation(api.accounts.users.completeSignUp, { displayName: "Other", role: "student" });
    expect(await usersOf(t)).toHaveLength(1);
    expect((await eventsOf(t)).filter((event) => event.type === "registered")).toHaveLength(1);
  });

  test("completeSignUp first, then user.created: one row, the name chosen in Lyceum stays", async () => {
    const t = newTest();
    const asCleo = t.withIdentity({ ...clerkIdentity("user_cleo"), email: "cleo@example.com", emailVerified: true });
    await asCleo.mutation(api.accounts.users.completeSignUp, { displayName: "Cleo in Lyceum", role: "teacher" });
    expect(await deliver(t, userEvent("user.created", cleo))).toEqual({ status: 200, text: "updated" });

    const rows = await usersOf(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ displayName: "Cleo in Lyceum" });
    expect((await eventsOf(t)).map((event) => event.type)).toEqual(["registered"]);
  });

  test("a sign-up without a role (Clerk's Google button) is finished on the welcome screen", async () => {
    const t = newTest();
    await deliver(t, userEvent("user.created", { ...cleo, unsafeMetadata: {} }));
    const asCleo = t.withIdentity(clerkIdentity("user_cleo"));
    expect(await asCleo.query(api.accounts.users.me, {})).toMatchObject({ needsProfile: true });
    await asCleo.mutation(api.accounts.users.completeSignUp, { displayName: "Cleo", role: "student" });
    expect(await asCleo.query(api.accounts.users.me, {})).toMatchObject({ needsProfile: false, role: "student" });
    expect((await eventsOf(t)).filter((event) => event.type === "registered")).toMatchObject([{ via: "clerk" }]);
  });

  test("ADMIN_EMAILS makes an Admin only of an address Clerk says is verified", async () => {
    vi.stubEnv("ADMIN_EMAILS", "boss@example.com, eve@example.com");
    const t = newTest();
    const boss = { ...cleo, id: "user_boss", email: "boss@example.com" };
    const eve = { ...cleo, id: "user_eve", email: "eve@example.com", verified: false };
    await deliver(t, userEvent("user.created", boss));
    await deliver(t, userEvent("user.created", eve));
    const roles = Object.fromEntries((await usersOf(t)).map((row) => [row.email, row.role]));
    expect(roles).toEqual({ "boss@example.com": "Admin", "eve@example.com": "teacher" });
  });

  test("user.deleted closes the account: recorded, no token finds it, later deliveries change nothing", async () => {
    const t = newTest();
    await deliver(t, userEvent("user.created", cleo));
    expect(await deliver(t, deletedEvent("user_cleo", T0 + 60_000))).toEqual({ status: 200, text: "updated" });

    const [row] = await usersOf(t);
    expect(row?.closedAt).toBeTypeOf("number");
    expect((await eventsOf(t)).filter((event) => event.type === "account_closed")).toMatchObject([
      { subjectUserId: row?._id, email: "cleo@example.com", via: "clerk" },
    ]);
    const asCleo = t.withIdentity(clerkIdentity("user_cleo"));
    await expect(
      asCleo.query(api.accounts.users.teachersPage, { paginationOpts: { numItems: 10, cursor: null } }),
    ).rejects.toThrow(/sign in/i);
    await expect(
      asCleo.mutation(api.accounts.users.completeSignUp, { displayName: "Cleo", role: "teacher" }),
    ).rejects.toThrow(/deleted/);
    // A late retry of an update, or the deletion again, is acknowledged and changes nothing.
    expect(await deliver(t, userEvent("user.updated", { ...cleo, updatedAt: T0 + 120_000 }))).toEqual({
      status: 200,
      text: "ignored",
    });
    expect(await deliver(t, deletedEvent("user_cleo", T0 + 180_000))).toEqual({ status: 200, text: "ignored" });
    expect(await usersOf(t)).toHaveLength(1);
  });

  test("other Clerk event types are acknowledged and ignored", async () => {
    const t = newTest();
    const body = JSON.stringify({ type: "session.created", data: { id: "sess_1" }, timestamp: T0 });
    expect(await deliver(t, body)).toEqual({ status: 200, text: "ignored" });
    expect(await usersOf(t)).toEqual([]);
  });
});
