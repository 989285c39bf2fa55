import { Link } from "@tanstack/react-router";
import { ArrowUpRightIcon } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { UnreadBadge } from "@/components/unread-badge";
import { MARKS, rich } from "@/lib/i18n/rich";
import { useProfile } from "@/lib/me";
import { dashboardCards } from "./cards";
import { useT } from "./i18n";

export function DashboardHome() {
  const t = useT();
  const profile = useProfile();

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("dashboard.home.eyebrow")}
        title={t("dashboard.home.title")}
        description={
          profile
            ? rich(t("dashboard.home.greeting", { name: MARKS[0], role: MARKS[1] }), [
                <span className="text-foreground font-medium">{profile.displayName}</span>,
                <Badge variant="secondary">{t("dashboard.home.role", { role: profile.role })}</Badge>,
              ])
            : t("dashboard.home.description")
        }
      />
      {profile === undefined ? (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-40 rounded-2xl" />
          ))}
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {dashboardCards(profile?.role ?? "").map(({ title, description, link, icon: Icon, unread }) => (
            <li key={title}>
              <Link
                {...link}
                className="group bg-card hover:border-primary/40 focus-visible:ring-ring/50 relative flex h-full flex-col rounded-2xl border p-5 shadow-xs transition-all outline-none hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-[3px]"
              >
                <div className="flex items-start justify-between">
                  <span className="bg-secondary text-primary group-hover:bg-primary group-hover:text-highlight flex size-11 items-center justify-center rounded-xl transition-colors">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <ArrowUpRightIcon
                    className="text-muted-foreground group-hover:text-primary size-4 transition-colors rtl:-scale-x-100"
                    aria-hidden="true"
                  />
                </div>
                <h2 className="mt-5 flex items-center gap-2 font-semibold">
                  {title}
                  {unread && <UnreadBadge />}
                </h2>
                <p className="text-muted-foreground mt-1 text-sm">{description}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
