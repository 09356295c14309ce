import type { Kysely } from 'kysely';
import type { Logger } from '../../../logger.ts';
import type { DB } from '../schema.ts';
import { seedBets } from './bets.ts';
import { BLOG_DIR, loadBlogFiles } from './blog-files.ts';
import { seedBlogPosts } from './blog.ts';
import { seedDemo } from './demo.ts';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Runs at every start. Betting houses and blog posts are content the product needs, so they are loaded
 * always (idempotently); the demo user and its accounts only when SEED_DEMO is on and no user exists yet.
 */
export async function runSeeds(
  db: Kysely<DB>,
  options: { seedDemo: boolean; logger: Logger; blogDir?: string },
): Promise<void> {
  await seedBets(db);
  const posts = await loadBlogFiles(options.blogDir ?? BLOG_DIR, (file, reason) =>
    options.logger.warn({ file, reason }, 'blog post file skipped'),
  );
  await seedBlogPosts(db, posts);
  if (!options.seedDemo) return;
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;
  try {
    await seedDemo(db);
    options.logger.info('demo user and accounts created');
  } catch (error) {
    // Another process seeding the same database at the same moment got there first.
    if (!isUniqueViolation(error)) throw error;
  }
}
