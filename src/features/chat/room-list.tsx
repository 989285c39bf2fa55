import { Link } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { ChevronRightIcon, GlobeIcon, GraduationCapIcon } from "lucide-react";
import { StateCard } from "@/components/state-card";
import { Skeleton } from "@/components/ui/skeleton";
import { UnreadCount } from "@/components/unread-badge";
import { api } from "@convex/_generated/api";
import { useT } from "./i18n";

/** The rooms the user can join (the global room first, then their courses'), with unread counts, live. */
export function RoomList() {
  const rooms = useQuery(api.chat.chat.rooms);
  const t = useT();
  if (rooms === undefined)
    return (
      <div className="grid gap-3" role="status" aria-busy="true">
        <span className="sr-only">{t("chat.rooms.loading")}</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  if (rooms.length === 0)
    return (
      <StateCard icon={<GlobeIcon aria-hidden="true" />} title={t("chat.rooms.emptyTitle")} titleAs="h3">
        <p>{t("chat.rooms.emptyBody")}</p>
      </StateCard>
    );
  return (
    <ul className="grid gap-3">
      {rooms.map((room) => {
        const Icon = room.courseId === null ? GlobeIcon : GraduationCapIcon;
        return (
          <li key={room.room}>
            <Link
              to="/chatRoom"
              search={{ room: room.room }}
              className="group bg-card hover:border-primary/40 focus-visible:ring-ring/50 flex items-center gap-4 rounded-xl border p-4 shadow-xs transition-colors outline-none focus-visible:ring-[3px]"
            >
              <span className="bg-secondary text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">
                  {room.courseId === null ? t("chat.rooms.globalName") : room.name}
                </span>
                <span className="text-muted-foreground block text-sm">
                  {room.courseId === null ? t("chat.rooms.globalDescription") : t("chat.rooms.courseDescription")}
                </span>
              </span>
              <UnreadCount count={room.unread} />
              <ChevronRightIcon
                className="text-muted-foreground group-hover:text-primary size-4 shrink-0 rtl:-scale-x-100"
                aria-hidden="true"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
