"use node";
/**
 * Sends Web Push messages (ADR 0088) with the deployment's VAPID keys: `web-push` encrypts them
 * (RFC 8291) and signs the request (VAPID, RFC 8292); Node, for its crypto. One attempt each; the
 * devices whose push service answers 404 or 410 are returned as gone.
 */
import { v } from "convex/values";
import { internalAction } from "./_generated/server";
import { deploymentConfig } from "./lib/config";
import { PUSH_LIMITS } from "./shared/push";

export const sendMany = internalAction({
  args: {
    pushes: v.array(v.object({ endpoint: v.string(), p256dh: v.string(), auth: v.string(), payload: v.string() })),
  },
  handler: async (_ctx, { pushes }): Promise<{ sent: number; gone: string[] }> => {
    const push = deploymentConfig.push;
    if (push === null) return { sent: 0, gone: [] };
    // Loaded when there is something to send, like the mail transports (mailer.ts).
    const { default: webpush } = await import("web-push");
    const options = {
      vapidDetails: { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey },
      TTL: PUSH_LIMITS.ttlSeconds,
    };
    const outcomes = await Promise.all(
      pushes.map(async ({ endpoint, p256dh, auth, payload }) => {
        try {
          // web-push encrypts and signs; the request goes through fetch, which also reaches a
          // local push service over http (web-push's own sender speaks https only).
          const request = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, payload, options);
          const response = await fetch(request.endpoint, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: request.body === null ? undefined : new Uint8Array(request.body),
            signal: AbortSignal.timeout(10_000),
          });
          if (response.status === 404 || response.status === 410) return "gone" as const;
          return response.ok ? ("sent" as const) : ("failed" as const);
        } catch {
          return "failed" as const;
        }
      }),
    );
    return {
      sent: outcomes.filter((outcome) => outcome === "sent").length,
      gone: pushes.filter((_, i) => outcomes[i] === "gone").map((item) => item.endpoint),
    };
  },
});
