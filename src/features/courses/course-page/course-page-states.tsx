import { Link } from "@tanstack/react-router";
import { CompassIcon, SearchXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/page-header";
import { Button } from "@/components/ui/button";

function Notice({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: string }) {
  return (
    <PageContainer>
      <div className="bg-card flex flex-col items-center rounded-2xl border border-dashed px-6 py-16 text-center">
        <span className="bg-secondary text-primary flex size-12 items-center justify-center rounded-full">{icon}</span>
        <h1 className="mt-4 text-xl font-semibold">{title}</h1>
        <p className="text-muted-foreground mt-1 max-w-sm text-sm">{text}</p>
        <Button asChild className="mt-6">
          <Link to="/dashboard/viewcourse">{action}</Link>
        </Button>
      </div>
    </PageContainer>
  );
}

/** The route has no course id and none is remembered. */
export function NoCourseChosen() {
  return (
    <Notice
      icon={<CompassIcon className="size-6" aria-hidden="true" />}
      title="No course chosen yet"
      text="Pick a course from the catalogue to see its lessons and videos here."
      action="Browse courses"
    />
  );
}

/** The id does not name a course (SPEC §2 error view). */
export function CourseNotFound() {
  return (
    <Notice
      icon={<SearchXIcon className="size-6" aria-hidden="true" />}
      title="Can't find any Course..."
      text="Please enroll into one"
      action="Browse courses"
    />
  );
}
