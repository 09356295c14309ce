import { readFileSync, statSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import type { GraphQLParams, Plugin } from 'graphql-yoga';

/**
 * The web app's operations, written by relay-compiler's persistConfig as { id: text }. The file is read
 * again when it changes (checked at most once a second) so a rebuilt client works without a restart.
 */
export function createPersistedStore(file: string): { get(id: string): string | null } {
  let mtime = -1;
  let checkedAt = 0;
  let operations: Record<string, string> = {};
  const refresh = () => {
    const now = Date.now();
    if (now - checkedAt < 1000) return;
    checkedAt = now;
    let stat;
    try {
      stat = statSync(file);
    } catch {
      operations = {};
      mtime = -1;
      return;
    }
    if (stat.mtimeMs === mtime) return;
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    operations = parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
    mtime = stat.mtimeMs;
  };
  return {
    get(id) {
      refresh();
      const text = Object.hasOwn(operations, id) ? operations[id] : undefined;
      return typeof text === 'string' ? text : null;
    },
  };
}

/** Relay sends `{doc_id, variables}`; Apollo-style clients send extensions.persistedQuery.sha256Hash. */
function extractId(params: GraphQLParams): string | null {
  const record = params as GraphQLParams & { doc_id?: unknown; id?: unknown };
  if (typeof record.doc_id === 'string') return record.doc_id;
  if (typeof record.id === 'string') return record.id;
  const hash = (params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
  return typeof hash === 'string' ? hash : null;
}

/** The text of a persisted operation, or null (ids longer than any of ours are not looked up). */
export function persistedDocument(store: { get(id: string): string | null }, id: string): string | null {
  return id.length <= 200 ? store.get(id) : null;
}

/** Accepts the web app's persisted operations and, for integrators, arbitrary documents (still limited). */
export function usePersistedDocuments(
  store: { get(id: string): string | null },
  trusted: WeakSet<object>,
): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: true,
    extractPersistedOperationId: extractId,
    getPersistedOperation: (id, _request, context) => {
      const text = persistedDocument(store, id);
      // Marks the operation as one of our own documents, which the document limits exempt.
      if (text !== null) trusted.add(context);
      return text;
    },
    customErrors: {
      notFound: {
        message: BFF_MESSAGES.persistedUnknown,
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      },
      keyNotFound: {
        message: BFF_MESSAGES.graphqlQueryMissing,
        extensions: { code: 'BAD_REQUEST' },
      },
    },
  });
}

/** Extra body fields Yoga must accept for persisted operations. */
export const PERSISTED_PARAM_NAMES = ['doc_id', 'id'];
