/**
 * Convex Auth signing keys and token verification. The key pair is made once and kept in the data
 * folder so tokens and sessions survive a restart; the functions read it from process.env
 * (JWT_PRIVATE_KEY, JWKS) like on a real deployment, with CONVEX_SITE_URL as the issuer.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import {
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type KeyLike,
} from "jose";
import type { Value } from "convex/values";

export type SigningKeys = {
  /** PKCS#8 PEM with newlines replaced by spaces, as Convex Auth expects it in JWT_PRIVATE_KEY. */
  jwtPrivateKey: string;
  /** {"keys":[public JWK]} for JWKS. */
  jwks: string;
  publicKey: KeyLike | Uint8Array;
};

type StoredKeys = { jwtPrivateKey: string; publicJwk: JWK };

const KEY_FILE = "jwt-keys.json";

export async function loadOrCreateKeys(dataDir: string | null): Promise<SigningKeys> {
  const file = dataDir ? path.join(dataDir, KEY_FILE) : null;
  let stored: StoredKeys;
  if (file && existsSync(file)) {
    stored = JSON.parse(readFileSync(file, "utf8")) as StoredKeys;
  } else {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    stored = {
      jwtPrivateKey: (await exportPKCS8(privateKey)).trimEnd().replace(/\n/g, " "),
      publicJwk: { ...(await exportJWK(publicKey)), alg: "RS256", use: "sig" },
    };
    if (file && dataDir) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    }
  }
  return {
    jwtPrivateKey: stored.jwtPrivateKey,
    jwks: JSON.stringify({ keys: [stored.publicJwk] }),
    publicKey: await importJWK(stored.publicJwk, "RS256"),
  };
}

/** What `ctx.auth.getUserIdentity()` returns, built from verified claims like the real backend. */
export type VerifiedIdentity = {
  /** Attributes for convex-test's withIdentity. */
  attributes: Record<string, Value>;
  /** Stable key for deduplicating query runs (ignores iat/exp). */
  key: string;
};

const CLAIM_TO_ATTRIBUTE: Record<string, string> = {
  name: "name",
  given_name: "givenName",
  family_name: "familyName",
  nickname: "nickname",
  preferred_username: "preferredUsername",
  profile: "profileUrl",
  picture: "pictureUrl",
  email: "email",
  email_verified: "emailVerified",
  gender: "gender",
  birthdate: "birthday",
  zoneinfo: "timezone",
  locale: "language",
  phone_number: "phoneNumber",
  phone_number_verified: "phoneNumberVerified",
  address: "address",
  updated_at: "updatedAt",
};
const RESERVED = new Set(["sub", "iss", "aud", "iat", "exp", "nbf", "jti"]);

function toValue(claim: unknown): Value | undefined {
  if (claim === null || ["string", "number", "boolean"].includes(typeof claim)) return claim as Value;
  if (typeof claim === "object") return JSON.parse(JSON.stringify(claim)) as Value;
  return undefined;
}

export function identityFromClaims(payload: JWTPayload): VerifiedIdentity {
  const subject = String(payload.sub ?? "");
  const issuer = String(payload.iss ?? "");
  const attributes: Record<string, Value> = { subject, issuer, tokenIdentifier: `${issuer}|${subject}` };
  for (const [claim, raw] of Object.entries(payload)) {
    if (RESERVED.has(claim)) continue;
    const value = toValue(raw);
    if (value === undefined) continue;
    attributes[CLAIM_TO_ATTRIBUTE[claim] ?? claim] = value;
  }
  const stable = Object.fromEntries(Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b)));
  return { attributes, key: JSON.stringify(stable) };
}

export type TokenVerifier = (token: string) => Promise<VerifiedIdentity>;

/**
 * The identity of an HTTP request's `Authorization: Bearer <JWT>` header: null without one; throws
 * (the verifier's error) when the token does not verify.
 */
export async function bearerIdentity(req: IncomingMessage, verify: TokenVerifier): Promise<VerifiedIdentity | null> {
  const authorization = req.headers.authorization;
  if (!authorization?.startsWith("Bearer ")) return null;
  return await verify(authorization.slice("Bearer ".length));
}

/**
 * The audience Convex Auth signs its tokens for: the `applicationID` of convex/auth.config.ts,
 * which a real deployment checks too.
 */
export const TOKEN_AUDIENCE = "convex";

/**
 * Verifies signature, expiry, issuer (must be the site URL) and audience (TOKEN_AUDIENCE); throws
 * a readable error otherwise.
 */
export async function verifyToken(
  token: string,
  keys: SigningKeys,
  issuer: string,
  audience: string = TOKEN_AUDIENCE,
): Promise<VerifiedIdentity> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, { issuer, audience, algorithms: ["RS256"] });
    if (!payload.sub) throw new Error("the token has no subject");
    return identityFromClaims(payload);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not verify OIDC token claim. Check that the token signature is valid and the token hasn't expired. (${reason})`,
    );
  }
}
