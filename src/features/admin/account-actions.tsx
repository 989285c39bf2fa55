import { useMutation } from "convex/react";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { ConfirmButton } from "@/components/confirm-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const errorId = useId();

  async function submit() {
    const checked = checkSuspendReason(reason);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    const done = await runAction(
      () => suspend({ userId: person._id, reason: checked.reason }),
      `${person.name} is suspended and signed out.`,
      `Could not suspend ${person.name}`,
    );
    setBusy(false);
    if (done) {
      setOpen(false);
      setReason("");
      setError(null);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={`Suspend ${person.name}…`}>
          Suspend…
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="bg-background fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Suspend {person.name}?</Dialog.Title>
          <Dialog.Description className="text-muted-foreground text-sm">
            They are signed out everywhere at once and cannot sign in until restored. Their work stays.
          </Dialog.Description>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={reasonId}>Reason</Label>
              <Textarea
                id={reasonId}
                value={reason}
                maxLength={SUSPEND_REASON.max}
                aria-invalid={error !== null}
                aria-describedby={error !== null ? errorId : undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (error !== null) {
                    const checked = checkSuspendReason(event.target.value);
                    setError(checked.ok ? null : checked.message);
                  }
                }}
              />
              {error !== null && (
                <p id={errorId} className="text-destructive text-sm">
                  {error}
                </p>
              )}
            </div>
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={busy}>
                Suspend
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
