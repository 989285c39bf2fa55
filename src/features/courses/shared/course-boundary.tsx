import { Component, type ReactNode } from "react";
import { errorMessage } from "@/lib/errors";
import { isAppError } from "@convex/shared/errors";
import { t } from "../i18n";
import { CourseLoadFailed, CourseNotFound } from "./course-states";

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
    if (isAppError(this.state.error, "NOT_FOUND")) return <CourseNotFound />;
    return (
      <CourseLoadFailed
        message={errorMessage(this.state.error, t("courses.shared.loadFailed"))}
        onRetry={() => this.setState({ error: null, failed: false })}
      />
    );
  }
}
