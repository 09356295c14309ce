import type {
  FetchPolicy,
  IEnvironment,
  OperationType,
  PreloadableConcreteRequest,
  VariablesOf,
} from 'relay-runtime';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { preloadRouteQuery, type RouteQueryData } from '../relay/route-query.ts';
import BalancePageQueryParameters from '../relay/__generated__/BalancePageQuery$parameters.ts';
import BlogListPageQueryParameters from '../relay/__generated__/BlogListPageQuery$parameters.ts';
import BlogPostPageQueryParameters from '../relay/__generated__/BlogPostPageQuery$parameters.ts';
import EventPageQueryParameters from '../relay/__generated__/EventPageQuery$parameters.ts';
import SportEventsPageQueryParameters from '../relay/__generated__/SportEventsPageQuery$parameters.ts';
import SportsTodayPageQueryParameters from '../relay/__generated__/SportsTodayPageQuery$parameters.ts';
import StatementPageQueryParameters from '../relay/__generated__/StatementPageQuery$parameters.ts';
import UserRouteQueryParameters from '../relay/__generated__/UserRouteQuery$parameters.ts';
import { NotFoundPage } from './not-found/NotFoundPage.tsx';
import { RootLayout } from './root/RootLayout.tsx';
import { RouteError } from './root/RouteError.tsx';
import { preloadViewer, trackViewerRead, viewerWanted } from './root/viewer.ts';
import { Skeleton } from '../components/Skeleton.tsx';
import { eventIdOf } from './event-detail/event-id.ts';
import { agendaDateVariable, agendaDayAsked } from '../format/agenda-day.ts';

/** The `date` variable of an agenda page from its URL's `?data=` (null for today). */
function agendaDateOfRequest(request: Request): string | null {
  const { day, today } = agendaDayAsked(new URL(request.url).search);
  return agendaDateVariable(day, today);
}

/** Which server-rendered page a route is (ssr/pages.ts gives each its head and caching). */
export type PublicPage = 'blog' | 'post' | 'agenda' | 'sport' | 'event' | 'not-found';

/** What a route tells the server: set on the public routes, which arrive as HTML (DESIGN §9). */
export interface RouteHandle {
  page: PublicPage;
}

const publicPage = (page: PublicPage): { handle: RouteHandle } => ({ handle: { page } });

export interface RoutesOptions {
  /**
   * True while a server-rendered page hydrates: its queries answer from the records the page brought,
   * even those that otherwise refresh from the network at once.
   */
  hydrating?: () => boolean;
}

/**
 * Gives every route the id React Router would (its position in the tree), on the objects themselves, so
 * the server's route ids and the browser's matches agree when a server-rendered page hydrates.
 */
function withIds(routes: RouteObject[], parent: string[] = []): RouteObject[] {
  routes.forEach((route, index) => {
    const position = [...parent, String(index)];
    route.id ??= position.join('-');
    if (route.children) withIds(route.children, position);
  });
  return routes;
}

/**
 * The route table. Every route's loader starts its query (by persisted id) while `lazy` fetches the
 * route's code, so a first visit costs one GraphQL request per route and no waterfall. The header's viewer
 * comes in that same request (root/viewer.ts): a first load is a single GraphQL request.
 */
export function createRoutes(environment: IEnvironment, options: RoutesOptions = {}): RouteObject[] {
  const hydrating = options.hydrating ?? (() => false);
  /** A public route's query, selecting the header's viewer too while the store has no fresh one. */
  const preloadPublicQuery = <TQuery extends OperationType & { variables: { withViewer: boolean } }>(
    parameters: PreloadableConcreteRequest<TQuery>,
    variables: Omit<VariablesOf<TQuery>, 'withViewer'>,
    fetchPolicy?: FetchPolicy,
  ): RouteQueryData<TQuery> => {
    const withViewer = viewerWanted(environment);
    const data = preloadRouteQuery(
      environment,
      parameters,
      { ...variables, withViewer },
      hydrating() ? 'store-or-network' : fetchPolicy,
    );
    if (withViewer) trackViewerRead(environment, data.queryRef);
    return data;
  };
  /** A signed-in route's query, which always selects the viewer, and so refreshes the header's. */
  const preloadViewerQuery = <TQuery extends OperationType>(
    parameters: PreloadableConcreteRequest<TQuery>,
    variables: VariablesOf<TQuery>,
    fetchPolicy?: FetchPolicy,
  ): RouteQueryData<TQuery> => {
    const data = preloadRouteQuery(environment, parameters, variables, fetchPolicy);
    trackViewerRead(environment, data.queryRef);
    return data;
  };
  /** Routes without a query of their own ask for the header's viewer alone, when needed. */
  const loadViewer = () => preloadViewer(environment);

  return withIds([
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: () => <Skeleton lines={6} />,
      children: [
        {
          // Failures render inside the page frame, with the header still usable.
          errorElement: <RouteError />,
          children: [
            {
              path: 'blog',
              ...publicPage('blog'),
              loader: () => preloadPublicQuery(BlogListPageQueryParameters, {}),
              lazy: () => import('./blog-list/BlogListPage.tsx').then((m) => ({ Component: m.BlogListPage })),
            },
            {
              path: 'blog/posts/:slug',
              ...publicPage('post'),
              loader: ({ params }) =>
                preloadPublicQuery(BlogPostPageQueryParameters, { slug: params.slug ?? '' }),
              lazy: () => import('./blog-post/BlogPostPage.tsx').then((m) => ({ Component: m.BlogPostPage })),
            },
            {
              path: 'sports/scheduled/today',
              ...publicPage('agenda'),
              // Counts change through the day: show what the store has, then refresh.
              loader: ({ request }: LoaderFunctionArgs) =>
                preloadPublicQuery(
                  SportsTodayPageQueryParameters,
                  { date: agendaDateOfRequest(request) },
                  'store-and-network',
                ),
              lazy: () =>
                import('./sports-today/SportsTodayPage.tsx').then((m) => ({ Component: m.SportsTodayPage })),
            },
            ...(['today', 'live'] as const).map((kind) => ({
              path: `events/${kind}/:sport`,
              ...publicPage('sport'),
              loader: ({ params, request }: LoaderFunctionArgs) =>
                preloadPublicQuery(
                  SportEventsPageQueryParameters,
                  {
                    slug: params.sport ?? '',
                    live: kind === 'live',
                    date: kind === 'live' ? null : agendaDateOfRequest(request),
                  },
                  'store-and-network',
                ),
              lazy: () =>
                import('./sport-events/SportEventsPage.tsx').then((m) => ({ Component: m.SportEventsPage })),
            })),
            {
              path: 'sports/event/:idEvent',
              ...publicPage('event'),
              loader: ({ params }) => {
                const id = eventIdOf(params.idEvent);
                // Not an event's address: the event's 404 page, without asking the server for the event.
                if (id === null) {
                  loadViewer();
                  // React Router's way to end a loader with an HTTP status: the route's own error boundary
                  // (EventRouteError, with the page's code) shows the event's not-found page.
                  throw data(null, { status: 404 });
                }
                return preloadPublicQuery(EventPageQueryParameters, { id }, 'store-and-network');
              },
              lazy: () =>
                import('./event-detail/EventPage.tsx').then((m) => ({
                  Component: m.EventPage,
                  ErrorBoundary: m.EventRouteError,
                })),
            },
            // Account screens: no query, only their code (and the header's viewer on a first load).
            {
              path: 'login',
              loader: loadViewer,
              lazy: () => import('./auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
            },
            {
              path: 'signup',
              loader: loadViewer,
              lazy: () => import('./auth/SignupPage.tsx').then((m) => ({ Component: m.SignupPage })),
            },
            {
              path: 'forgot-password',
              loader: loadViewer,
              lazy: () =>
                import('./auth/ForgotPasswordPage.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
            },
            {
              path: 'reset-password',
              loader: loadViewer,
              lazy: () =>
                import('./auth/ResetPasswordPage.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
            },
            {
              // Its one request is the logout itself, which sets the header's viewer to nobody.
              path: 'logout',
              loader: loadViewer,
              lazy: () => import('./auth/LogoutPage.tsx').then((m) => ({ Component: m.LogoutPage })),
            },
            // The bankroll dashboard: balances change in other tabs too, so show the store, then refresh.
            ...(
              [
                { index: true, page: 'BalancePage' },
                { path: 'balance', page: 'BalancePage' },
                { path: 'dashboard', page: 'DashboardPage' },
              ] as const
            ).map(({ page, ...where }) => ({
              ...where,
              loader: () => preloadViewerQuery(BalancePageQueryParameters, {}, 'store-and-network'),
              lazy: () => import('./balance/BalancePage.tsx').then((m) => ({ Component: m[page] })),
            })),
            {
              path: 'account/statement/:id',
              loader: ({ params }) =>
                preloadViewerQuery(
                  StatementPageQueryParameters,
                  { id: params.id ?? '' },
                  'store-and-network',
                ),
              lazy: () =>
                import('./account-statement/StatementPage.tsx').then((m) => ({ Component: m.StatementPage })),
            },
            {
              // The query and the filters' reader load when the page is visited (bets/bet-filters.ts).
              path: 'bets',
              loader: ({ request }: LoaderFunctionArgs) =>
                import('./bets/bet-filters.ts').then((m) => m.preloadBets(preloadViewerQuery, request)),
              lazy: () => import('./bets/BetsPage.tsx').then((m) => ({ Component: m.BetsPage })),
            },
            ...(
              [
                { path: 'user', page: () => import('./user/ProfilePage.tsx').then((m) => m.ProfilePage) },
                {
                  path: 'user/reset',
                  page: () => import('./user/ResetBankrollPage.tsx').then((m) => m.ResetBankrollPage),
                },
                {
                  path: 'user/delete',
                  page: () => import('./user/DeleteUserPage.tsx').then((m) => m.DeleteUserPage),
                },
              ] as const
            ).map(({ path, page }) => ({
              path,
              // network-only: the guard must not trust a session remembered from before a logout elsewhere.
              loader: () => preloadViewerQuery(UserRouteQueryParameters, {}, 'network-only'),
              lazy: () => page().then((Component) => ({ Component })),
            })),
            { path: '*', ...publicPage('not-found'), loader: loadViewer, Component: NotFoundPage },
          ],
        },
      ],
    },
  ]);
}
