import { Suspense, type ReactNode } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks.js';
import { Navigate } from 'react-router';
import type { RootLayoutQuery } from '../../relay/__generated__/RootLayoutQuery.graphql.ts';
import { rootLayoutQuery } from '../root/RootLayout.tsx';

/**
 * Shows a visitor's form (login, sign-up) and sends a signed-in user to their bankroll: filling it in would
 * end their session for another without a word. The form shows at once; the header's viewer (which the
 * route asked for) decides, once it is in the store, whether to go.
 */
export function VisitorOnly({ children }: { children: ReactNode }) {
  return (
    <>
      {/* Its own boundary: while the viewer is on its way, the read suspends, and only it waits. */}
      <Suspense fallback={null}>
        <ToBankrollWhenSignedIn />
      </Suspense>
      {children}
    </>
  );
}

function ToBankrollWhenSignedIn() {
  const data = useLazyLoadQuery<RootLayoutQuery>(rootLayoutQuery, {}, { fetchPolicy: 'store-only' });
  return data.viewer ? <Navigate to="/" replace /> : null;
}
