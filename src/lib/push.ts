/**
 * Notifications on this device (Web Push, ADR 0088): the browser's side. A person allows them in
 * E-mail notifications → On this device; the service worker (sw/sw.ts) shows what the server
 * sends. Signing out stops this device first, so a shared device shows no one else's notifications.
 */
import { useMutation, useQuery } from "convex/react";
import { useCallback, useEffect, useState } from "react";
import { api } from "@convex/_generated/api";
import { convex } from "./convex";

export type DevicePush =
  | "loading"
  /** This browser (or this page, without the service worker) cannot receive push. */
  | "unsupported"
  /** The server has no VAPID keys. */
  | "not-set-up"
  /** The person blocked notifications for Lyceum in the browser. */
  | "blocked"
  | "off"
  | "on";

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return undefined;
  return await navigator.serviceWorker.getRegistration();
}

/** This device's state, and allowing or stopping notifications on it. */
export function useDevicePush(): { state: DevicePush; allow: () => Promise<void>; stop: () => Promise<void> } {
  const publicKey = useQuery(api.notifications.push.publicKey);
  const subscribe = useMutation(api.notifications.push.subscribe);
  const unsubscribe = useMutation(api.notifications.push.unsubscribe);
  const [device, setDevice] = useState<DevicePush>("loading");

  const refresh = useCallback(async () => {
    const worker = await registration();
    if (worker === undefined) return setDevice("unsupported");
    if (Notification.permission === "denied") return setDevice("blocked");
    setDevice((await worker.pushManager.getSubscription()) === null ? "off" : "on");
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const allow = useCallback(async () => {
    const worker = await registration();
    if (worker === undefined || !publicKey) return;
    if ((await Notification.requestPermission()) !== "granted") return void (await refresh());
    const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
    const { endpoint, keys } = subscription.toJSON();
    await subscribe({ endpoint: endpoint ?? "", p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" });
    await refresh();
  }, [publicKey, subscribe, refresh]);

  const stop = useCallback(async () => {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (subscription) {
      await unsubscribe({ endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    }
    await refresh();
  }, [unsubscribe, refresh]);

  const state: DevicePush =
    publicKey === undefined || device === "loading"
      ? "loading"
      : device === "unsupported"
        ? "unsupported"
        : publicKey === null
          ? "not-set-up"
          : device;
  return { state, allow, stop };
}

/**
 * Before signing out: this device stops receiving the person's notifications (best effort, at
 * most `waitMs`; signing out goes on whatever happens).
 */
export async function stopDevicePush(waitMs = 2_000): Promise<void> {
  const stop = async () => {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (!subscription) return;
    await convex.mutation(api.notifications.push.unsubscribe, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  };
  await Promise.race([stop().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, waitMs))]);
}
