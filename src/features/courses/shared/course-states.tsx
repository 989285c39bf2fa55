import { Link } from "@tanstack/react-router";
import { CompassIcon, SearchXIcon, TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/page-header";
import { Button } from "@/components/ui/button";

/** A full-page notice in place of a course screen. */
export function CourseStateCard({
  icon,
  title,
  text,
  children,
  alert = false,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
  alert?: boolean;
}) {
  return (
    <PageContainer>
      <div
        role={alert ? "alert" : undefined}
        className="bg-card mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed px-6 py-16 text-center"
      >
        <span className="bg-secondary text-primary flex size-14 items-center justify-center rounded-full">{icon}</span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground mt-2">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </PageContainer>
  );
}

/** SPEC §8 "Course fetch failure": a bad or removed course id. */
export function CourseNotFound() {
  return (
    <CourseStateCard
      alert
      icon={<SearchXIcon className="size-7" aria-hidden="true" />}
      title="Can't find any Course..."
      text="The course may have been removed, or the link is wrong."
    >
      <Button asChild>
        <Link to="/dashboard/viewcourse">Please enroll into one</Link>
      </Button>
    </CourseStateCard>
  );
}

/** The route names no course and none is remembered in the browser. */
export function NoCourseChosen() {
  return (
    <CourseStateCard
      icon={<CompassIcon className="size-7" aria-hidden="true" />}
      title="No course chosen yet"
      text="Pick a course from the catalogue to see its lessons and videos here."
    >
      <Button asChild>
        <Link to="/dashboard/viewcourse">Browse courses</Link>
      </Button>
    </CourseStateCard>
  );
}

/** Any other failure of a course query: the server's reason and a retry. */
export function CourseLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <CourseStateCard
      alert
      icon={<TriangleAlertIcon className="size-7" aria-hidden="true" />}
      title="This course could not be shown"
      text={message}
    >
      <Button onClick={onRetry}>Try again</Button>
    </CourseStateCard>
  );
}
