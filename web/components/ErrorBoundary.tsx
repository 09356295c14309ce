import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What to show instead of the children once they failed. */
  fallback: (error: unknown) => ReactNode;
  /** A new value shows the children again (new data to read: a route's loader ran again). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a failed query (thrown by usePreloadedQuery) so that a screen shows its own error text. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ error: undefined, failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
