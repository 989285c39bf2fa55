// Not deployed (two dots in the name): authorization rows of convex/notifications/push.ts.
import { vi } from "vitest";
import { signedIn, type Rows } from "../matrix.setup";

/** A deployment with Web Push set up (the file's env is undone at its end, vitest.setup.ts). */
async function withPushKeys(): Promise<void> {
  vi.stubEnv("VAPID_PUBLIC_KEY", "matrix-public-key");
  vi.stubEnv("VAPID_PRIVATE_KEY", "matrix-private-key");
}

/** A device's subscription: an https endpoint of the caller's own, keys of the right sizes. */
const device = (caller: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${caller}`,
  p256dh: `B${"A".repeat(86)}`,
  auth: "A".repeat(22),
});

export const rows: Rows = {
  "notifications/push:publicKey": {
    rule: "signed in; the deployment's VAPID public key (public by design), or null",
    prepare: withPushKeys,
    args: () => ({}),
    expect: signedIn("allowed"),
  },
  "notifications/push:subscribe": {
    rule: "signed in; allows notifications on the caller's own device (no user id argument)",
    prepare: withPushKeys,
    args: (_world, caller) => device(caller),
    expect: signedIn("allowed"),
  },
  "notifications/push:unsubscribe": {
    rule: "signed in; stops only a device the caller allowed (another person's is no change)",
    prepare: withPushKeys,
    args: (_world, caller) => ({ endpoint: device(caller).endpoint }),
    expect: signedIn("allowed"),
  },
};
