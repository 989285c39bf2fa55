import { Link } from "@tanstack/react-router";
import { ConvexError } from "convex/values";
import { SearchXIcon, TriangleAlertIcon } from "lucide-react";
import { Component, type ReactNode } from "react";
import { PageContainer } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";

function isNotFound(error: unknown): boolean {
  if (!(error instanceof ConvexError)) return false;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && "code" in data && data.code === "NOT_FOUND";
}

function StateCard({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <PageContainer>
      <div
        role="alert"
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
    <StateCard
      icon={<SearchXIcon className="size-7" aria-hidden="true" />}
      title="Can't find any Course..."
      text="This course may have been removed, or the link is wrong. Please enroll into one from the catalogue."
    >
      <Button asChild>
        <Link to="/dashboard/viewcourse">Browse courses</Link>
      </Button>
    </StateCard>
  );
}

type State = { error: unknown; failed: boolean };

/**
 * Convex's useQuery throws a query's error while rendering: 'Course not found' for a bad route
 * id becomes the not-found view, anything else a short message with a retry.
 * Give it `key={courseId}` so another course starts fresh.
 */
export class CourseBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (isNotFound(this.state.error)) return <CourseNotFound />;
    return (
      <StateCard
        icon={<TriangleAlertIcon className="size-7" aria-hidden="true" />}
        title="This course could not be shown"
        text={errorMessage(this.state.error, "Something went wrong while loading it. Please try again.")}
      >
        <Button onClick={() => this.setState({ error: null, failed: false })}>Try again</Button>
      </StateCard>
    );
  }
}
