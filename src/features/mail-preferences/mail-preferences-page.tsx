import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { MailIcon, MailWarningIcon } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { fieldAria, fieldIds, fieldMessages, FormField, submitFocusingFirstError } from "@/components/form-field";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { PendingLabel } from "@/components/pending-label";
import { QueryBoundary } from "@/components/query-boundary";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { errorMessage, wordMessage } from "@/lib/errors";
import { formatDate } from "@/lib/i18n/format";
import { isStaff, useProfile } from "@/lib/me";
import { DevicePushCard } from "./device-push-card";
import { MAIL_KIND_KEYS, MAIL_MODE_KEYS } from "./kinds";
import { useT } from "./i18n";
import { MARKS, rich } from "@/lib/i18n/rich";
import { api } from "@convex/_generated/api";
import {
  DEFAULT_MAIL_TIME_ZONE,
  MAIL_KINDS,
  MAIL_MESSAGES,
  MAIL_MODES,
  mailPreferencesFormSchema,
} from "@convex/shared/mailPreferences";
import type { NotificationType } from "@convex/shared/validators";

type FormInput = z.input<typeof mailPreferencesFormSchema>;
type FormOutput = z.output<typeof mailPreferencesFormSchema>;
type Preferences = NonNullable<ReturnType<typeof useMailPreferences>>;

const FIELD_ORDER = ["digestHour", "timeZone"] as const;
/** Kinds only a course's teacher (or an Admin) is ever told of: a student's form leaves them out. */
const TEACHER_KINDS: readonly NotificationType[] = ["submitted", "enrolled", "room_message"];

function useMailPreferences() {
  return useQuery(api.notifications.mailPreferences.mine);
}

/** The browser's own zone, offered when the person never chose one (or a list of zones, if known). */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_MAIL_TIME_ZONE;
}

function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([current, DEFAULT_MAIL_TIME_ZONE, ...known])].sort();
}

/** "07:00" (in the reader's digits): the hour of the day, on the 24-hour clock. */
function hourLabel(hour: number): string {
  return formatDate(new Date(2000, 0, 1, hour), { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
}

/**
 * /settings/notifications (docs/notifications.md "Preferences"): for each kind of notification,
 * mail it at once, in the daily digest or never; the digest's hour and time zone.
 */
export function MailPreferencesPage() {
  const t = useT();
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("mailPreferences.page.eyebrow")}
        title={t("mailPreferences.page.title")}
        description={t("mailPreferences.page.description")}
      />
      <QueryBoundary
        fallback={(_error, retry) => (
          <StateCard
            role="alert"
            icon={<MailWarningIcon aria-hidden="true" />}
            title={t("mailPreferences.page.loadFailed")}
            actions={
              <Button variant="outline" onClick={retry}>
                {t("mailPreferences.page.retry")}
              </Button>
            }
          >
            {t("mailPreferences.page.checkConnection")}
          </StateCard>
        )}
      >
        <Loaded />
      </QueryBoundary>
    </PageContainer>
  );
}

function Loaded() {
  const t = useT();
  const preferences = useMailPreferences();
  const profile = useProfile();
  if (preferences === undefined || profile === undefined)
    return <PageSpinner label={t("mailPreferences.page.loading")} />;
  return <PreferencesForm preferences={preferences} teacher={isStaff(profile?.role)} />;
}

function PreferencesForm({ preferences, teacher }: { preferences: Preferences; teacher: boolean }) {
  const t = useT();
  const save = useMutation(api.notifications.mailPreferences.set);
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const initialZone = preferences.saved ? preferences.timeZone : browserTimeZone();
  const zones = useMemo(() => timeZones(initialZone), [initialZone]);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(mailPreferencesFormSchema),
    defaultValues: { kinds: preferences.kinds, digestHour: preferences.digestHour, timeZone: initialZone },
  });
  const errors = fieldMessages(form.formState.errors);
  const kinds = MAIL_KINDS.filter((kind) => teacher || !TEACHER_KINDS.includes(kind));

  async function onValid(values: FormOutput) {
    setFailure(null);
    try {
      await save({
        kinds: { ...preferences.kinds, ...values.kinds },
        digestHour: values.digestHour,
        timeZone: values.timeZone,
      });
      toast.success(wordMessage(MAIL_MESSAGES.saved));
    } catch (error) {
      setFailure(errorMessage(error, t("mailPreferences.form.saveFailed")));
    }
  }

  return (
    <div className="grid gap-6">
      <AddressNote email={preferences.email} verified={preferences.emailVerified} />
      <DevicePushCard />
      <form
        ref={formRef}
        noValidate
        aria-label={t("mailPreferences.form.label")}
        onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, FIELD_ORDER, onValid)}
        className="grid gap-6"
      >
        <section aria-labelledby="mail-kinds-title" className="bg-card rounded-2xl border p-4 shadow-xs sm:p-6">
          <h2 id="mail-kinds-title" className="font-semibold">
            {t("mailPreferences.form.whatToMail")}
          </h2>
          <div className="mt-4 divide-y">
            {kinds.map((kind) => {
              const label = t(MAIL_KIND_KEYS[kind].label);
              const description = t(MAIL_KIND_KEYS[kind].description);
              return (
                <fieldset
                  key={kind}
                  className="grid gap-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[1fr_auto] md:items-center"
                >
                  <legend className="sr-only">{label}</legend>
                  <div aria-hidden="true">
                    <p className="font-medium">{label}</p>
                    <p className="text-muted-foreground text-sm">{description}</p>
                  </div>
                  <div className="flex flex-wrap gap-x-4 gap-y-2">
                    {MAIL_MODES.map((mode) => (
                      <label key={mode} className="flex min-h-6 items-center gap-2 text-sm">
                        <input
                          type="radio"
                          value={mode}
                          className="accent-primary size-4"
                          aria-describedby={`kind-${kind}-description`}
                          {...form.register(`kinds.${kind}`)}
                        />
                        {t(MAIL_MODE_KEYS[mode])}
                      </label>
                    ))}
                  </div>
                  <p id={`kind-${kind}-description`} className="sr-only">
                    {description}
                  </p>
                </fieldset>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="digest-title" className="bg-card rounded-2xl border p-4 shadow-xs sm:p-6">
          <h2 id="digest-title" className="font-semibold">
            {t("mailPreferences.digest.title")}
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">
            {t("mailPreferences.digest.description", { mode: t(MAIL_MODE_KEYS.digest) })}
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <FormField name="digestHour" label={t("mailPreferences.digest.sendAt")} error={errors.digestHour}>
              <NativeSelect
                {...fieldAria("digestHour", errors.digestHour)}
                {...form.register("digestHour", { valueAsNumber: true })}
                className="w-full"
              >
                {Array.from({ length: 24 }, (_, hour) => (
                  <NativeSelectOption key={hour} value={hour}>
                    {hourLabel(hour)}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              name="timeZone"
              label={t("mailPreferences.digest.timeZone")}
              error={errors.timeZone}
              hint={t("mailPreferences.digest.browserZone", { zone: browserTimeZone() })}
            >
              <NativeSelect
                {...fieldAria("timeZone", errors.timeZone, true)}
                {...form.register("timeZone")}
                className="w-full"
              >
                {zones.map((zone) => (
                  <NativeSelectOption key={zone} value={zone}>
                    {zone}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
          </div>
        </section>

        <div className="flex flex-wrap items-center gap-4">
          <Button
            type="submit"
            disabled={form.formState.isSubmitting}
            aria-describedby={failure ? fieldIds("save").error : undefined}
          >
            {t("mailPreferences.form.save")}
          </Button>
          {form.formState.isSubmitting && <PendingLabel />}
          {failure && (
            <p id={fieldIds("save").error} role="alert" className="text-destructive text-sm">
              {failure}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}

/** Where the mail goes; when the address is not verified yet, that nothing is sent until it is. */
function AddressNote({ email, verified }: { email: string | null; verified: boolean }) {
  const t = useT();
  if (email === null) {
    return (
      <p role="status" className="bg-card rounded-xl border p-4 text-sm">
        {t("mailPreferences.address.none")}
      </p>
    );
  }
  if (!verified) {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50"
      >
        <MailWarningIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          {wordMessage(MAIL_MESSAGES.unverified)}{" "}
          {rich(t("mailPreferences.address.enterCode", { email: MARKS[0], box: MARKS[1] }), [
            <strong className="break-all" dir="ltr">
              {email}
            </strong>,
            <a href="#verify-email-title" className="font-medium underline underline-offset-4">
              {t("mailPreferences.address.verificationBox")}
            </a>,
          ])}
        </p>
      </div>
    );
  }
  return (
    <p className="text-muted-foreground flex items-center gap-2 text-sm">
      <MailIcon className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {rich(t("mailPreferences.address.goesTo", { email: MARKS[0], settings: MARKS[1] }), [
          <strong className="text-foreground break-all" dir="ltr">
            {email}
          </strong>,
          <Link to="/settings" className="text-foreground font-medium underline underline-offset-4">
            {t("mailPreferences.address.settings")}
          </Link>,
        ])}
      </span>
    </p>
  );
}
