import { useQuery } from "convex/react";
import { UsersIcon } from "lucide-react";
import { PersonCard, PersonCardSkeleton } from "@/components/person-card";
import { api } from "../../../convex/_generated/api";

/** "Meet Our Instructors": the teachers, live from the server, visible to everyone. */
export function InstructorsSection() {
  const instructors = useQuery(api.users.instructors);

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
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading instructors">
              {Array.from({ length: 3 }, (_, i) => (
                <PersonCardSkeleton key={i} />
              ))}
            </div>
          ) : instructors.length === 0 ? (
            <div className="bg-card mx-auto flex max-w-md flex-col items-center rounded-2xl border border-dashed px-6 py-12 text-center">
              <span className="bg-secondary text-primary flex size-12 items-center justify-center rounded-full">
                <UsersIcon className="size-6" aria-hidden="true" />
              </span>
              <p className="mt-4 font-semibold">Our instructors are on their way</p>
              <p className="text-muted-foreground mt-1 text-sm">
                Teachers appear here as soon as they join Lyceum.
              </p>
            </div>
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

export function SectionIntro({
  id,
  eyebrow,
  title,
  text,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-primary/70 text-xs font-semibold tracking-widest uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      <p className="text-muted-foreground mt-4 text-lg text-pretty">{text}</p>
    </div>
  );
}
