/**
 * POST /clerk-users-webhook: Clerk's user events (ADR 0058). Each delivery is checked with svix
 * (Clerk signs its webhooks through Svix) against CLERK_WEBHOOK_SECRET before anything is read:
 * an HMAC-SHA256 over `<svix-id>.<svix-timestamp>.<body>`, and a timestamp at most 5 minutes from
 * now, so a captured delivery cannot be replayed later (and a replay within the 5 minutes changes
 * nothing: model/clerkUsers.ts ignores a change not newer than the last one applied). svix's
 * verification is plain JavaScript (standardwebhooks: fast-sha256), so it runs in Convex's
 * default runtime, no "use node".
 */
import { Webhook } from "svix";
import { internal } from "../../_generated/api";
import { httpAction } from "../../_generated/server";
import { deploymentConfig } from "../../lib/config";
import { parseClerkUser } from "./clerkUsers";

/** Clerk's user payloads are a few KB; anything much larger is not one. */
export const CLERK_WEBHOOK_MAX_BYTES = 256 * 1024;

const answer = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export const clerkUsersWebhook = httpAction(async (ctx, request) => {
  const { issuer, webhookSecret } = deploymentConfig.clerk;
  if (webhookSecret === null || issuer === null) {
    return answer(503, "Clerk webhooks need CLERK_WEBHOOK_SECRET and CLERK_JWT_ISSUER_DOMAIN on the deployment.");
  }
  if (Number(request.headers.get("content-length") ?? 0) > CLERK_WEBHOOK_MAX_BYTES) {
    return answer(413, "Too large for a Clerk user event.");
  }
  const body = await request.text();
  if (body.length > CLERK_WEBHOOK_MAX_BYTES) return answer(413, "Too large for a Clerk user event.");

  let event: unknown;
  try {
    event = new Webhook(webhookSecret).verify(body, {
      "svix-id": request.headers.get("svix-id") ?? "",
      "svix-timestamp": request.headers.get("svix-timestamp") ?? "",
      "svix-signature": request.headers.get("svix-signature") ?? "",
    });
  } catch {
    // A missing or wrong signature, or a timestamp outside the 5 minutes: the same refusal.
    return answer(400, "Invalid or expired webhook signature.");
  }

  const { type, data, timestamp } = (event ?? {}) as { type?: unknown; data?: unknown; timestamp?: unknown };
  const eventTime = typeof timestamp === "number" ? timestamp : Date.now();
  if (type === "user.created" || type === "user.updated") {
    const user = parseClerkUser(data, eventTime);
    if (user === null) return answer(400, "The event has no user.");
    const outcome = await ctx.runMutation(internal.accounts.clerk.applyUserEvent, { change: { kind: "upsert", user } });
    return answer(200, outcome);
  }
  if (type === "user.deleted") {
    const clerkId = (data as { id?: unknown } | undefined)?.id;
    if (typeof clerkId !== "string" || clerkId === "") return answer(400, "The event has no user id.");
    const outcome = await ctx.runMutation(internal.accounts.clerk.applyUserEvent, {
      change: { kind: "delete", clerkId },
    });
    return answer(200, outcome);
  }
  // Other event types (sessions, organisations) are not Lyceum's: acknowledged so Clerk stops retrying.
  return answer(200, "ignored");
});
