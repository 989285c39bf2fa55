import { Component, type ReactNode } from "react";

type Props = {
  children: ReactNode;
  /** What to show instead, given the error a query threw and a way to try again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
};
type State = { error: unknown; failed: boolean };

/**
 * Convex's useQuery throws a query's error (e.g. FORBIDDEN for a course the caller may not see)
 * while rendering; this catches it and shows `fallback`. Give it a `key` (e.g. the course id) so
 * another course starts fresh.
 */
export class QueryBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(this.state.error, () => this.setState({ error: null, failed: false }));
  }
}
