import { useMutation } from "convex/react";
import { useState } from "react";
import { ConfirmButton } from "@/components/confirm-button";
import { ReasonDialog } from "@/components/reason-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Role } from "@/lib/me";
import { runAction } from "@/lib/run-action";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { checkSuspendReason, SUSPEND_REASON } from "@convex/shared/accountRules";
import { useT } from "./i18n";

type Person = { _id: Id<"users">; name: string; role: Role; suspended: boolean };

/**
 * A person's account in the Admin console (ADR 0066): a "Suspended" badge; "Suspend…" (a dialog
 * asks the reason) or "Restore"; "End sessions" signs them out everywhere. Not for oneself; an
 * Admin cannot be suspended (the server says the same).
 */
export function AccountActions({ person, isMe }: { person: Person; isMe: boolean }) {
  const restore = useMutation(api.admin.admin.restore);
  const endSessions = useMutation(api.admin.admin.endSessions);
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    await runAction(action, success, failure);
    setBusy(false);
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {person.suspended && <Badge variant="destructive">{t("admin.account.suspended")}</Badge>}
      {isMe ? (
        <span className="text-muted-foreground text-sm">{t("admin.account.you")}</span>
      ) : (
        <>
          {person.suspended ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={t("admin.account.restoreLabel", { name: person.name })}
              onClick={() =>
                void run(
                  () => restore({ userId: person._id }),
                  t("admin.account.restored", { name: person.name }),
                  t("admin.account.restoreFailed", { name: person.name }),
                )
              }
            >
              {t("admin.account.restore")}
            </Button>
          ) : (
            person.role !== "Admin" && <SuspendDialog person={person} />
          )}
          <ConfirmButton
            trigger={
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={t("admin.account.endSessionsLabel", { name: person.name })}
              >
                {t("admin.account.endSessions")}
              </Button>
            }
            title={t("admin.account.endSessionsTitle", { name: person.name })}
            description={t("admin.account.endSessionsDescription")}
            action={t("admin.account.endSessions")}
            destructive
            onConfirm={() =>
              void run(
                () => endSessions({ userId: person._id }),
                t("admin.account.sessionsEnded", { name: person.name }),
                t("admin.account.endSessionsFailed", { name: person.name }),
              )
            }
          />
        </>
      )}
    </div>
  );
}

function SuspendDialog({ person }: { person: Person }) {
  const suspend = useMutation(api.admin.admin.suspend);
  const t = useT();
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={t("admin.account.suspendLabel", { name: person.name })}>
          {t("admin.account.suspendOpen")}
        </Button>
      }
      title={t("admin.account.suspendTitle", { name: person.name })}
      description={t("admin.account.suspendDescription")}
      action={t("admin.account.suspend")}
      maxLength={SUSPEND_REASON.max}
      check={checkSuspendReason}
      onConfirm={(reason) =>
        runAction(
          () => suspend({ userId: person._id, reason }),
          t("admin.account.suspendedDone", { name: person.name }),
          t("admin.account.suspendFailed", { name: person.name }),
        )
      }
    />
  );
}
