import {
  matchRoutes,
  type HydrationState,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { PagePayload } from './payload.ts';

/**
 * What the browser's router needs to take over a server-rendered page without a loading state: the
 * matched routes' code (their `lazy` resolved beforehand, as the router would otherwise render the
 * fallback first) and their loaders' data, which the loaders give at once from the page's records.
 */
export async function hydrationData(routes: RouteObject[], payload: PagePayload): Promise<HydrationState> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
  const request = new Request(location.href);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (!route.id || !payload.loaded.includes(route.id) || typeof route.loader !== 'function') continue;
    // The app's loaders read the request and the params only.
    const args = { request, params, context: undefined } as unknown as LoaderFunctionArgs;
    loaderData[route.id] = await (route.loader as LoaderFunction)(args);
  }
  return { loaderData, errors: payload.errors ?? null };
}
