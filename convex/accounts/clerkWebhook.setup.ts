/**
 * Test stand-in for Clerk's webhook sender (ADR 0058): signs a delivery with svix's own signer
 * (Webhook.sign, what Svix does for Clerk) and builds Clerk-shaped user payloads. Used by
 * accounts/clerk.test.ts, verify.setup.ts and the offline backend's Clerk test.
 */
import { Webhook } from "svix";

/** A webhook signing secret in Clerk's form (`whsec_` + base64 of the key). */
export const TEST_WEBHOOK_SECRET = `whsec_${btoa("lyceum-test-clerk-webhook-secret-32b")}`;
export const TEST_CLERK_ISSUER = "https://clerk.lyceum.test";

let deliveries = 0;

/** The headers Svix sends with `body`: id, timestamp (seconds; default now) and signature. */
export function signedHeaders(
  body: string,
  options: { secret?: string; at?: Date; id?: string } = {},
): Record<string, string> {
  const id = options.id ?? `msg_test_${++deliveries}`;
  const at = options.at ?? new Date();
  return {
    "Content-Type": "application/json",
    "svix-id": id,
    "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
    "svix-signature": new Webhook(options.secret ?? TEST_WEBHOOK_SECRET).sign(id, at, body),
  };
}

export type ClerkUserFields = {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  verified?: boolean;
  /** What Lyceum's register form passes as the sign-up's unsafeMetadata. */
  unsafeMetadata?: Record<string, unknown>;
  updatedAt: number;
};

/** A `user.created` / `user.updated` event as Clerk sends it (the fields Lyceum reads, and some). */
export function userEvent(type: "user.created" | "user.updated", user: ClerkUserFields): string {
  return JSON.stringify({
    object: "event",
    type,
    timestamp: user.updatedAt,
    instance_id: "ins_test",
    data: {
      object: "user",
      id: user.id,
      first_name: user.firstName ?? null,
      last_name: user.lastName ?? null,
      primary_email_address_id: "idn_primary",
      email_addresses: [
        {
          id: "idn_primary",
          object: "email_address",
          email_address: user.email,
          verification: { status: user.verified === false ? "unverified" : "verified", strategy: "email_code" },
        },
      ],
      unsafe_metadata: user.unsafeMetadata ?? {},
      public_metadata: {},
      private_metadata: {},
      image_url: "https://img.clerk.com/test",
      created_at: user.updatedAt,
      updated_at: user.updatedAt,
    },
  });
}

export function deletedEvent(id: string, at: number): string {
  return JSON.stringify({
    object: "event",
    type: "user.deleted",
    timestamp: at,
    data: { object: "user", id, deleted: true },
  });
}
