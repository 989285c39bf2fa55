/**
 * Unsubscribe tokens (ADR 0072): `base64url({"u": person, "k": kind})` "." base64url(HMAC-SHA-256)
 * under the deployment's secret (deploymentConfig.fileLinkSecret, as file links use) with its own
 * purpose label, so neither kind of token passes as the other. Verified in constant time
 * (crypto.subtle.verify); anything tampered is null.
 */
import type { Id } from "../../_generated/dataModel";
import { deploymentConfig } from "../../lib/config";
import { MAIL_KINDS } from "../../shared/mailPreferences";
import type { NotificationType } from "../../shared/validators";

/** What a token turns off: one kind of notification, or every kind the digest carries. */
export type UnsubscribeTarget = NotificationType | "digest";

export type UnsubscribeClaims = { userId: Id<"users">; kind: UnsubscribeTarget };

const PURPOSE = "lyceum mail unsubscribe";
const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Only the canonical spelling of some bytes passes (see fileLinks.ts). */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
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
    throw new Error("Unsubscribe links need FILE_LINK_SECRET (or Convex Auth's JWT_PRIVATE_KEY) to be set.");
  }
  if (cachedKey?.material !== material) {
    const key = crypto.subtle.importKey(
      "raw",
      encoder.encode(`${PURPOSE}\n${material}`),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    cachedKey = { material, key };
  }
  return cachedKey.key;
}

export async function signUnsubscribe(claims: UnsubscribeClaims): Promise<string> {
  const body = base64url(encoder.encode(JSON.stringify({ u: claims.userId, k: claims.kind })));
  const signature = await crypto.subtle.sign("HMAC", await signingKey(), encoder.encode(body));
  return `${body}.${base64url(new Uint8Array(signature))}`;
}

const TARGETS = new Set<string>([...MAIL_KINDS.map(({ kind }) => kind), "digest"]);

/** The claims of a token whose signature holds, else null. The user id is not yet checked to exist. */
export async function verifyUnsubscribe(token: string): Promise<{ userId: string; kind: UnsubscribeTarget } | null> {
  if (token.length > 1000) return null;
  const [body, signature, ...rest] = token.split(".");
  const signatureBytes = fromBase64url(signature ?? "");
  if (rest.length > 0 || !body || signatureBytes === null || signatureBytes.length !== 32) return null;
  const valid = await crypto.subtle.verify("HMAC", await signingKey(), signatureBytes, encoder.encode(body));
  if (!valid) return null;
  const bytes = fromBase64url(body);
  if (bytes === null) return null;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as { u?: unknown; k?: unknown };
    if (typeof parsed.u !== "string" || typeof parsed.k !== "string" || !TARGETS.has(parsed.k)) return null;
    return { userId: parsed.u, kind: parsed.k as UnsubscribeTarget };
  } catch {
    return null;
  }
}
