/**
 * How stored passwords are hashed: exactly Convex Auth's Password default (lucia's Scrypt, the
 * settings of every stored password and of signInThrottle's dummy hash), passed to the provider
 * in convex/auth.ts through this object.
 *
 * Test seam, nothing else: convex/test.setup.ts swaps these two functions for a cheap hash, since
 * one scrypt costs 0.2 to 1 s of pure-JS work and the auth tests sign up and in hundreds of times
 * (tests that measure the hashing cost switch the real one back). Production never changes them.
 */
import { Scrypt } from "lucia";

export type PasswordHashing = {
  hashSecret: (password: string) => Promise<string>;
  verifySecret: (password: string, hash: string) => Promise<boolean>;
};

/** lucia's Scrypt, as @convex-dev/auth's Password provider uses it by default. */
export const scryptHashing: PasswordHashing = {
  hashSecret: (password) => new Scrypt().hash(password),
  verifySecret: (password, hash) => new Scrypt().verify(hash, password),
};

/** What the Password provider calls; read at every call, so the test swap takes effect. */
export const passwordHashing: PasswordHashing = { ...scryptHashing };
