import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';

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

/** A Laravel-style page, newest first; a page past the end is empty rather than an error. */
export async function listPosts(db: Kysely<DB>, page: number, perPage: number) {
  const { count } = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const rows = await postsQuery(db)
    .orderBy('blog_posts.published_at', 'desc')
    .orderBy('blog_posts.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    data: {
      data: rows.map(postJson),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
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
