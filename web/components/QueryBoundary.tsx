import { Suspense, type ReactNode } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Skeleton } from './Skeleton.tsx';
import { COMMON_LABELS } from '../../server/i18n/screens/frame.ts';

export interface QueryBoundaryProps {
  /** Shown while the route's query is in flight. */
  loading?: ReactNode;
  /** The screen's own failure text (SPEC §8). */
  errorMessage: string;
  children: ReactNode;
}

/**
 * Loading and failure states of a route that reads a preloaded query. A failure offers to try again, which
 * runs the route's loader again; whatever runs it again (that button, a link to the same page, a filter
 * changed) brings a new query, and the screen reads it rather than staying on the failure.
 */
export function QueryBoundary({ loading = <Skeleton />, errorMessage, children }: QueryBoundaryProps) {
  const loaded = useLoaderData<unknown>();
  const revalidator = useRevalidator();
  return (
    <ErrorBoundary
      resetKey={loaded}
      fallback={() => (
        <>
          <p className="message message-error" role="alert">
            {errorMessage}
          </p>
          <p>
            <button
              type="button"
              className="button"
              disabled={revalidator.state === 'loading'}
              onClick={() => void revalidator.revalidate()}
            >
              {COMMON_LABELS.tryAgain}
            </button>
          </p>
        </>
      )}
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
