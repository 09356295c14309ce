import { useId, useState } from 'react';
import Markdown from 'react-markdown';

/**
 * A post's body from its markdown. Parsing and rendering the markdown is most of a post page's hydration,
 * in one piece React cannot split; a post the server rendered keeps the body's HTML it arrived with
 * instead, which hydration adopts as it is. A post opened in the browser (or another post shown in the
 * same place) is drawn by the renderer.
 */
export function PostBody({ markdown }: { markdown: string }) {
  const id = useId();
  // Read once, while hydrating: the server's element has the same id (useId agrees on both sides).
  const [arrived] = useState(() => ({
    markdown,
    html: typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
  }));
  if (arrived.html !== null && arrived.markdown === markdown)
    return <div id={id} className="post-body" dangerouslySetInnerHTML={{ __html: arrived.html }} />;
  return (
    <div id={id} className="post-body">
      {/* No rehype-raw: HTML inside the markdown is shown as text, never executed. */}
      <Markdown>{markdown}</Markdown>
    </div>
  );
}
