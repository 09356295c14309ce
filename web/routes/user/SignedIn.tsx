import type { ReactNode } from 'react';
import { APP_PAGE_META } from '../../../server/i18n/screens/app-pages.ts';
import { usePreloadedQuery } from 'react-relay/hooks.js';
import { ToLogin } from '../auth/ToLogin.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { UserRouteQuery } from '../../relay/__generated__/UserRouteQuery.graphql.ts';
import { USER_LABELS } from '../../../server/i18n/screens/user.ts';
import { userRouteQuery } from './UserRoute.ts';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { useSessionEndedElsewhere } from '../auth/session-broadcast.ts';

/** Shows its children to a signed-in user and sends anyone else to /login. */
export function SignedIn({ children }: { children: ReactNode }) {
  useSessionEndedElsewhere();
  const data = usePreloadedQuery<UserRouteQuery>(userRouteQuery, useRouteQuery<UserRouteQuery>());
  if (!data.viewer) return <ToLogin />;
  return children;
}

/** A screen of the user's own area: its card and title, and its form once the user is known to be signed in. */
export function SignedInCard({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  usePageMeta(title, APP_PAGE_META.user);
  return (
    <section className="card form-card" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <QueryBoundary errorMessage={USER_LABELS.loadFailed}>
        <SignedIn>{children}</SignedIn>
      </QueryBoundary>
    </section>
  );
}
