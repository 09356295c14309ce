import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';
import { BIGINT_MAX, decodeCursor, encodeCursor, INTEGER_MAX, invalidCursor } from './keyset.ts';

export interface PostJson {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  published_at: string;
  category: { id: number; name: string; slug: string } | null;
}

function postsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('blog_posts')
    .leftJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
    .select([
      'blog_posts.id',
      'blog_posts.slug',
      'blog_posts.title',
      'blog_posts.excerpt',
      'blog_posts.content',
      'blog_posts.published_at',
      'blog_categories.id as category_id',
      'blog_categories.name as category_name',
      'blog_categories.slug as category_slug',
    ]);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postsQuery>['executeTakeFirstOrThrow']>>;

function postJson(row: PostRow): PostJson {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    published_at: row.published_at.toISOString(),
    category:
      row.category_id === null
        ? null
        : { id: row.category_id, name: row.category_name ?? '', slug: row.category_slug ?? '' },
  };
}

/** The key of a post in the list's order (newest first): its publication time in ms, then its id. */
export function postCursor(post: { published_at: string; id: number }): string {
  return encodeCursor('post', [Date.parse(post.published_at), post.id]);
}

/**
 * A page of posts, newest first (published_at, then id, both descending). SPEC's Laravel-style numbered
 * page (`page`, `per_page`; a page past the end is empty rather than an error), or with `cursor` the
 * `per_page` posts after the post it names: posts published or removed meanwhile shift no page after it.
 * Either way `next_cursor` continues after the page's last post (null on the last page).
 */
export async function listPosts(db: Kysely<DB>, query: { page: number; perPage: number; cursor?: string }) {
  const { page, perPage } = query;
  const { count } = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  let rows = postsQuery(db)
    .orderBy('blog_posts.published_at', 'desc')
    .orderBy('blog_posts.id', 'desc')
    .limit(perPage + 1);
  if (query.cursor === undefined) {
    rows = rows.offset((page - 1) * perPage);
  } else {
    const key = decodeCursor('post', query.cursor, [BIGINT_MAX, INTEGER_MAX]);
    const publishedMs = key === null ? NaN : Number(key[0]);
    if (key === null || !Number.isFinite(new Date(publishedMs).getTime()))
      throw invalidCursor(MESSAGES.blogInvalidCursor);
    // published_at is kept to the millisecond (migration 0004), so the cursor's time is the post's exactly.
    rows = rows.where((eb) =>
      eb(
        eb.refTuple('blog_posts.published_at', 'blog_posts.id'),
        '<',
        eb.tuple(new Date(publishedMs), Number(key[1])),
      ),
    );
  }
  const found = (await rows.execute()).map(postJson);
  const posts = found.slice(0, perPage);
  const last = posts.at(-1);
  return {
    data: {
      data: posts,
      ...(query.cursor === undefined
        ? { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) }
        : {}),
      per_page: perPage,
      total,
      next_cursor: found.length > perPage && last ? postCursor(last) : null,
    },
  };
}

export async function getPost(db: Kysely<DB>, slug: string) {
  const row = await postsQuery(db).where('blog_posts.slug', '=', slug).executeTakeFirst();
  if (!row) throw new ApiError(404, MESSAGES.postNotFound);
  return { data: { data: postJson(row) } };
}

export async function listCategories(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('blog_categories')
    .select(['id', 'name', 'slug'])
    .orderBy('name')
    .execute();
  return { data: { data: rows } };
}
