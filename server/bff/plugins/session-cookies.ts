import type { Plugin } from 'graphql-yoga';
import { takeResponseCookies } from '../session.ts';

/** Writes the Set-Cookie headers that sign-in, sign-out and expired sessions queued during the request. */
export function useSessionCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of takeResponseCookies(request)) response.headers.append('set-cookie', cookie);
      // Answers that may set or depend on a session must never be stored by shared caches.
      response.headers.set('cache-control', 'no-store');
    },
  };
}
