import type { Page, Request } from '@playwright/test';

/**
 * Loads `path` as a new document and counts the GraphQL requests it sends (HTTP requests to /graphql; the
 * live scores' WebSocket is not one) until `ready` has passed and the network has gone quiet. A first load
 * is meant to cost one: the route's query, which brings the header's viewer along.
 */
export async function graphqlRequestsOfFirstLoad(
  page: Page,
  path: string,
  ready: () => Promise<unknown>,
): Promise<number> {
  let count = 0;
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') count += 1;
  };
  page.on('request', onRequest);
  try {
    await page.goto(path);
    await ready();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  return count;
}
