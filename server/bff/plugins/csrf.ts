import type { Plugin } from 'graphql-yoga';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import { rendersGraphiQL } from '../graphiql.ts';
import { refusalResponse } from './errors.ts';
import { CSRF_HEADER, credentialOf } from '../session.ts';

function refuse(request: Request, message: string): Response {
  return refusalResponse(request, 403, { message, extensions: { code: 'FORBIDDEN' } });
}

/**
 * CSRF protection for cookie sessions. A request that would act with the session cookie must carry the
 * custom header (which a cross-site page cannot send without a CORS preflight we never grant) and, when
 * the browser sends an Origin, come from our own origin. Bearer requests carry their credential
 * explicitly and are not exposed to CSRF; the GraphiQL page itself (a GET for HTML) executes nothing.
 */
export function useCsrfProtection(options: { allowedOrigins: ReadonlySet<string> }): Plugin {
  const allowed = options.allowedOrigins;
  return {
    onRequest(payload) {
      const { request, url } = payload;
      // A bearer credential, usable or refused, is never the cookie's (session.ts): no forgery to stop.
      const credential = credentialOf(request);
      if (credential.bearer || credential.malformedBearer) return;
      const origin = request.headers.get('origin');
      const sameOrigin = !origin || origin === url.origin || allowed.has(origin);
      const hasCookie = credential.cookie !== undefined;
      const wantsSession = request.headers.has(CSRF_HEADER);
      if (!hasCookie && !wantsSession) return;
      if (!sameOrigin) return payload.endResponse(refuse(request, BFF_MESSAGES.csrfOrigin));
      if (hasCookie && !wantsSession && !rendersGraphiQL(request)) {
        return payload.endResponse(refuse(request, BFF_MESSAGES.csrfHeaderMissing(CSRF_HEADER)));
      }
    },
  };
}
