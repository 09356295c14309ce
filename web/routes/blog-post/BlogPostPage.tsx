import { graphql, usePreloadedQuery } from 'react-relay/hooks.js';
import { Link } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { PostBody } from './PostBody.tsx';
import { formatDate } from '../../format/dates.ts';
import { postDescription } from '../../format/post-description.ts';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { BlogPostPageQuery } from '../../relay/__generated__/BlogPostPageQuery.graphql.ts';
import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { BLOG_LABELS } from '../../../server/i18n/screens/blog.ts';
import '../../styles/blog.css';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { PAGE_META } from '../../../server/i18n/screens/frame.ts';

export const blogPostPageQuery = graphql`
  query BlogPostPageQuery($slug: String!, $withViewer: Boolean!) @preloadable {
    # For the header, when the store has no fresh viewer (routes/root/viewer.ts).
    viewer @include(if: $withViewer) {
      ...Header_viewer
    }
    blogPost(slug: $slug) {
      title
      excerpt
      content
      publishedAt
      category {
        name
      }
      relatedPosts(first: 5) {
        id
        slug
        title
        publishedAt
      }
    }
  }
`;

function BlogPostContent() {
  const { blogPost: post } = usePreloadedQuery<BlogPostPageQuery>(
    blogPostPageQuery,
    useRouteQuery<BlogPostPageQuery>(),
  );
  usePageMeta(post?.title ?? MESSAGES.postNotFound, post ? postDescription(post) : PAGE_META.notFound);
  // The page's heading says so (SPEC §8): a missing post has no title to head it.
  if (!post)
    return (
      <div className="message">
        <h1>{MESSAGES.postNotFound}</h1>
      </div>
    );
  return (
    <div className="post-layout">
      <article className="card post">
        <h1>{post.title}</h1>
        <p className="post-meta">
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>}
          {post.category && <span> · {post.category.name}</span>}
        </p>
        <PostBody markdown={post.content} />
      </article>
      <aside className="card related" aria-labelledby="related-title">
        <h2 id="related-title">{BLOG_LABELS.related}</h2>
        {post.relatedPosts.length === 0 ? (
          <p>{BLOG_LABELS.noRelated}</p>
        ) : (
          <ul>
            {post.relatedPosts.map((related) => (
              <li key={related.id}>
                <Link to={`/blog/posts/${encodeURIComponent(related.slug)}`}>{related.title}</Link>
                {related.publishedAt && (
                  <time dateTime={related.publishedAt}> {formatDate(related.publishedAt)}</time>
                )}
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}

/** /blog/posts/:slug — states loading, error, not found, loaded (SPEC §2). */
export function BlogPostPage() {
  return (
    <>
      <p>
        <Link className="standalone-link" to="/blog">
          {BLOG_LABELS.backToBlog}
        </Link>
      </p>
      <QueryBoundary
        errorMessage={BLOG_LABELS.postFailed}
        loading={
          <p className="message" role="status">
            {BLOG_LABELS.postLoading}
          </p>
        }
      >
        <BlogPostContent />
      </QueryBoundary>
    </>
  );
}
