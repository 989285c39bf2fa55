import { BellRingIcon } from "lucide-react";
import { useState } from "react";
import { PendingLabel } from "@/components/pending-label";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { useDevicePush, type DevicePush } from "@/lib/push";
import { useT } from "./i18n";

const WORDS = {
  unsupported: "mailPreferences.device.unsupported",
  "not-set-up": "mailPreferences.device.notSetUp",
  blocked: "mailPreferences.device.blocked",
  off: "mailPreferences.device.off",
  on: "mailPreferences.device.on",
} as const satisfies Record<Exclude<DevicePush, "loading">, string>;

/**
 * Notifications on this device (Web Push, ADR 0088): allowed or stopped per device; which kinds is
 * the choice below ("Immediately").
 */
export function DevicePushCard() {
  const t = useT();
  const { state, allow, stop } = useDevicePush();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error, t("mailPreferences.device.notAllowed")));
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
            {t("mailPreferences.device.title")}
          </h2>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {state === "loading" ? t("mailPreferences.device.checking") : t(WORDS[state])}
          </p>
          {(state === "off" || state === "on") && (
            <div className="flex items-center gap-3">
              {state === "off" ? (
                <Button type="button" disabled={busy} onClick={() => void run(allow)}>
                  {t("mailPreferences.device.allow")}
                </Button>
              ) : (
                <Button type="button" variant="outline" disabled={busy} onClick={() => void run(stop)}>
                  {t("mailPreferences.device.stop")}
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
