import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import type { BlogPostSeed } from './blog-files.ts';
import { slugify } from '../../../slugify.ts';

/**
 * Upserts posts by slug (an edited file updates its post on the next start) and creates their
 * categories by name. Posts that no longer have a file are left alone.
 */
export async function seedBlogPosts(db: Kysely<DB>, posts: BlogPostSeed[]): Promise<void> {
  if (posts.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    for (const name of new Set(posts.map((p) => p.category).filter((c): c is string => Boolean(c)))) {
      const slug = slugify(name) || 'geral';
      await trx
        .insertInto('blog_categories')
        .values({ name, slug })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
      const row = await trx
        .selectFrom('blog_categories')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      categoryIds.set(name, row.id);
    }
    for (const post of posts) {
      const values = {
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        published_at: post.publishedAt,
        category_id: post.category ? (categoryIds.get(post.category) ?? null) : null,
      };
      await trx
        .insertInto('blog_posts')
        .values({ slug: post.slug, ...values })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ ...values, updated_at: new Date() }))
        .execute();
    }
  });
}
