/**
 * The private feed's token (docs/calendar.md, ADR 0073): base64url("<userId>.<generation>") "."
 * base64url(HMAC-SHA-256 of the first part), under the deployment's secret (the one file links use,
 * ADR 0062) with the calendar's own label, so no token of one kind passes as the other. The
 * signature is checked with `crypto.subtle.verify` (constant time) before anything is read; the
 * generation is then compared with the person's (`calendarFeeds`), so a reset address fails.
 */
import type { Id } from "../../_generated/dataModel";
import { deploymentConfig } from "../../lib/config";
import { CALENDAR_FEED_PATH, CALENDAR_FEED_SUFFIX } from "../../shared/calendarRules";

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Only the one canonical spelling of some bytes (a token that differs from the one signed fails). */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return base64url(bytes) === text ? bytes : null;
  } catch {
    return null;
  }
}

let cachedKey: { material: string; key: Promise<CryptoKey> } | null = null;

function signingKey(): Promise<CryptoKey> {
  const material = deploymentConfig.fileLinkSecret;
  if (material === null) {
    throw new Error("Calendar feeds need FILE_LINK_SECRET (or Convex Auth's JWT_PRIVATE_KEY) to be set.");
  }
  if (cachedKey?.material !== material) {
    const key = crypto.subtle.importKey(
      "raw",
      encoder.encode(`lyceum calendar feed\n${material}`),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    cachedKey = { material, key };
  }
  return cachedKey.key;
}

export type FeedClaims = { userId: string; generation: number };

export async function signFeedToken(claims: { userId: Id<"users">; generation: number }): Promise<string> {
  const body = base64url(encoder.encode(`${claims.userId}.${claims.generation}`));
  const signature = await crypto.subtle.sign("HMAC", await signingKey(), encoder.encode(body));
  return `${body}.${base64url(new Uint8Array(signature))}`;
}

/** The claims of a token whose signature holds, or null (malformed, tampered, another key). */
export async function verifyFeedToken(token: string): Promise<FeedClaims | null> {
  const [body, signature, ...rest] = token.split(".");
  const signatureBytes = fromBase64url(signature ?? "");
  if (rest.length > 0 || !body || body.length > 200 || signatureBytes === null || signatureBytes.length !== 32) {
    return null;
  }
  const valid = await crypto.subtle.verify("HMAC", await signingKey(), signatureBytes, encoder.encode(body));
  if (!valid) return null;
  const bytes = fromBase64url(body);
  if (bytes === null) return null;
  const match = /^([^.]+)\.(\d{1,9})$/.exec(new TextDecoder().decode(bytes));
  if (match === null) return null;
  return { userId: match[1]!, generation: Number(match[2]) };
}

/** The feed's address on the deployment's HTTP-actions origin, and the same as `webcal:`. */
export async function feedAddress(claims: {
  userId: Id<"users">;
  generation: number;
}): Promise<{ url: string; webcalUrl: string }> {
  const origin = deploymentConfig.convexSiteUrl?.replace(/\/+$/, "") ?? "";
  const url = `${origin}${CALENDAR_FEED_PATH}${await signFeedToken(claims)}${CALENDAR_FEED_SUFFIX}`;
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}
