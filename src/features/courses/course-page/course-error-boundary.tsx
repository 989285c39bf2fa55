import { Component, type ReactNode } from "react";

/**
 * Catches a render error of the course content: `useQuery` throws when the server refuses
 * (e.g. 'Course not found' for a bad id). Give it a `key` per course so a new id retries.
 */
export class CourseErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
