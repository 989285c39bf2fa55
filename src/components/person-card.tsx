import { MailIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { UserAvatar } from "@/components/user-avatar";
import { cn } from "@/lib/utils";
import { t as translate, useT } from "./i18n";

type Person = {
  displayName: string;
  /** Absent unless the teacher made it public (ADR 0059): then the card shows no e-mail line. */
  email?: string;
  dp: string;
  experience?: number | null;
};

/** "1 year of experience" / "N years of experience". */
export function experienceText(years: number): string {
  return translate("common.person.experience", { count: years });
}

/** A teacher or instructor: photo, name, e-mail if public, and (optionally) years of experience. */
export function PersonCard({
  person,
  showExperience = false,
  className,
}: {
  person: Person;
  showExperience?: boolean;
  className?: string;
}) {
  const t = useT();
  return (
    <article
      className={cn(
        "bg-card group flex flex-col items-center rounded-2xl border p-6 text-center shadow-sm transition-shadow hover:shadow-md",
        className,
      )}
    >
      <UserAvatar
        dp={person.dp}
        alt={t("common.person.photoOf", { name: person.displayName })}
        className="ring-background size-24 ring-4 outline outline-1 outline-border"
      />
      <h3 className="mt-4 text-lg font-semibold tracking-tight">{person.displayName}</h3>
      {person.email ? (
        <a
          href={`mailto:${person.email}`}
          className="text-muted-foreground hover:text-primary focus-visible:ring-ring/50 mt-1 inline-flex max-w-full items-center gap-1.5 rounded-sm text-sm break-all outline-none focus-visible:ring-[3px]"
        >
          <MailIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span>{person.email}</span>
        </a>
      ) : null}
      {showExperience && (
        <p className="bg-secondary text-secondary-foreground mt-4 rounded-full px-3 py-1 text-xs font-medium">
          {typeof person.experience === "number" ? experienceText(person.experience) : t("common.person.noExperience")}
        </p>
      )}
    </article>
  );
}

export function PersonCardSkeleton() {
  return (
    <div className="bg-card flex flex-col items-center rounded-2xl border p-6 shadow-sm" aria-hidden="true">
      <Skeleton className="size-24 rounded-full" />
      <Skeleton className="mt-4 h-5 w-32" />
      <Skeleton className="mt-2 h-4 w-44" />
    </div>
  );
}
