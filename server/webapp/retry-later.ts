/**
 * The answer to a server-made page or file (sitemap, link card) whose GraphQL reads failed. The server build
 * throws its own copy of the web app's GraphQLRequestError, which no `instanceof` here can recognise: it is
 * read by its fields. A visitor whose GraphQL budget ran out is told so (429) with the wait GraphQL gave;
 * anything else (the feed or the BFF away) is a 503 to try again in a while. Neither is kept by a cache.
 */
export function retryLater(error: unknown): { status: 429 | 503; headers: Record<string, string> } {
  const { status, retryAfterSeconds } = (error ?? {}) as { status?: unknown; retryAfterSeconds?: unknown };
  const budgetSpent = status === 429;
  const wait =
    budgetSpent && typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? retryAfterSeconds : 30;
  return {
    status: budgetSpent ? 429 : 503,
    headers: { 'cache-control': 'no-store', 'retry-after': String(Math.ceil(wait)) },
  };
}
