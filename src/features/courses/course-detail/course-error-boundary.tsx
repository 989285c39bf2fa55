import { Component, type ReactNode } from "react";
import { CourseNotFound } from "./course-not-found";

/**
 * Convex's useQuery throws the server's error while rendering (e.g. 'Course not found' for a
 * bad id); this turns any such failure into the not-found view. Give it a `key` per course so
 * a different course starts fresh.
 */
export class CourseErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <CourseNotFound /> : this.props.children;
  }
}
