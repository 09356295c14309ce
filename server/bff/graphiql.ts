import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Hono } from 'hono';
import { shouldRenderGraphiQL, type GraphiQLOptions, type Plugin } from 'graphql-yoga';
import { acceptsGzip, readAccept } from '../accept.ts';
import { BFF_MESSAGES } from '../i18n/bff.ts';
import { CONTENT_SECURITY_POLICY, cspHeader } from '../webapp/security-headers.ts';
import { readGuideExamples } from './graphql-guide.ts';
import { CSRF_HEADER } from './session.ts';
import { escapeMarkup } from '../escape-markup.ts';

const gzip = promisify(gzipCallback);

/**
 * GraphiQL from this server, never from a CDN: Yoga's default page loads its code from unpkg (so it never
 * loads offline, and a third party decides what runs on our origin). @graphql-yoga/render-graphiql ships
 * the same build as strings; it would inline it into the page, which a strict CSP forbids, so its parts are
 * served here as files under /graphql/graphiql/<hash>/ (so the dev server's /graphql proxy and a BFF running
 * alone serve them too) and the page only references them. That build already carries the explorer plugin
 * (@graphiql/plugin-explorer: the sidebar's "Show GraphiQL Explorer"), so nothing else is bundled.
 */
export const GRAPHIQL_PREFIX = '/graphql/graphiql/';

/**
 * The policy of the GraphiQL page: the app's, plus what its editor (Monaco) needs: it injects `<style>`
 * elements at run time and embeds its icon fonts as data: URLs. Scripts stay 'self' only; inline styles
 * cannot run code.
 */
export const GRAPHIQL_CSP = cspHeader({
  ...CONTENT_SECURITY_POLICY,
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  workerSrc: ["'self'"],
});

/**
 * Runs before the bundle: Monaco reads MonacoEnvironment when it loads, and takes its workers from this
 * folder instead of blob: URLs built from strings (which would need `worker-src blob:`). The options come
 * from a JSON data block, which CSP does not treat as a script.
 */
const START_SCRIPT = `(function () {
  var base = document.currentScript.src.replace(/[^/]*$/, '');
  var workers = { json: 'json.worker.js', graphql: 'graphql.worker.js' };
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: function (_moduleId, label) {
      return base + (workers[label] || 'editor.worker.js');
    },
  };
  document.addEventListener('DOMContentLoaded', function () {
    var options = JSON.parse(document.getElementById('graphiql-options').textContent);
    self.YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
  });
})();
`;

/**
 * GraphiQL's tabs can be dragged to reorder them, by transforms it sets on each; the tabs it opens from
 * `defaultTabs` on a first visit keep stale ones (translateX of hundreds of pixels), which its own CSS hides
 * only while a tab holds no focus. A mouse press focuses the tab, the transform comes back, the tab jumps
 * from under the pointer and the click selects nothing. Tabs stay where they are: a click always selects,
 * at the price of the drag, which no longer moves a tab on screen (the order of tabs is rarely changed;
 * choosing one is what every visitor does).
 */
const TABS_STAY_PUT = '\n.graphiql-tab{transform:none!important}\n';

interface Asset {
  body: Buffer;
  gzip: Buffer;
  contentType: string;
}

interface Assets {
  /** Folder of this build: the prefix and a hash of its code, so the files can be cached forever. */
  base: string;
  files: Map<string, Asset>;
}

const JS = 'text/javascript; charset=utf-8';

let loading: Promise<Assets> | undefined;

/** Loaded on the first GraphiQL request only: the build is 9 MB that most processes never need. */
function assets(): Promise<Assets> {
  loading ??= (async () => {
    const build = await import('@graphql-yoga/render-graphiql/graphiql');
    const raw: Array<[string, string | Buffer, string]> = [
      ['yoga-graphiql.js', build.js, JS],
      ['graphiql.css', build.css + TABS_STAY_PUT, 'text/css; charset=utf-8'],
      ['editor.worker.js', build.editorWorkerService, JS],
      ['json.worker.js', build.jsonWorker, JS],
      ['graphql.worker.js', build.graphqlWorker, JS],
      ['start.js', START_SCRIPT, JS],
      [
        'favicon.ico',
        Buffer.from(build.favicon.replace(/^data:[^,]*;base64,/, ''), 'base64'),
        'image/x-icon',
      ],
    ];
    const hash = createHash('sha256');
    for (const [, body] of raw) hash.update(body);
    const files = new Map<string, Asset>();
    for (const [name, text, contentType] of raw) {
      const body = Buffer.isBuffer(text) ? text : Buffer.from(text);
      // Compressed off the main thread, once: the bundle is 5 MB of JavaScript.
      files.set(name, { body, gzip: await gzip(body), contentType });
    }
    return { base: `${GRAPHIQL_PREFIX}${hash.digest('hex').slice(0, 16)}/`, files };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * Headers of every tab: a browser signed in to the site sends its session cookie, which the BFF accepts only
 * with this header (plugins/csrf.ts); without a cookie it changes nothing.
 */
const SESSION_HEADERS = JSON.stringify({ [CSRF_HEADER]: '1' }, null, 2);

/**
 * Whether a request gets the GraphiQL page: a GET that asks for HTML by name, with a weight above 0. Yoga's
 * own test (`shouldRenderGraphiQL`: `text/html` anywhere in the Accept, in lower case, whatever its weight)
 * runs first, and `graphiqlOptions` below answers no page when this one says no, so that the CSRF rule
 * (plugins/csrf.ts), which lets the page's GET through without its header, exempts no request that Yoga
 * would execute instead.
 */
export function rendersGraphiQL(request: Request): boolean {
  return (
    shouldRenderGraphiQL(request) &&
    readAccept(request.headers.get('accept')).accepts('text/html', { byNameOnly: true })
  );
}

/**
 * Yoga's `graphiql` option: the page opens with a tab for each operation of the worked examples of
 * docs/GRAPHQL.md (graphql-guide.ts), each headed by a note on who it runs as. Tabs apply to a browser that
 * has none stored yet; GraphiQL keeps the user's own after that. Read once per process. A request that
 * rules HTML out (`text/html;q=0`) gets no page: Yoga then runs it as any other GET.
 */
export function graphiqlOptions(guideFile: string): (request: Request) => Promise<GraphiQLOptions> | false {
  let options: Promise<GraphiQLOptions> | undefined;
  return (request) =>
    rendersGraphiQL(request) &&
    (options ??= readGuideExamples(guideFile).then((examples) => {
      const note = BFF_MESSAGES.graphiqlAuthNote.replace(/^/gm, '# ');
      const defaultTabs = examples.flatMap((example) =>
        example.operations.map((operation, index) => ({
          query: `${note}\n\n${operation}\n`,
          // A block of variables belongs to the example's first operation (sign-in's, not the bankroll's).
          variables: index === 0 ? example.variables : undefined,
          headers: SESSION_HEADERS,
        })),
      );
      return {
        title: 'Bancada GraphQL',
        // Without the guide, GraphiQL's own single empty tab.
        defaultTabs: defaultTabs.length > 0 ? defaultTabs : undefined,
        headers: SESSION_HEADERS,
        defaultHeaders: SESSION_HEADERS,
        defaultEditorToolsVisibility: true,
      };
    }));
}

/** Yoga's `renderGraphiQL`: the page, referencing only files of this origin. */
export async function renderGraphiQL(options: GraphiQLOptions): Promise<string> {
  const { base } = await assets();
  const title = escapeMarkup(options.title ?? 'GraphiQL');
  // In a JSON data block only "</script" could end it early; escaping every "<" rules that out.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="${base}favicon.ico">
<link rel="stylesheet" href="${base}graphiql.css">
</head>
<body id="body" class="no-focus-outline">
<noscript>Ative o JavaScript para usar o GraphiQL.</noscript>
<div id="root"></div>
<script type="application/json" id="graphiql-options">${json}</script>
<script src="${base}start.js"></script>
<script src="${base}yoga-graphiql.js"></script>
</body>
</html>
`;
}

/** Gives the GraphiQL page (Yoga's only HTML answer) its own policy; the app-wide middleware keeps it. */
export function useGraphiQLPolicy(): Plugin {
  return {
    onResponse({ response }) {
      if (response.headers.get('content-type')?.startsWith('text/html'))
        response.headers.set('content-security-policy', GRAPHIQL_CSP);
    },
  };
}

/** Serves the files the page references; any other path under the prefix is a 404. */
export function mountGraphiQLAssets(app: Hono): void {
  app.on(['GET', 'HEAD'], `${GRAPHIQL_PREFIX}:build/:file`, async (c, next) => {
    const { base, files } = await assets();
    const file = files.get(c.req.param('file'));
    if (!file || `${GRAPHIQL_PREFIX}${c.req.param('build')}/` !== base) return next();
    const gzipped = acceptsGzip(c.req.header('accept-encoding'));
    const body = gzipped ? file.gzip : file.body;
    const headers: Record<string, string> = {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(body.byteLength),
      vary: 'accept-encoding',
    };
    if (gzipped) headers['content-encoding'] = 'gzip';
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  });
}
