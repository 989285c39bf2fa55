import { useConvexConnectionState } from "convex/react";
import { cn } from "@/lib/utils";
import { useT } from "./i18n";

/**
 * Next to a change the server has not confirmed yet: "Saving…" while connected, "Not sent yet"
 * while the connection is lost (the change waits in the Convex client and is sent on reconnect).
 */
export function PendingLabel({ className }: { className?: string }) {
  const { isWebSocketConnected } = useConvexConnectionState();
  const t = useT();
  return (
    <span
      className={cn(
        "shrink-0 text-xs font-medium",
        isWebSocketConnected ? "text-muted-foreground" : "text-amber-800 dark:text-amber-300",
        className,
      )}
    >
      {isWebSocketConnected ? t("common.pending.saving") : t("common.pending.notSent")}
    </span>
  );
}
