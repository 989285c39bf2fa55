import { api } from "@convex/_generated/api";
import { useMutation, useQuery } from "convex/react";
import { CopyIcon, RefreshCwIcon, RssIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { ConfirmButton } from "@/components/confirm-button";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { t as translate, useT } from "./i18n";

/**
 * "Subscribe": the person's private feed address with Copy, a `webcal:` link, the steps for
 * Google Calendar, Outlook and Apple Calendar, and "Reset address", after which the old one
 * answers nothing.
 */
export function SubscribeDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <RssIcon aria-hidden="true" />
          {t("calendar.subscribe.open")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="bg-background fixed start-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rtl:translate-x-1/2 gap-4 overflow-y-auto rounded-lg border p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">{t("calendar.subscribe.title")}</Dialog.Title>
          <Dialog.Description className="text-muted-foreground text-sm">
            {t("calendar.subscribe.description")}
          </Dialog.Description>
          {open && <FeedAddress />}
          <div className="flex justify-end">
            <Dialog.Close asChild>
              <Button type="button" variant="outline">
                {t("calendar.subscribe.close")}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function FeedAddress() {
  const t = useT();
  const feed = useQuery(api.calendar.calendar.feed, {});
  const reset = useMutation(api.calendar.calendar.resetFeed);
  const addressId = useId();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(translate("calendar.subscribe.copied"));
    } catch {
      toast.error(translate("calendar.subscribe.notCopied"), {
        description: translate("calendar.subscribe.notCopiedDescription"),
      });
    }
  }

  async function resetAddress() {
    try {
      await reset({});
      toast.success(translate("calendar.subscribe.reset"), {
        description: translate("calendar.subscribe.resetDescription"),
      });
    } catch (error) {
      toast.error(translate("calendar.subscribe.notReset"), {
        description: errorMessage(error, translate("calendar.page.tryAgain")),
      });
    }
  }

  if (feed === undefined) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">{t("calendar.subscribe.loading")}</span>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-40" />
      </div>
    );
  }
  return (
    <div className="grid gap-4 text-sm">
      <div className="grid gap-1.5">
        <Label htmlFor={addressId}>{t("calendar.subscribe.address")}</Label>
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
            {t("calendar.subscribe.copy")}
          </Button>
        </div>
      </div>
      <a href={feed.webcalUrl} className={buttonVariants({ variant: "default", className: "w-fit" })}>
        {t("calendar.subscribe.openInApp")}
      </a>
      <div className="grid gap-3">
        <section>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a product's name */}
          <h3 className="font-semibold">Google Calendar</h3>
          <p className="text-muted-foreground">{t("calendar.subscribe.google")}</p>
        </section>
        <section>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a product's name */}
          <h3 className="font-semibold">Outlook</h3>
          <p className="text-muted-foreground">{t("calendar.subscribe.outlook")}</p>
        </section>
        <section>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a product's name */}
          <h3 className="font-semibold">Apple Calendar</h3>
          <p className="text-muted-foreground">{t("calendar.subscribe.apple")}</p>
        </section>
        <p className="text-muted-foreground">{t("calendar.subscribe.refresh")}</p>
      </div>
      <div className="border-t pt-4">
        <ConfirmButton
          trigger={
            <Button type="button" variant="outline">
              <RefreshCwIcon aria-hidden="true" />
              {t("calendar.subscribe.resetAddress")}
            </Button>
          }
          title={t("calendar.subscribe.confirmTitle")}
          description={t("calendar.subscribe.confirmDescription")}
          action={t("calendar.subscribe.resetAddress")}
          destructive
          onConfirm={() => void resetAddress()}
        />
      </div>
    </div>
  );
}
