import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks.js';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { BlogListPageQuery } from '../../relay/__generated__/BlogListPageQuery.graphql.ts';
import type { BlogListPage_query$key } from '../../relay/__generated__/BlogListPage_query.graphql.ts';
import { BlogPostCard } from './BlogPostCard.tsx';
import { BLOG_LABELS } from '../../../server/i18n/screens/blog.ts';
import { COMMON_LABELS, SHELL_LABELS } from '../../../server/i18n/screens/frame.ts';
import '../../styles/blog.css';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { PAGE_META } from '../../../server/i18n/screens/frame.ts';

export const blogListPageQuery = graphql`
  query BlogListPageQuery($withViewer: Boolean!) @preloadable {
    # For the header, when the store has no fresh viewer (routes/root/viewer.ts).
    viewer @include(if: $withViewer) {
      ...Header_viewer
    }
    ...BlogListPage_query
  }
`;

function BlogList({ query }: { query: BlogListPage_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment BlogListPage_query on Query
      @refetchable(queryName: "BlogListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        blogPosts(first: $count, after: $cursor) @connection(key: "BlogListPage_blogPosts") {
          edges {
            node {
              id
              ...BlogPostCard_post
            }
          }
        }
      }
    `,
    query,
  );
  const posts = data.blogPosts.edges.map((edge) => edge.node);
  if (posts.length === 0) return <p className="message">{BLOG_LABELS.noPosts}</p>;
  return (
    <>
      <ul className="post-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <p className="load-more">
          <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(12)}>
            {isLoadingNext ? COMMON_LABELS.loading : BLOG_LABELS.loadMore}
          </button>
        </p>
      )}
    </>
  );
}

function BlogListContent() {
  const data = usePreloadedQuery<BlogListPageQuery>(blogListPageQuery, useRouteQuery<BlogListPageQuery>());
  return <BlogList query={data} />;
}

/** /blog: post cards with title, excerpt and 'Continuar lendo...' (SPEC §2). */
export function BlogListPage() {
  usePageMeta(SHELL_LABELS.blog, PAGE_META.blog);
  return (
    <section aria-labelledby="blog-title">
      <h1 id="blog-title">{SHELL_LABELS.blog}</h1>
      <QueryBoundary
        errorMessage={BLOG_LABELS.listFailed}
        loading={<Skeleton lines={6} title={false} label={BLOG_LABELS.listLoading} />}
      >
        <BlogListContent />
      </QueryBoundary>
    </section>
  );
}
