import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { Link } from "@tanstack/react-router";
import { ImageUpIcon, MailIcon, Trash2Icon } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
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
import { UserAvatar } from "@/components/user-avatar";
import { errorMessage } from "@/lib/errors";
import { isStaff, useProfile, type Profile } from "@/lib/me";
import { uploadFile } from "@/lib/upload";
import { useObjectUrl } from "@/lib/use-object-url";
import { useTheme } from "@/lib/theme";
import { withTimeout } from "@/lib/with-timeout";
import { api } from "@convex/_generated/api";
import { profileFormSchema } from "@convex/shared/forms/profile";
import { THEME_LABELS, THEMES, type Theme } from "@convex/shared/theme";
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem, TEXT_LIMITS } from "@convex/shared/limits";

type ProfileInput = z.input<typeof profileFormSchema>;
type ProfileOutput = z.output<typeof profileFormSchema>;

const FIELD_ORDER = ["displayName", "experience", "bio"] as const;

export function SettingsPage() {
  const profile = useProfile();
  if (profile === undefined) return <PageSpinner label="Loading your settings" />;

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Account"
        title="Settings"
        description="Change how you appear to teachers and classmates."
        actions={
          <Button asChild variant="outline">
            <Link to="/settings/notifications">
              <MailIcon aria-hidden="true" />
              E-mail notifications
            </Link>
          </Button>
        }
      />
      {profile === null ? (
        <p className="text-muted-foreground">Your profile is not set up yet.</p>
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
  const setAvatar = useMutation(api.accounts.users.setAvatar);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const preview = useObjectUrl(file?.type.startsWith("image/") ? file : null);
  const error = file ? (imageFileProblem(file, "The photo", true) ?? undefined) : undefined;

  async function upload() {
    if (!file || error) return;
    setProgress(0);
    try {
      const fileId = await uploadFile(file, "avatar", { onProgress: setProgress });
      await setAvatar({ fileId });
      toast.success("Profile photo updated");
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (failure) {
      toast.error("Failed to update profile photo", { description: errorMessage(failure, "Please try again.") });
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    try {
      await setAvatar({ fileId: null });
      toast.success("Profile photo removed");
    } catch (failure) {
      toast.error("Failed to remove profile photo", { description: errorMessage(failure, "Please try again.") });
    }
  }

  const uploading = progress !== null;

  return (
    <SettingsCard title="Profile photo" description="Shown on your profile, in the top bar and on teacher lists.">
      <div className="flex flex-col items-center gap-4">
        <UserAvatar dp={preview ?? profile.dp} alt="Your profile photo" className="size-28" />
        <FormField name="photo" label="Choose a photo" error={error} hint={IMAGE_HINT} className="w-full">
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
            <Progress value={Math.round(progress * 100)} aria-label="Upload progress" />
            <p className="text-muted-foreground mt-1 text-right text-xs">{Math.round(progress * 100)}%</p>
          </div>
        )}
        <div className="flex w-full flex-wrap gap-2">
          <Button className="flex-1" disabled={!file || !!error || uploading} onClick={() => void upload()}>
            {uploading ? <Spinner aria-label="Uploading" /> : <ImageUpIcon aria-hidden="true" />}
            Upload photo
          </Button>
          {profile.dp && (
            <Button variant="outline" disabled={uploading} onClick={() => void remove()}>
              <Trash2Icon aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
      </div>
    </SettingsCard>
  );
}

function DetailsCard({ profile }: { profile: Profile }) {
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
      toast.success("Profile updated");
      // What was saved is the new starting point: Save changes waits for the next edit.
      form.reset(form.getValues());
    } catch (failure) {
      toast.error("Failed to update profile", { description: errorMessage(failure, "Please try again.") });
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsCard
      title="Your details"
      description={staff ? "Your name, experience and a short bio for your students." : "The name everyone sees."}
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, FIELD_ORDER, save)}
        className="grid gap-5"
      >
        <FormField name="displayName" label="Display name" error={errors.displayName}>
          <Input
            {...fieldAria("displayName", errors.displayName)}
            {...form.register("displayName")}
            autoComplete="nickname"
          />
        </FormField>
        <FormField name="email" label="Email" hint="Your e-mail is your sign-in and cannot be changed here.">
          <Input {...fieldAria("email", undefined, true)} value={profile.email} readOnly disabled />
        </FormField>
        {staff && (
          <>
            <FormField name="experience" label="Years of experience" error={errors.experience} className="max-w-48">
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
              label="Short bio"
              error={errors.bio}
              hint={`${bioLength}/${TEXT_LIMITS.bio} characters`}
            >
              <Textarea {...fieldAria("bio", errors.bio, true)} rows={4} {...form.register("bio")} />
            </FormField>
          </>
        )}
        <div>
          <Button type="submit" disabled={saving || !form.formState.isDirty}>
            {saving && <Spinner aria-hidden="true" />}
            Save changes
          </Button>
          {saving && <PendingLabel className="ml-3" />}
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
  const { theme, choose } = useTheme();

  async function pick(next: Theme) {
    try {
      await withTimeout(choose(next));
    } catch (failure) {
      toast.error("Failed to keep your theme", { description: errorMessage(failure, "Please try again.") });
    }
  }

  return (
    <SettingsCard title="Theme" description="Light or dark, on every device you sign in on.">
      <fieldset>
        <legend className="sr-only">Theme</legend>
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
              {THEME_LABELS[choice]}
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
  const setEmailVisibility = useMutation(api.accounts.users.setEmailVisibility);
  // The box shows the choice at once; it falls back to the saved value if saving fails.
  const [pending, setPending] = useState<boolean | null>(null);
  const saving = pending !== null;
  const shown = pending ?? profile.emailPublic;

  async function choose(visible: boolean) {
    setPending(visible);
    try {
      await withTimeout(setEmailVisibility({ public: visible }));
      toast.success(
        visible ? "Your e-mail is now shown on teacher lists" : "Your e-mail is now hidden from teacher lists",
      );
    } catch (failure) {
      toast.error("Failed to change who sees your e-mail", { description: errorMessage(failure, "Please try again.") });
    } finally {
      setPending(null);
    }
  }

  return (
    <SettingsCard
      title="E-mail on teacher lists"
      description="The landing page and Meet Our Teachers list every teacher. Your e-mail appears there only if you choose."
    >
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
            Show my e-mail ({profile.email}) on teacher lists
          </label>
          <p id="email-public-hint" className="text-muted-foreground mt-1 text-sm">
            {shown
              ? "Anyone, signed in or not, can see it and write to you."
              : "Hidden: your card shows your name, photo and experience only."}
          </p>
          {saving && <PendingLabel className="mt-1" />}
        </div>
      </div>
    </SettingsCard>
  );
}
