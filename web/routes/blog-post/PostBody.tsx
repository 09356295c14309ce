import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { BLOG_LABELS } from '../../../server/i18n/screens/blog.ts';
import '../../styles/tables.css';
import { ScrollRegion, scrollTabIndex, watchOverflow } from '../../components/ScrollRegion.tsx';

// Posts are written in GitHub's markdown (tables above all). A table scrolls in its own box on a phone.
const REMARK_PLUGINS = [remarkGfm];
// A column's alignment (`---:`) comes as a `style` attribute, which the Content-Security-Policy refuses in
// the server's HTML: it becomes a class instead.
const alignClass = (style: CSSProperties | undefined) =>
  style?.textAlign === 'right' || style?.textAlign === 'center' ? `align-${style.textAlign}` : undefined;
const COMPONENTS: Components = {
  table: ({ node: _node, ...props }) => (
    <ScrollRegion aria-label={BLOG_LABELS.postTable}>
      <table className="table" {...props} />
    </ScrollRegion>
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
  // The server's HTML of this body, when it is the one shown.
  const adopted = arrived.markdown === markdown ? arrived.html : null;
  const body = useRef<HTMLDivElement>(null);
  // The tables of an adopted body are the server's markup, not ScrollRegions: their boxes are made Tab
  // stops only while they scroll here, on the elements themselves.
  useEffect(() => {
    if (adopted === null) return;
    const boxes = body.current!.querySelectorAll<HTMLElement>('.table-scroll');
    const stops = [...boxes].map((box) =>
      watchOverflow(box, (overflows) => {
        box.tabIndex = scrollTabIndex(overflows);
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [adopted]);
  if (adopted !== null)
    return <div ref={body} id={id} className="post-body" dangerouslySetInnerHTML={{ __html: adopted }} />;
  return (
    <div id={id} className="post-body">
      {/* No rehype-raw: HTML inside the markdown is shown as text, never executed. */}
      <Markdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS}>
        {markdown}
      </Markdown>
    </div>
  );
}
