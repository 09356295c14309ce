import { useId, useState, type CSSProperties } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { BLOG_LABELS } from '../../../server/i18n/screens/blog.ts';
import '../../styles/tables.css';

// Posts are written in GitHub's markdown (tables above all). A table scrolls in its own box on a phone.
const REMARK_PLUGINS = [remarkGfm];
// A column's alignment (`---:`) comes as a `style` attribute, which the Content-Security-Policy refuses in
// the server's HTML: it becomes a class instead.
const alignClass = (style: CSSProperties | undefined) =>
  style?.textAlign === 'right' || style?.textAlign === 'center' ? `align-${style.textAlign}` : undefined;
const COMPONENTS: Components = {
  table: ({ node: _node, ...props }) => (
    <div className="table-scroll" role="region" aria-label={BLOG_LABELS.postTable} tabIndex={0}>
      <table className="table" {...props} />
    </div>
  ),
  th: ({ node: _node, style, ...props }) => <th {...props} className={alignClass(style)} />,
  td: ({ node: _node, style, ...props }) => <td {...props} className={alignClass(style)} />,
};

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
      <Markdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS}>
        {markdown}
      </Markdown>
    </div>
  );
}
