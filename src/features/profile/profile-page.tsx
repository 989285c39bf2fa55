import { Link } from "@tanstack/react-router";
import { ClockIcon, MailIcon, SettingsIcon } from "lucide-react";
import { ProfileCertificates } from "@/components/certificates/profile-certificates";
import { PageContainer } from "@/components/page-header";
import { experienceText } from "@/components/person-card";
import { PageSpinner } from "@/components/full-screen-spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { isStaff, useProfile, type Role } from "@/lib/me";
import { useT } from "./i18n";

const ROLE_KEYS = {
  student: "profile.role.student",
  teacher: "profile.role.teacher",
  Admin: "profile.role.admin",
} as const satisfies Record<Role, string>;

export function ProfilePage() {
  const t = useT();
  const profile = useProfile();
  if (profile === undefined) return <PageSpinner label={t("profile.page.loading")} />;

  const displayName = profile?.displayName || null;
  const role = profile?.role || null;

  return (
    <PageContainer>
      <div className="mx-auto max-w-xl">
        <h1 className="sr-only">{t("profile.page.title")}</h1>
        <article className="bg-card overflow-hidden rounded-3xl border shadow-sm">
          <div aria-hidden="true" className="h-28 bg-[linear-gradient(135deg,#1e2a5a,#3b4fa8_60%,#f5b942)]" />
          <div className="-mt-14 flex flex-col items-center px-6 pb-8 text-center">
            <UserAvatar
              dp={profile?.dp}
              alt={displayName ? t("profile.page.photoOf", { name: displayName }) : t("profile.page.photo")}
              className="ring-card size-28 ring-4"
            />
            <h2
              className={
                displayName ? "mt-4 text-2xl font-bold tracking-tight" : "text-muted-foreground mt-4 text-2xl font-bold"
              }
            >
              {displayName ?? t("profile.page.userName")}
            </h2>
            <Badge variant={role ? "default" : "outline"} className="mt-3 px-3 py-1 text-sm">
              {role ? t(ROLE_KEYS[role]) : t("profile.page.role")}
            </Badge>
            {profile?.email && (
              <p className="text-muted-foreground mt-4 inline-flex items-center gap-2 text-sm">
                <MailIcon className="size-4" aria-hidden="true" />
                {profile.email}
              </p>
            )}
            {profile?.bio && <p className="mt-4 max-w-md text-sm/6 text-pretty">{profile.bio}</p>}
            {profile && isStaff(profile.role) && typeof profile.experience === "number" && (
              <p className="text-muted-foreground mt-2 text-sm">{experienceText(profile.experience)}</p>
            )}
            <Button asChild variant="outline" className="mt-6">
              <Link to="/settings">
                <SettingsIcon aria-hidden="true" />
                {t("profile.page.edit")}
              </Link>
            </Button>
          </div>
          <footer className="bg-muted/50 text-muted-foreground flex items-center justify-center gap-2 border-t px-6 py-3 text-xs">
            <ClockIcon className="size-3.5" aria-hidden="true" />
            {t("profile.page.lastUpdated")}
          </footer>
        </article>
        <ProfileCertificates />
      </div>
    </PageContainer>
  );
}
