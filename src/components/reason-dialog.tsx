import { Dialog } from "radix-ui";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { wordMessage } from "@/lib/errors";
import { useT } from "./i18n";

type Checked = { ok: true; reason: string } | { ok: false; message: string };

/**
 * A destructive step that asks why first (suspending an account, removing a student): `trigger`
 * opens a dialog with a Reason box, checked by the rule the server applies (`check`, from
 * convex/shared, its message a key worded here) when sent and again as it is corrected; `onConfirm` gets the trimmed reason and
 * says whether it was done, and only then does the dialog close and forget the reason.
 */
export function ReasonDialog({
  trigger,
  title,
  description,
  action,
  maxLength,
  check,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  action: string;
  maxLength: number;
  check: (raw: string) => Checked;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const errorId = useId();
  const t = useT();

  async function submit() {
    const checked = check(reason);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    const done = await onConfirm(checked.reason);
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
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="bg-background fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-muted-foreground text-sm">{description}</Dialog.Description>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={reasonId}>{t("common.reasonDialog.reason")}</Label>
              <Textarea
                id={reasonId}
                value={reason}
                maxLength={maxLength}
                aria-invalid={error !== null}
                aria-describedby={error !== null ? errorId : undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (error !== null) {
                    const checked = check(event.target.value);
                    setError(checked.ok ? null : checked.message);
                  }
                }}
              />
              {error !== null && (
                <p id={errorId} className="text-destructive text-sm">
                  {wordMessage(error)}
                </p>
              )}
            </div>
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  {t("common.cancel")}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={busy}>
                {action}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
