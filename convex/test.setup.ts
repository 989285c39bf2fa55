/// <reference types="vite/client" />
import { env } from "./_generated/server";
import { convexTest } from "convex-test";
import migrationsTest from "@convex-dev/migrations/test";
import presenceTest from "@convex-dev/presence/test";
import rateLimiterTest from "@convex-dev/rate-limiter/test";
import { exportPKCS8, generateKeyPair } from "jose";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { passwordHashing, scryptHashing } from "./accounts/model/passwordHashing";
import schema, { type Role } from "./schema";

/** Every deployable module (files with one dot), the way Convex loads them. */
export const modules = import.meta.glob([
  "./**/*.{ts,js}",
  "!./**/*.test.ts",
  "!./**/*.setup.ts",
  "!./**/*.fixture.ts",
  "!./**/*.d.ts",
  // The component definition is not a module of functions (and Convex never deploys it).
  "!./convex.config.ts",
]);

export const SITE_URL = "http://127.0.0.1:3211";

// Convex Auth signs its JWTs with this key; a fresh one per test file is fine.
env.CONVEX_SITE_URL = SITE_URL;
if (!env.JWT_PRIVATE_KEY) {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  env.JWT_PRIVATE_KEY = (await exportPKCS8(privateKey)).trimEnd().replace(/\n/g, " ");
}

/**
 * Passwords are hashed with salted SHA-256 instead of scrypt in unit tests: the same "salt:key"
 * format and the same verdicts (right password true, anything else false), at a thousandth of the
 * cost. Tests about the hashing's cost call `useRealPasswordHashing()` (model/passwordHashing.ts).
 */
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
async function cheapKey(password: string, salt: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}:${password.normalize("NFKC")}`)));
}
passwordHashing.hashSecret = async (password) => {
  const salt = hex(crypto.getRandomValues(new Uint8Array(16)).buffer);
  return `${salt}:${await cheapKey(password, salt)}`;
};
passwordHashing.verifySecret = async (password, hash) => {
  const [salt, key, ...rest] = hash.split(":");
  return rest.length === 0 && key !== undefined && (await cheapKey(password, salt)) === key;
};
const cheapHashing = { ...passwordHashing };

/** Switches back to real scrypt (for a test about its cost); the returned function undoes it. */
export function useRealPasswordHashing(): () => void {
  Object.assign(passwordHashing, scryptHashing);
  return () => Object.assign(passwordHashing, cheapHashing);
}

/** The deployable modules plus the test fixtures (functions only tests call). */
const modulesWithFixtures = {
  ...modules,
  ...import.meta.glob("./**/*.fixture.ts"),
};

function rawTest() {
  return convexTest(schema, modulesWithFixtures);
}

export function newTest() {
  const t = rawTest();
  // The components of convex/convex.config.ts, under the names it mounts them (ADR 0014); each
  // helper also registers its nested batch-worker component.
  rateLimiterTest.register(t, "rateLimiter");
  presenceTest.register(t, "presence");
  migrationsTest.register(t, "migrations");
  return withSeededSessions(t);
}
export type TestConvex = ReturnType<typeof rawTest>;

const PLACEHOLDER_SESSION = "|test-session";
const CALLS = new Set<PropertyKey>(["query", "mutation", "action", "run", "fetch"]);

/**
 * The identity Convex Auth's token would carry for this user. Its session is a placeholder:
 * every function refuses a token whose session does not exist (model/users.ts getLiveIdentity),
 * so `t.withIdentity` (see withSeededSessions) gives each user of a test a real, live session.
 */
export function identityFor(userId: Id<"users">) {
  return { subject: `${userId}${PLACEHOLDER_SESSION}`, issuer: SITE_URL };
}

/**
 * `withIdentity(identityFor(userId))` calls act in a live `authSessions` row of that user, made
 * on first use in this test; any other identity (a real token's, Clerk's) is passed unchanged.
 */
function withSeededSessions(t: TestConvex): TestConvex {
  const original = t.withIdentity.bind(t);
  const sessions = new Map<string, Promise<Id<"authSessions">>>();
  function sessionOf(userId: Id<"users">): Promise<Id<"authSessions">> {
    let session = sessions.get(userId);
    if (session === undefined) {
      session = t.run((ctx) => ctx.db.insert("authSessions", { userId, expirationTime: Date.now() + 30 * 86_400_000 }));
      sessions.set(userId, session);
    }
    return session;
  }
  t.withIdentity = (identity) => {
    const subject = identity.subject;
    if (subject === undefined || !subject.endsWith(PLACEHOLDER_SESSION)) return original(identity);
    const userId = subject.slice(0, -PLACEHOLDER_SESSION.length) as Id<"users">;
    const live = async () => original({ ...identity, subject: `${userId}|${await sessionOf(userId)}` });
    return new Proxy(original(identity), {
      get(target, property, receiver) {
        if (!CALLS.has(property)) return Reflect.get(target, property, receiver);
        return async (...args: unknown[]) => {
          const client = (await live()) as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>;
          return await client[property](...args);
        };
      },
    });
  };
  return t;
}

let seedCounter = 0;

/** Inserts a finished profile directly and returns a client acting as that user. */
export async function seedUser(
  t: TestConvex,
  role: Role,
  overrides: { displayName?: string; email?: string; experience?: number; verified?: boolean } = {},
) {
  seedCounter += 1;
  const email = overrides.email ?? `${role.toLowerCase()}${seedCounter}@example.com`;
  const displayName = overrides.displayName ?? `${role} ${seedCounter}`;
  const userId = await t.run((ctx) =>
    ctx.db.insert("users", {
      email,
      name: displayName,
      displayName,
      role,
      dp: "",
      // An established account has proven its address (`verified: false` for one that has not):
      // what an unverified account may not do is tested with it (ADR 0059).
      ...(overrides.verified === false ? {} : { emailVerificationTime: 1_700_000_000_000 }),
      ...(overrides.experience !== undefined ? { experience: overrides.experience } : {}),
    }),
  );
  return { userId, email, displayName, as: t.withIdentity(identityFor(userId)) };
}

/** Signs up through Convex Auth's real password flow. */
export async function signUp(
  t: TestConvex,
  params: { email: string; password: string; displayName?: string; role?: string },
) {
  return await t.action(api.auth.signIn, {
    provider: "password",
    params: { displayName: "Sam Student", role: "student", ...params, flow: "signUp" },
  });
}

export async function signIn(t: TestConvex, params: { email: string; password: string }) {
  return await t.action(api.auth.signIn, {
    provider: "password",
    params: { ...params, flow: "signIn" },
  });
}

/** The user id inside a Convex Auth access token (`sub` is `userId|sessionId`). */
export function userIdFromToken(token: string): Id<"users"> {
  const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
  return payload.sub.split("|")[0] as Id<"users">;
}
