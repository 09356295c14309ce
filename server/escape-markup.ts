const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text safe in HTML or XML text and in a quoted attribute: the one escaping of the pages, heads, GraphiQL,
 * sitemap and link cards the server writes as text.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
