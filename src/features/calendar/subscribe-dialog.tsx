import { api } from "@convex/_generated/api";
import { useMutation, useQuery } from "convex/react";
import { CopyIcon, RefreshCwIcon, RssIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { toast } from "sonner";
import { ConfirmButton } from "@/components/confirm-button";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";

/**
 * "Subscribe": the person's private feed address with Copy, a `webcal:` link, the steps for
 * Google Calendar, Outlook and Apple Calendar, and "Reset address", after which the old one
 * answers nothing.
 */
export function SubscribeDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <RssIcon aria-hidden="true" />
          Subscribe
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="bg-background fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Subscribe to your calendar</Dialog.Title>
          <Dialog.Description className="text-muted-foreground text-sm">
            Your deadlines in Google Calendar, Outlook or Apple Calendar, kept up to date. This address is private:
            anyone who has it sees your calendar, so share it with no one.
          </Dialog.Description>
          {open && <FeedAddress />}
          <div className="flex justify-end">
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                Close
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function FeedAddress() {
  const feed = useQuery(api.calendar.calendar.feed, {});
  const reset = useMutation(api.calendar.calendar.resetFeed);
  const addressId = useId();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Address copied");
    } catch {
      toast.error("Couldn't copy the address", { description: "Select it and copy it yourself." });
    }
  }

  async function resetAddress() {
    try {
      await reset({});
      toast.success("New address made", { description: "The old address no longer works." });
    } catch (error) {
      toast.error("The address was not reset", { description: errorMessage(error, "Please try again.") });
    }
  }

  if (feed === undefined) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Loading your address…</span>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-40" />
      </div>
    );
  }
  return (
    <div className="grid gap-4 text-sm">
      <div className="grid gap-1.5">
        <Label htmlFor={addressId}>Your calendar address</Label>
        <div className="flex gap-2">
          <Input
            id={addressId}
            readOnly
            value={feed.url}
            className="font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant="secondary" onClick={() => void copy(feed.url)}>
            <CopyIcon aria-hidden="true" />
            Copy
          </Button>
        </div>
      </div>
      <a href={feed.webcalUrl} className={buttonVariants({ variant: "default", className: "w-fit" })}>
        Open in your calendar app
      </a>
      <div className="grid gap-3">
        <section>
          <h3 className="font-semibold">Google Calendar</h3>
          <p className="text-muted-foreground">
            On a computer, open Google Calendar, choose + next to “Other calendars”, then “From URL”, paste the address
            and choose “Add calendar”.
          </p>
        </section>
        <section>
          <h3 className="font-semibold">Outlook</h3>
          <p className="text-muted-foreground">
            In Outlook on the web, choose “Add calendar”, then “Subscribe from web”, paste the address, give it a name
            and choose “Import”.
          </p>
        </section>
        <section>
          <h3 className="font-semibold">Apple Calendar</h3>
          <p className="text-muted-foreground">
            On a Mac, choose File, then “New Calendar Subscription”, paste the address and choose “Subscribe”. On an
            iPhone or iPad, “Open in your calendar app” above does it.
          </p>
        </section>
        <p className="text-muted-foreground">Calendar apps check for changes every few hours.</p>
      </div>
      <div className="border-t pt-4">
        <ConfirmButton
          trigger={
            <Button type="button" variant="outline">
              <RefreshCwIcon aria-hidden="true" />
              Reset address
            </Button>
          }
          title="Make a new address?"
          description="The current address stops working at once. Calendars subscribed to it stop getting your deadlines until you subscribe with the new one."
          action="Reset address"
          destructive
          onConfirm={() => void resetAddress()}
        />
      </div>
    </div>
  );
}
