import { Component, type ReactNode } from "react";

type Props = {
  children: ReactNode;
  /** What to show instead, given the error a query threw and a way to try again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
};
type State = { error: unknown; failed: boolean };

/**
 * Convex's useQuery throws a query's error (e.g. FORBIDDEN, a stored course that no longer
 * exists) while rendering; this catches it and shows `fallback`. (The assignments feature has the
 * same small boundary; features do not share code, ADR 0012.)
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
