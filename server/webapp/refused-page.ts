import type { Context } from 'hono';
import { MESSAGES } from '../i18n/pt-BR.ts';
import { PAGE_META } from '../i18n/screens/frame.ts';
import { PAGE_HEAD } from '../i18n/screens/page-head.ts';
import { NEVER_STORED } from './ssr.ts';
import { escapeMarkup } from '../escape-markup.ts';

/**
 * The page of a visitor GraphQL refuses now, in place of a server-rendered page: fixed text, written once,
 * so that answering it costs next to nothing (a rendered page costs milliseconds of CPU, and a refused
 * visitor may keep asking). No script, style or font: the default Content-Security-Policy holds.
 */
const REFUSED_PAGE = new TextEncoder().encode(`<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(PAGE_HEAD.refusedTitle + PAGE_META.titleSuffix)}</title></head>
<body>
<main>
<h1>${escapeMarkup(PAGE_HEAD.refusedTitle)}</h1>
<p>${escapeMarkup(MESSAGES.tooManyRequests)}</p>
</main>
</body>
</html>
`);

/** 429 with when to come back, never stored (it is this visitor's, for a while). */
export function refusedPage(c: Context, retryAfterSeconds: number): Response {
  return new Response(c.req.method === 'HEAD' ? null : REFUSED_PAGE, {
    status: 429,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(REFUSED_PAGE.byteLength),
      'cache-control': NEVER_STORED,
      'retry-after': String(retryAfterSeconds),
    },
  });
}
