import { useEffect } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay/hooks.js';
import { useLoaderData } from 'react-router';
import type {
  IEnvironment,
  FetchPolicy,
  OperationType,
  PreloadableConcreteRequest,
  VariablesOf,
} from 'relay-runtime';

export interface RouteQueryData<TQuery extends OperationType> {
  queryRef: PreloadedQuery<TQuery>;
}

/**
 * Starts a route's query from its loader, before the route's code has loaded: only the persisted id
 * (the `$parameters` artifact of an @preloadable query) is needed to send the request, so data and code
 * download side by side.
 */
export function preloadRouteQuery<TQuery extends OperationType>(
  environment: IEnvironment,
  parameters: PreloadableConcreteRequest<TQuery>,
  variables: VariablesOf<TQuery>,
  fetchPolicy: FetchPolicy = 'store-or-network',
): RouteQueryData<TQuery> {
  return { queryRef: loadQuery<TQuery>(environment, parameters, variables, { fetchPolicy }) };
}

/** Pending releases, so that StrictMode's immediate remount can cancel one and keep the reference. */
const pendingRelease = new WeakMap<object, ReturnType<typeof setTimeout>>();

/** Reads the query reference a loader started and releases it once the screen no longer shows it. */
export function useRouteQuery<TQuery extends OperationType>(): PreloadedQuery<TQuery> {
  const { queryRef } = useLoaderData<unknown>() as RouteQueryData<TQuery>;
  useEffect(() => {
    clearTimeout(pendingRelease.get(queryRef));
    return () => {
      pendingRelease.set(
        queryRef,
        setTimeout(() => {
          if (!queryRef.isDisposed) queryRef.dispose();
        }),
      );
    };
  }, [queryRef]);
  return queryRef;
}
