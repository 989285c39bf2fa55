import { zodResolver } from "@hookform/resolvers/zod";
import { imageHint } from "@/lib/words/image-hint";
import { useMutation } from "convex/react";
import { Link } from "@tanstack/react-router";
import { ImageUpIcon, MailIcon, Trash2Icon } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField, fieldAria, fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { ChangePasswordCard } from "./change-password-card";
import { PendingLabel } from "@/components/pending-label";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { themeName } from "@/components/theme-name";
import { UserAvatar } from "@/components/user-avatar";
import { errorMessage, wordMessage } from "@/lib/errors";
import { formatNumber } from "@/lib/i18n/format";
import { useLanguage } from "@/lib/i18n/language";
import { isStaff, useProfile, type Profile } from "@/lib/me";
import { uploadFile } from "@/lib/upload";
import { useObjectUrl } from "@/lib/use-object-url";
import { useTheme } from "@/lib/theme";
import { withTimeout } from "@/lib/with-timeout";
import { api } from "@convex/_generated/api";
import { profileFormSchema } from "@convex/shared/forms/profile";
import { THEMES, type Theme } from "@convex/shared/theme";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@convex/shared/language";
import { IMAGE_ACCEPT, imageFileProblem, TEXT_LIMITS } from "@convex/shared/limits";
import { useT } from "./i18n";

type ProfileInput = z.input<typeof profileFormSchema>;
type ProfileOutput = z.output<typeof profileFormSchema>;

const FIELD_ORDER = ["displayName", "experience", "bio"] as const;

export function SettingsPage() {
  const t = useT();
  const profile = useProfile();
  if (profile === undefined) return <PageSpinner label={t("profile.settings.loading")} />;

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("profile.settings.eyebrow")}
        title={t("profile.settings.title")}
        description={t("profile.settings.description")}
        actions={
          <Button asChild variant="outline">
            <Link to="/settings/notifications">
              <MailIcon aria-hidden="true" />
              {t("profile.settings.notifications")}
            </Link>
          </Button>
        }
      />
      {profile === null ? (
        <p className="text-muted-foreground">{t("profile.settings.notSetUp")}</p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
          <PhotoCard profile={profile} />
          <DetailsCard key={profile._id} profile={profile} />
          {isStaff(profile.role) && (
            <div className="lg:col-start-2">
              <EmailVisibilityCard profile={profile} />
            </div>
          )}
          <div className="lg:col-start-2">
            <ThemeCard />
          </div>
          <div className="lg:col-start-2">
            <LanguageCard />
          </div>
          <ChangePasswordCard className="lg:col-start-2" />
        </div>
      )}
    </PageContainer>
  );
}

function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section className="bg-card rounded-2xl border p-6 shadow-xs">
      <h2 className="font-semibold">{title}</h2>
      <p className="text-muted-foreground mt-1 text-sm">{description}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function PhotoCard({ profile }: { profile: Profile }) {
  const t = useT();
  const setAvatar = useMutation(api.accounts.users.setAvatar);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const preview = useObjectUrl(file?.type.startsWith("image/") ? file : null);
  const problem = file ? imageFileProblem(file, t("profile.photo.subject"), true) : null;
  const error = problem === null ? undefined : wordMessage(problem);

  async function upload() {
    if (!file || error) return;
    setProgress(0);
    try {
      const fileId = await uploadFile(file, "avatar", { onProgress: setProgress });
      await setAvatar({ fileId });
      toast.success(t("profile.photo.updated"));
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (failure) {
      toast.error(t("profile.photo.updateFailed"), { description: errorMessage(failure, t("profile.tryAgain")) });
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    try {
      await setAvatar({ fileId: null });
      toast.success(t("profile.photo.removed"));
    } catch (failure) {
      toast.error(t("profile.photo.removeFailed"), { description: errorMessage(failure, t("profile.tryAgain")) });
    }
  }

  const uploading = progress !== null;

  return (
    <SettingsCard title={t("profile.photo.title")} description={t("profile.photo.description")}>
      <div className="flex flex-col items-center gap-4">
        <UserAvatar dp={preview ?? profile.dp} alt={t("profile.photo.alt")} className="size-28" />
        <FormField name="photo" label={t("profile.photo.choose")} error={error} hint={imageHint()} className="w-full">
          <Input
            key={inputKey}
            {...fieldAria("photo", error, true)}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={uploading}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </FormField>
        {uploading && (
          <div className="w-full" aria-live="polite">
            <Progress value={Math.round(progress * 100)} aria-label={t("profile.photo.progress")} />
            <p className="text-muted-foreground mt-1 text-end text-xs">
              {formatNumber(Math.round(progress * 100) / 100, { style: "percent" })}
            </p>
          </div>
        )}
        <div className="flex w-full flex-wrap gap-2">
          <Button className="flex-1" disabled={!file || !!error || uploading} onClick={() => void upload()}>
            {uploading ? <Spinner aria-label={t("profile.photo.uploading")} /> : <ImageUpIcon aria-hidden="true" />}
            {t("profile.photo.upload")}
          </Button>
          {profile.dp && (
            <Button variant="outline" disabled={uploading} onClick={() => void remove()}>
              <Trash2Icon aria-hidden="true" />
              {t("profile.photo.remove")}
            </Button>
          )}
        </div>
      </div>
    </SettingsCard>
  );
}

function DetailsCard({ profile }: { profile: Profile }) {
  const t = useT();
  const updateProfile = useMutation(api.accounts.users.updateProfile);
  const staff = isStaff(profile.role);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Messages are shown (and refreshed) when the form is submitted.
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      displayName: profile.displayName,
      experience: profile.experience === null ? "" : String(profile.experience),
      bio: profile.bio,
    },
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);
  const bioLength = form.watch("bio").trim().length;

  async function save({ displayName, experience, bio }: ProfileOutput) {
    setSaving(true);
    try {
      // Experience and bio belong to teachers and Admins; the server refuses them from others.
      await withTimeout(updateProfile({ displayName, ...(staff ? { experience, bio } : {}) }));
      toast.success(t("profile.details.updated"));
      // What was saved is the new starting point: Save changes waits for the next edit.
      form.reset(form.getValues());
    } catch (failure) {
      toast.error(t("profile.details.updateFailed"), { description: errorMessage(failure, t("profile.tryAgain")) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsCard
      title={t("profile.details.title")}
      description={staff ? t("profile.details.descriptionStaff") : t("profile.details.description")}
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, FIELD_ORDER, save)}
        className="grid gap-5"
      >
        <FormField name="displayName" label={t("profile.details.displayName")} error={errors.displayName}>
          <Input
            {...fieldAria("displayName", errors.displayName)}
            {...form.register("displayName")}
            autoComplete="nickname"
          />
        </FormField>
        <FormField name="email" label={t("profile.details.email")} hint={t("profile.details.emailHint")}>
          <Input {...fieldAria("email", undefined, true)} value={profile.email} readOnly disabled />
        </FormField>
        {staff && (
          <>
            <FormField
              name="experience"
              label={t("profile.details.experience")}
              error={errors.experience}
              className="max-w-48"
            >
              <Input
                {...fieldAria("experience", errors.experience)}
                type="number"
                inputMode="numeric"
                min={0}
                max={TEXT_LIMITS.experienceMax}
                step={1}
                {...form.register("experience")}
              />
            </FormField>
            <FormField
              name="bio"
              label={t("profile.details.bio")}
              error={errors.bio}
              hint={t("profile.details.bioCount", { length: bioLength, max: TEXT_LIMITS.bio })}
            >
              <Textarea {...fieldAria("bio", errors.bio, true)} rows={4} {...form.register("bio")} />
            </FormField>
          </>
        )}
        <div>
          <Button type="submit" disabled={saving || !form.formState.isDirty}>
            {saving && <Spinner aria-hidden="true" />}
            {t("profile.details.save")}
          </Button>
          {saving && <PendingLabel className="ms-3" />}
        </div>
      </form>
    </SettingsCard>
  );
}

/**
 * The colour theme (ADR 0086): the device's, or always light or dark; shown at once, kept for the
 * person on every device.
 */
function ThemeCard() {
  const t = useT();
  const { theme, choose } = useTheme();

  async function pick(next: Theme) {
    try {
      await withTimeout(choose(next));
    } catch (failure) {
      toast.error(t("profile.theme.failed"), { description: errorMessage(failure, t("profile.tryAgain")) });
    }
  }

  return (
    <SettingsCard title={t("profile.theme.title")} description={t("profile.theme.description")}>
      <fieldset>
        <legend className="sr-only">{t("profile.theme.title")}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {THEMES.map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm font-medium">
              <input
                type="radio"
                name="theme"
                value={choice}
                className="accent-primary focus-visible:ring-ring/50 size-4 outline-none focus-visible:ring-[3px]"
                checked={theme === choice}
                onChange={() => void pick(choice)}
              />
              {themeName(choice)}
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsCard>
  );
}

/**
 * The interface's language (ADR 0089): shown at once, kept for the person on every device. Each
 * choice is written in its own language (and marked so, for screen readers).
 */
function LanguageCard() {
  const t = useT();
  const { language, choose } = useLanguage();

  async function pick(next: Language) {
    try {
      await withTimeout(choose(next));
    } catch (failure) {
      toast.error(t("profile.language.failed"), { description: errorMessage(failure, t("profile.tryAgain")) });
    }
  }

  return (
    <SettingsCard title={t("profile.language.title")} description={t("profile.language.description")}>
      <fieldset>
        <legend className="sr-only">{t("profile.language.title")}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {LANGUAGES.map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm font-medium">
              <input
                type="radio"
                name="language"
                value={choice}
                className="accent-primary focus-visible:ring-ring/50 size-4 outline-none focus-visible:ring-[3px]"
                checked={language === choice}
                onChange={() => void pick(choice)}
              />
              <span lang={choice}>{LANGUAGE_NAMES[choice]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsCard>
  );
}

/**
 * Whether the landing page and Meet Our Teachers show the teacher's e-mail (ADR 0059). Hidden
 * until they choose to show it; saved as soon as the box changes.
 */
function EmailVisibilityCard({ profile }: { profile: Profile }) {
  const t = useT();
  const setEmailVisibility = useMutation(api.accounts.users.setEmailVisibility);
  // The box shows the choice at once; it falls back to the saved value if saving fails.
  const [pending, setPending] = useState<boolean | null>(null);
  const saving = pending !== null;
  const shown = pending ?? profile.emailPublic;

  async function choose(visible: boolean) {
    setPending(visible);
    try {
      await withTimeout(setEmailVisibility({ public: visible }));
      toast.success(visible ? t("profile.emailVisibility.shownToast") : t("profile.emailVisibility.hiddenToast"));
    } catch (failure) {
      toast.error(t("profile.emailVisibility.failed"), { description: errorMessage(failure, t("profile.tryAgain")) });
    } finally {
      setPending(null);
    }
  }

  return (
    <SettingsCard title={t("profile.emailVisibility.title")} description={t("profile.emailVisibility.description")}>
      <div className="flex items-start gap-3">
        <input
          id="email-public"
          type="checkbox"
          className="accent-primary focus-visible:ring-ring/50 mt-0.5 size-5 shrink-0 rounded-sm outline-none focus-visible:ring-[3px]"
          checked={shown}
          disabled={saving}
          aria-describedby="email-public-hint"
          onChange={(event) => void choose(event.target.checked)}
        />
        <div>
          <label htmlFor="email-public" className="text-sm font-medium">
            {t("profile.emailVisibility.label", { email: profile.email })}
          </label>
          <p id="email-public-hint" className="text-muted-foreground mt-1 text-sm">
            {shown ? t("profile.emailVisibility.shownHint") : t("profile.emailVisibility.hiddenHint")}
          </p>
          {saving && <PendingLabel className="mt-1" />}
        </div>
      </div>
    </SettingsCard>
  );
}
