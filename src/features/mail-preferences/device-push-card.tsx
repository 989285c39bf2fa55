import { BellRingIcon } from "lucide-react";
import { useState } from "react";
import { PendingLabel } from "@/components/pending-label";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { useDevicePush, type DevicePush } from "@/lib/push";

const WORDS: Record<Exclude<DevicePush, "loading">, string> = {
  unsupported: "This browser cannot show Lyceum's notifications. Install Lyceum, or use a browser that supports them.",
  "not-set-up": "This Lyceum is not set up to send notifications to devices.",
  blocked:
    "Notifications are blocked for Lyceum in this browser. Allow them in the browser's site settings, then come back.",
  off: "Get a notification on this device for each kind you have mailed immediately, even with Lyceum closed.",
  on: "This device shows a notification for each kind you have mailed immediately. Signing out here stops them.",
};

/**
 * Notifications on this device (Web Push, ADR 0088): allowed or stopped per device; which kinds is
 * the choice below ("Immediately").
 */
export function DevicePushCard() {
  const { state, allow, stop } = useDevicePush();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error, "The browser did not allow it. Try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="device-push-title" className="bg-card rounded-2xl border p-4 shadow-xs sm:p-6">
      <div className="flex items-start gap-3">
        <BellRingIcon className="text-muted-foreground mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-3">
          <h2 id="device-push-title" className="font-semibold">
            On this device
          </h2>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {state === "loading" ? "Checking this device…" : WORDS[state]}
          </p>
          {(state === "off" || state === "on") && (
            <div className="flex items-center gap-3">
              {state === "off" ? (
                <Button type="button" disabled={busy} onClick={() => void run(allow)}>
                  Allow notifications on this device
                </Button>
              ) : (
                <Button type="button" variant="outline" disabled={busy} onClick={() => void run(stop)}>
                  Stop notifications on this device
                </Button>
              )}
              {busy && <PendingLabel />}
            </div>
          )}
          {failure && (
            <p role="alert" className="text-destructive text-sm">
              {failure}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
