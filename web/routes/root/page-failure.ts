/**
 * What a server-rendered page says when its data could not be read: the visitor's GraphQL budget is spent
 * (429) or a data service is down (503). The server puts it at the page's error boundary as a route error
 * with this as its data (web/ssr/entry-server.tsx), in the screen's words and the catalogue's; the page
 * hydrates with the same error (the payload's `errors`), so RouteError shows the same text in the browser,
 * and nothing asks for the data again until the visitor does.
 */
export interface PageFailure {
  /** What failed, in the screen's words (SPEC §8): 'Falha ao carregar o post'. */
  heading: string;
  /** Why, and what to do: the visitor waits, or tries again shortly. */
  detail: string;
}

export function isPageFailure(data: unknown): data is PageFailure {
  if (typeof data !== 'object' || data === null) return false;
  const { heading, detail } = data as Record<string, unknown>;
  return typeof heading === 'string' && typeof detail === 'string';
}
