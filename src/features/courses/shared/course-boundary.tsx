import { ConvexError } from "convex/values";
import { Component, type ReactNode } from "react";
import { errorMessage } from "@/lib/errors";
import { CourseLoadFailed, CourseNotFound } from "./course-states";

function isNotFound(error: unknown): boolean {
  if (!(error instanceof ConvexError)) return false;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && "code" in data && data.code === "NOT_FOUND";
}

type State = { error: unknown; failed: boolean };

/**
 * Convex's useQuery throws a query's error while rendering: 'Course not found' for a bad route
 * id becomes the not-found view, anything else the server's reason with a retry.
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
      <CourseLoadFailed
        message={errorMessage(this.state.error, "Something went wrong while loading it. Please try again.")}
        onRetry={() => this.setState({ error: null, failed: false })}
      />
    );
  }
}
