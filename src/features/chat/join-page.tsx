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

/** /homechat (SPEC §2 Discussion join): who you are, Click to Join, and every room you can join. */
export function JoinPage() {
  const profile = useProfile();
  const navigate = useNavigate();
  const [askedForName, setAskedForName] = useState(false);
  if (profile === undefined) return <PageSpinner label="Loading your profile" />;

  const name = profile?.displayName.trim() ?? "";
  function join() {
    // SPEC §2: only with a name. Rather than do nothing (SPEC §5), say how to get one.
    if (!name) setAskedForName(true);
    else void navigate({ to: "/chatRoom" });
  }

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Discussion"
        title="Join the Discussion"
        description="Talk live with everyone on Lyceum, or with your course."
      />
      <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
        <section aria-labelledby="you-heading" className="bg-card h-fit rounded-2xl border p-6 shadow-xs">
          <h2 id="you-heading" className="sr-only">
            You
          </h2>
          <div className="flex items-center gap-4">
            <UserAvatar dp={profile?.dp} className="size-14" />
            <dl className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <dt className="text-muted-foreground text-sm">Name</dt>
                <dd className="truncate font-semibold">
                  {name || <span className="text-muted-foreground italic">No name set</span>}
                </dd>
              </div>
              <div className="flex flex-wrap items-center gap-x-2">
                <dt className="text-muted-foreground text-sm">Role</dt>
                <dd>
                  <Badge variant="secondary">{profile?.role ?? "unknown"}</Badge>
                </dd>
              </div>
            </dl>
          </div>
          <Button className="mt-6 w-full" size="lg" onClick={join}>
            <LogInIcon aria-hidden="true" />
            Click to Join
          </Button>
          {askedForName && !name && (
            <div className="mt-6">
              <SetNameHint />
            </div>
          )}
        </section>
        <section aria-labelledby="rooms-heading">
          <h2 id="rooms-heading" className="mb-4 text-xl font-semibold">
            Your rooms
          </h2>
          <QueryBoundary
            fallback={(_error, retry) => (
              <p role="alert" className="text-muted-foreground text-sm">
                Your rooms could not be loaded.{" "}
                <Button variant="link" className="h-auto p-0" onClick={retry}>
                  Try again
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
