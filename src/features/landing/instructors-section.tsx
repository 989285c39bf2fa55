import { useQuery } from "convex/react";
import { UsersIcon } from "lucide-react";
import { PersonCard, PersonCardSkeleton } from "@/components/person-card";
import { StateCard } from "@/components/state-card";
import { api } from "@convex/_generated/api";
import { useT } from "./i18n";
import { SectionIntro } from "./section-intro";

/** "Meet Our Instructors": the teachers, live from the server, visible to everyone. */
export function InstructorsSection() {
  const t = useT();
  const instructors = useQuery(api.accounts.users.instructors);

  return (
    <section id="instructors" aria-labelledby="instructors-heading" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionIntro
          id="instructors-heading"
          eyebrow={t("landing.instructors.eyebrow")}
          title={t("landing.instructors.title")}
          text={t("landing.instructors.text")}
        />
        <div className="mt-12">
          {instructors === undefined ? (
            <div
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              role="status"
              aria-busy="true"
              aria-label={t("landing.instructors.loading")}
            >
              {Array.from({ length: 3 }, (_, i) => (
                <PersonCardSkeleton key={i} />
              ))}
            </div>
          ) : instructors.length === 0 ? (
            <StateCard
              icon={<UsersIcon aria-hidden="true" />}
              title={t("landing.instructors.emptyTitle")}
              titleAs="p"
              className="mx-auto max-w-md"
            >
              {t("landing.instructors.emptyText")}
            </StateCard>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {instructors.map((person) => (
                <li key={person._id}>
                  <PersonCard person={person} showExperience className="h-full" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
