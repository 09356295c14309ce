import type { RecordSource } from 'relay-runtime';

/** Relay's normalized records, as RecordSource#toJSON gives them and its constructor takes them. */
export type Records = ReturnType<RecordSource['toJSON']>;

/**
 * What a server-rendered page hands to the browser's scripts: Relay's records of the page's queries and
 * the instant the page was rendered at. It travels in a `<script type="application/json">`, which the
 * browser never executes, so the Content-Security-Policy needs no inline-script exception.
 */
export interface PagePayload {
  records: Records;
  /** Epoch ms the server rendered at: hydration renders clocks and "Hoje/Amanhã" from the same instant. */
  renderedAt: number;
  /** Ids of the routes whose loaders ran on the server: the browser runs them again, from the records. */
  loaded: string[];
  /** Route errors of the page (a malformed event id's 404), by the id of the route that shows them. */
  errors?: Record<string, { status: number; statusText: string; internal: boolean; data: unknown }>;
}

/**
 * The payload's JSON as a page carries it: `json` (scriptJson of the payload without its render time) with
 * `renderedAt` put first. The server computes a page's validator with the time at 0 (server/webapp/ssr.ts,
 * pageEtag): two renders of the same content differ in that number alone.
 */
export function withRenderTime(json: string, renderedAt: number): string {
  if (!json.startsWith('{')) throw new Error('The page payload is a JSON object');
  const rest = json.slice(1).trimStart();
  return `{"renderedAt":${JSON.stringify(renderedAt)}${rest === '}' ? '' : ','}${rest}`;
}

/** The id of the payload's script element. */
export const PAYLOAD_ELEMENT_ID = 'bancada-dados';

/**
 * JSON that is safe inside a `<script>` element: `<` is escaped, so no text of the data (a post's
 * markdown with `</script>`) can close the element, and U+2028/9 are escaped for old parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's payload, or null when the page was not rendered by the server (private routes). */
export function readPayload(doc: Document): PagePayload | null {
  const element = doc.getElementById(PAYLOAD_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PagePayload;
  } catch {
    return null;
  }
}
