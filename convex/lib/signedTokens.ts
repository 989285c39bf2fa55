/**
 * Signed tokens, one format for every kind: private file links (ADR 0062), unsubscribe links
 * (ADR 0072) and calendar feeds (ADR 0073). A token is base64url(body) "." base64url(HMAC-SHA-256
 * of the first part) under the deployment's secret (`deploymentConfig.fileLinkSecret`) and a
 * purpose label of its own, so no token of one kind passes as another. The signature is checked with
 * `crypto.subtle.verify` (constant time) before the body is read, and only the one spelling that
 * was signed passes.
 */
import { deploymentConfig } from "./config";

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Only the one canonical spelling of some bytes: base64's last character carries unused bits, so
 * "…B" and "…A" can decode alike, and a token that differs from the one signed must not pass.
 */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return base64url(bytes) === text ? bytes : null;
  } catch {
    return null;
  }
}

export type TokenSigner = {
  /** The token for `body` (text, signed as its UTF-8 bytes). */
  sign(body: string): Promise<string>;
  /** The body of a token whose signature holds, else null (malformed, tampered, another purpose). */
  verify(token: string): Promise<string | null>;
};

/**
 * A signer for one purpose. `what` names the feature in the error when no secret is set;
 * `maxTokenLength` refuses longer tokens before any work.
 */
export function tokenSigner(purpose: string, what: string, maxTokenLength: number): TokenSigner {
  let cached: { material: string; key: Promise<CryptoKey> } | null = null;
  function key(): Promise<CryptoKey> {
    const material = deploymentConfig.fileLinkSecret;
    if (material === null)
      throw new Error(`${what} need FILE_LINK_SECRET (or Convex Auth's JWT_PRIVATE_KEY) to be set.`);
    if (cached?.material !== material) {
      const imported = crypto.subtle.importKey(
        "raw",
        encoder.encode(`${purpose}\n${material}`),
        { name: "HMAC", hash: "SHA-256" },
        false,
        ["sign", "verify"],
      );
      cached = { material, key: imported };
    }
    return cached.key;
  }
  return {
    async sign(body) {
      const encoded = base64url(encoder.encode(body));
      const signature = await crypto.subtle.sign("HMAC", await key(), encoder.encode(encoded));
      return `${encoded}.${base64url(new Uint8Array(signature))}`;
    },
    async verify(token) {
      if (token.length > maxTokenLength) return null;
      const [encoded, signature, ...rest] = token.split(".");
      const signatureBytes = fromBase64url(signature ?? "");
      if (rest.length > 0 || !encoded || signatureBytes === null || signatureBytes.length !== 32) return null;
      const valid = await crypto.subtle.verify("HMAC", await key(), signatureBytes, encoder.encode(encoded));
      if (!valid) return null;
      const bytes = fromBase64url(encoded);
      if (bytes === null) return null;
      try {
        return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      } catch {
        return null;
      }
    },
  };
}
