import type { Plugin } from 'graphql-yoga';
import { takeResponseCookies } from '../session.ts';

export interface SessionCookieOptions {
  /**
   * Whether cookies carry `Secure`: true when PUBLIC_URL is https. It follows the configured public address,
   * never the request's Host or scheme, which a client or a misconfigured proxy chooses.
   */
  secure: boolean;
}

/** Writes the Set-Cookie headers that sign-in, sign-out and expired sessions queued during the request. */
export function useSessionCookies(options: SessionCookieOptions): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of takeResponseCookies(request))
        response.headers.append('set-cookie', options.secure ? `${cookie}; Secure` : cookie);
      // Answers that may set or depend on a session must never be stored by shared caches.
      response.headers.set('cache-control', 'no-store');
    },
  };
}
