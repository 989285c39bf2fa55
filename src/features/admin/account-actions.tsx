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

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    await runAction(action, success, failure);
    setBusy(false);
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {person.suspended && <Badge variant="destructive">Suspended</Badge>}
      {isMe ? (
        <span className="text-muted-foreground text-sm">You</span>
      ) : (
        <>
          {person.suspended ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={`Restore ${person.name}`}
              onClick={() =>
                void run(
                  () => restore({ userId: person._id }),
                  `${person.name} may sign in again.`,
                  `Could not restore ${person.name}`,
                )
              }
            >
              Restore
            </Button>
          ) : (
            person.role !== "Admin" && <SuspendDialog person={person} />
          )}
          <ConfirmButton
            trigger={
              <Button size="sm" variant="outline" disabled={busy} aria-label={`End sessions of ${person.name}`}>
                End sessions
              </Button>
            }
            title={`End ${person.name}'s sessions?`}
            description="They are signed out on every device at once and can sign in again."
            action="End sessions"
            destructive
            onConfirm={() =>
              void run(
                () => endSessions({ userId: person._id }),
                `${person.name} is signed out everywhere.`,
                `Could not end ${person.name}'s sessions`,
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
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={`Suspend ${person.name}…`}>
          Suspend…
        </Button>
      }
      title={`Suspend ${person.name}?`}
      description="They are signed out everywhere at once and cannot sign in until restored. Their work stays."
      action="Suspend"
      maxLength={SUSPEND_REASON.max}
      check={checkSuspendReason}
      onConfirm={(reason) =>
        runAction(
          () => suspend({ userId: person._id, reason }),
          `${person.name} is suspended and signed out.`,
          `Could not suspend ${person.name}`,
        )
      }
    />
  );
}
