/**
 * Unsubscribe tokens (ADR 0072): the signed token of lib/signedTokens.ts over
 * `{"u": person, "k": kind}`, with its own purpose label; anything tampered is null.
 */
import type { Id } from "../../_generated/dataModel";
import { tokenSigner } from "../../lib/signedTokens";
import { MAIL_KINDS, type UnsubscribeTarget } from "../../shared/mailPreferences";

export type UnsubscribeClaims = { userId: Id<"users">; kind: UnsubscribeTarget };

const signer = tokenSigner("lyceum mail unsubscribe", "Unsubscribe links", 1_000);

export async function signUnsubscribe(claims: UnsubscribeClaims): Promise<string> {
  return await signer.sign(JSON.stringify({ u: claims.userId, k: claims.kind }));
}

const TARGETS = new Set<string>([...MAIL_KINDS, "digest"]);

/** The claims of a token whose signature holds, else null. The user id is not yet checked to exist. */
export async function verifyUnsubscribe(token: string): Promise<{ userId: string; kind: UnsubscribeTarget } | null> {
  const body = await signer.verify(token);
  if (body === null) return null;
  try {
    const parsed = JSON.parse(body) as { u?: unknown; k?: unknown };
    if (typeof parsed.u !== "string" || typeof parsed.k !== "string" || !TARGETS.has(parsed.k)) return null;
    return { userId: parsed.u, kind: parsed.k as UnsubscribeTarget };
  } catch {
    return null;
  }
}
