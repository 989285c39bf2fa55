import { Link, linkOptions } from "@tanstack/react-router";
import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import { BellIcon, CheckCheckIcon, MailIcon } from "lucide-react";
import { useState } from "react";
import { QueryBoundary } from "@/components/query-boundary";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { UnreadCount } from "@/components/unread-badge";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { NotificationLink } from "@convex/schema";
import { formatDate } from "@/lib/i18n/format";
import { useNotificationWords } from "@/lib/words/notification-words";
import { useT } from "./i18n";

/** How many recent notifications the open bell lists. */
export const BELL_PAGE = 10;

/** The typed link of a stored target (route and params kept as data on the server). */
export function notificationLink(link: NotificationLink) {
  switch (link.route) {
    case "/assignmentpage":
      return linkOptions({ to: "/assignmentpage", search: { course: link.course } });
    case "/dashboard/coursedetail/$courseId/$courseName":
      return linkOptions({
        to: "/dashboard/coursedetail/$courseId/$courseName",
        params: { courseId: link.courseId, courseName: link.courseName },
      });
    case "/dashboard":
      return linkOptions({ to: "/dashboard" });
    case "/chatRoom":
      return linkOptions({ to: "/chatRoom", search: { room: link.room } });
  }
}

function RecentNotifications({ onOpenOne }: { onOpenOne: (id: Id<"notifications">) => void }) {
  const t = useT();
  const say = useNotificationWords();
  const { results, status } = usePaginatedQuery(
    api.notifications.notifications.list,
    {},
    { initialNumItems: BELL_PAGE },
  );
  if (status === "LoadingFirstPage") {
    return <p className="text-muted-foreground px-2 py-3 text-sm">{t("common.bell.loading")}</p>;
  }
  if (results.length === 0) {
    return <p className="text-muted-foreground px-2 py-3 text-sm">{t("common.bell.empty")}</p>;
  }
  return (
    <>
      {results.slice(0, BELL_PAGE).map((row) => (
        <DropdownMenuItem key={row._id} asChild>
          <Link {...notificationLink(row.link)} onClick={() => !row.read && onOpenOne(row._id)}>
            <span
              aria-hidden="true"
              className={row.read ? "size-2 shrink-0" : "bg-primary size-2 shrink-0 rounded-full"}
            />
            <span className="flex min-w-0 flex-col">
              <span className={row.read ? "truncate" : "truncate font-semibold"}>
                {say(row.message.key, row.message.params)}
              </span>
              <span className="text-muted-foreground text-xs">
                {row.read ? formatDate(row.at) : t("common.bell.unreadAt", { at: formatDate(row.at) })}
              </span>
            </span>
          </Link>
        </DropdownMenuItem>
      ))}
    </>
  );
}

/**
 * The bell in the top bar: a live unread count, and the recent notifications when opened. If the
 * count cannot be loaded (e.g. while signing out) it shows nothing rather than breaking the bar.
 */
export default function NotificationBell() {
  return (
    <QueryBoundary fallback={() => null}>
      <Bell />
    </QueryBoundary>
  );
}

function Bell() {
  const unread = useQuery(api.notifications.notifications.unreadCount) ?? 0;
  const markRead = useMutation(api.notifications.notifications.markRead);
  const markAllRead = useMutation(api.notifications.notifications.markAllRead);
  const [open, setOpen] = useState(false);
  const t = useT();

  // Not modal, like the profile menu (ADR 0008): focus moves in, Escape returns it to the bell.
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative">
          <BellIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">{t("common.bell.notifications")}</span>
          <UnreadCount count={unread} className="absolute -end-1 -top-0.5 h-4 min-w-4 px-1 text-[10px]" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>{t("common.bell.notifications")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {open && <RecentNotifications onOpenOne={(id) => void markRead({ id })} />}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={unread === 0} onSelect={() => void markAllRead({})}>
          <CheckCheckIcon aria-hidden="true" />
          {t("common.bell.markAllRead")}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings/notifications">
            <MailIcon aria-hidden="true" />
            {t("common.bell.emailPreferences")}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
