import { useNavigate } from "@tanstack/react-router";
import { LogInIcon } from "lucide-react";
import { useState } from "react";
import { PageSpinner } from "@/components/full-screen-spinner";
import { PageContainer, PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { useProfile } from "@/lib/me";
import { QueryBoundary } from "@/components/query-boundary";
import { RoomList } from "./room-list";
import { SetNameHint } from "./room-states";
import { useT } from "./i18n";

/** /homechat (SPEC §2 Discussion join): who you are, Click to Join, and every room you can join. */
export function JoinPage() {
  const profile = useProfile();
  const navigate = useNavigate();
  const [askedForName, setAskedForName] = useState(false);
  const t = useT();
  if (profile === undefined) return <PageSpinner label={t("chat.join.loadingProfile")} />;

  const name = profile?.displayName.trim() ?? "";
  function join() {
    // SPEC §2: only with a name. Rather than do nothing (SPEC §5), say how to get one.
    if (!name) setAskedForName(true);
    else void navigate({ to: "/chatRoom" });
  }

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("chat.join.eyebrow")}
        title={t("chat.join.title")}
        description={t("chat.join.description")}
      />
      <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
        <section aria-labelledby="you-heading" className="bg-card h-fit rounded-2xl border p-6 shadow-xs">
          <h2 id="you-heading" className="sr-only">
            {t("chat.join.you")}
          </h2>
          <div className="flex items-center gap-4">
            <UserAvatar dp={profile?.dp} className="size-14" />
            <dl className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <dt className="text-muted-foreground text-sm">{t("chat.join.name")}</dt>
                <dd className="truncate font-semibold">
                  {name || <span className="text-muted-foreground italic">{t("chat.join.noName")}</span>}
                </dd>
              </div>
              <div className="flex flex-wrap items-center gap-x-2">
                <dt className="text-muted-foreground text-sm">{t("chat.join.role")}</dt>
                <dd>
                  <Badge variant="secondary">
                    {profile?.role ? t("chat.join.roleValue", { role: profile.role }) : t("chat.join.roleUnknown")}
                  </Badge>
                </dd>
              </div>
            </dl>
          </div>
          <Button className="mt-6 w-full" size="lg" onClick={join}>
            <LogInIcon aria-hidden="true" />
            {t("chat.join.join")}
          </Button>
          {askedForName && !name && (
            <div className="mt-6">
              <SetNameHint />
            </div>
          )}
        </section>
        <section aria-labelledby="rooms-heading">
          <h2 id="rooms-heading" className="mb-4 text-xl font-semibold">
            {t("chat.join.yourRooms")}
          </h2>
          <QueryBoundary
            fallback={(_error, retry) => (
              <p role="alert" className="text-muted-foreground text-sm">
                {t("chat.join.roomsFailed")}{" "}
                <Button variant="link" className="h-auto p-0" onClick={retry}>
                  {t("chat.join.tryAgain")}
                </Button>
              </p>
            )}
          >
            <RoomList />
          </QueryBoundary>
        </section>
      </div>
    </PageContainer>
  );
}
