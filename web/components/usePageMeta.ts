import { useEffect } from 'react';
import { PAGE_META } from '../../server/i18n/screens/frame.ts';

/**
 * Sets the page's `<title>` ("Flamengo × Palmeiras — Bancada") and `<meta name="description">` while it is
 * shown. index.html's own title and description stay for the first paint and for pages that say nothing;
 * setting them in place keeps one of each in <head> (React's hoisted <title> would add a second one).
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title}${PAGE_META.titleSuffix}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
