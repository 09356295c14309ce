import { builder } from '../../builder.ts';
import { BLOG_MAX_AGE_MS, publicFor } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { GraphQLContext } from '../../context.ts';
import type { BancaCategory, BancaPost } from '../../upstreams/banca/decode.ts';
import { parseNodeIntId } from '../common/global-id.ts';
import { countedConnection } from '../common/connections.ts';
import {
  badCursor,
  forwardPage,
  keysetConnection,
  type KeysetConnection,
  type PageArgs,
} from '../common/cursors.ts';
import { UpstreamError } from '../../upstreams/http.ts';

/** The API's page size cap; related posts are chosen among this many newest posts. */
const MAX_PER_PAGE = 50;

export const BlogCategoryRef = builder.objectRef<BancaCategory>('BlogCategory');
export const BlogPostRef = builder.objectRef<BancaPost>('BlogPost');

builder.node(BlogCategoryRef, {
  extensions: publicFor(BLOG_MAX_AGE_MS),
  description: 'A category of blog posts (e.g. Futebol, Gestão de Banca).',
  id: { resolve: (c) => c.id },
  loadOne: async (id, ctx) => {
    const n = parseNodeIntId(id, 'BlogCategory');
    if (n === null) return null;
    return (await ctx.banca.categories.load('all')).find((c) => c.id === n) ?? null;
  },
  fields: (t) => ({
    categoryId: t.exposeInt('id', { description: "The category's number in the Banca API." }),
    name: t.exposeString('name', { description: 'Name to show, in pt-BR.' }),
    slug: t.exposeString('slug', {
      description: 'URL-safe name (lower case, hyphens), unique among categories.',
    }),
  }),
});

const POST_CURSOR = { kind: 'BlogPost', length: 2 };
/** The API's page sizes: 10 by default, at most MAX_PER_PAGE. */
const POST_PAGES = { pages: { defaultSize: 10, maxSize: MAX_PER_PAGE } };

/** A post's key in the list's order (newest first): its publication time in ms, then its id. */
const postKey = (post: BancaPost): [number, number] => [Date.parse(post.published_at ?? '') || 0, post.id];

/**
 * One keyset page of posts, newest first: the API's first page, or the page after the cursor's post (the
 * API's cursor is built from the same key). A post published or removed while a client pages moves no other
 * post between pages; the cursor's own post may be gone and its key still places the page.
 */
async function postsPage(args: PageArgs, ctx: GraphQLContext): Promise<KeysetConnection<BancaPost>> {
  const { size, after } = forwardPage(args, POST_PAGES, POST_CURSOR);
  const perPage = Math.max(1, size);
  const page = await ctx.banca.posts
    .load(after === undefined ? { page: 1, perPage } : { perPage, after: [after[0], after[1]] })
    .catch((error: unknown) => {
      if (args.after != null && error instanceof UpstreamError && error.status === 400)
        throw badCursor(args.after);
      throw error;
    });
  const posts = page.data.slice(0, size);
  return keysetConnection(POST_CURSOR, posts, postKey, {
    hasPreviousPage: after !== undefined,
    hasNextPage: page.data.length > size || (page.next_cursor ?? null) !== null,
    totalCount: page.total,
  });
}

const BlogPostConnection = countedConnection(
  BlogPostRef,
  { connection: 'QueryBlogPostsConnection', edge: 'QueryBlogPostsConnectionEdge' },
  { totalCount: 'Posts in the whole blog (every page).' },
);

builder.node(BlogPostRef, {
  extensions: publicFor(BLOG_MAX_AGE_MS),
  description: 'A blog post; its global id is built from the slug.',
  id: { resolve: (p) => p.slug },
  loadOne: (slug, ctx) => (slug.length <= 200 ? ctx.banca.post.load(slug) : null),
  fields: (t) => ({
    postId: t.exposeInt('id', { description: "The post's number in the Banca API." }),
    slug: t.exposeString('slug', {
      description: 'URL-safe name, unique among posts: what `blogPost(slug:)` takes and site URLs use.',
    }),
    title: t.exposeString('title', { description: 'Title, in pt-BR.' }),
    excerpt: t.string({
      nullable: true,
      description: 'Short summary in plain text for lists; null when the post has none.',
      resolve: (p) => p.excerpt ?? null,
    }),
    content: t.exposeString('content', {
      description:
        'The whole post, in pt-BR, as Markdown text (headings, lists, links, emphasis); `excerpt` is its summary.',
    }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the post was published (UTC); null when the API gives no date.',
      resolve: (p) => p.published_at ?? null,
    }),
    category: t.field({
      type: BlogCategoryRef,
      nullable: true,
      description: "The post's category; null for an uncategorized post.",
      resolve: (p) => p.category ?? null,
    }),
    relatedPosts: t.field({
      extensions: { ...cost({ cost: UPSTREAM_CALL, size: { arg: 'first' } }), ...publicFor(BLOG_MAX_AGE_MS) },
      type: [BlogPostRef],
      description: 'Posts Relacionados: same category first, then the newest others; never the post itself.',
      args: {
        first: t.arg.int({
          defaultValue: 3,
          description: 'How many posts, 0 to 10 (a value outside is clamped); fewer when the blog has fewer.',
        }),
      },
      resolve: async (post, args, ctx) => {
        const first = Math.max(0, Math.min(args.first ?? 3, 10));
        const { data } = await ctx.banca.posts.load({ page: 1, perPage: MAX_PER_PAGE });
        const others = data.filter((p) => p.slug !== post.slug);
        const categoryId = post.category?.id;
        const same = categoryId === undefined ? [] : others.filter((p) => p.category?.id === categoryId);
        const rest = others.filter((p) => categoryId === undefined || p.category?.id !== categoryId);
        return [...same, ...rest].slice(0, first);
      },
    }),
  }),
});

builder.queryFields((t) => ({
  blogPosts: t.connection(
    {
      extensions: {
        ...cost({ cost: UPSTREAM_CALL, size: 'page', maxSize: MAX_PER_PAGE }),
        ...publicFor(BLOG_MAX_AGE_MS),
      },
      type: BlogPostRef,
      description: `Blog posts, newest first, in keyset pages (\`first\`/\`after\`; 10 by default, at most ${MAX_PER_PAGE}).`,
      resolve: (_root, args, ctx) => postsPage(args, ctx),
    },
    BlogPostConnection,
  ),
  blogPost: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(BLOG_MAX_AGE_MS) },
    type: BlogPostRef,
    nullable: true,
    description: "A post by slug; null when there is none ('Post não encontrado').",
    args: { slug: t.arg.string({ required: true, description: "The post's slug, as in its URL." }) },
    resolve: (_root, args, ctx) =>
      args.slug.length > 0 && args.slug.length <= 200 ? ctx.banca.post.load(args.slug) : null,
  }),
  blogCategories: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL, typicalSize: 10 }), ...publicFor(BLOG_MAX_AGE_MS) },
    type: [BlogCategoryRef],
    description: 'Every blog category, by name.',
    resolve: (_root, _args, ctx) => ctx.banca.categories.load('all'),
  }),
}));
