import { useEffect } from 'react';
import { NavigationType, useNavigationType } from 'react-router';
import { PAGE_META } from '../../server/i18n/screens/frame.ts';

/**
 * Sets the page's `<title>` ("Flamengo × Palmeiras — Bancada") and `<meta name="description">` while it is
 * shown. index.html's own title and description stay for the first paint and for pages that say nothing;
 * setting them in place keeps one of each in <head> (React's hoisted <title> would add a second one).
 *
 * The head's other tags the server wrote (web/ssr/head.ts) speak for the page it rendered alone: its
 * canonical address, noindex, link card (the head's only `property` attributes) and structured data. Once
 * the app has moved to another address (a push or a replace: the first page loaded is a pop), they go.
 */
export function usePageMeta(title: string, description: string): void {
  const moved = useNavigationType() !== NavigationType.Pop;
  useEffect(() => {
    if (moved)
      document.head
        .querySelectorAll('[rel=canonical],[name=robots],[property],[name^=twitter],[type$=json]')
        .forEach((tag) => tag.remove());
    document.title = `${title}${PAGE_META.titleSuffix}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [moved, title, description]);
}
