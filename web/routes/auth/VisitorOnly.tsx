import type { ReactNode } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks.js';
import { Navigate } from 'react-router';
import type { RootLayoutQuery } from '../../relay/__generated__/RootLayoutQuery.graphql.ts';
import { rootLayoutQuery } from '../root/RootLayout.tsx';

/**
 * Shows a visitor's form (login, sign-up) to visitors, and sends a signed-in user to their bankroll: filling
 * it in would end their session for another without a word. It reads the header's viewer from the store
 * (the route asked for it), so the form shows at once while that answer is on its way.
 */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const data = useLazyLoadQuery<RootLayoutQuery>(rootLayoutQuery, {}, { fetchPolicy: 'store-only' });
  if (data.viewer) return <Navigate to="/" replace />;
  return children;
}
