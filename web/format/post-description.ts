/**
 * A post's description for search results and link previews: its excerpt, or the start of its text. One
 * function for the server's <head> (ssr/head.ts) and the browser's (BlogPostPage), so a page keeps the
 * description it arrived with after hydration and after client navigation.
 */

/**
 * Plain text of a post's markdown: link and image texts kept; headings, quotes, list and table marks and
 * emphasis dropped (a hyphen inside a word stays); spaces collapsed.
 */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:#+|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s*\|\s*|\s+-{2,}\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word with an ellipsis: search results show about 155. */
export function summary(text: string, max = 155): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd() + '…';
}

export function postDescription(post: { excerpt?: string | null; content: string }): string {
  return summary(post.excerpt?.trim() || plainText(post.content));
}
