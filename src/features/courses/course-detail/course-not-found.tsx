import { Link } from "@tanstack/react-router";
import { SearchXIcon } from "lucide-react";
import { PageContainer } from "@/components/page-header";
import { Button } from "@/components/ui/button";

/** SPEC §8 "Course fetch failure": shown for a bad or missing course id. */
export function CourseNotFound() {
  return (
    <PageContainer>
      <div
        role="alert"
        className="bg-card mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed px-6 py-16 text-center"
      >
        <span className="bg-secondary text-primary flex size-14 items-center justify-center rounded-full">
          <SearchXIcon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight">Can't find any Course...</h1>
        <p className="text-muted-foreground mt-2">The course may have been removed, or the link is wrong.</p>
        <Button asChild className="mt-8">
          <Link to="/dashboard/viewcourse">Please enroll into one</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
