import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, typed, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(() => {
  h.banca.calls.length = 0;
});

interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  category: { name: string } | null;
}
interface Post {
  id: string;
  postId: number;
  slug: string;
  title: string;
  content: string;
  publishedAt: string;
  category: { id: string; name: string };
  relatedPosts: Array<{ id: string; slug: string; title: string; category: { id: string } | null }>;
}

const POSTS = typed<{
  blogPosts: {
    edges: Array<{ cursor: string; node: PostSummary }>;
    pageInfo: { hasNextPage: boolean; endCursor: string };
  };
}>(`query Posts($first: Int, $after: String) {
  blogPosts(first: $first, after: $after) {
    edges { cursor node { id slug title excerpt publishedAt category { name } } }
    pageInfo { hasNextPage endCursor }
  }
}`);

const POST = typed<{ blogPost: Post }>(`query Post($slug: String!) {
  blogPost(slug: $slug) {
    id postId slug title content publishedAt
    category { id name }
    relatedPosts(first: 5) { id slug title publishedAt category { id } }
  }
}`);

describe('blog', () => {
  it('lists posts newest first, paginated with cursors, in one upstream call per page', async () => {
    const first = await h.gql(POSTS, { first: 3 });
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data.blogPosts;
    expect(page.edges).toHaveLength(3);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const dates = page.edges.map((e) => Date.parse(e.node.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(h.banca.calls.map((c) => c.path)).toEqual(['/blog/posts?page=1&per_page=3']);

    // The next page is the API's keyset page after the last post's (publication time, id).
    h.banca.calls.length = 0;
    const second = await h.gql(POSTS, { first: 3, after: page.pageInfo.endCursor });
    const slugs = second.body.data.blogPosts.edges.map((e) => e.node.slug);
    expect(slugs).toHaveLength(3);
    for (const slug of slugs) expect(page.edges.map((e) => e.node.slug)).not.toContain(slug);
    expect(h.banca.calls.map((c) => c.path)).toEqual([
      expect.stringMatching(/^\/blog\/posts\?cursor=[\w-]+&per_page=3$/),
    ]);
  });

  it('answers null for a slug no post can have, a lone surrogate included, never an internal error', async () => {
    for (const slug of ['nao-existe', 'a\ud800', '\udfff']) {
      const answer = await h.gql(POST, { slug });
      expect(answer.body.errors, slug).toBeUndefined();
      expect(answer.body.data.blogPost, slug).toBeNull();
    }
  });

  it('refuses more than the API’s 50 posts a page, before any upstream call, rather than answering 50', async () => {
    h.banca.calls.length = 0;
    const over = await h.gql(POSTS, { first: 51 });
    expect(over.body.errors?.[0]).toMatchObject({
      message: 'O argumento "first" pede 51 itens; o máximo é 50.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'first', maximum: 50 },
    });
    expect(h.banca.calls).toEqual([]);
  });

  it('answers a post with related posts (same category first, never itself) in exactly two upstream calls', async () => {
    const all = (await h.gql(POSTS, { first: 50 })).body.data.blogPosts.edges.map((e) => e.node);
    const withCategory = all.find((p) => p.category);
    if (!withCategory) throw new Error('the seed has no post with a category');
    h.banca.calls.length = 0;

    const answer = await h.gql(POST, { slug: withCategory.slug });
    expect(answer.body.errors).toBeUndefined();
    const post = answer.body.data.blogPost;
    expect(post.slug).toBe(withCategory.slug);
    expect(post.content.length).toBeGreaterThan(50);
    const related = post.relatedPosts;
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((p) => p.slug)).not.toContain(post.slug);
    // Same category first: once a post of another category appears, no same-category post follows.
    const same = related.map((p) => p.category?.id === post.category.id);
    expect(same.indexOf(false) === -1 || !same.slice(same.indexOf(false)).includes(true)).toBe(true);
    expect(h.banca.calls.map((c) => c.path).sort()).toEqual(
      ['/blog/posts?page=1&per_page=50', `/blog/posts/${withCategory.slug}`].sort(),
    );
  });

  it('answers null for a missing post (Post não encontrado on the client)', async () => {
    const answer = await h.gql(POST, { slug: 'nao-existe' });
    // Asymmetric matchers are typed `any`; as `unknown` they match without leaking it.
    const cost: unknown = expect.any(Object);
    expect(answer.body).toEqual({ data: { blogPost: null }, extensions: { cost } });
  });

  it('lists categories and resolves posts and categories as nodes', async () => {
    const answer = await h.gql<{ blogCategories: Array<{ id: string; categoryId: number; name: string }> }>(
      `{ blogCategories { id categoryId name slug } }`,
    );
    const categories = answer.body.data.blogCategories;
    expect(categories.length).toBeGreaterThan(0);
    const post = (await h.gql(POSTS, { first: 1 })).body.data.blogPosts.edges[0].node;
    const nodes = await h.gql<{ nodes: unknown[] }>(
      `query N($ids: [ID!]!) { nodes(ids: $ids) { id ... on BlogPost { slug } ... on BlogCategory { name } } }`,
      {
        ids: [post.id, categories[0].id],
      },
    );
    expect(nodes.body.data.nodes).toEqual([
      { id: post.id, slug: post.slug },
      { id: categories[0].id, name: categories[0].name },
    ]);
  });
});
