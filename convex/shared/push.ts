/**
 * Web Push (ADR 0088): the limits, and the checks of a subscription a browser hands in. One home
 * for the server (notifications/push.ts) and the settings card.
 */
import { keyed } from "./messages";

export const PUSH_LIMITS = {
  /** Devices a person may allow at once; the oldest is dropped for a new one. */
  devicesPerPerson: 10,
  /** Notifications one delivery action sends. */
  batch: 50,
  /** How long a push service keeps a notification for a device that is off (seconds). */
  ttlSeconds: 24 * 60 * 60,
  /** The longest endpoint URL accepted. */
  endpointMax: 1000,
} as const;

/** What the settings card says when the browser's subscription is refused. */
export const BAD_SUBSCRIPTION = keyed("server.notifications.badSubscription");

/**
 * The push services of the browsers (Chrome, Firefox, Edge, Safari): the server posts only to
 * these (an endpoint is a URL the server calls: anything else would let a person aim it at hosts
 * behind the deployment).
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  ".notify.windows.com",
  ".push.apple.com",
] as const;

function isPushService(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.some((host) => (host.startsWith(".") ? hostname.endsWith(host) : hostname === host));
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The byte length of unpadded base64url text. */
function base64urlBytes(text: string): number {
  return Math.floor((text.length * 3) / 4);
}

/**
 * Whether Lyceum can send to this subscription: an https endpoint of a browser's push service (or,
 * where the deployment allows it, http on the loopback, for a local push service), a P-256 public
 * key (65 bytes) and a 16-byte auth secret, base64url.
 */
export function isSendableSubscription(
  subscription: { endpoint: string; p256dh: string; auth: string },
  allowLoopback: boolean,
): boolean {
  let url: URL;
  try {
    url = new URL(subscription.endpoint);
  } catch {
    return false;
  }
  const loopback = url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost");
  const service = url.protocol === "https:" && isPushService(url.hostname);
  return (
    subscription.endpoint.length <= PUSH_LIMITS.endpointMax &&
    (service || (allowLoopback && loopback)) &&
    BASE64URL.test(subscription.p256dh) &&
    base64urlBytes(subscription.p256dh) === 65 &&
    BASE64URL.test(subscription.auth) &&
    base64urlBytes(subscription.auth) === 16
  );
}
