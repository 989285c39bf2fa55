import usePresence from "@convex-dev/presence/react";
import { UsersIcon } from "lucide-react";
import { api } from "@convex/_generated/api";
import { PRESENCE_INTERVAL } from "@convex/shared/chatRules";
import { isAppError } from "@convex/shared/errors";
import { QueryBoundary } from "@/components/query-boundary";
import { formatList } from "@/lib/i18n/format";
import type { ChatMessage } from "./types";
import { useT } from "./i18n";

type Props = { ticket: string | undefined; userId: string; messages: ChatMessage[] };

function Checking() {
  const t = useT();
  return <p className="text-muted-foreground h-5 text-sm">{t("chat.presence.checking")}</p>;
}

/**
 * "In the room now: …", live from Convex's presence component. The room is named by its ticket
 * (chat.room's), so every member lists it with the same arguments (ADR 0081); a new ticket starts
 * afresh, and an outdated one shows "checking" until it comes.
 */
export function RoomPresence({ ticket, ...props }: Props) {
  if (ticket === undefined) return <Checking />;
  return (
    <QueryBoundary
      key={ticket}
      fallback={(error) => {
        if (isAppError(error, "BAD_TICKET")) return <Checking />;
        throw error;
      }}
    >
      <People ticket={ticket} {...props} />
    </QueryBoundary>
  );
}

/**
 * Presence knows user ids (and a name when the server adds one); other names come from the
 * authors of the loaded messages, and whoever cannot be named is counted.
 */
function People({ ticket, userId, messages }: Props & { ticket: string }) {
  const t = useT();
  const present = usePresence(api.chat.presence, ticket, userId, PRESENCE_INTERVAL.chosen);
  if (present === undefined) return <Checking />;

  const known = new Map(messages.map((message) => [message.authorId as string, message.authorName]));
  const online = present.filter((person) => person.online);
  const names: string[] = [];
  let unnamed = 0;
  for (const person of online) {
    if (person.userId === userId) continue;
    const name = person.name || known.get(person.userId);
    if (name) names.push(name);
    else unnamed += 1;
  }
  const others = [...names.sort((a, b) => a.localeCompare(b))];
  if (unnamed > 0) others.push(t("chat.presence.others", { count: unnamed }));

  return (
    <p className="text-muted-foreground flex items-start gap-2 text-sm">
      <UsersIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {t("chat.presence.inRoom")}{" "}
        <span className="text-foreground font-medium">
          {formatList([t("chat.presence.you"), ...others], { type: "unit", style: "short" })}
        </span>
      </span>
    </p>
  );
}
