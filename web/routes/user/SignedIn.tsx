import type { ReactNode } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Navigate } from 'react-router';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { UserRouteQuery } from '../../relay/__generated__/UserRouteQuery.graphql.ts';
import { userRouteQuery } from './UserRoute.ts';

/** Shows its children to a signed-in user and sends anyone else to /login. */
export function SignedIn({ children }: { children: ReactNode }) {
  const data = usePreloadedQuery<UserRouteQuery>(userRouteQuery, useRouteQuery<UserRouteQuery>());
  if (!data.viewer) return <Navigate to="/login" replace />;
  return children;
}
