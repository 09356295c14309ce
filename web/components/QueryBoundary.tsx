import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Skeleton } from './Skeleton.tsx';

export interface QueryBoundaryProps {
  /** Shown while the route's query is in flight. */
  loading?: ReactNode;
  /** The screen's own failure text (SPEC §8). */
  errorMessage: string;
  children: ReactNode;
}

/** Loading and failure states of a route that reads a preloaded query. */
export function QueryBoundary({ loading = <Skeleton />, errorMessage, children }: QueryBoundaryProps) {
  return (
    <ErrorBoundary
      fallback={() => (
        <p className="message message-error" role="alert">
          {errorMessage}
        </p>
      )}
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
