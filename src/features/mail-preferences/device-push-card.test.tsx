import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { api } from "@convex/_generated/api";
import { DevicePushCard } from "./device-push-card";

/** A browser with a service worker and push, its permission and current subscription. */
function browserWith(permission: NotificationPermission, subscribed: boolean) {
  const subscription = {
    endpoint: "https://fcm.googleapis.com/fcm/send/device",
    toJSON: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/device", keys: { p256dh: "P256", auth: "AUTH" } }),
    unsubscribe: vi.fn().mockResolvedValue(true),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn(() => {
      current = subscription;
      return Promise.resolve(subscription);
    }),
  };
  vi.stubGlobal("Notification", { permission, requestPermission: vi.fn().mockResolvedValue("granted") });
  vi.stubGlobal("PushManager", class {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ pushManager }) },
  });
  return { pushManager, subscription };
}

describe("DevicePushCard", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "serviceWorker");
    fakeConvex.reset();
  });

  it("allows notifications on this device with the server's key, and hands the subscription in", async () => {
    fakeConvex.setQuery(api.notifications.push.publicKey, "VAPID-KEY");
    const { pushManager } = browserWith("default", false);
    render(<DevicePushCard />);
    await userEvent.click(await screen.findByRole("button", { name: "Allow notifications on this device" }));
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: "VAPID-KEY" });
    expect(fakeConvex.mutation(api.notifications.push.subscribe)).toHaveBeenCalledWith({
      endpoint: "https://fcm.googleapis.com/fcm/send/device",
      p256dh: "P256",
      auth: "AUTH",
    });
    expect(await screen.findByRole("button", { name: "Stop notifications on this device" })).toBeInTheDocument();
  });

  it("stops them: the server forgets the device and the browser drops the subscription", async () => {
    fakeConvex.setQuery(api.notifications.push.publicKey, "VAPID-KEY");
    const { subscription } = browserWith("granted", true);
    render(<DevicePushCard />);
    await userEvent.click(await screen.findByRole("button", { name: "Stop notifications on this device" }));
    expect(fakeConvex.mutation(api.notifications.push.unsubscribe)).toHaveBeenCalledWith({
      endpoint: "https://fcm.googleapis.com/fcm/send/device",
    });
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it("says why it cannot: blocked in the browser, not set up on the server, no worker", async () => {
    fakeConvex.setQuery(api.notifications.push.publicKey, "VAPID-KEY");
    browserWith("denied", false);
    const { unmount } = render(<DevicePushCard />);
    expect(await screen.findByText(/Notifications are blocked for Lyceum in this browser/)).toBeInTheDocument();
    unmount();

    fakeConvex.setQuery(api.notifications.push.publicKey, null);
    browserWith("default", false);
    const second = render(<DevicePushCard />);
    expect(await screen.findByText(/not set up to send notifications/)).toBeInTheDocument();
    second.unmount();

    Reflect.deleteProperty(navigator, "serviceWorker");
    render(<DevicePushCard />);
    expect(await screen.findByText(/This browser cannot show Lyceum's notifications/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
