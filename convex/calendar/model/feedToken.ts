/**
 * The private feed's token (docs/calendar.md, ADR 0073): the signed token of lib/signedTokens.ts
 * over "<userId>.<generation>", with the calendar's own label. The generation is then compared with
 * the person's (`calendarFeeds`), so a reset address fails.
 */
import type { Id } from "../../_generated/dataModel";
import { deploymentConfig } from "../../lib/config";
import { tokenSigner } from "../../lib/signedTokens";
import { CALENDAR_FEED_PATH, CALENDAR_FEED_SUFFIX } from "../../shared/calendarRules";

const signer = tokenSigner("lyceum calendar feed", "Calendar feeds", 300);

export type FeedClaims = { userId: string; generation: number };

export async function signFeedToken(claims: { userId: Id<"users">; generation: number }): Promise<string> {
  return await signer.sign(`${claims.userId}.${claims.generation}`);
}

/** The claims of a token whose signature holds, or null (malformed, tampered, another key). */
export async function verifyFeedToken(token: string): Promise<FeedClaims | null> {
  const body = await signer.verify(token);
  const match = body === null ? null : /^([^.]+)\.(\d{1,9})$/.exec(body);
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
