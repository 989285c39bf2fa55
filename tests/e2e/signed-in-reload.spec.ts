/**
 * A signed-in person stays signed in: while the presence of someone else in the room times out
 * (the presence component's scheduled worker writes, and every subscriber's presence:list runs
 * again), and across reloads, when the Convex client authenticates with the stored token (ADR 0046,
 * 0084).
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { backendSession, expect, newAccount, signInAs, test, userIdOf } from "./harness/fixtures";
import { clientAs } from "./harness/seed";

const heartbeat = makeFunctionReference<
  "mutation",
  { roomId: string; userId: string; sessionId: string; interval: number },
  { roomToken: string; sessionToken: string }
>("chat/presence:heartbeat");
/** The global room's ticket, which presence names the room by (ADR 0081). */
const room = makeFunctionReference<"query", { room: string }, { ticket: string }>("chat/chat:room");

/** A fresh student signed in through the backend's HTTP API: a client with their token, and their id. */
async function signUpVisitor(displayName: string): Promise<{ client: ConvexHttpClient; userId: string }> {
  const session = await backendSession(newAccount("student", displayName), "signUp");
  return { client: clientAs(session), userId: userIdOf(session.token) };
}

/**
 * Puts the visitor into the global room with the shortest heartbeat the backend allows (1 s) and
 * no further beats: the presence component's worker times their session out 2.5 s later.
 */
async function visitBriefly({ client, userId }: { client: ConvexHttpClient; userId: string }): Promise<void> {
  const { ticket } = await client.query(room, { room: "global" });
  await client.mutation(heartbeat, { roomId: ticket, userId, sessionId: randomUUID(), interval: 1000 });
}

/** What would show the fault: the room's error card, or a function refusing the signed-in person. */
function watchForSignedOut(page: Page): string[] {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/UNAUTHENTICATED|Please sign in first/.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

test("a signed-in student stays signed in while another's presence times out, and across reloads of the room and the bell", async ({
  page,
}) => {
  const refusals = watchForSignedOut(page);
  // Convex Auth asks before a reload while it refreshes the token; accepted, as a person would.
  page.on("dialog", (dialog) => void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()));
  const visitor = `Visitor ${Date.now().toString(36)}`;
  const visitorSession = signUpVisitor(visitor);
  const account = await signInAs(page, "student");
  await page.goto("/homechat");
  await page.getByRole("button", { name: "Click to Join" }).click();
  await expect(page).toHaveURL(/\/chatRoom$/);

  const presence = page.getByText(/^In the room now: you/);
  const failed = page.getByText("The discussion could not be loaded");
  await expect(presence).toBeVisible();

  await visitBriefly(await visitorSession);
  await expect(presence).toContainText(visitor);
  // The visitor's session times out: the room lists them no more, and stays the signed-in room.
  await expect(presence.filter({ hasNotText: visitor }).or(failed)).toBeVisible();
  expect(await failed.isVisible(), "the room refused its signed-in student").toBe(false);

  // Each load authenticates with the stored token, then swaps it for a refreshed one.
  for (const path of ["/profile", "/chatRoom"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: account.displayName })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Notifications/ })).toBeVisible();
    if (path === "/chatRoom") {
      await expect(presence.or(failed)).toBeVisible();
      expect(await failed.isVisible(), "the room refused its signed-in student").toBe(false);
    }
  }
  expect(refusals).toEqual([]);
});
