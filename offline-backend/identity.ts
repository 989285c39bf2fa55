/**
 * Convex Auth signing keys and token verification. The key pair is made once and kept in the data
 * folder so tokens and sessions survive a restart; the functions read it from process.env
 * (JWT_PRIVATE_KEY, JWKS) like on a real deployment, with CONVEX_SITE_URL as the issuer.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  createRemoteJWKSet,
  decodeJwt,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
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
  keys: Pick<SigningKeys, "publicKey">,
  issuer: string,
  audience: string = TOKEN_AUDIENCE,
): Promise<VerifiedIdentity> {
  return await verifyWith(token, keys.publicKey, issuer, audience, ["RS256"]);
}

async function verifyWith(
  token: string,
  key: KeyLike | Uint8Array | JWTVerifyGetKey,
  issuer: string,
  audience: string,
  algorithms: string[],
): Promise<VerifiedIdentity> {
  try {
    const { payload } =
      typeof key === "function"
        ? await jwtVerify(token, key, { issuer, audience, algorithms })
        : await jwtVerify(token, key, { issuer, audience, algorithms });
    if (!payload.sub) throw new Error("the token has no subject");
    return identityFromClaims(payload);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not verify OIDC token claim. Check that the token signature is valid and the token hasn't expired. (${reason})`,
    );
  }
}

type AuthProvider = { domain?: string; applicationID?: string };

/** The providers of the project's auth.config.ts (read after the deployment variables are set). */
async function authProviders(modulesDir: string): Promise<AuthProvider[]> {
  const file = ["auth.config.ts", "auth.config.js"].map((name) => path.join(modulesDir, name)).find(existsSync);
  if (file === undefined) return [];
  // A fresh evaluation each start: the file reads process.env when it is evaluated.
  const loaded = (await import(`${pathToFileURL(file).href}?start=${Date.now()}`)) as {
    default?: { providers?: AuthProvider[] };
  };
  return loaded.default?.providers ?? [];
}

const withoutSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * Checks tokens as a deployment checks them against convex/auth.config.ts: Convex Auth's (issuer:
 * the site URL) with this backend's own key; another provider's (Clerk's, when
 * CLERK_JWT_ISSUER_DOMAIN is set) by OIDC discovery at its domain and the JWKS that names, with its
 * applicationID as the audience. A token of an issuer not in the file is refused.
 */
export async function tokenVerifier(keys: SigningKeys, siteUrl: string, modulesDir: string): Promise<TokenVerifier> {
  const others = (await authProviders(modulesDir)).filter(
    (provider) => provider.domain !== undefined && withoutSlash(provider.domain) !== withoutSlash(siteUrl),
  );
  const keySets = new Map<string, Promise<JWTVerifyGetKey>>();
  const keySetOf = (domain: string) => {
    let keySet = keySets.get(domain);
    if (keySet === undefined) {
      keySet = discoverKeySet(domain);
      keySet.catch(() => keySets.delete(domain));
      keySets.set(domain, keySet);
    }
    return keySet;
  };
  return async (token) => {
    let issuer = "";
    try {
      issuer = String(decodeJwt(token).iss ?? "");
    } catch {
      // Not a JWT: verifyToken below gives the usual error.
    }
    const provider = others.find((entry) => withoutSlash(entry.domain ?? "") === withoutSlash(issuer));
    if (provider === undefined) return await verifyToken(token, keys, siteUrl);
    let keySet: JWTVerifyGetKey;
    try {
      keySet = await keySetOf(withoutSlash(provider.domain ?? ""));
    } catch (error) {
      throw new Error(
        `Could not fetch the keys of ${issuer}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return await verifyWith(token, keySet, issuer, provider.applicationID ?? TOKEN_AUDIENCE, ["RS256", "ES256"]);
  };
}

async function discoverKeySet(domain: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${domain}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OpenID configuration: HTTP ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
  if (typeof jwksUri !== "string") throw new Error("the OpenID configuration has no jwks_uri");
  return createRemoteJWKSet(new URL(jwksUri));
}
