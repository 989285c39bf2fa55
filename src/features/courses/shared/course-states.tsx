import { Link } from "@tanstack/react-router";
import { CompassIcon, LockIcon, SearchXIcon, TriangleAlertIcon } from "lucide-react";
import { PageContainer } from "@/components/page-header";
import { StateCard } from "@/components/state-card";
import { Button } from "@/components/ui/button";

/** SPEC §8 "Course fetch failure": a bad or removed course id. */
export function CourseNotFound() {
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        role="alert"
        icon={<SearchXIcon aria-hidden="true" />}
        title="Can't find any Course..."
        actions={
          <Button asChild>
            <Link to="/dashboard/viewcourse">Please enroll into one</Link>
          </Button>
        }
      >
        <p>The course may have been removed, or the link is wrong.</p>
      </StateCard>
    </PageContainer>
  );
}

/** The route names no course and none is remembered in the browser. */
export function NoCourseChosen() {
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        icon={<CompassIcon aria-hidden="true" />}
        title="No course chosen yet"
        actions={
          <Button asChild>
            <Link to="/dashboard/viewcourse">Browse courses</Link>
          </Button>
        }
      >
        <p>Pick a course from the catalogue to see its lessons and videos here.</p>
      </StateCard>
    </PageContainer>
  );
}

/** Any other failure of a course query: the server's reason and a retry. */
export function CourseLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <PageContainer>
      <StateCard
        size="page"
        titleAs="h1"
        role="alert"
        icon={<TriangleAlertIcon aria-hidden="true" />}
        title="This course could not be shown"
        actions={<Button onClick={onRetry}>Try again</Button>}
      >
        <p>{message}</p>
      </StateCard>
    </PageContainer>
  );
}

/** What a student meets on a teachers' screen (Add course, Import course): who may, and the catalogue. */
export function StaffOnlyCard({ title }: { title: string }) {
  return (
    <StateCard
      icon={<LockIcon aria-hidden="true" />}
      title={title}
      actions={
        <Button asChild>
          <Link to="/dashboard/viewcourse">Browse the courses</Link>
        </Button>
      }
    >
      <p>You can still browse every course and enrol in the ones you like.</p>
    </StateCard>
  );
}
