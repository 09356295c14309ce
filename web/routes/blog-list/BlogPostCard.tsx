import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router';
import { formatDate } from '../../format/dates.ts';
import type { BlogPostCard_post$key } from '../../relay/__generated__/BlogPostCard_post.graphql.ts';
import { BLOG_LABELS } from '../../../server/i18n/screens/blog.ts';

export function BlogPostCard({ post }: { post: BlogPostCard_post$key }) {
  const data = useFragment(
    graphql`
      fragment BlogPostCard_post on BlogPost {
        slug
        title
        excerpt
        publishedAt
        category {
          name
        }
      }
    `,
    post,
  );
  const href = `/blog/posts/${encodeURIComponent(data.slug)}`;
  return (
    <article className="card post-card">
      <h2>
        <Link to={href}>{data.title}</Link>
      </h2>
      <p className="post-meta">
        {data.publishedAt && <time dateTime={data.publishedAt}>{formatDate(data.publishedAt)}</time>}
        {data.category && <span> · {data.category.name}</span>}
      </p>
      {data.excerpt && <p>{data.excerpt}</p>}
      <Link to={href} className="read-more standalone-link" aria-label={BLOG_LABELS.readMoreOf(data.title)}>
        {BLOG_LABELS.readMore}
      </Link>
    </article>
  );
}
