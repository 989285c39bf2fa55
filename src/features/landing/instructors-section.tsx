import { useQuery } from "convex/react";
import { UsersIcon } from "lucide-react";
import { PersonCard, PersonCardSkeleton } from "@/components/person-card";
import { StateCard } from "@/components/state-card";
import { api } from "@convex/_generated/api";
import { SectionIntro } from "./section-intro";

/** "Meet Our Instructors": the teachers, live from the server, visible to everyone. */
export function InstructorsSection() {
  const instructors = useQuery(api.accounts.users.instructors);

  return (
    <section id="instructors" aria-labelledby="instructors-heading" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionIntro
          id="instructors-heading"
          eyebrow="Our people"
          title="Meet Our Instructors"
          text="Teachers who build the courses, post the assignments and answer your questions."
        />
        <div className="mt-12">
          {instructors === undefined ? (
            <div
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              role="status"
              aria-busy="true"
              aria-label="Loading instructors"
            >
              {Array.from({ length: 3 }, (_, i) => (
                <PersonCardSkeleton key={i} />
              ))}
            </div>
          ) : instructors.length === 0 ? (
            <StateCard
              icon={<UsersIcon aria-hidden="true" />}
              title="Our instructors are on their way"
              titleAs="p"
              className="mx-auto max-w-md"
            >
              Teachers appear here as soon as they join Lyceum.
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
